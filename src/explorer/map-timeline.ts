/**
 * @module
 * The map view's timeline (as Our World in Data's grapher has one): for the columns the World
 * Bank gives year by year (population, GDP, GDP per person), every country's value in every year,
 * written at build time as one static file per column and fetched when the map is coloured by it,
 * so the map shows any year, dragged to or played. The shape of those files, shared by the page
 * that writes them and the island that reads them.
 */

/** The map's columns that have a timeline; each is also a series of the chart view. */
export const TIMELINE_METRICS: readonly string[] = ['population', 'gdp', 'gdpPerCapita'];

export const hasTimeline = (metric: string): boolean => TIMELINE_METRICS.includes(metric);

/** Under the site root. */
export const timelineFile = (metric: string): string => `explorer/series/${metric}.json`;

export interface TimelineFile {
  /** The first and last year any country has a value for. */
  readonly first: number;
  readonly last: number;
  /** By alpha-2 code: the value of each year from `first` to `last`, null where there is none. */
  readonly values: Readonly<Record<string, readonly (number | null)[]>>;
  /** Where the values come from. */
  readonly source: string;
}

/** The file of yearly points by country. */
export function writeTimeline(points: Readonly<Record<string, readonly { year: number; value: number | null }[]>>, source: string): TimelineFile {
  const years = Object.values(points).flatMap((list) => list.map((p) => p.year));
  const first = Math.min(...years);
  const last = Math.max(...years);
  const values: Record<string, (number | null)[]> = {};
  for (const [cca2, list] of Object.entries(points)) {
    const row: (number | null)[] = Array.from({ length: last - first + 1 }, () => null);
    for (const { year, value } of list) row[year - first] = value;
    values[cca2] = row;
  }
  return { first, last, values, source };
}

/** A country's value in a year, or null. */
export const valueIn = (file: TimelineFile, cca2: string, year: number): number | null => file.values[cca2]?.[year - file.first] ?? null;

/** Every value of these countries in every year: what the map's classes are made from, the same for every year shown. */
export const allValues = (file: TimelineFile, codes: readonly string[]): number[] =>
  codes.flatMap((code) => (file.values[code] ?? []).filter((v): v is number => v !== null));

/** A country's points, oldest first, as the chart draws them (none when the file has no row for it). */
export const pointsIn = (file: TimelineFile, cca2: string): { year: number; value: number }[] =>
  (file.values[cca2] ?? []).flatMap((value, i) => (value === null ? [] : [{ year: file.first + i, value }]));
