/**
 * @module
 * People type `/country/de/`, `/country/DEU/`, `/country/276/` or `/country/germany/` for the
 * page at `/country/DE/`: the server sends them there with a 301. Static hosts serve the 404
 * page instead, whose script does the same (src/components/country/country-address.ts).
 */
import type { Api } from '../api/context.ts';
import { countryFor } from '../api/lookup.ts';

/** The country page a mistyped country address meant, or undefined (no country address, no single country, or already the page). */
export function countryPageRedirect(api: Api, path: string): string | undefined {
  const match = /^\/country\/([^/]+)\/?(?:index\.html)?$/i.exec(path);
  if (!match) return undefined;
  const country = countryFor(api, match[1]!.replace(/[-_+]/g, ' '));
  if (!country) return undefined;
  const page = `/country/${country.cca2}/`;
  return page === path ? undefined : page;
}
