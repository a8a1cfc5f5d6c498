/**
 * @module
 * What the comparison's picker makes of a name it does not know by heart (its page knows codes
 * and English short names only): the home page's search, over the records of the bulk export
 * (which the browser has usually cached from the home page) and the former countries' names
 * (`/api/former-countries.json`), so `Deutschland`, `uk`, `congo` or `ussr` mean here what they
 * mean there. Loaded on the first such name only.
 */
import { rankings } from '@tanstack/match-sorter-utils';
import type { CountryData } from '../../dataset/schema.ts';
import type { FormerCountryData } from '../../dataset/former-schema.ts';
import { rankCountry, search, type SubdivisionTermsOf } from '../../api/search.ts';
import { searchQuery } from '../../api/search-terms.ts';
import { formerSearchTerms } from '../../api/former-search.ts';
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
export function answerFor(countries: readonly CountryData[], text: string, termsOf: SubdivisionTermsOf = () => []): PickerAnswer {
  const query = searchQuery(text);
  const hits = search(countries, query, termsOf);
  const toMatch = (c: CountryData): PickerMatch => ({ cca2: c.cca2, name: c.name.common });
  if (hits.length === 0) return { kind: 'none' };
  const [first, ...rest] = hits;
  if (rest.length === 0) return { kind: 'one', match: toMatch(first!) };
  const words = wordsOf(query).filter(Boolean);
  const holdsQuery = (c: CountryData) => {
    const term = rankCountry(c, query, termsOf(c)).term;
    if (!term) return false;
    const termWords = wordsOf(term.text);
    return words.every((w) => termWords.includes(w));
  };
  const exact = rankCountry(first!, query, termsOf(first!)).rank >= rankings.EQUAL;
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

/** The names of the former countries each country went to, as its search terms ("ussr": the fifteen). */
export function formerTermsOf(formers: readonly FormerCountryData[]): SubdivisionTermsOf {
  const terms = formerSearchTerms(formers);
  return (c) => terms.get(c.cca2) ?? [];
}

let formerTerms: Promise<SubdivisionTermsOf> | undefined;

/** The former countries' names from the API's list (`/api/former-countries.json`), fetched once; none when it cannot be had. */
export function loadFormerTerms(url: string): Promise<SubdivisionTermsOf> {
  formerTerms ??= fetch(url)
    .then((r) => (r.ok ? (r.json() as Promise<{ data?: FormerCountryData[] }>) : { data: [] }))
    .then((body) => formerTermsOf(Array.isArray(body.data) ? body.data : []))
    .catch((): SubdivisionTermsOf => {
      formerTerms = undefined;
      return () => [];
    });
  return formerTerms;
}
