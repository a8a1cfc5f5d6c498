/**
 * @module
 * The names of every country's subdivisions as search terms ("bavaria" finds Germany, "state
 * “Bavaria”"): written at build time as one static file from the API's own terms, and read by
 * the explorer beside the records. The shape of that file, shared by the page that writes it and
 * the island that reads it.
 */
import type { Term } from '../api/search-terms.ts';
import type { SubdivisionTerms } from './search.ts';

/** Under the site root. */
export const SUBDIVISION_TERMS_FILE = 'search/subdivision-names.json';

/** By alpha-2 code: `[name, type in words]` for every name of every subdivision. */
export type SubdivisionTermsFile = Readonly<Record<string, readonly (readonly [string, string])[]>>;

export function writeSubdivisionTerms(terms: ReadonlyMap<string, readonly Term[]>): SubdivisionTermsFile {
  return Object.fromEntries([...terms].map(([cca2, list]) => [cca2, list.map((t) => [t.text, t.detail ?? ''] as const)]));
}

/** The file's terms; anything that is not of its shape is left out. */
export function readSubdivisionTerms(file: unknown): SubdivisionTerms {
  const terms = new Map<string, Term[]>();
  if (typeof file !== 'object' || file === null) return terms;
  for (const [cca2, list] of Object.entries(file as Record<string, unknown>)) {
    if (!/^[A-Z]{2}$/.test(cca2) || !Array.isArray(list)) continue;
    const own = list.filter((t): t is [string, string] => Array.isArray(t) && typeof t[0] === 'string' && typeof t[1] === 'string');
    terms.set(
      cca2,
      own.map(([text, detail]) => ({ text, kind: 'subdivision', ...(detail ? { detail } : {}) })),
    );
  }
  return terms;
}
