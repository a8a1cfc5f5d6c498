import { rankings } from '@tanstack/match-sorter-utils';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import { EXACT_ALIAS } from './search-terms.ts';
import { rankCountry, search } from './search.ts';

const { countries } = builtDataset();
const codes = (q: string) => search(countries, q).map((c) => c.cca2);
const byCode = (cca2: string) => countries.find((c) => c.cca2 === cca2)!;

describe('search', () => {
  // Independent facts: Sri Lanka was Ceylon until 1972, DR Congo Zaire until 1997; England and
  // Scotland are countries of the United Kingdom; Kiev is the older spelling of Kyiv, Peking the
  // older romanisation of Beijing, Burma Myanmar's former name; the yen is Japan's currency;
  // "Phillipines" and "Columbia" are common misspellings.
  it.each([
    ['ceylon', 'LK'],
    ['zaire', 'CD'],
    ['england', 'GB'],
    ['scotland', 'GB'],
    ['kiev', 'UA'],
    ['Москва', 'RU'],
    ['Phillipines', 'PH'],
    ['Columbia', 'CO'],
    ['yen', 'JP'],
    ['Burma', 'MM'],
    ['peking', 'CN'],
  ])('finds %s first: %s', (q, cca2) => {
    expect(codes(q)[0]).toBe(cca2);
  });

  it('finds the countries of a currency by its unit typed in full, first, and only then', () => {
    expect(codes('yen')[0]).toBe('JP');
    expect(rankCountry(byCode('JP'), 'ye').term?.kind).not.toBe('currency');
    expect(codes('euro')).toEqual(expect.arrayContaining(['DE', 'FR', 'IT', 'ES']));
    // "united" is in "United States dollar": the currency words do not bring in dollar countries.
    expect(codes('united')).not.toContain('EC');
  });

  it('ranks an alias typed in full above every other kind of match, and says which term matched', () => {
    const { rank, term } = rankCountry(byCode('UA'), 'Kiev');
    expect(rank).toBe(EXACT_ALIAS);
    expect(term).toMatchObject({ text: 'Kiev', kind: 'capital' });
    expect(rankCountry(byCode('DE'), 'Germany').rank).toBeLessThan(EXACT_ALIAS);
  });

  it("ranks a record's own capital as a name, not as an alias", () => {
    expect(rankCountry(byCode('DE'), 'Berlin').rank).toBeLessThanOrEqual(rankings.CASE_SENSITIVE_EQUAL);
  });

  it('finds nothing for text no name holds', () => {
    expect(codes('xyzzy')).toEqual([]);
  });
});
