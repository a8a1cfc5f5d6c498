/**
 * @module
 * A value standing in a static path as a whole part: between slashes, dots or dashes, or the
 * path's ends (`DE` in `country/DE`, `europe` in `countries/region/europe/name-asc/1`, not `de`
 * in `code/de-facto`). Plain string search: the static build asks this of every precomputed file.
 */

const SEPARATORS = '/.-';

/** Where `part` stands whole in `path`, leftmost first and not overlapping (as a global regular expression finds them). */
export function wholePartsOf(path: string, part: string): number[] {
  const found: number[] = [];
  const next = (from: number) => (from > path.length ? -1 : path.indexOf(part, from));
  for (let at = next(0); at !== -1;) {
    const end = at + part.length;
    const whole = (at === 0 || SEPARATORS.includes(path[at - 1]!)) && (end === path.length || SEPARATORS.includes(path[end]!));
    if (whole) found.push(at);
    at = next(whole && part !== '' ? end : at + 1);
  }
  return found;
}
