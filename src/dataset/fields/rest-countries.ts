/**
 * @module
 * The small REST Countries v4 fields, in our shapes: an empty string or list there means
 * "none", which the record says with null or an empty list.
 */
import type { RestCountry } from '../sources.ts';

export const fifaOf = (rest: RestCountry): string | null => rest.fifa || null;

export const carOf = (rest: RestCountry) => ({ side: rest.car.side, signs: rest.car.signs.filter((s) => s !== '') });

/**
 * One spelling per OpenStreetMap object: `https://www.openstreetmap.org/relation/60189`. The
 * source writes some without `www.` and some with a `#map=` view fragment; anything else is
 * left as it is, for the schema to refuse.
 */
export function openStreetMapUrl(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  const path = parsed?.pathname.replace(/\/$/, '') ?? '';
  if (parsed && /^(www\.)?openstreetmap\.org$/.test(parsed.hostname) && /^\/(relation|way|node)\/\d+$/.test(path))
    return `https://www.openstreetmap.org${path}`;
  return url;
}
