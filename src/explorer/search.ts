/**
 * @module
 * The explorer's global search: the API's terms and ranking rule (src/api/search.ts: names,
 * codes, capitals, currencies and curated aliases, an exact alias first), so a query finds the
 * countries `/api/countries?q=` finds, in the same order. Each hit knows the term it matched, so
 * the table can say why a row is there (`search-explain.ts`).
 *
 * A keystroke must re-rank every term of 250 countries (about 10,000) well within a frame, so
 * the terms are gathered and folded once per list of countries (an index), and a query ranks
 * with `rankItem` only the terms that can still match it.
 *
 * The page's records are the slim index (`slim-index.ts`), which lacks most names: its list is
 * searched with the terms of the file the build writes (`withSearchTerms`), fetched the first
 * time someone searches. A list of full records without them is searched with the record's own.
 *
 * Beyond the API's rule, for someone still typing: when no country has a name (or a word of one)
 * that starts with the query, a subdivision's name that does finds its country ("bavar": Germany,
 * by "Bavaria"), ranked below every name, and a city's ("marseil": France) below that.
 *
 * And beyond the API's terms: the names of the cities (`city-names-file.ts`), typed in full
 * ("lagos": Nigeria), or started as above; among the countries that have a city of that name,
 * the one where it is the larger city of its country first ("birmingham": the United Kingdom,
 * where it is the 2nd, before the United States).
 */
import { rankItem, rankings } from '@tanstack/match-sorter-utils';
import type { CountryData } from '../dataset/schema.ts';
import { AS_TYPED, exactTerm, minimumRank } from '../api/search.ts';
import { relevance } from '../api/relevance.ts';
import { EXACT_KINDS, aliasKey, exactRank, explainedTerms, fuzzyTerm, searchQuery, type Term } from '../api/search-terms.ts';
import { foldForSearch } from '../lib/text-fold.ts';
import type { SearchTerms } from './search-terms-file.ts';
import { isCityTerm } from './city-names-file.ts';

/** What orders two countries of equal rank: the API's tie-breakers. */
export interface TieBreak {
  readonly relevance: number;
  readonly name: string;
}

export const tieBreak = (c: CountryData): TieBreak => ({ relevance: relevance(c), name: c.name.common });

export interface SearchIndex {
  /** The best rank of the query over each country's terms, by position in the list; below `rankings.MATCHES` when none matches. */
  rank(query: string): Float64Array;
  /** The term that gave each country its rank for the query (after `rank`), by position; undefined where none matched. */
  matchedTerms(query: string): readonly (Term | undefined)[];
}

interface Terms {
  readonly terms: readonly Term[];
  /** The texts without accents, in lower case: what the quick "can it match?" test reads. */
  readonly folded: readonly string[];
  /** The exact terms' alias keys (`aliasKey`), '' for the others: made with the folds, in the browser's idle time, not while the index is built. */
  readonly keys: readonly string[];
}

const termsSources = new WeakMap<readonly CountryData[], SearchTerms>();
const fileTermCaches = new WeakMap<SearchTerms, Map<string, Terms>>();
const recordTermCache = new WeakMap<CountryData, Terms>();
const indexes = new WeakMap<readonly CountryData[], SearchIndex>();

/**
 * The same countries, searched with these terms (the search file's, by alpha-2 code) rather than
 * their records' own: a new list, so that every index and table built on it sees them.
 */
export function withSearchTerms(countries: readonly CountryData[], terms: SearchTerms): readonly CountryData[] {
  const list = [...countries];
  termsSources.set(list, terms);
  return list;
}

/** Whether a list is searched with the terms of the search file. */
export const hasSearchTerms = (countries: readonly CountryData[]): boolean => termsSources.has(countries);

/** The index of a list of countries, built on first use and kept as long as the list. */
export function searchIndex(countries: readonly CountryData[]): SearchIndex {
  let index = indexes.get(countries);
  if (!index) indexes.set(countries, (index = buildIndex(countries)));
  return index;
}

/**
 * Gathers the terms a slice of countries at a time while the browser is idle, then builds the
 * index, so the first keystroke finds it ready and the page never has one long task for it.
 * Returns a cancel function.
 */
