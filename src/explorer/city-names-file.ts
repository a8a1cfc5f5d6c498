/**
 * @module
 * The names of each country's cities (GeoNames' own name of each city of 15,000 people or more,
 * and of each capital), as search terms of their country: "lagos" finds Nigeria, "london" the
 * United Kingdom and Canada. Written at build time as one static file beside the search terms,
 * and fetched with them the first time someone searches. The explorer's search alone reads them:
 * the API answers a city's name at `city?name=`. The shape of that file, shared by the page that
 * writes it and the island that reads it.
 */
import type { Api } from '../api/context.ts';
import type { Term } from '../api/search-terms.ts';
import { ordinal } from '../lib/number-format.ts';
import type { SearchTerms } from './search-terms-file.ts';

/** Under the site root. */
export const CITY_NAMES_FILE = 'explorer/city-names.json';

/** A city's name as a term of its country, with its place among the country's cities (0: the largest). */
export interface CityTerm extends Term {
  readonly kind: 'city';
  readonly place: number;
}

export const isCityTerm = (term: Term): term is CityTerm => term.kind === 'city' && typeof (term as Partial<CityTerm>).place === 'number';

export interface CityNamesFile {
  /** Where the names come from, with the attribution GeoNames' licence asks for. */
  readonly source: string;
  /** Each country's city names by alpha-2 code, largest city first, each name once. */
  readonly cities: Readonly<Record<string, readonly string[]>>;
}

/** Each country's city names, largest city first, each name once (the larger city's place kept). */
export function cityNamesOf(api: Api): CityNamesFile['cities'] {
  const cities: Record<string, string[]> = {};
  for (const c of api.countries) {
    const names = [...new Set(api.cities.inCountry(c.cca2).map((city) => city.name))];
    if (names.length > 0) cities[c.cca2] = names;
  }
  return cities;
}

/** The file's names as terms of their countries, by alpha-2 code; anything that is not of its shape is left out. */
export function readCityNames(file: unknown): SearchTerms {
  const terms = new Map<string, CityTerm[]>();
  const { cities } = (file ?? {}) as Partial<CityNamesFile>;
  if (typeof cities !== 'object' || cities === null) return terms;
  for (const [cca2, names] of Object.entries(cities)) {
    if (!/^[A-Z]{2}$/.test(cca2) || !Array.isArray(names)) continue;
    const own = names.filter((n): n is string => typeof n === 'string' && n.trim() !== '');
    terms.set(
      cca2,
      own.map((text, place) => ({ text, kind: 'city', place, detail: place === 0 ? 'largest city' : `${ordinal(place + 1)} largest city` })),
    );
  }
  return terms;
}

/** Each country's terms, then the names of its cities that are not among them (a capital stays a capital). */
export function withCityNames(terms: SearchTerms, cities: SearchTerms): SearchTerms {
  return new Map(
    [...terms].map(([cca2, own]) => {
      const seen = new Set(own.map((t) => t.text));
      return [cca2, [...own, ...(cities.get(cca2) ?? []).filter((t) => !seen.has(t.text))]];
    }),
  );
}
