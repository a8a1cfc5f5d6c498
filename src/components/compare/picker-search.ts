/**
 * @module
 * What the comparison makes of a name it does not know by heart (its page knows codes and
 * English short names only), in its picker or its address (`?c=Deutschland,uk`): the home
 * page's search, over the same files (the explorer's slim index and its search terms, which the
 * browser has usually cached from the home page; the terms hold the names of the former countries
 * each country went to), so `Deutschland`, `uk`, `congo` or `ussr` mean here what they mean there.
 * Loaded on the first such name only.
 */
import { rankings } from '@tanstack/match-sorter-utils';
import type { CountryData } from '../../dataset/schema.ts';
import { compareHits, matches, normalizeQuery, searchIndex, tieBreak, withSearchTerms } from '../../explorer/search.ts';
import { fetchSearchTerms, fetchSlimIndex } from '../../explorer/data-files.ts';
import { foldForSearch } from '../../lib/text-fold.ts';

export interface PickerMatch {
  readonly cca2: string;
  readonly name: string;
}

/** What a typed name stands for: one country, several to choose from, or none. */
export type PickerAnswer = { kind: 'one'; match: PickerMatch } | { kind: 'several'; matches: PickerMatch[] } | { kind: 'none' };

/** How many choices are offered for an ambiguous name. */
export const CHOICES = 6;

const wordsOf = (text: string) => foldForSearch(text).split(/[^\p{L}\p{N}]+/u);

/**
 * One country when it is the only match, or when its match is exact and no other country's
 * best term holds the query as a whole word ("uk": the United Kingdom, though "Ukraine" starts
 * with it); several when others do ("congo": the Republic of the Congo and DR Congo).
 */
export function answerFor(countries: readonly CountryData[], text: string): PickerAnswer {
  const query = normalizeQuery(text);
  if (query === '') return { kind: 'none' };
  const index = searchIndex(countries);
  const ranks = index.rank(query);
  const terms = index.matchedTerms(query);
  const hits = countries
    .map((c, i) => ({ c, rank: ranks[i] ?? 0, tie: tieBreak(c), term: terms[i] }))
    .filter((hit) => matches(hit.rank, query))
    .sort(compareHits);
  const toMatch = (c: CountryData): PickerMatch => ({ cca2: c.cca2, name: c.name.common });
  const [first, ...rest] = hits;
  if (!first) return { kind: 'none' };
  if (rest.length === 0) return { kind: 'one', match: toMatch(first.c) };
  const words = wordsOf(query).filter(Boolean);
  const holdsQuery = (term: { text: string } | undefined) => !!term && words.every((w) => wordsOf(term.text).includes(w));
  if (first.rank >= rankings.EQUAL && !rest.some((hit) => holdsQuery(hit.term))) return { kind: 'one', match: toMatch(first.c) };
  return { kind: 'several', matches: hits.slice(0, CHOICES).map((hit) => toMatch(hit.c)) };
}

let searchable: Promise<readonly CountryData[]> | undefined;

/** The countries as the home page searches them: the slim index with the search terms, fetched once. */
export function loadSearchable(): Promise<readonly CountryData[]> {
  searchable ??= Promise.all([fetchSlimIndex(), fetchSearchTerms()]).then(([{ countries }, terms]) => withSearchTerms(countries, terms));
  searchable.catch(() => (searchable = undefined));
  return searchable;
}
