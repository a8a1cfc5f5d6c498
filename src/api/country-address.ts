/**
 * @module
 * Which country a mistyped country address means (`/country/de/`, `/country/DEU/`,
 * `/country/deutschland/`, `/country/united-kingdom/`): the one a static API file names, its
 * code's (`country/DEU.json`) or else its name's (`country/name/deutschland.json`). Through those
 * files the answer is the same wherever it is asked: `npm start` redirects with it
 * (src/server/http/country-redirect.ts), and on a static host the 404 page fetches them
 * (src/pages/404.astro). Light on purpose: the 404 page's script bundles it.
 */
import { nameKey } from '../lib/slug.ts';
import { normaliseCode } from './codes.ts';

/** The segment a country address names (`deutschland` of `/country/deutschland/`), decoded; undefined for any other path. */
export function countryAddressSegment(pathname: string, basePath = ''): string | undefined {
  if (!pathname.startsWith(`${basePath}/`)) return undefined;
  const match = /^\/country\/([^/]+)\/?(?:index\.html)?$/i.exec(pathname.slice(basePath.length));
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/** The API files that may name the country, relative to the API root, in the order to try them. */
export function countryAddressFiles(segment: string): string[] {
  const text = segment.replace(/[-_+]/g, ' ').trim();
  const code = normaliseCode(text);
  const key = nameKey(text);
  return [
    ...(/^([A-Z]{2,3}|\d{3})$/.test(code) ? [`country/${code}.json`] : []),
    ...(/^[a-z0-9]+(-[a-z0-9]+)*$/.test(key) ? [`country/name/${key}.json`] : []),
  ];
}

/**
 * What a country file holds, as far as this needs it: a country record has its code; an ambiguous
 * name's file has candidates instead, and a former country's (410) its record.
 */
interface CountryFile {
  readonly cca2?: unknown;
  readonly formerCountries?: readonly { readonly alpha4?: unknown }[];
}

/**
 * The page the address means, under the site root: the country's (`/country/DE/`) of the first of
 * its files that is a country record, or the former country's (`/country/ussr/` →
 * `/former-country/SUHH/`) of a file that names one former country. `read` gives a file's JSON,
 * or undefined when there is none.
 */
export async function resolveCountryAddress(segment: string, read: (file: string) => unknown): Promise<string | undefined> {
  for (const file of countryAddressFiles(segment)) {
    const body = (await read(file)) as CountryFile | undefined;
    if (typeof body?.cca2 === 'string') return `/country/${body.cca2}/`;
    const [former, ...more] = body?.formerCountries ?? [];
    if (typeof former?.alpha4 === 'string' && more.length === 0) return `/former-country/${former.alpha4}/`;
  }
  return undefined;
}
