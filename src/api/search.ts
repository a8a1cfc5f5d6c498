/**
 * @module
 * Free-text search over every term a country can be found by (`search-terms.ts`: names in every
 * language, codes, capitals, currencies, curated aliases), ranked with match-sorter's rules:
 * exact, then prefix, word start, contained, acronym, then letters close together in order;
 * accents never matter. An alias typed in full ("kiev", "ceylon", "yen") ranks above all, and
 * currency words match only typed in full. The explorer's search ranks by this same rule, with
 * an index that makes it fast enough for every keystroke (src/explorer/search.ts).
 */
import { rankItem, rankings } from '@tanstack/match-sorter-utils';
import type { CountryData } from '../dataset/schema.ts';
import { relevance } from './relevance.ts';
import { EXACT_KINDS, aliasKey, exactRank, explainedTerms, fuzzyTerm, searchQuery, type Term } from './search-terms.ts';

/**
 * The weakest rank that counts as a match for this query. match-sorter's last resort, "the
 * letters in order anywhere", over some forty names per country in many languages, matched
 * nearly everything ("guinea" found the United Kingdom, "cote" 53 countries): a letters-in-order
 * match counts only when they lie close together (a typo that drops a letter or two, "germny"),
 * and a query of one or two letters must start a name or code.
 */
export function minimumRank(query: string): number {
  const length = [...query.trim()].length;
  if (length <= 2) return rankings.STARTS_WITH;
  // match-sorter scores letters in order as MATCHES + 1 / (distance from the first to the last).
  return rankings.MATCHES + 1 / (length + 1);
}

/** The weakest rank of a match as typed (match-sorter's acronym); letters in order rank below. */
export const AS_TYPED = rankings.ACRONYM;

/**
 * Letters in order are a typo's allowance: once some country has the query as typed (a term
 * equal to it, starting with it, containing it, or its acronym), they count no more. "ussr" is
 * the fifteen countries the Soviet Union went to, not also Luxembourg ("Groussherzogtum"), and
 * "gdr" Germany, not also Tanzania; "germny", which nothing has as typed, still finds Germany.
 * `best` is the best rank of the query over every country, whatever filters narrow the list.
 */
export const thresholdFor = (query: string, best: number): number => (best >= AS_TYPED ? Math.max(minimumRank(query), AS_TYPED) : minimumRank(query));

/** An alias, or a currency word, that finds its countries when typed in full (not a record's own capital, which is ranked as a name). */
export const exactTerm = (c: CountryData, term: Term): boolean => EXACT_KINDS.has(term.kind) && !(term.kind === 'capital' && c.capital.includes(term.text));

/**
 * A country's rank for a query, and the term that gave it: the best of its terms (with the
 * names of its subdivisions), the first of equal ones; below `rankings.MATCHES` (and no term)
 * when none matches.
 */
export function rankCountry(c: CountryData, q: string, subdivisions: readonly Term[] = []): { rank: number; term: Term | undefined } {
  const query = searchQuery(q);
  let best: { rank: number; term: Term | undefined } = { rank: rankings.NO_MATCH, term: undefined };
  const terms = explainedTerms(c, subdivisions);
  const key = aliasKey(query);
  for (const term of terms) {
    const rank = fuzzyTerm(term) ? rankItem(term.text, query).rank : rankings.NO_MATCH;
    if (rank >= rankings.MATCHES && rank > best.rank) best = { rank, term };
  }
  // A term typed in full that finds its country whatever else matched: an alias first, then a subdivision's name.
  for (const term of terms) if (exactTerm(c, term) && aliasKey(term.text) === key && exactRank(term) > best.rank) best = { rank: exactRank(term), term };
  return best;
}

/** The names of a country's subdivisions as search terms (none by default). */
export type SubdivisionTermsOf = (c: CountryData) => readonly Term[];

/**
 * The matching countries, best first; ties go to the more relevant country, then by name. Give
 * every country, and filter the result: whether letters in order count depends on them all.
 */
export function search(countries: readonly CountryData[], q: string, subdivisionTerms: SubdivisionTermsOf = () => []): CountryData[] {
  const query = searchQuery(q);
  const hits = countries.map((c) => ({ c, rank: rankCountry(c, query, subdivisionTerms(c)).rank }));
  const minimum = thresholdFor(query, Math.max(rankings.NO_MATCH, ...hits.map((hit) => hit.rank)));
  return hits
    .filter((hit) => hit.rank >= minimum)
    .sort((a, b) => b.rank - a.rank || relevance(b.c) - relevance(a.c) || a.c.name.common.localeCompare(b.c.name.common, 'en'))
    .map((h) => h.c);
}
