/**
 * Finding a country by the name of one of its cities in the explorer's search, which reads the
 * city names from the file the build writes (over the slim index's records, as the page does).
 * Expected values are facts: Marseille is in France, Lagos in Nigeria (and a smaller one in
 * Portugal), London in England and in Ontario, Birmingham in England and in Alabama.
 */
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../tests/helpers.ts';
import { explorerOrder as orderOf, islandRows } from '../../tests/explorer-order.ts';
import { search as apiSearch } from '../api/search.ts';
import { termsBeyondRecord } from '../api/terms-beyond-record.ts';
import { readCityNames } from './city-names-file.ts';
import { matchReasons } from './search-explain.ts';

const api = builtApi();
const rows = islandRows(api);
const withoutCities = islandRows(api, { cities: false });
const explorerOrder = (q: string) => orderOf(rows, q);
const apiOrder = (q: string) => apiSearch(api.countries, q, termsBeyondRecord(api)).map((c) => c.cca2);

describe('search by city name', () => {
  it.each([
    ['Marseille', 'FR'],
    ['Toronto', 'CA'],
    ['Chicago', 'US'],
    ['Rotterdam', 'NL'],
    ['Johannesburg', 'ZA'],
  ])('finds %s, which names no country nor subdivision: %s first', (q, cca2) => {
    expect(explorerOrder(q)[0]).toBe(cca2);
    expect(orderOf(withoutCities, q)).not.toContain(cca2);
  });

  it('says which city, and its place in its country: Marseille is France’s 2nd largest', () => {
    expect(matchReasons(rows, 'marseille').get('FR')).toBe('2nd largest city “Marseille”');
  });

  it('offers every country with a city of an ambiguous name: London in the United Kingdom (its capital) and in Canada', () => {
    const london = explorerOrder('London');
    expect(london.slice(0, 2)).toEqual(['GB', 'CA']);
    expect(matchReasons(rows, 'London').get('GB')).toBe('capital “London”');
    expect(matchReasons(rows, 'London').get('CA')).toMatch(/^\d+\w\w largest city “London”$/);
  });

  it('puts first the country where a shared name is the larger city of its country: Rotterdam, Birmingham, Lagos', () => {
    // The Netherlands' 2nd city before a small one of New York state, though the United States is the more relevant country.
    const rotterdam = explorerOrder('Rotterdam');
    expect(rotterdam.slice(0, 2)).toEqual(['NL', 'US']);
    const birmingham = explorerOrder('Birmingham');
    expect(birmingham.indexOf('GB')).toBeLessThan(birmingham.indexOf('US'));
    const lagos = explorerOrder('Lagos');
    expect(lagos.indexOf('NG')).toBeLessThan(lagos.indexOf('PT'));
  });

  it('finds a city while its name is being typed, where no country’s name starts so: “marseil” is France', () => {
    expect(explorerOrder('marseil')[0]).toBe('FR');
    expect(matchReasons(rows, 'marseil').get('FR')).toBe('2nd largest city “Marseille”');
  });

  it('ranks a country’s own name, and a subdivision’s, above a city of that name', () => {
    // Georgia the country; Victoria the Australian state before Canada's city.
    expect(explorerOrder('georgia')[0]).toBe('GE');
    const victoria = explorerOrder('victoria');
    expect(victoria.indexOf('AU')).toBeLessThan(victoria.indexOf('CA'));
  });

  it.each(['cote', 'germ', 'united', 'bavaria', 'saint', 'kiev'])('finds what the API finds, in its order, for %j, which names no city', (q) => {
    expect(explorerOrder(q)).toEqual(apiOrder(q));
  });

  it('reads the file’s names as terms in their order, leaving out what is not of its shape', () => {
    const terms = readCityNames({ cities: { FR: ['Paris', 'Marseille', 7, ''], fr: ['Lyon'], XX: 'Nowhere' } });
    expect([...terms.keys()]).toEqual(['FR']);
    expect(terms.get('FR')).toEqual([
      { text: 'Paris', kind: 'city', place: 0, detail: 'largest city' },
      { text: 'Marseille', kind: 'city', place: 1, detail: '2nd largest city' },
    ]);
    expect(readCityNames(null).size).toBe(0);
  });
});
