/**
 * @module
 * The small REST Countries v4 fields, in our shapes: an empty string or list there means
 * "none", which the record says with null or an empty list.
 */
import type { RestCountry, VehicleSignsFile } from '../sources.ts';

export const fifaOf = (rest: RestCountry): string | null => rest.fifa || null;

/**
 * The side of the road from REST Countries; the signs from the UN's list (data/vehicle-signs.json)
 * where it has the country or says it has none, else REST Countries' (territories using another's).
 */
export function carOf(rest: RestCountry, list: Pick<VehicleSignsFile, 'signs' | 'none'>) {
  const listed = list.signs[rest.cca2] ?? (list.none[rest.cca2] ? [] : undefined);
  return { side: rest.car.side, signs: listed ? [...listed] : rest.car.signs.filter((s) => s !== '') };
}

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
