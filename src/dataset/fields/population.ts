/**
 * @module
 * Population: the World Bank's latest figure and year (WDI SP.POP.TOTL) for every economy it
 * covers, CLDR's estimate only where it does not. CLDR publishes no year for its figures (they
 * are years old for many countries), so those records say `populationYear: null` rather than
 * claim a year.
 */
import type { PopulationPoint } from '../schema.ts';
import type { PopulationRow } from '../sources.ts';
import { readNumber } from './factbook-figures.ts';

/** Codes the World Bank uses where ISO 3166 has none: Kosovo is XKX there, UNK in world-countries. */
export const WORLD_BANK_ALIASES: Readonly<Record<string, string>> = { XKX: 'UNK' };

export type Point = { year: number; population: number };
export type PopulationChoice = { population: number; populationYear: number | null; populationSource: 'worldbank' | 'factbook' | 'cldr' | 'override' };
export type FactbookPopulation = { population: number; year: number | null };

/** The rows grouped by alpha-3 code (aliases resolved), each series oldest year first. */
export function seriesByIso3(rows: readonly PopulationRow[]): Map<string, Point[]> {
  const series = new Map<string, Point[]>();
  for (const row of rows) {
    const iso3 = WORLD_BANK_ALIASES[row.iso3] ?? row.iso3;
    const points = series.get(iso3) ?? [];
    points.push({ year: row.year, population: row.population });
    series.set(iso3, points);
  }
  for (const points of series.values()) points.sort((a, b) => a.year - b.year);
  return series;
}

/**
 * The World Bank's latest year when it has the country; else the Factbook's estimate (dated, or
 * "no permanent inhabitants"); else CLDR's undated one.
 */
export function choosePopulation(worldBank: readonly PopulationPoint[] | undefined, cldr: number, factbook?: FactbookPopulation): PopulationChoice {
  const latest = worldBank?.at(-1);
  if (latest) return { population: latest.population, populationYear: latest.year, populationSource: 'worldbank' };
  if (factbook) return { population: factbook.population, populationYear: factbook.year, populationSource: 'factbook' };
  return { population: cldr, populationYear: null, populationSource: 'cldr' };
}

/** The Factbook's "Population" entry: "19,416 (2024 est.)", "no permanent inhabitants"; undefined when it reads otherwise. */
export function readFactbookPopulation(text: string): FactbookPopulation | undefined {
  if (/^(no permanent inhabitants|uninhabited)\b/i.test(text)) return { population: 0, year: null };
  const figure = readNumber(text);
  return figure && figure.unit === '' && !figure.dollars && Number.isInteger(figure.value) && figure.value >= 0 && figure.year !== null
    ? { population: figure.value, year: figure.year }
    : undefined;
}
