/**
 * Finding a country by the name of one of its subdivisions, in the API's search (`q=`) and in
 * the explorer's, which read the same terms (the explorer from the file the build writes).
 */
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../tests/helpers.ts';
import { explorerOrder as orderOf } from '../../tests/explorer-order.ts';
import { search as apiSearch } from '../api/search.ts';
import { withSubdivisionTerms } from './search.ts';
import { matchReasons } from './search-explain.ts';
import { readSubdivisionTerms, writeSubdivisionTerms } from './subdivision-terms.ts';

const api = builtApi();
const terms = api.subdivisions.searchTerms;
const apiOrder = (q: string) => apiSearch(api.countries, q, (c) => terms.get(c.cca2) ?? []).map((c) => c.cca2);
// What the explorer reads: the terms through the file the build writes.
const rows = withSubdivisionTerms(api.countries, readSubdivisionTerms(JSON.parse(JSON.stringify(writeSubdivisionTerms(terms)))));
const explorerOrder = (q: string) => orderOf(rows, q);

describe('search by subdivision name', () => {
  it.each([
    ['bavaria', 'DE'],
    ['Bayern', 'DE'],
    ['texas', 'US'],
    ['Ontario', 'CA'],
    ['île-de-france', 'FR'],
  ])('finds %s: %s first, in the API and in the explorer', (q, cca2) => {
    expect(apiOrder(q)[0]).toBe(cca2);
    expect(explorerOrder(q)[0]).toBe(cca2);
  });

  it('lists the country Georgia before the United States (the state), and Punjab’s two countries', () => {
    const georgia = apiOrder('georgia');
    expect(georgia[0]).toBe('GE');
    expect(georgia.indexOf('US')).toBeGreaterThan(0);
    expect(apiOrder('punjab').sort()).toEqual(['IN', 'PK']);
  });

  it('needs the name in full: a part of it finds nothing by it', () => {
    expect(apiOrder('bavar')).not.toContain('DE');
  });

  it.each(['bavaria', 'georgia', 'punjab', 'la rioja', 'cote', 'saint', 'kiev'])('finds the same countries in the same order in both for %j', (q) => {
    expect(explorerOrder(q)).toEqual(apiOrder(q));
  });

  it('says why: "state “Bavaria”"', () => {
    expect(matchReasons(rows, 'bavaria').get('DE')).toBe('state “Bavaria”');
    expect(matchReasons(rows, 'Rhône').get('FR')).toBe('metropolitan department “Rhône”');
  });

  it('leaves the search as it was without the names (the file could not be had)', () => {
    expect(apiSearch(api.countries, 'bavaria').map((c) => c.cca2)).not.toContain('DE');
  });
});
