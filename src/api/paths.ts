/**
 * @module
 * Every URL the API writes into a document. Links are root-relative unless a site URL is
 * configured, and always carry the base path, so the output can live under a sub-path.
 */
import { basePathOf } from '../lib/base-path.ts';
import { LAYOUTS, fillLayout } from './layouts.ts';

export interface PathConfig {
  /** Origin to make links absolute, e.g. `https://countries.example`; empty for root-relative links. */
  siteUrl: string;
  /** Sub-path the site is served under, e.g. `/reference`; empty at the root. */
  basePath: string;
}

export const DEFAULT_PATHS: PathConfig = { siteUrl: '', basePath: '' };

/** Where the API lives under the site's root: the folder of its static files and the prefix of its URLs. */
export const API_ROOT = '/api';
/** The API's folder in the output (`api/country/DE.json`): the API root without its slash. */
export const API_DIR = API_ROOT.slice(1);

export interface Paths {
  readonly config: PathConfig;
  /** Path of the API root, e.g. `/api`. */
  readonly apiRoot: string;
  /** URL of a static API file: `file('stats')` → `/api/stats.json`. */
  file(rel: string, ext?: string): string;
  /** URL of a file of a layout (src/api/layouts.ts): `fileOf(LAYOUTS.borders, { code: 'DE' })` → `/api/borders/DE.json`. */
  fileOf(layout: string, values: Readonly<Record<string, string | number | boolean>>, ext?: string): string;
  /** A country's record: `/api/country/DE.json`. */
  country(cca2: string, ext?: string): string;
  /** URL of a query-form request: `query('countries', { region: 'Europe' })`. */
  query(endpoint: string, params: Readonly<Record<string, string | number | boolean | undefined>>): string;
  /** The explorer page of a country. */
  explorerCountry(cca2: string): string;
  /** The explorer page of a former country, by its ISO 3166-3 code. */
  explorerFormerCountry(alpha4: string): string;
  /** The flag file of a country (SVG). */
  flag(cca2: string): string;
  /** The PNG rendering of its flag, 320 pixels wide (REST Countries' `flags.png`; lists draw it small). */
  flagPng(cca2: string): string;
}

export function createPaths(config: PathConfig = DEFAULT_PATHS): Paths {
  const prefix = config.siteUrl.replace(/\/$/, '') + basePathOf(config.basePath);
  const apiRoot = `${prefix}${API_ROOT}`;
  const file = (rel: string, ext = 'json') => `${apiRoot}/${rel}.${ext}`;
  return {
    config,
    apiRoot,
    file,
    fileOf: (layout, values, ext) => file(fillLayout(layout, values), ext),
    country: (cca2, ext) => file(fillLayout(LAYOUTS.country, { code: cca2 }), ext),
    query(endpoint, params) {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
      const qs = search.toString();
      return `${apiRoot}/${endpoint}${qs ? '?' + qs : ''}`;
    },
    explorerCountry: (cca2) => `${prefix}/country/${cca2}/`,
    explorerFormerCountry: (alpha4) => `${prefix}/former-country/${alpha4}/`,
    flag: (cca2) => `${prefix}/flags/${cca2}.svg`,
    flagPng: (cca2) => `${prefix}/flags/${cca2}.png`,
  };
}
