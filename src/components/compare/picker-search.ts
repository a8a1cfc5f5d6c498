/**
 * @module
 * What the comparison's picker makes of a name it does not know by heart (its page knows codes
 * and English short names only): the home page's search, over the records of the bulk export
 * (which the browser has usually cached from the home page), so `Deutschland`, `uk` or `congo`
 * mean here what they mean there. Loaded on the first such name only.
 */
import { rankings } from '@tanstack/match-sorter-utils';
import type { CountryData } from '../../dataset/schema.ts';
import { rankCountry, search } from '../../api/search.ts';
import { searchQuery } from '../../api/search-terms.ts';
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
  const query = searchQuery(text);
  const hits = search(countries, query);
  const toMatch = (c: CountryData): PickerMatch => ({ cca2: c.cca2, name: c.name.common });
  if (hits.length === 0) return { kind: 'none' };
  const [first, ...rest] = hits;
  if (rest.length === 0) return { kind: 'one', match: toMatch(first!) };
  const words = wordsOf(query).filter(Boolean);
  const holdsQuery = (c: CountryData) => {
    const term = rankCountry(c, query).term;
    if (!term) return false;
    const termWords = wordsOf(term.text);
    return words.every((w) => termWords.includes(w));
  };
  const exact = rankCountry(first!, query).rank >= rankings.EQUAL;
  if (exact && !rest.some(holdsQuery)) return { kind: 'one', match: toMatch(first!) };
  return { kind: 'several', matches: hits.slice(0, CHOICES).map(toMatch) };
}

let records: Promise<readonly CountryData[]> | undefined;

/** The records of the bulk export, fetched once. */
export function loadRecords(url: string): Promise<readonly CountryData[]> {
  records ??= fetch(url)
    .then((r) => (r.ok ? (r.json() as Promise<{ data: CountryData[] }>) : Promise.reject(new Error(`${url} answered ${r.status}`))))
    .then((body) => body.data);
  records.catch(() => (records = undefined));
  return records;
}
