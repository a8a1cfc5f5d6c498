/**
 * @module
 * World figures and rankings of the indicators every record carries as dated, sourced figures
 * (`economy`, `people`, `geography`: `{ value, unit, year, source }`). Each indicator says how
 * its world figure is made (a total, or a mean weighted by population or by GDP, over the
 * countries that have the figure and, for a weighted mean, the weight), which years its
 * figures are for and where they come from; each ranked country carries its own year and source.
 * Pure.
 */
import type { CountryData } from '../dataset/schema.ts';
import type { Figure } from '../dataset/schema-profile.ts';
import type { CountryRef } from './stats.ts';
import { median } from '../lib/median.ts';

export type WorldMethod = 'total' | 'population-weighted mean' | 'GDP-weighted mean';

/**
 * How each indicator adds up to a world figure; absent where none means anything (the world's
 * highest point is the first of the ranking). Amounts add up; rates and per-person figures are
 * means weighted by the people they describe, or by GDP for shares of GDP and price changes.
 */
export const WORLD_METHODS: Readonly<Record<string, WorldMethod>> = {
  'economy.gdp': 'total',
  'economy.gdpPpp': 'total',
  'economy.exports': 'total',
  'economy.imports': 'total',
  'economy.gdpPerCapita': 'population-weighted mean',
  'economy.gdpPerCapitaPpp': 'population-weighted mean',
  'economy.realGdpGrowth': 'GDP-weighted mean',
  'economy.inflation': 'GDP-weighted mean',
  'economy.publicDebt': 'GDP-weighted mean',
  'economy.unemployment': 'population-weighted mean',
  'people.medianAge': 'population-weighted mean',
  'people.lifeExpectancy': 'population-weighted mean',
  'people.infantMortality': 'population-weighted mean',
  'people.literacy': 'population-weighted mean',
  'people.birthRate': 'population-weighted mean',
  'people.deathRate': 'population-weighted mean',
  'people.fertility': 'population-weighted mean',
  'people.populationGrowth': 'population-weighted mean',
  'people.urbanisation': 'population-weighted mean',
  'people.internetUsers': 'population-weighted mean',
  'geography.coastline': 'total',
};

/** How many countries each end of a ranking names. */
export const RANKED = 10;

type Group = 'economy' | 'people' | 'geography';
const GROUPS: readonly Group[] = ['economy', 'people', 'geography'];

/** The figure at `group.key` (a split figure's total): one way for every indicator. */
function figureAt(c: CountryData, group: Group, key: string): Figure | null {
  const f = (c[group] as Record<string, Figure | { total: Figure | null } | null>)[key] ?? null;
  return f !== null && 'total' in f ? f.total : f;
}

const round = (x: number) => Math.round(x * 100) / 100;

/** The span of years of a set of figures, and how many have no year; null when none has one. */
export function yearSpan(years: readonly (number | null)[]) {
  const dated = years.filter((y): y is number => y !== null);
  return dated.length ? { oldest: Math.min(...dated), newest: Math.max(...dated), undated: years.length - dated.length } : null;
}
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

export function indicatorStats(countries: readonly CountryData[], ref: (c: CountryData) => CountryRef) {
  const population = sum(countries.map((c) => c.population));
  const weightOf: Record<Exclude<WorldMethod, 'total'>, (c: CountryData) => number | null> = {
    'population-weighted mean': (c) => (c.population > 0 ? c.population : null),
    'GDP-weighted mean': (c) => c.economy.gdp?.value ?? null,
  };
  const keys = GROUPS.flatMap((group) => Object.keys(countries[0]?.[group] ?? {}).map((key) => [group, key] as const));
  return keys.map(([group, key]) => {
    const path = `${group}.${key}`;
    const rows = countries.flatMap((c) => {
      const figure = figureAt(c, group, key);
      return figure ? [{ c, figure }] : [];
    });
    const sources: Partial<Record<Figure['source'], number>> = {};
    for (const { figure } of rows) sources[figure.source] = (sources[figure.source] ?? 0) + 1;
    const method = WORLD_METHODS[path];
    const world = (() => {
      if (!method || rows.length === 0) return null;
      const counted = method === 'total' ? rows : rows.filter((r) => weightOf[method](r.c) !== null);
      const value =
        method === 'total'
          ? sum(counted.map((r) => r.figure.value))
          : sum(counted.map((r) => r.figure.value * weightOf[method](r.c)!)) / sum(counted.map((r) => weightOf[method](r.c)!));
      // Each country's latest figure: the years they are of, said whenever they are not one year.
      const span = yearSpan(counted.map((r) => r.figure.year));
      return {
        value: round(value),
        method,
        countries: counted.length,
        populationShare: round(sum(counted.map((r) => r.c.population)) / population),
        years: span,
        note:
          span && span.oldest !== span.newest
            ? `${method === 'total' ? 'adds' : 'averages'} each country's latest figure, of years ${span.oldest}–${span.newest}: not one year's`
            : null,
      };
    })();
    const ranked = (r: (typeof rows)[number], index: number) => ({
      rank: index + 1,
      value: r.figure.value,
      year: r.figure.year,
      source: r.figure.source,
      country: ref(r.c),
    });
    const order = [...rows].sort((a, b) => b.figure.value - a.figure.value || a.c.name.common.localeCompare(b.c.name.common, 'en'));
    return {
      id: key,
      path,
      unit: rows[0]?.figure.unit ?? null,
      countries: rows.length,
      years: yearSpan(rows.map((r) => r.figure.year)),
      sources,
      world,
      median: rows.length ? round(median(rows.map((r) => r.figure.value))!) : null,
      highest: order.slice(0, RANKED).map(ranked),
      // Ranked from the highest: the last country is ranked as many as there are.
      lowest: [...order]
        .reverse()
        .slice(0, RANKED)
        .map((r, i) => ranked(r, rows.length - 1 - i)),
    };
  });
}
