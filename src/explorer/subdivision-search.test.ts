/**
 * Finding a country by the name of one of its subdivisions, in the API's search (`q=`) and in
 * the explorer's, which read the same terms (the explorer from the file the build writes, over
 * the slim index's records, as the page does).
 */
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../tests/helpers.ts';
import { explorerOrder as orderOf, islandRows } from '../../tests/explorer-order.ts';
import { search as apiSearch } from '../api/search.ts';
import { termsBeyondRecord } from '../api/terms-beyond-record.ts';
import { matchReasons } from './search-explain.ts';

const api = builtApi();
// The API's search, as countries?q= runs it (the subdivisions' names, the former countries').
const apiOrder = (q: string) => apiSearch(api.countries, q, termsBeyondRecord(api)).map((c) => c.cca2);
// What the explorer reads: the slim records, and the terms through the file the build writes.
const rows = islandRows(api);
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

  it('needs the name in full in the API: a part of it finds nothing by it', () => {
    expect(apiOrder('bavar')).not.toContain('DE');
  });

  it.each([
    ['bavar', 'DE', 'state “Bavaria”'],
    ['Ontar', 'CA', 'province “Ontario”'],
  ])('finds %s in the explorer while it is being typed: %s first, by the subdivision it starts (%s)', (q, cca2, why) => {
    expect(explorerOrder(q)[0]).toBe(cca2);
    expect(matchReasons(rows, q).get(cca2)).toBe(why);
  });

  it('starts no subdivision’s name for fewer than four letters, nor where a country’s name starts with them', () => {
    expect(explorerOrder('bav')).not.toContain('DE');
    expect(explorerOrder('sain')).toEqual(apiOrder('sain'));
    expect(explorerOrder('georg')).toEqual(apiOrder('georg'));
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
