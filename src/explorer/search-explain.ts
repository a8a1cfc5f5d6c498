/**
 * @module
 * What the explorer says about a search: why each row matched ("former name “Ceylon”"), and for
 * a search that matches nothing, the names closest to what was typed ("did you mean").
 */
import { distance } from 'fastest-levenshtein';
import type { CountryData } from '../dataset/schema.ts';
import { countryTerms, matches, normalizeQuery, searchIndex } from './search.ts';
import { EXACT_KINDS, type Term, type TermKind } from '../api/search-terms.ts';
import { foldForSearch } from '../lib/text-fold.ts';

const collator = new Intl.Collator('en');

/** Why a country matched, in words ("former name “Ceylon”"); undefined when its own name did. */
export function describeMatch(term: Term | undefined): string | undefined {
  if (!term || term.kind === 'name') return undefined;
  if (term.kind === 'subdivision') return `${term.detail ?? 'subdivision'} “${term.text}”`;
  // A city: its place among its country's ("2nd largest city “Marseille”").
  if (term.kind === 'city') return `${term.detail ?? 'city'} “${term.text}”`;
  // A former country it went to: its line of history says why ("part of the Soviet Union until 1991").
  if (term.kind === 'former name' && term.detail) return term.detail;
  const label: Record<Exclude<TermKind, 'name' | 'subdivision' | 'city'>, string> = {
    code: 'code',
    'official name': 'official name',
    capital: 'capital',
    'native name': 'native name',
    'other spelling': 'also written',
    translation: 'in another language',
    currency: 'currency',
    'former name': 'former name',
    demonym: 'people are called',
    abbreviation: 'abbreviation',
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
  const query = foldForSearch(normalizeQuery(q));
  if (query.length < 3) return [];
  const limit = Math.max(1, Math.floor(query.length / 3));
  const found = new Map<string, { text: string; country: string; distance: number }>();
  for (const c of countries) {
    // Not the 34,000 names of subdivisions and cities: one of them lies within a typo of nearly anything.
    const aliases = countryTerms(countries, c).filter((t) => EXACT_KINDS.has(t.kind) && t.kind !== 'subdivision' && t.kind !== 'city');
    for (const text of [c.name.common, ...c.capital, ...aliases.map((t) => t.text)]) {
      const d = distance(query, foldForSearch(text));
      const best = found.get(c.cca2);
      if (d <= limit && (!best || d < best.distance)) found.set(c.cca2, { text, country: c.name.common, distance: d });
    }
  }
  return [...found.values()]
    .sort((a, b) => a.distance - b.distance || collator.compare(a.text, b.text))
    .slice(0, 3)
    .map(({ text, country }) => ({ text, country }));
}
