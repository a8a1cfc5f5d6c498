import { describe, expect, it } from 'vitest';
import { currencyCodesOf, describeCurrencies, officialCurrencyCodes, type CurrencyName } from './currencies.ts';
import type { CldrCurrencyEntry, DeFactoCurrency } from '../sources.ts';

/** A slice of CLDR currencyData.region, with its real dates. */
const regions: Record<string, CldrCurrencyEntry[]> = {
  BG: [{ EUR: { _from: '2026-01-01' } }, { BGN: { _from: '1999-07-05', _to: '2026-01-31' } }, { BGL: { _from: '1962-01-01', _to: '1999-07-05' } }],
  BS: [{ BSD: { _from: '1966-05-25' } }],
  US: [{ USD: { _from: '1792-01-01' } }, { USN: { _tender: 'false' } }, { USS: { _tender: 'false', _to: '2014-03-01' } }],
  FM: [{ USD: { _from: '1944-01-01' } }, { JPY: { _from: '1914-10-03', _to: '1944-01-01' } }],
  ZW: [{ ZWG: { _from: '2024-06-25' } }, { USD: { _from: '2009-04-12' } }, { ZWL: { _from: '2009-02-02', _to: '2024-08-31' } }],
  PS: [{ ILS: { _from: '1985-09-04' } }, { JOD: { _from: '1996-02-12' } }, { JOD: { _from: '1950-07-01', _to: '1967-06-01' } }],
};
const deFacto: DeFactoCurrency[] = [
  { country: 'BS', code: 'USD', reason: 'circulates at par beside the Bahamian dollar', source: 'central bank' },
  { country: 'ZW', code: 'USD', reason: 'already official there, so listed once', source: 'central bank' },
];

describe('officialCurrencyCodes', () => {
  it.each([
    ['the current tender replaces a withdrawn one (BG: EUR, not BGN)', 'BG', ['EUR']],
    ['a code that is not legal tender is left out (US: USN)', 'US', ['USD']],
    ['a code withdrawn here is left out (FM: JPY)', 'FM', ['USD']],
    ['several tenders keep CLDR’s order (ZW: ZWG, USD)', 'ZW', ['ZWG', 'USD']],
    ['a code listed twice (current and withdrawn) appears once (PS: JOD)', 'PS', ['ILS', 'JOD']],
    ['a territory CLDR does not list has none', 'XX', []],
  ])('%s', (_title, cca2, expected) => {
    expect(officialCurrencyCodes(cca2, regions)).toEqual(expected);
  });
});

describe('currencyCodesOf', () => {
  it('adds a documented de-facto currency after the official ones (BS: BSD, then USD)', () => {
    expect(currencyCodesOf('BS', regions, deFacto)).toEqual([
      { code: 'BSD', status: 'official' },
      { code: 'USD', status: 'de-facto' },
    ]);
  });

  it('lists a de-facto entry once, as official, when ISO 4217 lists it there too (ZW: USD)', () => {
    expect(currencyCodesOf('ZW', regions, deFacto)).toEqual([
      { code: 'ZWG', status: 'official' },
      { code: 'USD', status: 'official' },
    ]);
  });

  it('gives a territory only its official currencies without a de-facto entry (BG)', () => {
    expect(currencyCodesOf('BG', regions, deFacto)).toEqual([{ code: 'EUR', status: 'official' }]);
  });
});

describe('describeCurrencies', () => {
  const names = new Map<string, CurrencyName>([
    ['EUR', { name: 'Euro', symbol: '€' }],
    ['XCG', { name: 'Caribbean guilder', symbol: 'Cg' }],
    ['XDR', { name: 'Special drawing rights', symbol: null }],
  ]);

  it('attaches the name and symbol of each code, in order, with its status', () => {
    expect(
      describeCurrencies(
        [
          { code: 'XCG', status: 'official' },
          { code: 'EUR', status: 'de-facto' },
          { code: 'XDR', status: 'official' },
        ],
        names,
      ),
    ).toEqual([
      { code: 'XCG', name: 'Caribbean guilder', symbol: 'Cg', status: 'official' },
      { code: 'EUR', name: 'Euro', symbol: '€', status: 'de-facto' },
      { code: 'XDR', name: 'Special drawing rights', symbol: null, status: 'official' },
    ]);
  });

  it('returns an error naming a code nobody names, and where to add it', () => {
    const result = describeCurrencies(
      [
        { code: 'EUR', status: 'official' },
        { code: 'ZWG', status: 'official' },
      ],
      names,
    );
    expect(typeof result).toBe('string');
    expect(result).toMatch(/ZWG/);
    expect(result).toMatch(/data\/currencies\.json/);
  });
});
