import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import { fieldById, NUMBER_FIELDS } from './fields.ts';
import { INDICATORS } from './indicators.ts';

const { countries } = builtDataset();
const byCode = (cca2: string) => countries.find((c) => c.cca2 === cca2)!;
const indicator = (id: string) => INDICATORS.find((i) => i.id === id)!;

describe('indicators', () => {
  it('read each figure from its place in the record (the total where the Factbook splits it by sex)', () => {
    const de = byCode('DE');
    expect(indicator('gdp').figure(de)).toEqual(de.economy.gdp);
    expect(indicator('lifeExpectancy').figure(de)).toEqual(de.people.lifeExpectancy.total);
    expect(indicator('birthRate').figure(de)).toEqual(de.people.birthRate);
    expect(indicator('coastline').figure(de)).toEqual(de.geography.coastline);
    // Each path names the part of the record the figure is read from.
    for (const i of INDICATORS) {
      const [group, key] = i.path.split('.') as [string, string];
      expect((de as unknown as Record<string, Record<string, unknown>>)[group]?.[key], i.id).toBeDefined();
    }
  });

  it('cover every figure of the economy, the people and the land', () => {
    const de = byCode('DE');
    const inRecord = (['economy', 'people', 'geography'] as const).flatMap((g) => Object.keys(de[g]).map((k) => `${g}.${k}`));
    expect(INDICATORS.map((i) => i.path).sort()).toEqual(inRecord.sort());
  });

  it('name the source every record’s figure comes from', () => {
    const offenders = INDICATORS.flatMap((i) =>
      countries
        .filter((c) => {
          const f = i.figure(c);
          return f !== null && f.source !== i.source;
        })
        .map((c) => `${i.id} ${c.cca2}`),
    );
    expect(offenders).toEqual([]);
  });

  it.each([
    ['gdp', 4_456_081_016_706, '4.46T', 'US$4.46 trillion'],
    ['gdpPerCapita', 53_502.54, '53,503', 'US$53,503'],
    ['inflation', 2.3, '2.3', '2.3% a year'],
    ['publicDebt', 63.9, '63.9', '63.9% of GDP'],
    ['lifeExpectancy', 81.9, '81.9', '81.9 years'],
    ['fertility', 1.46, '1.46', '1.46 children per woman'],
    ['lowestPoint', -3.5, '-3.5', '-3.5 m'],
    ['coastline', 2389, '2,389', '2,389 km'],
  ])('write %s %d as %j in a cell and %j in a sentence', (id, value, cell, text) => {
    expect(indicator(id).cell(value)).toBe(cell);
    expect(indicator(id).text(value)).toBe(text);
  });

  it('are columns of figures: sorted, filtered by range and coloured on the map by their value, dated by their year', () => {
    const de = byCode('DE');
    for (const i of INDICATORS) {
      const field = fieldById(i.id)!;
      expect(NUMBER_FIELDS).toContain(field);
      expect(field.sortValue(de)).toBe(i.figure(de)?.value);
      expect(field.year?.(de)).toBe(i.figure(de)?.year);
    }
    const withoutLiteracy = countries.find((c) => c.people.literacy.total === null)!;
    expect(fieldById('literacy')!.sortValue(withoutLiteracy)).toBeUndefined();
    expect(fieldById('literacy')!.text(withoutLiteracy)).toBe('');
  });
});
