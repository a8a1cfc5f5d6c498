/**
 * The explorer's order for a query: the countries its table shows while searching, best first
 * (src/explorer/table-model.ts sorts rows by the same rank and tie-breaks), for the tests that
 * hold it to the API's; and the countries as the island searches them.
 */
import type { Api } from '../src/api/context.ts';
import type { CountryData } from '../src/dataset/schema.ts';
import { compareHits, matches, searchIndex, tieBreak, withSearchTerms } from '../src/explorer/search.ts';
import { readSearchTerms, searchTermsOf, writeSearchTerms } from '../src/explorer/search-terms-file.ts';
import { slimRecord } from '../src/explorer/slim-index.ts';
import { cityNamesOf, readCityNames, withCityNames } from '../src/explorer/city-names-file.ts';

export function explorerOrder(rows: readonly CountryData[], q: string): string[] {
  const ranks = searchIndex(rows).rank(q);
  return rows
    .map((c, i) => ({ c, tie: tieBreak(c), rank: ranks[i] ?? 0 }))
    .filter((hit) => matches(hit.rank, q))
    .sort(compareHits)
    .map((hit) => hit.c.cca2);
}

/**
 * What the island searches: the slim index's records, with the terms (the subdivisions' names,
 * the former countries') read back from the file the build writes, and the home page's the city
 * names too (the comparison's picker reads the terms alone).
 */
export function islandRows(api: Api, { cities = true }: { cities?: boolean } = {}): readonly CountryData[] {
  const file: unknown = JSON.parse(JSON.stringify(writeSearchTerms(searchTermsOf(api))));
  const terms = readSearchTerms(file);
  const slim = api.countries.map((c) => slimRecord(c as unknown as Record<string, unknown>) as unknown as CountryData);
  if (!cities) return withSearchTerms(slim, terms);
  const names: unknown = JSON.parse(JSON.stringify({ source: 'GeoNames', cities: cityNamesOf(api) }));
  return withSearchTerms(slim, withCityNames(terms, readCityNames(names)));
}
