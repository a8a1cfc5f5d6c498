/**
 * @module
 * The series over time the chart view can draw, each read from the API's own per-country file
 * (`/api/country/DE/population.json`): where it is, what it measures and where it comes from.
 * A new series (GDP, GDP per capita) is one more entry.
 */
import { sitePaths } from './site-paths.ts';

export interface SeriesPoint {
  readonly year: number;
  readonly value: number;
}

export interface SeriesDef {
  readonly id: string;
  readonly label: string;
  readonly unit: string;
  readonly source: string;
  /** The API file of a country's series. */
  readonly file: (cca2: string) => string;
  /** The points of that file's body, oldest first. */
  readonly read: (body: unknown) => SeriesPoint[];
}

const dataOf = (body: unknown): Record<string, unknown>[] => {
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
};

/** The points of a file's `data`, each `{ year, <key> }`, without the years that have no figure. */
const pointsOf = (key: string) => (body: unknown) =>
  dataOf(body).flatMap((p) => (typeof p.year === 'number' && typeof p[key] === 'number' ? [{ year: p.year, value: p[key] }] : []));

export const SERIES: readonly SeriesDef[] = [
  {
    id: 'population',
    label: 'Population',
    unit: 'people',
    source: 'World Bank, World Development Indicators (SP.POP.TOTL), CC BY 4.0',
    file: (cca2) => sitePaths.file(`country/${cca2}/population`),
    read: pointsOf('population'),
  },
];

export const SERIES_IDS: readonly string[] = SERIES.map((s) => s.id);
export const DEFAULT_SERIES = 'population';
export const seriesById = (id: string): SeriesDef => SERIES.find((s) => s.id === id) ?? SERIES[0]!;
