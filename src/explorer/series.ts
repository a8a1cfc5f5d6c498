/**
 * @module
 * The series over time the chart view can draw, each read from the API's per-country answer
 * (`/api/country/DE/population.json`) or the map's timeline file (`explorer/series/gdp.json`): where
 * it is, what it measures and where it comes from.
 * A new series is one more entry.
 */
import { formatInteger } from '../lib/number-format.ts';
import { sitePaths } from './site-paths.ts';

const billions = new Intl.NumberFormat('en', { notation: 'compact', compactDisplay: 'long', maximumSignificantDigits: 3 });

export interface SeriesPoint {
  readonly year: number;
  readonly value: number;
}

/**
 * Where a series is read from: each country's API file, or the explorer's one file of every
 * country's values (map-timeline.ts), which every host serves, static ones included.
 */
export type SeriesFrom =
  { readonly kind: 'country'; readonly file: (cca2: string) => string; readonly read: (body: unknown) => SeriesPoint[] } | { readonly kind: 'timeline' };

export interface SeriesDef {
  readonly id: string;
  readonly label: string;
  readonly unit: string;
  readonly source: string;
  readonly from: SeriesFrom;
  /** A value as the reading and the table write it. */
  readonly format: (value: number) => string;
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
    from: { kind: 'country', file: (cca2) => sitePaths.file(`country/${cca2}/population`), read: pointsOf('population') },
    format: formatInteger,
  },
  // GDP series have no static file per country (the hosts' file budget is full): the chart reads
  // the map's timeline file, one for every country, which static hosts serve too.
  {
    id: 'gdp',
    label: 'GDP',
    unit: 'US dollars, current prices',
    source: 'World Bank, World Development Indicators (NY.GDP.MKTP.CD), CC BY 4.0',
    from: { kind: 'timeline' },
    format: (v) => `US$${billions.format(v)}`,
  },
  {
    id: 'gdpPerCapita',
    label: 'GDP per person',
    unit: 'US dollars a person, current prices',
    source: 'World Bank, World Development Indicators (NY.GDP.MKTP.CD over SP.POP.TOTL of the same year), CC BY 4.0',
    from: { kind: 'timeline' },
    format: (v) => `US$${formatInteger(v)}`,
  },
];

export const SERIES_IDS: readonly string[] = SERIES.map((s) => s.id);
export const DEFAULT_SERIES = 'population';
export const seriesById = (id: string): SeriesDef => SERIES.find((s) => s.id === id) ?? SERIES[0]!;
