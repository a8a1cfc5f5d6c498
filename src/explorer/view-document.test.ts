import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import { formats } from '../formats/registry.ts';
import { pickPaths, viewDocument, viewPaths } from './view-document.ts';

const { countries } = builtDataset();
const germany = countries.find((c) => c.cca2 === 'DE');
const switzerland = countries.find((c) => c.cca2 === 'CH');
if (!germany || !switzerland) throw new Error('Germany and Switzerland are in every dataset');

describe('viewPaths', () => {
  it('puts the alpha-2 key first, then the columns’ record paths in column order', () => {
    expect(viewPaths(['flag', 'name', 'official', 'population', 'un'])).toEqual([
      'cca2',
      'flag.emoji',
      'name.common',
      'name.official',
      'population',
      'unMember',
    ]);
  });

  it('does not repeat the key when the alpha-2 column is shown', () => {
    expect(viewPaths(['cca2', 'name'])).toEqual(['cca2', 'name.common']);
  });
});

describe('pickPaths', () => {
  it('keeps the record’s nesting, merging paths under one parent', () => {
    expect(pickPaths(germany, ['cca2', 'name.common', 'name.official', 'capital'])).toEqual({
      cca2: 'DE',
      name: { common: 'Germany', official: 'Federal Republic of Germany' },
      capital: ['Berlin'],
    });
  });

  it('keeps nulls (no Gini figure is a value too) and leaves the record untouched', () => {
    const before = JSON.stringify(germany);
    const kosovo = countries.find((c) => c.cca2 === 'XK');
    expect(kosovo && pickPaths(kosovo, ['independent'])).toEqual({ independent: null });
    pickPaths(germany, ['name.common', 'name.official']);
    expect(JSON.stringify(germany)).toBe(before);
  });
});

describe('viewDocument', () => {
  it('writes the rows in view order as CSV with the API’s flattening', () => {
    const csv = formats.csv.render(viewDocument([switzerland, germany], ['flag', 'name', 'languages', 'population'], countries));
    const records = parse<Record<string, string>>(csv, { columns: true });
    expect(records.map((r) => r['cca2'])).toEqual(['CH', 'DE']);
    const swissLanguages = records[0]?.['languages.name']?.split('|') ?? [];
    expect(swissLanguages).toEqual(expect.arrayContaining(['French', 'German', 'Italian', 'Romansh']));
    expect(swissLanguages).toEqual(switzerland.languages.map((l) => l.name));
    expect(records[1]?.['name.common']).toBe('Germany');
    expect(Object.keys(records[0] ?? {})).not.toContain('capital');
  });

  it('writes a JSON array of the reduced records', () => {
    const body = JSON.parse(formats.json.render(viewDocument([germany], ['name', 'calling'], countries))) as unknown;
    expect(body).toEqual([{ cca2: 'DE', name: { common: 'Germany' }, callingCodes: ['+49'] }]);
  });

  it('writes XML under <countries>', () => {
    const xml = formats.xml.render(viewDocument([germany], ['name'], countries));
    expect(xml).toContain('<countries><item><cca2>DE</cca2><name><common>Germany</common></name></item></countries>');
  });

  it('still writes the CSV header of an empty view', () => {
    const csv = formats.csv.render(viewDocument([], ['name', 'gini'], countries));
    expect(parse(csv)).toEqual([['cca2', 'name.common', 'gini.value', 'gini.year']]);
  });
});
