/**
 * @module
 * The explorer's global search: the API's own terms (`searchTerms`) and ranking rules, so a
 * query finds the same countries in the same order in the table as at /api/search. Each
 * row's terms are gathered once; a keystroke only ranks the terms that can still match.
 */
import { rankItem, rankings } from '@tanstack/match-sorter-utils';
import type { CountryData } from '../dataset/schema.ts';
import { searchTerms } from '../api/search.ts';
import { relevance } from '../api/relevance.ts';

export interface SearchEntry {
  readonly terms: readonly string[];
  readonly relevance: number;
  readonly name: string;
}

export function searchEntry(c: CountryData): SearchEntry {
  return { terms: searchTerms(c), relevance: relevance(c), name: c.name.common };
}

/**
 * The best match-sorter rank of the query over the entry's terms; below `rankings.MATCHES`
 * (0) when nothing matches. The same value as `rankItem` with the terms as accessor, as the
 * API ranks.
 *
 * Typing only adds letters, and a term that does not match "co" cannot match "cot": every
 * rank above NO_MATCH needs the query's letters in order in the term. So each entry keeps its
 * per-term ranks for recent queries, and a query that extends a remembered one ranks only the
 * terms that matched it. Only for ASCII queries: removing accents and lower-casing then act
 * letter by letter, which the argument needs.
 */
export function rankEntry(entry: SearchEntry, query: string): number {
  let cache = rankCache.get(entry);
  if (!cache) rankCache.set(entry, (cache = new Map()));
  let ranks = cache.get(query);
  if (!ranks) {
    ranks = rankTerms(entry.terms, query, PRINTABLE_ASCII.test(query) ? longestCachedPrefix(cache, query) : undefined);
    if (cache.size >= CACHED_QUERIES) cache.delete(cache.keys().next().value ?? '');
    cache.set(query, ranks);
  }
  let best: number = rankings.NO_MATCH;
  for (const rank of ranks) if (rank > best) best = rank;
  return best >= rankings.MATCHES ? best : rankings.NO_MATCH;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
const CACHED_QUERIES = 12;
const rankCache = new WeakMap<SearchEntry, Map<string, Float64Array>>();

/** Each term's rank; terms that did not match `base`'s query (a prefix of this one) are skipped. */
function rankTerms(terms: readonly string[], query: string, base: Float64Array | undefined): Float64Array {
  const ranks = new Float64Array(terms.length);
  for (let i = 0; i < terms.length; i++) {
    const skip = base !== undefined && (base[i] ?? 0) < rankings.MATCHES;
    ranks[i] = skip ? rankings.NO_MATCH : rankItem(terms[i], query).rank;
  }
  return ranks;
}

function longestCachedPrefix(cache: ReadonlyMap<string, Float64Array>, query: string): Float64Array | undefined {
  let found: string | undefined;
  for (const cached of cache.keys()) {
    if (query.startsWith(cached) && PRINTABLE_ASCII.test(cached) && (found === undefined || cached.length > found.length)) found = cached;
  }
  return found === undefined ? undefined : cache.get(found);
}

export const matches = (rank: number): boolean => rank >= rankings.MATCHES;

const collator = new Intl.Collator('en');

/** Best first: higher rank, then the more relevant country, then by name (the API's order). */
export function compareHits(a: { rank: number; entry: SearchEntry }, b: { rank: number; entry: SearchEntry }): number {
  return b.rank - a.rank || b.entry.relevance - a.entry.relevance || collator.compare(a.entry.name, b.entry.name);
}

/** The query the table filters on: surrounding spaces never matter. */
export const normalizeQuery = (q: string): string => q.trim();
