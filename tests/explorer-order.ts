/**
 * The explorer's order for a query: the countries its table shows while searching, best first
 * (src/explorer/table-model.ts sorts rows by the same rank and tie-breaks), for the tests that
 * hold it to the API's.
 */
import type { CountryData } from '../src/dataset/schema.ts';
import { compareHits, matches, searchIndex, tieBreak } from '../src/explorer/search.ts';

export function explorerOrder(rows: readonly CountryData[], q: string): string[] {
  const ranks = searchIndex(rows).rank(q);
  return rows
    .map((c, i) => ({ c, tie: tieBreak(c), rank: ranks[i] ?? 0 }))
    .filter((hit) => matches(hit.rank, q))
    .sort(compareHits)
    .map((hit) => hit.c.cca2);
}
