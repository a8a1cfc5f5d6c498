/**
 * GDP and GDP per person against the World Bank files read by hand (not through csv-parse or
 * the dataset's rules): the latest year of each economy, divided by the same year's population.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';

const { countries, gdpSeries, unread } = builtDataset();
const rows = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','));
const code = (iso3: string) => (iso3 === 'XKX' ? 'UNK' : iso3);
const gdp = new Map<string, Map<number, number>>();
for (const [iso3 = '', year = '', value = ''] of rows('data/worldbank-gdp.csv'))
  gdp.set(code(iso3), (gdp.get(code(iso3)) ?? new Map<number, number>()).set(Number(year), Number(value)));
const population = new Map<string, Map<number, number>>();
for (const [iso3 = '', year = '', value = ''] of rows('data/worldbank-population.csv'))
  population.set(code(iso3), (population.get(code(iso3)) ?? new Map<number, number>()).set(Number(year), Number(value)));

describe('GDP (World Bank NY.GDP.MKTP.CD)', () => {
  it('gives every economy the file covers its latest year, and no other country a figure', () => {
    const offenders = countries.flatMap((c) => {
      const years = gdp.get(c.cca3);
      if (!years) return c.economy.gdp === null ? [] : [`${c.cca2}: a GDP the file does not have`];
      const latest = Math.max(...years.keys());
      const expected = { value: years.get(latest), unit: 'USD', year: latest, source: 'worldbank' };
      return JSON.stringify(c.economy.gdp) === JSON.stringify(expected) ? [] : [`${c.cca2}: ${JSON.stringify(c.economy.gdp)}`];
    });
    expect(gdp.size).toBeGreaterThan(200);
    expect(offenders).toEqual([]);
  });

  it('divides GDP by the population of the same year, to the cent, and by no other year’s', () => {
    const offenders = Object.entries(gdpSeries).flatMap(([cca2, series]) => {
      const c = countries.find((x) => x.cca2 === cca2)!;
      return series
        .filter((p) => {
          const people = population.get(c.cca3)?.get(p.year);
          return p.gdpPerCapita !== (people ? Math.round((p.gdp / people) * 100) / 100 : null);
        })
        .map((p) => `${cca2} ${p.year}`);
    });
    expect(offenders).toEqual([]);
    expect(gdpSeries.DE?.find((p) => p.year === 2020)?.gdpPerCapita).toBeGreaterThan(40_000);
  });

  it('keeps the whole series, oldest first, but for the years reported as implausible', () => {
    const reported = unread.filter((u) => u.field.startsWith('data/worldbank-gdp.csv'));
    // Georgia 1987–1989: GDP of about 12,000 US dollars, a unit error of the source.
    expect(reported.map((u) => u.field)).toEqual(['data/worldbank-gdp.csv GEO 1987', 'data/worldbank-gdp.csv GEO 1988', 'data/worldbank-gdp.csv GEO 1989']);
    const offenders = Object.entries(gdpSeries).filter(([cca2, series]) => {
      const c = countries.find((x) => x.cca2 === cca2)!;
      const years = series.map((p) => p.year);
      const dropped = reported.filter((u) => u.country === cca2).length;
      return years.length + dropped !== gdp.get(c.cca3)?.size || years.some((y, i) => i > 0 && y <= years[i - 1]!);
    });
    expect(offenders.map(([cca2]) => cca2)).toEqual([]);
  });
});