export function prepareSearch(countries: readonly CountryData[]): () => void {
  const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  const cancelIdle = globalThis.cancelIdleCallback ?? clearTimeout;
  let next = 0;
  let handle: number | ReturnType<typeof setTimeout> = 0;
  const slice = () => {
    const source = termsSources.get(countries);
    for (const end = Math.min(next + PREPARE_SLICE, countries.length); next < end; next++) termsOf(countries[next]!, source);
    if (next < countries.length) handle = idle(slice);
    else searchIndex(countries);
  };
  handle = idle(slice);
  return () => cancelIdle(handle as number);
}

const PREPARE_SLICE = 25;

function termsOf(c: CountryData, source: SearchTerms | undefined): Terms {
  if (!source) {
    let found = recordTermCache.get(c);
    if (!found) recordTermCache.set(c, (found = folded(explainedTerms(c))));
    return found;
  }
  let cache = fileTermCaches.get(source);
  if (!cache) fileTermCaches.set(source, (cache = new Map<string, Terms>()));
  let found = cache.get(c.cca2);
  if (!found) cache.set(c.cca2, (found = folded(source.get(c.cca2) ?? [{ text: c.name.common, kind: 'name' }])));
  return found;
}

const folded = (terms: readonly Term[]): Terms => ({
  terms,
  folded: terms.map((t) => foldForSearch(t.text)),
  keys: terms.map((t) => (EXACT_KINDS.has(t.kind) ? aliasKey(t.text) : '')),
});

/** Every term a country of this list is found by, in the order the search reads them. */
export const countryTerms = (countries: readonly CountryData[], c: CountryData): readonly Term[] => termsOf(c, termsSources.get(countries)).terms;

/**
 * Every rank above NO_MATCH needs the query's letters in order in the term (a one-letter
 * query: the letter itself): a term that fails this cheap test would cost a full `rankItem`
 * (accents removed, acronym built, spread of the letters measured) to learn the same.
 */
