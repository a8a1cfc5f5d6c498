import { describe, expect, it } from 'vitest';
import { correctionsTable, errorTable, recordFields } from './data-notes.ts';

describe('the record fields table', () => {
  const table = recordFields();
  it.each([
    ['cca2', 'string'],
    ['ccn3', 'string or null'],
    ['populationYear', 'integer or null'],
    ['latlng', '[number, number]'],
    ['borders', 'string[]'],
    ['capitals', 'object[]'],
    ['gini', 'object or null'],
    ['landlocked', 'boolean'],
  ])('gives %s the type %s', (field, type) => {
    expect(table).toMatch(new RegExp(`^\\| \`${field}\` \\| ${type.replace(/[[\]]/g, '\\$&')} \\|`, 'm'));
  });
});

describe('the errors table', () => {
  it('has a row per status with its code and when it happens', () => {
    expect(errorTable()).toMatch(/^\| 404 \| `not_found` \| No country matches/m);
    expect(errorTable().split('\n')).toHaveLength(2 + 12);
  });
});

describe('the corrections table', () => {
  it('writes the country with its name, the field, the value as JSON, the reason and the source', () => {
    const text = correctionsTable(
      [{ country: 'SJ', field: 'area', value: 62422, reason: 'The source says -1.', source: 'CIA World Factbook' }],
      () => 'Svalbard',
    );
    expect(text.split('\n')[2]).toBe('| SJ Svalbard | `area` | `62422` | The source says -1. | CIA World Factbook |');
  });
});
