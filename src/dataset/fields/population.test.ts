import { describe, expect, it } from 'vitest';
import { choosePopulation, seriesByIso3 } from './population.ts';

describe('seriesByIso3', () => {
  it('groups rows by code, oldest year first, and files Kosovo (XKX) under UNK', () => {
    const series = seriesByIso3([
      { iso3: 'SOM', year: 2024, population: 19_009_151 },
      { iso3: 'XKX', year: 2023, population: 1_682_668 },
      { iso3: 'SOM', year: 1960, population: 2_756_950 },
    ]);
    expect([...series.keys()].sort()).toEqual(['SOM', 'UNK']);
    expect(series.get('SOM')).toEqual([
      { year: 1960, population: 2_756_950 },
      { year: 2024, population: 19_009_151 },
    ]);
  });
});

describe('choosePopulation', () => {
  it('takes the World Bank’s latest year over CLDR’s figure (Somalia: 19.0 M in 2024, not CLDR’s 13 M)', () => {
    const series = [
      { year: 2023, population: 18_358_615 },
      { year: 2024, population: 19_009_151 },
    ];
    expect(choosePopulation(series, 13_017_300)).toEqual({ population: 19_009_151, populationYear: 2024, populationSource: 'worldbank' });
  });

  it('falls back to CLDR without a year where the World Bank has no series', () => {
    expect(choosePopulation(undefined, 26_200)).toEqual({ population: 26_200, populationYear: null, populationSource: 'cldr' });
  });
});
