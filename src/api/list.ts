/**
 * @module
 * The country list: filters (combined with AND), free-text search, sorting and pages. Pure.
 */
import type { CountryData, OrganisationId } from '../dataset/schema.ts';
import { search, type SubdivisionTermsOf } from './search.ts';

export const TEXT_SORTS = ['name', 'official', 'cca2', 'cca3', 'capital', 'region', 'subregion'] as const;
export const NUMBER_SORTS = ['population', 'area', 'density', 'gini', 'borders', 'languages'] as const;
export const SORTS = [...TEXT_SORTS, ...NUMBER_SORTS] as const;
export type SortKey = (typeof SORTS)[number];
export type Order = 'asc' | 'desc';

/** The filters of the list, by parameter name (each combines with the others by AND). */
export const FILTER_KEYS = ['region', 'subregion', 'language', 'currency', 'membership', 'independent', 'unMember', 'landlocked'] as const;

/** The filters among a question's parameters. */
export const filtersOf = (params: ListFilters): ListFilters => Object.fromEntries(FILTER_KEYS.map((key) => [key, params[key]]));

export interface ListFilters {
  region?: string | undefined;
  subregion?: string | undefined;
  /** ISO 639-3 code. */
  language?: string | undefined;
  /** ISO 4217 code. */
  currency?: string | undefined;
  /** An organisation the country is a member of. */
  membership?: OrganisationId | undefined;
  independent?: boolean | undefined;
  unMember?: boolean | undefined;
  landlocked?: boolean | undefined;
}

export const defaultOrder = (sort: SortKey): Order => ((TEXT_SORTS as readonly string[]).includes(sort) ? 'asc' : 'desc');

const sortValue: Record<SortKey, (c: CountryData) => string | number | null> = {
  name: (c) => c.name.common,
  official: (c) => c.name.official,
  cca2: (c) => c.cca2,
  cca3: (c) => c.cca3,
  capital: (c) => c.capital[0] ?? null,
  region: (c) => c.region,
  subregion: (c) => c.subregion,
  population: (c) => c.population,
  area: (c) => c.area,
  density: (c) => c.density,
  gini: (c) => c.gini?.value ?? null,
  borders: (c) => c.borders.length,
  languages: (c) => c.languages.length,
};

export function filterCountries(countries: readonly CountryData[], f: ListFilters): CountryData[] {
  return countries.filter(
    (c) =>
      (f.region === undefined || c.region === f.region) &&
      (f.subregion === undefined || c.subregion === f.subregion) &&
      (f.language === undefined || c.languages.some((l) => l.iso639_3 === f.language)) &&
      (f.currency === undefined || c.currencies.some((cur) => cur.code === f.currency)) &&
      (f.membership === undefined || c.memberships[f.membership]) &&
      (f.independent === undefined || c.independent === f.independent) &&
      (f.unMember === undefined || c.unMember === f.unMember) &&
      (f.landlocked === undefined || c.landlocked === f.landlocked),
  );
}

/** Sorted copy; missing values (no area, no Gini, no capital) go last in either order, ties by name. */
export function sortCountries(countries: readonly CountryData[], sort: SortKey, order: Order): CountryData[] {
  const value = sortValue[sort];
  const sign = order === 'asc' ? 1 : -1;
  const byName = (a: CountryData, b: CountryData) => a.name.common.localeCompare(b.name.common, 'en');
  return [...countries].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) return va === vb ? byName(a, b) : va === null ? 1 : -1;
    const cmp = typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb), 'en');
    return cmp * sign || byName(a, b);
  });
}

export interface ListResult {
  items: CountryData[];
  total: number;
  pages: number;
}

/** Search (relevance order) among every country, then filter, or sort, then cut one page. */
export function listCountries(
  countries: readonly CountryData[],
  q: { filters: ListFilters; search?: string | undefined; sort: SortKey | null; order: Order; page: number; limit: number },
  subdivisionTerms?: SubdivisionTermsOf,
): ListResult {
  const matched = q.search ? search(countries, q.search, subdivisionTerms) : countries;
  const filtered = filterCountries(matched, q.filters);
  const ordered = q.sort ? sortCountries(filtered, q.sort, q.order) : filtered;
  const total = ordered.length;
  return { items: ordered.slice((q.page - 1) * q.limit, q.page * q.limit), total, pages: Math.ceil(total / q.limit) };
}