function canMatch(folded: string, query: string): boolean {
  if (query.length === 1) return folded.includes(query);
  let at = 0;
  for (let i = 0; i < query.length; i++) {
    at = folded.indexOf(query[i]!, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
/** A subdivision's name found by its start ranks as a name containing the query: below every name that starts with it. */
const SUBDIVISION_PREFIX = rankings.CONTAINS;
/** A city's name found by its start: below a subdivision's, above a letters-in-order match. */
const CITY_PREFIX = rankings.CONTAINS - 0.25;
/** Added to a city's rank: the larger the city is in its country, the more (0.2 for its largest, 0.1 for the 2nd…), never a whole step. */
const cityBonus = (place: number): number => 0.2 / (1 + place);
/** Fewer letters start too many subdivisions' names to say anything ("new", "san"). */
const SUBDIVISION_PREFIX_MIN = 4;
const CACHED_QUERIES = 12;

interface Ranked {
  readonly byTerm: Float64Array;
  readonly byCountry: Float64Array;
  /** Index into the terms of the term that gave each country its rank; -1 for none. */
  readonly bestTerm: Int32Array;
}

function buildIndex(countries: readonly CountryData[]): SearchIndex {
  const terms: Term[] = [];
  const folded: string[] = [];
  const owners: number[] = [];
  const aliasAt = new Map<string, number[]>();
  const source = termsSources.get(countries);
  countries.forEach((c, position) => {
    const own = termsOf(c, source);
    own.terms.forEach((term, i) => {
      if (!exactTerm(c, term)) return;
      const key = own.keys[i]!;
      const at = aliasAt.get(key);
      if (at) at.push(terms.length + i);
      else aliasAt.set(key, [terms.length + i]);
    });
    terms.push(...own.terms);
    folded.push(...own.folded);
    for (let i = 0; i < own.terms.length; i++) owners.push(position);
  });
  const owner = Int32Array.from(owners);
  const exactOnly = Uint8Array.from(terms, (t) => (fuzzyTerm(t) ? 0 : 1));
  // What a name typed in part may find: a subdivision's (its rank), a city's (its rank, with its place in its country), nothing else (0).
  const prefixRank = Float64Array.from(terms, (t) => (t.kind === 'subdivision' ? SUBDIVISION_PREFIX : isCityTerm(t) ? CITY_PREFIX + cityBonus(t.place) : 0));
  const bonus = Float64Array.from(terms, (t) => (isCityTerm(t) ? cityBonus(t.place) : 0));
  const recent = new Map<string, Ranked>();

  /**
   * Typing only adds letters, and a term that does not match "co" cannot match "cot" (every
   * rank needs the letters in order): a query that extends a recent one ranks only the terms
   * that matched it. Only for ASCII queries: removing accents and lower-casing then act letter
   * by letter, which the argument needs.
   */
  const base = (query: string): Ranked | undefined => {
    if (!PRINTABLE_ASCII.test(query)) return undefined;
    let found: string | undefined;
    for (const cached of recent.keys()) {
      if (query.startsWith(cached) && PRINTABLE_ASCII.test(cached) && (found === undefined || cached.length > found.length)) found = cached;
    }
    return found === undefined ? undefined : recent.get(found);
  };

  const rankAll = (query: string): Ranked => {
    const from = base(query)?.byTerm;
    const foldedQuery = foldForSearch(query);
    const byTerm = new Float64Array(terms.length);
    const byCountry = new Float64Array(countries.length).fill(rankings.NO_MATCH);
    const bestTerm = new Int32Array(countries.length).fill(-1);
    const take = (i: number, rank: number) => {
      if (rank >= rankings.MATCHES && rank > byCountry[owner[i]!]!) {
        byCountry[owner[i]!] = rank;
        bestTerm[owner[i]!] = i;
      }
    };
    for (let i = 0; i < terms.length; i++) {
      const skip = exactOnly[i] === 1 || (from !== undefined && from[i]! < rankings.MATCHES) || !canMatch(folded[i]!, foldedQuery);
      const rank = skip ? rankings.NO_MATCH : rankItem(terms[i]!.text, query).rank;
      byTerm[i] = rank;
      take(i, rank);
    }
    // An alias typed in full puts its countries first: "kiev" is Ukraine before anything else; a
    // subdivision's name typed in full finds its country ("bavaria").
    for (const i of aliasAt.get(aliasKey(query)) ?? []) take(i, exactRank(terms[i]!) + bonus[i]!);
    // Still typing a subdivision's or a city's name ("bavar"), which no country's own name starts.
    if (foldedQuery.replace(/\s/g, '').length >= SUBDIVISION_PREFIX_MIN && !byCountry.some((rank) => rank >= rankings.WORD_STARTS_WITH))
      for (let i = 0; i < terms.length; i++) if (prefixRank[i]! > 0 && folded[i]!.startsWith(foldedQuery)) take(i, prefixRank[i]!);
    // The API's rule (`thresholdFor`): letters in order count only while no country has the query
    // as typed; a subdivision's name the query starts is the query as typed too.
    if (Math.max(rankings.NO_MATCH, ...byCountry) < AS_TYPED) return { byTerm, byCountry, bestTerm };
    byCountry.forEach((rank, c) => {
      if (rank < AS_TYPED) {
        byCountry[c] = rankings.NO_MATCH;
        bestTerm[c] = -1;
      }
    });
    return { byTerm, byCountry, bestTerm };
  };

  const ranked = (query: string): Ranked => {
    let found = recent.get(query);
    if (found) {
      recent.delete(query);
    } else {
      found = rankAll(query);
      if (recent.size >= CACHED_QUERIES) recent.delete(recent.keys().next().value ?? '');
    }
    recent.set(query, found);
    return found;
  };

  return {
    rank: (query) => ranked(query).byCountry,
    matchedTerms: (query) => [...ranked(query).bestTerm].map((i) => (i >= 0 ? terms[i] : undefined)),
  };
}

/** Whether a rank counts as a match for the query: the API's threshold (`minimumRank`). */
export const matches = (rank: number, query: string): boolean => rank >= minimumRank(query);

const collator = new Intl.Collator('en');

/** Best first: higher rank, then the more relevant country, then by name (the API's order). */
export function compareHits(a: { rank: number; tie: TieBreak }, b: { rank: number; tie: TieBreak }): number {
  return b.rank - a.rank || b.tie.relevance - a.tie.relevance || collator.compare(a.tie.name, b.tie.name);
}

/** The query the table filters on: surrounding spaces never matter, nor an abbreviation's full stops (the API's rule). */
export const normalizeQuery = (q: string): string => searchQuery(q);
