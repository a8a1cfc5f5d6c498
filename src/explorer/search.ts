/**
 * @module
 * The explorer's global search: the API's own terms (`searchTerms`) and ranking rules, so a
 * query finds every country /api/search finds, in the same order; plus currency names and the
 * curated aliases (`search-aliases.ts`: former names, capitals in other languages, common
 * misspellings), an exact alias ranking first. Each hit knows the term it matched, so the table
 * can say why a row is there, and a query that matches nothing gets "did you mean".
 *
 * A keystroke must re-rank every term of 250 countries (about 10,000) well within a frame, so
 * the terms are gathered and folded once per list of countries (an index), and a query ranks
 * with `rankItem` only the terms that can still match it.
 */
import { rankItem, rankings } from '@tanstack/match-sorter-utils';
import { distance } from 'fastest-levenshtein';
import removeAccents from 'remove-accents';
import type { CountryData } from '../dataset/schema.ts';
import { minimumRank, searchTerms } from '../api/search.ts';
import { relevance } from '../api/relevance.ts';
import { ALIASES, ALIAS_KINDS, type AliasKind } from './search-aliases.ts';

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

/** What kind of name a term is: the record's own fields, a currency, or a curated alias. */
export type TermKind = 'name' | 'code' | 'official name' | 'capital' | 'native name' | 'other spelling' | 'translation' | 'currency' | AliasKind;

export interface Term {
  readonly text: string;
  readonly kind: TermKind;
}

interface Terms {
  readonly terms: readonly Term[];
  /** The texts without accents, in lower case: what the quick "can it match?" test reads. */
  readonly folded: readonly string[];
}

/** Above every match-sorter rank (CASE_SENSITIVE_EQUAL is 7): an alias typed in full. */
export const EXACT_ALIAS = rankings.CASE_SENSITIVE_EQUAL + 1;

const aliasesByCountry = new Map<string, Term[]>();
for (const alias of ALIASES)
  for (const cca2 of alias.countries) aliasesByCountry.set(cca2, [...(aliasesByCountry.get(cca2) ?? []), { text: alias.text, kind: alias.kind }]);

/**
 * Every term a country can be found by, in the API's order (earlier ones win ties), each with
 * its kind; then its currencies and aliases, which the API does not search.
 */
export function explainedTerms(c: CountryData): Term[] {
  const kinds = new Map<string, TermKind>();
  const note = (kind: TermKind, texts: readonly (string | null)[]) => {
    for (const text of texts) if (text && !kinds.has(text)) kinds.set(text, kind);
  };
  note('name', [c.name.common]);
  note('code', [c.cca2, c.cca3, c.ccn3, c.cioc, ...c.tld, ...c.callingCodes]);
  note('official name', [c.name.official]);
  note('capital', c.capital);
  note(
    'native name',
    Object.values(c.name.native).flatMap((n) => [n.common, n.official]),
  );
  note('other spelling', c.altSpellings);
  note(
    'translation',
    Object.values(c.translations).flatMap((n) => [n.common, n.official]),
  );
  const api = searchTerms(c).map((text) => ({ text, kind: kinds.get(text) ?? 'other spelling' }));
  const seen = new Set(api.map((t) => t.text));
  // A currency by its name or its unit ("Japanese yen", "yen"), typed in full only: letters of
  // "United States dollar" must not bring every dollar country into a search for "united".
  const currencies = c.currencies.flatMap((x): Term[] => [x.name, x.name.split(' ').at(-1) ?? x.name].map((text) => ({ text, kind: 'currency' })));
  const extra = [...currencies, ...(aliasesByCountry.get(c.cca2) ?? [])];
  return [...api, ...extra.filter((t) => !seen.has(t.text) && (seen.add(t.text), true))];
}

const termsByCountry = new WeakMap<CountryData, Terms>();
const indexes = new WeakMap<readonly CountryData[], SearchIndex>();

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
    for (const end = Math.min(next + PREPARE_SLICE, countries.length); next < end; next++) termsOf(countries[next]!);
    if (next < countries.length) handle = idle(slice);
    else searchIndex(countries);
  };
  handle = idle(slice);
  return () => cancelIdle(handle as number);
}

const PREPARE_SLICE = 25;

