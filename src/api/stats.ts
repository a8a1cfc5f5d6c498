/**
 * @module
 * Global statistics of the dataset. Pure; extremes name their country.
 */
import type { CountryData } from '../dataset/schema.ts';
import { FACTBOOK_EDITION } from '../dataset/schema-profile.ts';
import type { Paths } from './paths.ts';
import { median } from '../lib/median.ts';
import { indicatorStats, yearSpan } from './stats-indicators.ts';

// A type, not an interface: the document is checked as JSON, which needs an index signature.
export type CountryRef = {
  cca2: string;
  name: string;
  link: string;
};

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const round2 = (x: number) => Math.round(x * 100) / 100;

export { median };

/** What each `source` of the document names (population, Gini and the indicators' figures). */
export const STATS_SOURCES = {
  worldbank: 'World Bank, World Development Indicators (SP.POP.TOTL, NY.GDP.MKTP.CD, SI.POV.GINI), CC BY 4.0',
  factbook: `CIA World Factbook, final edition (${FACTBOOK_EDITION}), public domain`,
  cldr: 'Unicode CLDR territory populations (cldr-core), Unicode-3.0',
  override: 'corrections by this project, each with its reason and source (data/overrides.json)',
} as const;

export function computeStats(countries: readonly CountryData[], paths: Paths) {
  const ref = (c: CountryData): CountryRef => ({ cca2: c.cca2, name: c.name.common, link: paths.country(c.cca2) });
  const extreme = (items: readonly CountryData[], value: (c: CountryData) => number, pick: 'min' | 'max') => {
    if (items.length === 0) return null;
    const best = items.reduce((a, b) => ((pick === 'min' ? value(b) < value(a) : value(b) > value(a)) ? b : a));
    return { value: value(best), country: ref(best) };
  };
  const summary = (items: readonly CountryData[], value: (c: CountryData) => number) => {
    const values = items.map(value);
    return {
      total: round2(sum(values)),
      mean: round2(sum(values) / values.length),
      median: median(values),
      min: extreme(items, value, 'min'),
      max: extreme(items, value, 'max'),
    };
  };
  const withArea = countries.filter((c) => c.area !== null);
  const inhabited = countries.filter((c) => c.density !== null && c.population > 0);
  const withGini = countries.filter((c) => c.gini !== null);
  const group = (key: (c: CountryData) => string | null) => {
    const groups = new Map<string, CountryData[]>();
    for (const c of countries) {
      const k = key(c);
      if (k !== null) groups.set(k, [...(groups.get(k) ?? []), c]);
    }
    return [...groups]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, members]) => ({
        name,
        countries: members.length,
        population: sum(members.map((c) => c.population)),
        area: round2(sum(members.map((c) => c.area ?? 0))),
      }));
  };
  const counted = <T extends { countries: number; name: string }>(items: T[]) =>
    items.sort((a, b) => b.countries - a.countries || a.name.localeCompare(b.name, 'en'));
  const languages = new Map<string, { iso639_3: string; iso639_1: string | null; name: string; countries: number }>();
  const currencies = new Map<string, { code: string; name: string; countries: number }>();
  for (const c of countries) {
    for (const l of c.languages) {
      const entry = languages.get(l.iso639_3) ?? { iso639_3: l.iso639_3, iso639_1: l.iso639_1, name: l.name, countries: 0 };
      entry.countries++;
      languages.set(l.iso639_3, entry);
    }
    for (const cur of c.currencies) {
      const entry = currencies.get(cur.code) ?? { code: cur.code, name: cur.name, countries: 0 };
      entry.countries++;
      currencies.set(cur.code, entry);
    }
  }
  const giniValue = (c: CountryData) => c.gini!.value;
  const giniExtreme = (pick: 'min' | 'max') => {
    const e = extreme(withGini, giniValue, pick);
    return e && { ...e, year: countries.find((c) => c.cca2 === e.country.cca2)!.gini!.year };
  };

  const tally = <K extends string>(keys: readonly K[]) => {
    const counts: Partial<Record<K, number>> = {};
    for (const k of keys) counts[k] = (counts[k] ?? 0) + 1;
    return counts;
  };
  // A population figure is of its own year and source; a density is of its population's.
  const populationDated = <T extends { country: CountryRef } | null>(e: T) => {
    if (!e) return e;
    const c = countries.find((x) => x.cca2 === e.country.cca2)!;
    return { ...e, year: c.populationYear, source: c.populationSource };
  };
  const population = summary(countries, (c) => c.population);

  return {
    sources: STATS_SOURCES,
    countries: countries.length,
    independent: countries.filter((c) => c.independent === true).length,
    unMembers: countries.filter((c) => c.unMember).length,
    landlocked: countries.filter((c) => c.landlocked).length,
    population: {
      ...population,
      min: populationDated(population.min),
      max: populationDated(population.max),
      years: yearSpan(countries.map((c) => c.populationYear)),
      sources: tally(countries.map((c) => c.populationSource)),
    },
    area: {
      ...summary(withArea, (c) => c.area!),
      countriesWithArea: withArea.length,
      note: 'Areas in km² (world-countries, with the corrections of data/overrides.json); an area has no year.',
    },
    density: {
      note: 'Inhabitants per km², over inhabited countries with a known area; a density is of its population’s year and source.',
      median: median(inhabited.map((c) => c.density!)),
      min: populationDated(extreme(inhabited, (c) => c.density!, 'min')),
      max: populationDated(extreme(inhabited, (c) => c.density!, 'max')),
    },
    regions: group((c) => c.region),
    subregions: group((c) => c.subregion),
    languages: counted([...languages.values()]),
    currencies: counted([...currencies.values()]),
    mostNeighbours: [...countries]
      .sort((a, b) => b.borders.length - a.borders.length || a.name.common.localeCompare(b.name.common, 'en'))
      .slice(0, 10)
      .map((c) => ({ ...ref(c), borders: c.borders.length })),
    gini: {
      countries: withGini.length,
      coverage: round2(withGini.length / countries.length),
      median: median(withGini.map(giniValue)),
      min: giniExtreme('min'),
      max: giniExtreme('max'),
      oldestYear: withGini.length ? Math.min(...withGini.map((c) => c.gini!.year)) : null,
      newestYear: withGini.length ? Math.max(...withGini.map((c) => c.gini!.year)) : null,
      source: 'worldbank',
    },
    indicators: indicatorStats(countries, ref),
  };
}
