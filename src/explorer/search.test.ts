import fc from 'fast-check';
import { rankItem, rankings } from '@tanstack/match-sorter-utils';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import { explorerOrder } from '../../tests/explorer-order.ts';
import { search as apiSearch } from '../api/search.ts';
import type { CountryData } from '../dataset/schema.ts';
import { ALIASES } from '../api/search-aliases.ts';
import { matches, searchIndex } from './search.ts';
import { matchReasons, suggestions } from './search-explain.ts';
import { EXACT_ALIAS, explainedTerms, fuzzyTerm } from '../api/search-terms.ts';

const { countries } = builtDataset();

describe('explorer search', () => {
  it('finds Côte d’Ivoire (common name "Ivory Coast") first for "cote", without the accent', () => {
    expect(explorerOrder(countries, 'cote')[0]).toBe('CI');
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
    expect(explorerOrder(countries, q)[0]).toBe(cca2);
  });

  it.each(['cote', 'germ', 'deu', 'united', 'ivoire', 'zz', 'saint', 'Österreich', 'ΕΛΛΆΔΑ', 'xyzzy'])(
    'finds the same countries in the same order as the API for %j',
    (q) => {
      expect(explorerOrder(countries, q)).toEqual(apiSearch(countries, q).map((c) => c.cca2));
    },
  );

  it.each(['an', 'kiev', 'euro', 'england'])('finds every country the API finds for %j, in the API’s order among themselves', (q) => {
    const api = apiSearch(countries, q).map((c) => c.cca2);
    const ours = explorerOrder(countries, q);
    expect(ours.filter((code) => api.includes(code))).toEqual(api);
  });

  // The facts behind these (Ceylon is Sri Lanka, and so on) are checked in src/api/search.test.ts.
  it.each(['ceylon', 'zaire', 'england', 'scotland', 'kiev', 'Москва', 'Phillipines', 'Columbia', 'yen', 'Burma', 'peking'])(
    'puts first what the API puts first for what people type that the record lacks: %j',
    (q) => {
      expect(explorerOrder(countries, q)[0]).toBe(apiSearch(countries, q)[0]?.cca2);
    },
  );

  it('finds a currency only by its whole name or unit: "united" is not every dollar country', () => {
    expect(explorerOrder(countries, 'united')).toEqual(apiSearch(countries, 'united').map((c) => c.cca2));
    const dollar = countries.filter((c) => c.currencies.some((x) => x.name.endsWith(' dollar'))).map((c) => c.cca2);
    expect(new Set(explorerOrder(countries, 'dollar').slice(0, dollar.length))).toEqual(new Set(dollar));
  });

  it('finds the countries that use the euro by the currency’s name, all before any other hit', () => {
    const euro = countries.filter((c) => c.currencies.some((x) => x.code === 'EUR')).map((c) => c.cca2);
    expect(euro.length).toBeGreaterThan(20);
    expect(new Set(explorerOrder(countries, 'euro').slice(0, euro.length))).toEqual(new Set(euro));
  });

  it('says why a row matched when its own name did not', () => {
    expect(matchReasons(countries, 'ceylon').get('LK')).toBe('former name “Ceylon”');
    expect(matchReasons(countries, 'kiev').get('UA')).toBe('capital “Kiev”');
    expect(matchReasons(countries, 'allemagne').get('DE')).toBe('in another language “Allemagne”');
    expect(matchReasons(countries, 'berlin').get('DE')).toBe('capital “Berlin”');
    expect(matchReasons(countries, 'germany').has('DE')).toBe(false);
  });

  it('suggests the closest names when nothing matches', () => {
    expect(explorerOrder(countries, 'jermany')).toEqual([]);
    expect(suggestions(countries, 'jermany').map((s) => s.country)).toContain('Germany');
    expect(suggestions(countries, 'xyzzyq')).toEqual([]);
  });

  it('cites a source for every alias and names only countries that exist', () => {
    const codes = new Set(countries.map((c) => c.cca2));
    expect(ALIASES.filter((a) => !/^https:\/\//.test(a.source) || a.countries.some((c) => !codes.has(c)))).toEqual([]);
  });

  it('ranks as rankItem over the terms, whatever was typed before (neither the quick test nor the memory of recent queries changes a rank)', () => {
    const sample = countries.filter((_, i) => i % 5 === 0);
    const fuzzyTexts = new Map(
      sample.map((c) => [
        c,
        explainedTerms(c)
          .filter(fuzzyTerm)
          .map((t) => t.text),
      ]),
    );
    // Accented, Cyrillic and Greek letters too: the quick test folds with a larger table than match-sorter.
    const typing = fc.array(fc.stringMatching(/^[a-zA-Zéôøçйệλά '-]{1,6}$/), { minLength: 1, maxLength: 6 }).map((words) =>
      // Prefix chains, as typing makes them, plus unrelated jumps.
      words.flatMap((w) => [...w].map((_, i) => w.slice(0, i + 1))),
    );
    const fold = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
    // An alias typed in full outranks everything: the one rule on top of rankItem.
    const exactAlias = (c: CountryData, q: string) =>
      ALIASES.some((a) => a.countries.includes(c.cca2) && fold(a.text) === fold(q)) ||
      c.currencies.some((x) => fold(x.name) === fold(q) || fold(x.name.split(' ').at(-1) ?? '') === fold(q));
    fc.assert(
      fc.property(typing, (queries) => {
        const index = searchIndex([...sample]);
        for (const q of queries) {
          const fresh = sample.map((c) => {
            const r = rankItem(c, q, { accessors: [(x: CountryData) => fuzzyTexts.get(x) ?? []] });
            return exactAlias(c, q) ? EXACT_ALIAS : r.passed ? r.rank : rankings.NO_MATCH;
          });
          // Letters in order (below an acronym) count only while no country has the query as typed.
          const asTyped = fresh.some((r) => r >= rankings.ACRONYM);
          const counted = fresh.map((r) => (asTyped && r < rankings.ACRONYM ? rankings.NO_MATCH : r));
          expect([...index.rank(q)].map((r) => (r >= rankings.MATCHES ? r : rankings.NO_MATCH))).toEqual(counted);
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
