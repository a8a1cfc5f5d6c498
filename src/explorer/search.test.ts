import fc from 'fast-check';
import { rankItem, rankings } from '@tanstack/match-sorter-utils';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import { search as apiSearch, searchTerms } from '../api/search.ts';
import type { CountryData } from '../dataset/schema.ts';
import { compareHits, matches, searchIndex, tieBreak } from './search.ts';

const { countries } = builtDataset();

/** The explorer's order for a query: what the table shows while searching. */
function explorerSearch(rows: readonly CountryData[], q: string): string[] {
  const ranks = searchIndex(rows).rank(q);
  return rows
    .map((c, i) => ({ c, tie: tieBreak(c), rank: ranks[i] ?? 0 }))
    .filter((hit) => matches(hit.rank, q))
    .sort(compareHits)
    .map((hit) => hit.c.cca2);
}

describe('explorer search', () => {
  it('finds Côte d’Ivoire (common name "Ivory Coast") first for "cote", without the accent', () => {
    expect(explorerSearch(countries, 'cote')[0]).toBe('CI');
  });

  it.each([
    ['deutschland', 'DE'],
    ['DEU', 'DE'],
    ['276', 'DE'],
    ['berlin', 'DE'],
    ['suisse', 'CH'],
    ['osterreich', 'AT'],
    ['Österreich', 'AT'],
    ['nippon', 'JP'],
    ['ceska', 'CZ'],
  ])('finds %j by name in any language, code or capital: %s first', (q, cca2) => {
    expect(explorerSearch(countries, q)[0]).toBe(cca2);
  });

  it.each(['cote', 'germ', 'deu', 'united', 'ivoire', 'zz', 'saint', 'is', 'Österreich', 'ΕΛΛΆΔΑ', 'xyzzy'])(
    'finds the same countries in the same order as the API for %j',
    (q) => {
      expect(explorerSearch(countries, q)).toEqual(apiSearch(countries, q).map((c) => c.cca2));
    },
  );

  it('ranks as rankItem over the terms, whatever was typed before (neither the quick test nor the memory of recent queries changes a rank)', () => {
    const sample = countries.filter((_, i) => i % 5 === 0);
    // Accented, Cyrillic and Greek letters too: the quick test folds with a larger table than match-sorter.
    const typing = fc.array(fc.stringMatching(/^[a-zA-Zéôøçйệλά '-]{1,6}$/), { minLength: 1, maxLength: 6 }).map((words) =>
      // Prefix chains, as typing makes them, plus unrelated jumps.
      words.flatMap((w) => [...w].map((_, i) => w.slice(0, i + 1))),
    );
    fc.assert(
      fc.property(typing, (queries) => {
        const index = searchIndex([...sample]);
        for (const q of queries) {
          const fresh = sample.map((c) => rankItem(c, q, { accessors: [(x: CountryData) => searchTerms(x)] }));
          expect([...index.rank(q)].map((r) => (r >= rankings.MATCHES ? r : rankings.NO_MATCH))).toEqual(
            fresh.map((r) => (r.passed ? r.rank : rankings.NO_MATCH)),
          );
        }
      }),
      { numRuns: 40 },
    );
  });

  it('finds every real name typed in full, accents and all, in its own country', () => {
    const index = searchIndex(countries);
    for (const [i, c] of countries.entries()) {
      for (const q of [c.name.common, ...Object.values(c.name.native).map((n) => n.common)])
        expect(matches(index.rank(q)[i] ?? 0, q), `${c.cca2} ${q}`).toBe(true);
    }
  });
});
