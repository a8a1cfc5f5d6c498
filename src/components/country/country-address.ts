/**
 * @module
 * Country pages live at `/country/DE/`. People also type `/country/de/`, `/country/DEU/`,
 * `/country/276/` or `/country/germany/`: the 404 page's script finds the country they meant
 * and sends them on. Pure, for the script and its tests.
 */
import { countryFinder, type CountryKey } from '../compare/compare-model.ts';

/** The page a mistyped country address meant, or undefined when it is no country address or names no country. */
export function canonicalCountryPath(pathname: string, basePath: string, keys: readonly CountryKey[]): string | undefined {
  if (!pathname.startsWith(`${basePath}/`)) return undefined;
  const match = /^\/country\/([^/]+)\/?(?:index\.html)?$/i.exec(pathname.slice(basePath.length));
  if (!match) return undefined;
  let asked: string;
  try {
    asked = decodeURIComponent(match[1]!).replace(/[-_+]/g, ' ');
  } catch {
    return undefined;
  }
  const key = countryFinder(keys)(asked);
  return key ? `${basePath}/country/${key.cca2}/` : undefined;
}
