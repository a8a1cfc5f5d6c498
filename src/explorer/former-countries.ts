/**
 * @module
 * The former countries (ISO 3166-3) as the explorer reads them, from the API's own list
 * (`/api/former-countries.json`), fetched with the search terms the first time someone searches:
 * a search that names one shows it above the results, with where it went. Their names as search
 * terms of the countries they went to ("ussr" lists the fifteen, each saying why) come in the
 * search terms file (`search-terms-file.ts`).
 */
import type { FormerCountry } from '../dataset/former-schema.ts';
import { sitePaths } from './site-paths.ts';

export const formerCountriesUrl = (): string => sitePaths.file('former-countries');

/** The list's records that hold enough to search and show them; anything else in the file is left out. */
export function readFormerCountries(body: unknown): readonly FormerCountry[] {
  const { data } = (body ?? {}) as { data?: unknown };
  return Array.isArray(data) ? (data as FormerCountry[]).filter(isFormerCountry) : [];
}

const isFormerCountry = (f: FormerCountry): boolean =>
  typeof f?.alpha4 === 'string' &&
  typeof f.name === 'string' &&
  Array.isArray(f.successors) &&
  Array.isArray(f.currentSuccessors) &&
  Array.isArray(f.otherNames);
