import { describe, expect, it } from 'vitest';
import type { JsonObject } from './document.ts';
import { columnsOf, flattenRow, LIST_SEPARATOR } from './flatten.ts';

describe('flattenRow', () => {
  it.each<[string, JsonObject, Record<string, string>]>([
    [
      'writes nested objects as dotted columns',
      { name: { common: 'Switzerland', official: 'Swiss Confederation' }, gini: { year: 2018, value: 33.1 } },
      { 'name.common': 'Switzerland', 'name.official': 'Swiss Confederation', 'gini.year': '2018', 'gini.value': '33.1' },
    ],
    ['joins list values with |', { tld: ['.ch', '.li'], latlng: [47, 8] }, { tld: '.ch|.li', latlng: '47|8' }],
    ['writes an empty array as an empty cell', { capital: [] }, { capital: '' }],
    ['writes null as an empty cell', { subregion: null }, { subregion: '' }],
    ['writes booleans as true/false', { landlocked: true, unMember: false }, { landlocked: 'true', unMember: 'false' }],
    [
      'writes numbers in their JS string form',
      { population: 1402112000, density: 0.5, negative: -12.25, zero: 0 },
      { population: '1402112000', density: '0.5', negative: '-12.25', zero: '0' },
    ],
    ['keeps an empty string as an empty cell', { cioc: '' }, { cioc: '' }],
    ['adds no column for an empty object', { demonyms: {}, cca2: 'AQ' }, { cca2: 'AQ' }],
    [
      'flattens a data-keyed map like any object',
      { translations: { deu: { common: 'Schweiz' }, fra: { common: 'Suisse' } } },
      { 'translations.deu.common': 'Schweiz', 'translations.fra.common': 'Suisse' },
    ],
    ['keeps null items of a scalar list as empty positions', { codes: ['a', null, 'c'] }, { codes: 'a||c' }],
  ])('%s', (_title, record, expected) => {
    expect(flattenRow(record)).toEqual(expected);
  });

  it('writes an array of objects as one |-joined column per sub-field', () => {
    const record: JsonObject = {
      languages: [
        { iso639_3: 'deu', name: 'German' },
        { iso639_3: 'fra', name: 'French' },
      ],
      currencies: [{ code: 'CHF', name: 'Swiss franc', symbol: 'Fr.' }],
    };
    expect(flattenRow(record)).toEqual({
      'languages.iso639_3': 'deu|fra',
      'languages.name': 'German|French',
      'currencies.code': 'CHF',
      'currencies.name': 'Swiss franc',
      'currencies.symbol': 'Fr.',
    });
  });

  it('keeps array-of-object columns aligned around null and missing sub-values', () => {
    const record: JsonObject = {
      languages: [
        { name: 'German', nativeName: 'Deutsch' },
        { name: 'Romansh', nativeName: null },
        { name: 'French' },
        null,
        { name: 'Italian', nativeName: 'Italiano' },
      ],
    };
    const row = flattenRow(record);
    expect(row).toEqual({
      'languages.name': 'German|Romansh|French||Italian',
      'languages.nativeName': 'Deutsch||||Italiano',
    });
    const counts = Object.values(row).map((cell) => cell.split(LIST_SEPARATOR).length);
    expect(new Set(counts)).toEqual(new Set([5]));
  });

  it('flattens objects nested inside array items with dots', () => {
    const record: JsonObject = { items: [{ flag: { emoji: 'A', svg: 'a.svg' } }, { flag: { emoji: 'B' } }] };
    expect(flattenRow(record)).toEqual({ 'items.flag.emoji': 'A|B', 'items.flag.svg': 'a.svg|' });
  });

  it('drops an empty sub-field parent inside array items', () => {
    const record: JsonObject = { items: [{ gini: null }, { gini: { year: 2018 } }] };
    expect(flattenRow(record)).toEqual({ 'items.gini.year': '|2018' });
  });

  it('writes arrays that one level of | cannot hold as JSON text', () => {
    const record: JsonObject = { mixed: [1, { a: 1 }], nested: [{ tags: ['x', 'y'] }], grid: [[1, 2], [3]] };
    expect(flattenRow(record)).toEqual({ mixed: '[1,{"a":1}]', 'nested.tags': '["x","y"]', grid: '[[1,2],[3]]' });
  });

  it('writes an array of empty objects as an empty cell', () => {
    expect(flattenRow({ items: [{}, null] })).toEqual({ items: '' });
  });

  it('treats a __proto__ key as a plain column', () => {
    const record = JSON.parse('{"__proto__": {"polluted": "yes"}, "a": 1}') as JsonObject;
    const row = flattenRow(record);
    expect(Object.keys(row)).toEqual(['__proto__.polluted', 'a']);
    expect(row['__proto__.polluted']).toBe('yes');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('columnsOf', () => {
  it('returns the union of the flattened keys in first-seen order', () => {
    expect(columnsOf([{ a: 1, b: { c: 2 } }, { b: { c: 3 }, d: 4 }, { e: 5 }])).toEqual(['a', 'b.c', 'd', 'e']);
  });

  it('places a column first met in a later row after its predecessor in that row', () => {
    expect(
      columnsOf([
        { cca2: 'AQ', capital: 'x', region: 'Antarctic' },
        { cca2: 'CH', capital: 'Bern', subregion: 'Western Europe', region: 'Europe' },
      ]),
    ).toEqual(['cca2', 'capital', 'subregion', 'region']);
  });

  it('places a new first column of a later row before its successor in that row', () => {
    expect(columnsOf([{ b: 1 }, { a: 1, b: 2 }])).toEqual(['a', 'b']);
  });

  it('drops an always-empty parent column in favour of its dotted children', () => {
    const rows: JsonObject[] = [
      { cca2: 'AQ', gini: null, languages: [], area: 1 },
      { cca2: 'CH', gini: { value: 33.1, year: 2018 }, languages: [{ name: 'German' }], area: 2 },
    ];
    expect(columnsOf(rows)).toEqual(['cca2', 'gini.value', 'gini.year', 'languages.name', 'area']);
  });

  it('keeps a parent column that holds a value in some row', () => {
    expect(columnsOf([{ a: 'text' }, { a: { b: 1 } }])).toEqual(['a', 'a.b']);
  });

  it('returns no columns for no rows', () => {
    expect(columnsOf([])).toEqual([]);
  });
});
