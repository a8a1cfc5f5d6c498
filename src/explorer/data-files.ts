/**
 * @module
 * The explorer's data files, each fetched once per page: the slim index (`slim-index.ts`), the
 * full records of the bulk export, the search terms (`search-terms-file.ts`), the city names
 * (`city-names-file.ts`) and the API's list of former countries (`former-countries.ts`). No React here:
 * the 404 page and the comparison's picker read them too.
 */
import type { CountryData } from '../dataset/schema.ts';
import type { FormerCountry } from '../dataset/former-schema.ts';
import { basePathOf } from '../lib/base-path.ts';
import { SEARCH_TERMS_FILE, readSearchTerms, type SearchTerms } from './search-terms-file.ts';
import { CITY_NAMES_FILE, readCityNames } from './city-names-file.ts';
import { exportUrl } from './site-paths.ts';
import { SLIM_INDEX_FILE } from './slim-index.ts';
import { formerCountriesUrl, readFormerCountries } from './former-countries.ts';

/** The bulk export's `meta`: the dataset, its licence and its sources, as the API writes them. */
export interface ExportMeta {
  readonly dataset?: { readonly id?: string; readonly builtAt?: string; readonly countries?: number };
  readonly licence?: string;
  readonly sources?: readonly { readonly name: string; readonly licence?: string; readonly url?: string; readonly attribution?: string }[];
}

export interface Records {
  readonly countries: readonly CountryData[];
  readonly meta: ExportMeta;
  readonly full: boolean;
}

const base = () => basePathOf(import.meta.env.BASE_URL);
const slimUrl = () => `${base()}/${SLIM_INDEX_FILE}`;
const termsUrl = () => `${base()}/${SEARCH_TERMS_FILE}`;
const cityNamesUrl = () => `${base()}/${CITY_NAMES_FILE}`;

/** One request per file and page, shared by every caller; forgotten when it fails, so a later need may try again. */
const requests = new Map<string, Promise<unknown>>();
function fetchOnce<T>(url: string, read: (body: unknown) => T, init?: RequestInit): Promise<T> {
  let found = requests.get(url) as Promise<T> | undefined;
  if (!found) {
    found = fetch(url, init).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return read(await response.json());
    });
    found.catch(() => requests.delete(url));
    requests.set(url, found);
  }
  return found;
}

const readRecords =
  (full: boolean) =>
  (body: unknown): Records => {
    const { data, meta } = (body ?? {}) as { data?: unknown; meta?: ExportMeta };
    if (!Array.isArray(data)) throw new Error('the file has no data list');
    // The slim index's records hold only the fields the explorer reads of them before the full ones arrive (slim-index.ts).
    return { countries: data as CountryData[], meta: meta ?? {}, full };
  };

// Same mode and credentials as a <link rel="preload" as="fetch" crossorigin>, so the browser reuses a preloaded response.
const PRELOADED: RequestInit = { mode: 'cors', credentials: 'same-origin' };
/** The slim index, the page's first need (also what the 404 page and the comparison read names from). */
export const fetchSlimIndex = (): Promise<Records> => fetchOnce(slimUrl(), readRecords(false), PRELOADED);
export const fetchFull = (): Promise<Records> => fetchOnce(exportUrl('json'), readRecords(true), PRELOADED);
/** The search terms file. */
export const fetchSearchTerms = (): Promise<SearchTerms> => fetchOnce(termsUrl(), readSearchTerms, PRELOADED);
/** The names of each country's cities as its search terms; none when they cannot be had (the search then finds countries by their own terms). */
export const fetchCityNames = (): Promise<SearchTerms> => fetchOnce(cityNamesUrl(), readCityNames, PRELOADED).catch(() => new Map());
/** The former countries, none when they cannot be had (the search then shows none above its results). */
export const fetchFormerCountries = (): Promise<readonly FormerCountry[]> => fetchOnce(formerCountriesUrl(), readFormerCountries).catch(() => []);