function termsOf(c: CountryData): Terms {
  let found = termsByCountry.get(c);
  if (!found) {
    const terms = explainedTerms(c);
    termsByCountry.set(c, (found = { terms, folded: terms.map((t) => fold(t.text)) }));
  }
  return found;
}

/**
 * match-sorter removes accents (with a smaller table than this package's, which its own
 * package depends on) and then lower-cases: this fold is letter by letter and at least as
 * strong, so "the query's letters in order in the term" under match-sorter's fold implies the
 * same under this one.
 */
const fold = (text: string): string => removeAccents(text).toLowerCase();

/** The fold an exact alias is recognised by: spaces and case never matter. */
const aliasKey = (text: string): string => fold(text).replace(/\s+/g, ' ').trim();
const EXACT_KINDS: ReadonlySet<TermKind> = new Set<TermKind>(ALIAS_KINDS);

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
  countries.forEach((c, position) => {
    const own = termsOf(c);
    own.terms.forEach((term, i) => {
      if (!EXACT_KINDS.has(term.kind) || (term.kind === 'capital' && c.capital.includes(term.text))) return;
      const key = aliasKey(term.text);
      aliasAt.set(key, [...(aliasAt.get(key) ?? []), terms.length + i]);
    });
    terms.push(...own.terms);
    folded.push(...own.folded);
    for (let i = 0; i < own.terms.length; i++) owners.push(position);
  });
  const owner = Int32Array.from(owners);
  const exactOnly = Uint8Array.from(terms, (t) => (t.kind === 'currency' ? 1 : 0));
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
    const foldedQuery = fold(query);
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
    // An alias typed in full puts its countries first: "kiev" is Ukraine before anything else.
    for (const i of aliasAt.get(aliasKey(query)) ?? []) take(i, EXACT_ALIAS);
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

/** The query the table filters on: surrounding spaces never matter. */
export const normalizeQuery = (q: string): string => q.trim();

/** Terms that only an exact query finds (currencies); all others are ranked by match-sorter. */
export const fuzzyTerm = (term: Term): boolean => term.kind !== 'currency';

/** Why a country matched, in words ("former name “Ceylon”"); undefined when its own name did. */
export function describeMatch(term: Term | undefined): string | undefined {
  if (!term || term.kind === 'name') return undefined;
  const label: Record<Exclude<TermKind, 'name'>, string> = {
    code: 'code',
    'official name': 'official name',
    capital: 'capital',
    'native name': 'native name',
    'other spelling': 'also written',
    translation: 'in another language',
    currency: 'currency',
    'former name': 'former name',
    'part of the country': 'part of the country',
    misspelling: 'common misspelling',
  };
  return `${label[term.kind]} “${term.text}”`;
}

/** Why each matching country matched, by alpha-2 code, for those not found by their own name. */
export function matchReasons(countries: readonly CountryData[], q: string): ReadonlyMap<string, string> {
  const query = normalizeQuery(q);
  const reasons = new Map<string, string>();
  if (query === '') return reasons;
  const index = searchIndex(countries);
  const ranks = index.rank(query);
  const terms = index.matchedTerms(query);
  countries.forEach((c, i) => {
    const why = matches(ranks[i] ?? 0, query) ? describeMatch(terms[i]) : undefined;
    if (why) reasons.set(c.cca2, why);
  });
  return reasons;
}

/**
 * "Did you mean": for a query that matches nothing, the country names, aliases and capitals
 * closest to it in edit distance (at most a third of its letters wrong), best first, at most three.
 */
export function suggestions(countries: readonly CountryData[], q: string): { text: string; country: string }[] {
  const query = fold(normalizeQuery(q));
  if (query.length < 3) return [];
  const limit = Math.max(1, Math.floor(query.length / 3));
  const found = new Map<string, { text: string; country: string; distance: number }>();
  for (const c of countries) {
    for (const text of [c.name.common, ...c.capital, ...(aliasesByCountry.get(c.cca2) ?? []).map((t) => t.text)]) {
      const d = distance(query, fold(text));
      const best = found.get(c.cca2);
      if (d <= limit && (!best || d < best.distance)) found.set(c.cca2, { text, country: c.name.common, distance: d });
    }
  }
  return [...found.values()]
    .sort((a, b) => a.distance - b.distance || collator.compare(a.text, b.text))
    .slice(0, 3)
    .map(({ text, country }) => ({ text, country }));
}
