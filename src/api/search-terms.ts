/**
 * @module
 * The terms a country can be found by, each with its kind: the record's own (names, codes,
 * capitals, native names, spellings, translations), then its currencies and the curated aliases
 * (`search-aliases.ts`). The API's search (`q=`) and the explorer's rank the same terms by the
 * same rule (`search.ts`).
 */
import { foldForSearch } from '../lib/text-fold.ts';
import { rankings } from '@tanstack/match-sorter-utils';
import type { CountryData } from '../dataset/schema.ts';
import { ALIASES, ALIAS_KINDS, type AliasKind } from './search-aliases.ts';

/** The record's own strings a country can be found by, most important first (earlier ones win ties). */
export function searchTerms(c: CountryData): string[] {
  const natives = Object.values(c.name.native).flatMap((n) => [n.common, n.official]);
  const translations = Object.values(c.translations).flatMap((n) => [n.common, n.official]);
  const codes = [c.cca2, c.cca3, c.ccn3, c.cioc, ...c.tld, ...c.callingCodes].filter((x): x is string => !!x);
  return [...new Set([c.name.common, ...codes, c.name.official, ...c.capital, ...natives, ...c.altSpellings, ...translations])];
}

/**
 * What kind of name a term is: the record's own fields, a currency, a curated alias, the name of
 * one of its subdivisions, or (in the explorer's search alone, src/explorer/city-names-file.ts) of one of its cities.
 */
export type TermKind =
  'name' | 'code' | 'official name' | 'capital' | 'native name' | 'other spelling' | 'translation' | 'currency' | AliasKind | 'subdivision' | 'city';

export interface Term {
  readonly text: string;
  readonly kind: TermKind;
  /** A subdivision's type in words (`state`, `metropolitan department`). */
  readonly detail?: string;
}

/** Above every match-sorter rank (CASE_SENSITIVE_EQUAL is 7): an alias typed in full. */
export const EXACT_ALIAS = rankings.CASE_SENSITIVE_EQUAL + 1;

/**
 * A subdivision's name typed in full ("bavaria" → Germany): below a name the query starts
 * (STARTS_WITH), above a word of a name it starts (WORD_STARTS_WITH), so "georgia" lists the
 * country Georgia before the United States (the state).
 */
export const SUBDIVISION_MATCH = rankings.WORD_STARTS_WITH + 0.5;

/** A city's name typed in full ("lagos" → Nigeria): below a subdivision's ("victoria": Australia's state before Canada's city). */
export const CITY_MATCH = rankings.WORD_STARTS_WITH + 0.25;

export const aliasesByCountry = new Map<string, Term[]>();
for (const alias of ALIASES)
  for (const cca2 of alias.countries) aliasesByCountry.set(cca2, [...(aliasesByCountry.get(cca2) ?? []), { text: alias.text, kind: alias.kind }]);

/**
 * Every term a country can be found by, each with its kind: the record's own in `searchTerms`'
 * order (earlier ones win ties), then its currencies, the former countries it went to, its
 * aliases, and the other terms given (its subdivisions' names).
 */
export function explainedTerms(c: CountryData, subdivisions: readonly Term[] = []): Term[] {
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
  // "chinese", "dutch", "american": what people are called finds their country (typed in full it
  // ranks as an alias: the United States before American Samoa).
  note(
    'demonym',
    Object.values(c.demonyms).flatMap((d) => [d.m, d.f]),
  );
  note(
    'translation',
    Object.values(c.translations).flatMap((n) => [n.common, n.official]),
  );
  const api = [...searchTerms(c), ...kinds.keys()]
    .filter((text, i, all) => all.indexOf(text) === i)
    .map((text) => ({ text, kind: kinds.get(text) ?? 'other spelling' }));
  const seen = new Set(api.map((t) => t.text));
  // A currency by its name or its unit ("Japanese yen", "yen"), typed in full only: letters of
  // "United States dollar" must not bring every dollar country into a search for "united".
  const currencies = c.currencies.flatMap((x): Term[] => [x.name, x.name.split(' ').at(-1) ?? x.name].map((text) => ({ text, kind: 'currency' })));
  // A former country the country went to names itself with its line of history ("part of
  // Czechoslovakia until 1993"), which says more than a curated alias of the same text.
  const former = subdivisions.filter((t) => t.kind === 'former name');
  const others = subdivisions.filter((t) => t.kind !== 'former name');
  const extra = [...currencies, ...former, ...(aliasesByCountry.get(c.cca2) ?? []), ...others];
  return [...api, ...extra.filter((t) => !seen.has(t.text) && (seen.add(t.text), true))];
}

/** The fold an exact alias is recognised by: spaces, case and an abbreviation's full stops never matter. */
export const aliasKey = (text: string): string => foldForSearch(searchQuery(text)).replace(/\s+/g, ' ').trim();

/** An abbreviation written with full stops ("U.K.", "u.s.a", "D.R.C.") is searched without them; any other query as typed, trimmed. */
export function searchQuery(q: string): string {
  const trimmed = q.trim();
  return /^(\p{L}\.\s?){1,5}\p{L}?\.?$/u.test(trimmed) && /\p{L}\.\s?\p{L}/u.test(trimmed) ? trimmed.replace(/[.\s]/g, '') : trimmed;
}
export const EXACT_KINDS: ReadonlySet<TermKind> = new Set<TermKind>([...ALIAS_KINDS, 'subdivision', 'city']);

/**
 * Terms that only an exact query finds (currencies; subdivision names, some 10,000 of them, and
 * city names, 24,000, which would otherwise match nearly any few letters); all others are ranked by match-sorter.
 */
export const fuzzyTerm = (term: Term): boolean => term.kind !== 'currency' && term.kind !== 'subdivision' && term.kind !== 'city';

/** The rank of an exact term typed in full. */
export const exactRank = (term: Term): number => (term.kind === 'subdivision' ? SUBDIVISION_MATCH : term.kind === 'city' ? CITY_MATCH : EXACT_ALIAS);
