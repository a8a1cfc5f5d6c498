import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { ApiDocument, JsonObject } from './document.ts';
import { csvFormat } from './csv.ts';
import { columnsOf, flattenRow } from './flatten.ts';

function csvOf(rows: JsonObject[], columns?: readonly string[]): string {
  const doc: ApiDocument = { body: rows, rows, xmlRoot: 'countries' };
  return csvFormat.render(columns === undefined ? doc : { ...doc, columns });
}

const awkward: JsonObject[] = [
  {
    cca2: 'CI',
    name: { common: "Côte d'Ivoire", official: "Republic of Côte d'Ivoire" },
    motto: '"Quoted", with a comma',
    note: 'line one\r\nline two',
    lf: 'only\nLF',
    cr: 'only\rCR',
    capital: ['Yamoussoukro', 'Abidjan'],
    population: 31165654,
    area: 322463.5,
    landlocked: false,
    gini: null,
  },
  {
    cca2: 'AE',
    name: { common: 'الإمارات العربية المتحدة', official: 'دولة الإمارات العربية المتحدة' },
    motto: '  leading and trailing spaces  ',
    note: '',
    capital: [],
    languages: [
      { name: 'Arabic', nativeName: 'العربية' },
      { name: 'Japanese', nativeName: '日本語' },
    ],
    population: 0,
    landlocked: true,
    gini: { year: 2018, value: 26 },
  },
  { cca2: 'JP', name: { common: '日本', official: '日本国' }, emoji: '🇯🇵', formula: '=1+1' },
];

describe('csv', () => {
  it('parses back to exactly the flattened strings', () => {
    const records: unknown = parse(csvOf(awkward), { columns: true });
    const columns = columnsOf(awkward);
    const expected = awkward.map((row) => {
      const flat = flattenRow(row);
      return Object.fromEntries(columns.map((column) => [column, flat[column] ?? '']));
    });
    expect(records).toEqual(expected);
  });

  it('writes the header row first', () => {
    const [header] = parse(csvOf(awkward));
    expect(header).toEqual(columnsOf(awkward));
  });

  it('ends every record with CRLF', () => {
    const csv = csvOf([
      { a: 1, b: 'x' },
      { a: 2, b: 'y' },
    ]);
    expect(csv).toBe('a,b\r\n1,x\r\n2,y\r\n');
  });

  it.each([
    ['a comma', 'a,b', '"a,b"'],
    ['a double quote', 'say "hi"', '"say ""hi"""'],
    ['CRLF', 'a\r\nb', '"a\r\nb"'],
    ['a lone LF', 'a\nb', '"a\nb"'],
    ['a lone CR', 'a\rb', '"a\rb"'],
  ])('quotes a cell containing %s', (_title, value, cell) => {
    expect(csvOf([{ v: value }])).toBe(`v\r\n${cell}\r\n`);
  });

  it('leaves plain cells, lists and unicode unquoted', () => {
    expect(csvOf([{ name: 'Côte d’Ivoire', tld: ['.ci'], langs: ['fra', 'dyu'] }])).toBe('name,tld,langs\r\nCôte d’Ivoire,.ci,fra|dyu\r\n');
  });

  it('writes flattened columns for nested values', () => {
    const csv = csvOf([{ name: { common: 'Switzerland' }, languages: [{ name: 'German' }, { name: 'French' }], currencies: [{ code: 'CHF' }] }]);
    expect(csv).toBe('name.common,languages.name,currencies.code\r\nSwitzerland,German|French,CHF\r\n');
  });

  it('writes an empty cell where a row lacks a column', () => {
    expect(csvOf([{ a: 1, b: 2 }, { a: 3 }])).toBe('a,b\r\n1,2\r\n3,\r\n');
  });

  it('writes only the given header when there are no rows', () => {
    expect(csvOf([], ['cca2', 'name.common', 'a,b'])).toBe('cca2,name.common,"a,b"\r\n');
  });

  it('ignores the given header when there are rows', () => {
    expect(csvOf([{ a: 1 }], ['z'])).toBe('a\r\n1\r\n');
  });

  it('writes nothing when there are neither rows nor a header', () => {
    expect(csvOf([])).toBe('');
    expect(csvOf([], [])).toBe('');
  });
});
