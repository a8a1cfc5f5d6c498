/**
 * @module
 * The series over time the chart view can draw, each read from the API's per-country answer
 * (`/api/country/DE/population.json`, `/api/country/gdp?code=DE`): where it is, what it measures and where it comes from.
 * A new series is one more entry.
 */
import { formatInteger } from '../lib/number-format.ts';
import { sitePaths } from './site-paths.ts';

const billions = new Intl.NumberFormat('en', { notation: 'compact', compactDisplay: 'long', maximumSignificantDigits: 3 });

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
  /** A value as the reading and the table write it. */
  readonly format: (value: number) => string;
  /** Why a chart may have none of it, said where it has none. */
  readonly whenMissing?: string;
}

const dataOf = (body: unknown): Record<string, unknown>[] => {
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
};

/** The points of a file's `data`, each `{ year, <key> }`, without the years that have no figure. */
const pointsOf = (key: string) => (body: unknown) =>
  dataOf(body).flatMap((p) => (typeof p.year === 'number' && typeof p[key] === 'number' ? [{ year: p.year, value: p[key] }] : []));

const SERVER_ONLY = 'GDP series come from the API’s server (npm start, or the Cloudflare Worker); a plain static host has none.';

export const SERIES: readonly SeriesDef[] = [
  {
    id: 'population',
    label: 'Population',
    unit: 'people',
    source: 'World Bank, World Development Indicators (SP.POP.TOTL), CC BY 4.0',
    file: (cca2) => sitePaths.file(`country/${cca2}/population`),
    read: pointsOf('population'),
    format: formatInteger,
  },
  // The query form: GDP series have no static files (the hosts' file budget is full), so only the
  // API's server and its Worker answer them; a plain static host answers 404 and the chart says so.
  {
    id: 'gdp',
    label: 'GDP',
    unit: 'US dollars, current prices',
    source: 'World Bank, World Development Indicators (NY.GDP.MKTP.CD), CC BY 4.0',
    file: (cca2) => sitePaths.query('country/gdp', { code: cca2 }),
    read: pointsOf('gdp'),
    format: (v) => `US$${billions.format(v)}`,
    whenMissing: SERVER_ONLY,
  },
  {
    id: 'gdpPerCapita',
    label: 'GDP per person',
    unit: 'US dollars a person, current prices',
    source: 'World Bank, World Development Indicators (NY.GDP.MKTP.CD over SP.POP.TOTL of the same year), CC BY 4.0',
    file: (cca2) => sitePaths.query('country/gdp', { code: cca2 }),
    read: pointsOf('gdpPerCapita'),
    format: (v) => `US$${formatInteger(v)}`,
    whenMissing: SERVER_ONLY,
  },
];

export const SERIES_IDS: readonly string[] = SERIES.map((s) => s.id);
export const DEFAULT_SERIES = 'population';
export const seriesById = (id: string): SeriesDef => SERIES.find((s) => s.id === id) ?? SERIES[0]!;
