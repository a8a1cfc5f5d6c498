/**
 * @module
 * Every term each country can be found by (the API's own: names in every language, codes,
 * capitals, currencies, the former countries it went to, curated aliases, the names of its
 * subdivisions), each with its kind:
 * written at build time as one static file, which the explorer fetches the first time someone
 * searches (focuses the search box, or opens a link with a search), never with the page. The
 * shape of that file, shared by the page that writes it and the island that reads it.
 */
import type { Api } from '../api/context.ts';
import { explainedTerms, type Term, type TermKind } from '../api/search-terms.ts';
import { termsBeyondRecord } from '../api/terms-beyond-record.ts';

/** Under the site root. */
export const SEARCH_TERMS_FILE = 'explorer/search-terms.json';

/** A country's terms by alpha-2 code. */
export type SearchTerms = ReadonlyMap<string, readonly Term[]>;

/**
 * What the file holds: each country's terms as the API's `countries?q=` searches them, its record's
 * and those beyond it (a former country's name with its line of history: "ussr" finds the fifteen).
 */
export function searchTermsOf(api: Api): SearchTerms {
  const beyond = termsBeyondRecord(api);
  return new Map(api.countries.map((c) => [c.cca2, explainedTerms(c, beyond(c))]));
}

/** The kinds, once; each term as `[text, kind's index]`, or `[text, kind's index, detail]` (a subdivision's type, a former country's line of history). */
export interface SearchTermsFile {
  readonly kinds: readonly string[];
  readonly terms: Readonly<Record<string, readonly (readonly [string, number] | readonly [string, number, string])[]>>;
}

export function writeSearchTerms(terms: SearchTerms): SearchTermsFile {
  const kinds: string[] = [];
  const kindIndex = (kind: string) => (kinds.includes(kind) ? kinds.indexOf(kind) : kinds.push(kind) - 1);
  const out: Record<string, (readonly [string, number] | readonly [string, number, string])[]> = {};
  for (const [cca2, list] of terms) out[cca2] = list.map((t) => (t.detail ? [t.text, kindIndex(t.kind), t.detail] : [t.text, kindIndex(t.kind)]));
  return { kinds, terms: out };
}

/** The file's terms; anything that is not of its shape is left out. */
export function readSearchTerms(file: unknown): SearchTerms {
  const terms = new Map<string, Term[]>();
  const { kinds, terms: byCode } = (file ?? {}) as Partial<SearchTermsFile>;
  if (!Array.isArray(kinds) || typeof byCode !== 'object' || byCode === null) return terms;
  for (const [cca2, list] of Object.entries(byCode)) {
    if (!/^[A-Z]{2}$/.test(cca2) || !Array.isArray(list)) continue;
    const own: Term[] = [];
    for (const entry of list as unknown[]) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'number') continue;
      const kind: unknown = kinds[entry[1]];
      if (typeof kind !== 'string') continue;
      own.push({ text: entry[0], kind: kind as TermKind, ...(typeof entry[2] === 'string' ? { detail: entry[2] } : {}) });
    }
    terms.set(cca2, own);
  }
  return terms;
}
