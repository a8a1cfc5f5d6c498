/**
 * @module
 * Dataset records as the API shows them: the full record gets its links and flag URL,
 * the summary is the short form lists use.
 */
import type { Country, CountryData, CountrySummary } from '../dataset/schema.ts';
import type { Paths } from './paths.ts';
import { LAYOUTS } from './layouts.ts';

export function presentCountry(c: CountryData, paths: Paths): Country {
  return {
    ...c,
    flag: { emoji: c.flag.emoji, svg: paths.flag(c.cca2), alt: c.flag.alt },
    links: {
      self: paths.country(c.cca2),
      borders: paths.fileOf(LAYOUTS.borders, { code: c.cca2 }),
      similarByRegion: paths.fileOf(LAYOUTS.similar, { code: c.cca2, by: 'region' }),
      similarByLanguage: paths.fileOf(LAYOUTS.similar, { code: c.cca2, by: 'language' }),
      explorer: paths.explorerCountry(c.cca2),
    },
  };
}

export function summarise(c: CountryData, paths: Paths): CountrySummary {
  return {
    cca2: c.cca2,
    cca3: c.cca3,
    ccn3: c.ccn3,
    name: { common: c.name.common, official: c.name.official },
    flag: { emoji: c.flag.emoji, svg: paths.flag(c.cca2) },
    capital: c.capital,
    region: c.region,
    subregion: c.subregion,
    population: c.population,
    populationYear: c.populationYear,
    area: c.area,
    density: c.density,
    links: { self: paths.country(c.cca2) },
  };
}

/** CSV header of a summary list, used when a list is empty. */
export const SUMMARY_COLUMNS = [
  'cca2',
  'cca3',
  'ccn3',
  'name.common',
  'name.official',
  'flag.emoji',
  'flag.svg',
  'capital',
  'region',
  'subregion',
  'population',
  'populationYear',
  'area',
  'density',
  'links.self',
] as const;
