import { describe, expect, it } from 'vitest';
import { currencyCodesOf, currentCurrencyCodes, describeCurrencies, type CurrencyName } from './currencies.ts';
import type { CldrCurrencyEntry } from '../sources.ts';

/** A slice of CLDR currencyData.region, with its real dates. */
const regions: Record<string, CldrCurrencyEntry[]> = {
  BG: [{ EUR: { _from: '2026-01-01' } }, { BGN: { _from: '1999-07-05', _to: '2026-01-31' } }, { BGL: { _from: '1962-01-01', _to: '1999-07-05' } }],
  BS: [{ BSD: { _from: '1966-05-25' } }],
  US: [{ USD: { _from: '1792-01-01' } }, { USN: { _tender: 'false' } }, { USS: { _tender: 'false', _to: '2014-03-01' } }],
  GG: [{ GBP: { _from: '1830-01-01' } }],
  FM: [{ USD: { _from: '1944-01-01' } }, { JPY: { _from: '1914-10-03', _to: '1944-01-01' } }],
  JP: [{ JPY: { _from: '1861-01-01' } }],
  ZW: [{ ZWG: { _from: '2024-06-25' } }, { USD: { _from: '2009-04-12' } }, { ZWL: { _from: '2009-02-02', _to: '2024-08-31' } }],
};
const current = currentCurrencyCodes(regions);
const codesOf = (cca2: string, source: string[]) => currencyCodesOf(cca2, source, regions, current);

describe('currentCurrencyCodes', () => {
  it.each(['EUR', 'BSD', 'USD', 'GBP', 'JPY', 'ZWG'])('counts %s, legal tender today somewhere', (code) => {
    expect(current.has(code)).toBe(true);
  });

  it.each([
    ['BGN', 'withdrawn (it has a _to date)'],
    ['ZWL', 'withdrawn (it has a _to date)'],
    ['USN', 'not legal tender (_tender false)'],
    ['GGP', 'in no CLDR region (not ISO 4217)'],
  ])('leaves out %s, %s', (code) => {
    expect(current.has(code)).toBe(false);
  });
});

describe('currencyCodesOf', () => {
  it.each([
    ['CLDR’s current tender replaces a withdrawn source code (BG: BGN → EUR)', 'BG', ['BGN'], ['EUR']],
    ['a non-ISO code is dropped (GG: GGP)', 'GG', ['GBP', 'GGP'], ['GBP']],
    ['an extra current code of the source is kept after the tender (BS keeps USD)', 'BS', ['USD', 'BSD'], ['BSD', 'USD']],
    ['an empty source list is filled from CLDR (FM uses USD)', 'FM', [], ['USD']],
    ['a code withdrawn in this territory goes even if current elsewhere (FM: JPY)', 'FM', ['JPY'], ['USD']],
    ['several current tenders keep CLDR’s order (ZW: ZWG, USD)', 'ZW', ['ZWL'], ['ZWG', 'USD']],
    ['a code in both lists appears once', 'JP', ['JPY'], ['JPY']],
    ['a territory CLDR does not list keeps its current ISO codes only', 'XK', ['EUR', 'GGP'], ['EUR']],
  ])('%s', (_title, cca2, source, expected) => {
    expect(codesOf(cca2, source)).toEqual(expected);
  });
});

describe('describeCurrencies', () => {
  const names = new Map<string, CurrencyName>([
    ['EUR', { name: 'Euro', symbol: '€' }],
    ['XCG', { name: 'Caribbean guilder', symbol: 'Cg' }],
    ['XDR', { name: 'Special drawing rights', symbol: null }],
  ]);

  it('attaches the name and symbol of each code, in order', () => {
    expect(describeCurrencies(['XCG', 'EUR', 'XDR'], names)).toEqual([
      { code: 'XCG', name: 'Caribbean guilder', symbol: 'Cg' },
      { code: 'EUR', name: 'Euro', symbol: '€' },
      { code: 'XDR', name: 'Special drawing rights', symbol: null },
    ]);
  });

  it('returns an error naming a code nobody names, and where to add it', () => {
    const result = describeCurrencies(['EUR', 'ZWG'], names);
    expect(typeof result).toBe('string');
    expect(result).toMatch(/ZWG/);
    expect(result).toMatch(/data\/currencies\.json/);
  });
});
