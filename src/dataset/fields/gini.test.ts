import { describe, expect, it } from 'vitest';
import { latestGini } from './gini.ts';
import type { GiniRow } from '../sources.ts';

const rows: GiniRow[] = [
  { iso3: 'DEU', year: 2018, gini: 31.9 },
  { iso3: 'DEU', year: 2020, gini: 32.4 },
  { iso3: 'DEU', year: 2019, gini: 31.7 },
  { iso3: 'AGO', year: 2000, gini: 51.9 },
  { iso3: 'AGO', year: 2018, gini: 51.3 },
  { iso3: 'AGO', year: 2008, gini: 42.7 },
];

describe('latestGini', () => {
  it.each([
    ['rows in file order', rows],
    ['rows in reverse order', [...rows].reverse()],
  ])('keeps the latest year of each economy (%s)', (_title, input) => {
    const latest = latestGini(input);
    expect(latest.get('DEU')).toEqual({ value: 32.4, year: 2020, source: 'worldbank' });
    expect(latest.get('AGO')).toEqual({ value: 51.3, year: 2018, source: 'worldbank' });
    expect(latest.size).toBe(2);
  });

  it('has no entry for an economy without rows', () => {
    expect(latestGini(rows).has('FRA')).toBe(false);
    expect(latestGini([]).size).toBe(0);
  });
});
