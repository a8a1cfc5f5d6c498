/**
 * @module
 * The former countries (ISO 3166-3) as the explorer reads them, from the API's own list
 * (`/api/former-countries.json`): their names are search terms of the countries they went to
 * ("ussr" lists the fifteen, each saying why), and a search that names one shows it above the
 * results, with where it went.
 */
import type { FormerCountry, FormerCountryData } from '../dataset/former-schema.ts';
import type { Term } from '../api/search-terms.ts';
import { formerSearchTerms } from '../api/former-search.ts';
import { sitePaths } from './site-paths.ts';

export const formerCountriesUrl = (): string => sitePaths.file('former-countries');

/** The list, or none when it cannot be had (the search then goes without it). */
export async function fetchFormerCountries(signal: AbortSignal): Promise<readonly FormerCountry[]> {
  try {
    const response = await fetch(formerCountriesUrl(), { signal });
    const body = response.ok ? ((await response.json()) as { data?: unknown }) : {};
    return Array.isArray(body.data) ? (body.data as FormerCountry[]).filter(isFormerCountry) : [];
  } catch {
    return [];
  }
}

/** Enough of a record to search and show it; anything else in the list is left out. */
const isFormerCountry = (f: FormerCountry): boolean =>
  typeof f?.alpha4 === 'string' &&
  typeof f.name === 'string' &&
  Array.isArray(f.successors) &&
  Array.isArray(f.currentSuccessors) &&
  Array.isArray(f.otherNames);

/** Search terms by country: its subdivisions' names (`terms`) with the names of the former countries it went to first. */
export function withFormerTerms(
  terms: ReadonlyMap<string, readonly Term[]> | undefined,
  formers: readonly FormerCountryData[],
): ReadonlyMap<string, readonly Term[]> | undefined {
  if (formers.length === 0) return terms;
  const merged = new Map<string, readonly Term[]>(terms ?? []);
  for (const [cca2, own] of formerSearchTerms(formers)) merged.set(cca2, [...own, ...(merged.get(cca2) ?? [])]);
  return merged;
}
