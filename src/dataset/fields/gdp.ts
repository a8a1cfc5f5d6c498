/**
 * @module
 * GDP in current US dollars (World Bank WDI NY.GDP.MKTP.CD), year by year, and GDP per person
 * over the World Bank's population of the same year (SP.POP.TOTL); a year without both has no
 * per-person figure rather than one divided by another year's population.
 */
import type { Figure } from '../schema-profile.ts';
import type { GdpPoint } from '../schema.ts';
import { WORLD_BANK_ALIASES } from './population.ts';

export interface GdpRowValue {
  iso3: string;
  year: number;
  gdp: number;
}

/** The rows grouped by alpha-3 code (aliases resolved), oldest year first. */
export function gdpByIso3(rows: readonly GdpRowValue[]): Map<string, Array<{ year: number; gdp: number }>> {
  const out = new Map<string, Array<{ year: number; gdp: number }>>();
  for (const row of rows) {
    const iso3 = WORLD_BANK_ALIASES[row.iso3] ?? row.iso3;
    out.set(iso3, [...(out.get(iso3) ?? []), { year: row.year, gdp: row.gdp }]);
  }
  for (const points of out.values()) points.sort((a, b) => a.year - b.year);
  return out;
}

/** GDP per person, to the cent. */
const perPerson = (gdp: number, population: number) => Math.round((gdp / population) * 100) / 100;

/** Below a dollar a person a year, a GDP figure is a unit error of the source (Georgia 1987–89 has $11,503). */
export const IMPLAUSIBLE_PER_PERSON = 1;

/**
 * The series with GDP per person where the World Bank has the same year's population; the
 * years whose figure is implausible per person are left out and returned apart, to be reported.
 */
export function gdpSeriesOf(
  gdp: ReadonlyArray<{ year: number; gdp: number }>,
  population: ReadonlyArray<{ year: number; population: number }> | undefined,
): { series: GdpPoint[]; implausible: GdpPoint[] } {
  const people = new Map((population ?? []).map((p) => [p.year, p.population]));
  const points = gdp.map(({ year, gdp: value }): GdpPoint => {
    const count = people.get(year);
    return { year, gdp: value, gdpPerCapita: count ? perPerson(value, count) : null };
  });
  const plausible = (p: GdpPoint) => p.gdpPerCapita === null || p.gdpPerCapita >= IMPLAUSIBLE_PER_PERSON;
  return { series: points.filter(plausible), implausible: points.filter((p) => !plausible(p)) };
}

/** The latest year's GDP and GDP per person, as figures of the record. */
export function worldBankGdp(series: readonly GdpPoint[] | undefined): { gdp: Figure | null; gdpPerCapita: Figure | null } {
  const latest = series?.at(-1);
  const latestPerCapita = series?.findLast((p) => p.gdpPerCapita !== null);
  return {
    gdp: latest ? { value: latest.gdp, unit: 'USD', year: latest.year, source: 'worldbank' } : null,
    gdpPerCapita: latestPerCapita ? { value: latestPerCapita.gdpPerCapita!, unit: 'USD', year: latestPerCapita.year, source: 'worldbank' } : null,
  };
}
