/**
 * @module
 * The countries a mistyped name most likely means, for the 404 page of a country address that
 * names none (`/country/Germny/`): the home search's "did you mean" (names, capitals and aliases
 * within a few letters of it), else its best matches, over the same files (the slim index and the
 * search terms). Loaded by that page only.
 */
import type { CountryData } from '../dataset/schema.ts';
import { compareHits, matches, normalizeQuery, searchIndex, tieBreak, withSearchTerms } from './search.ts';
import { suggestions } from './search-explain.ts';
import { fetchSearchTerms, fetchSlimIndex } from './data-files.ts';

export interface Guess {
  readonly cca2: string;
  readonly name: string;
}

/** At most three countries, best first. */
export function guessesAmong(countries: readonly CountryData[], text: string): Guess[] {
  const byName = new Map(countries.map((c) => [c.name.common, c]));
  const close = suggestions(countries, text).flatMap((s) => {
    const c = byName.get(s.country);
    return c ? [{ cca2: c.cca2, name: c.name.common }] : [];
  });
  if (close.length > 0) return close;
  const query = normalizeQuery(text);
  if (query === '') return [];
  const ranks = searchIndex(countries).rank(query);
  return countries
    .map((c, i) => ({ c, rank: ranks[i] ?? 0, tie: tieBreak(c) }))
    .filter((hit) => matches(hit.rank, query))
    .sort(compareHits)
    .slice(0, 3)
    .map(({ c }) => ({ cca2: c.cca2, name: c.name.common }));
}

export async function countryGuesses(text: string): Promise<Guess[]> {
  try {
    const [{ countries }, terms] = await Promise.all([fetchSlimIndex(), fetchSearchTerms()]);
    return guessesAmong(withSearchTerms(countries, terms), text);
  } catch {
    return [];
  }
}
