/**
 * @module
 * A territory's currencies match ISO 4217's current list for it, read from CLDR's dated
 * currency table (which follows ISO 4217 and says when each code came and went): so Bulgaria
 * has EUR, Curaçao XCG. The source's own list is not trusted for membership — it gives South
 * Georgia SHP, Western Sahara DZD and MRU, Palestine EGP, Zimbabwe seven foreign currencies,
 * and codes that are not ISO 4217 at all (GGP, KID…). Currencies in wide use that ISO 4217
 * does not list for the territory (USD in the Bahamas) come from data/de-facto-currencies.json,
 * each with its reason, and are marked `de-facto`.
 */
import type { Currency } from '../schema.ts';
import type { CldrCurrencyEntry, DeFactoCurrency } from '../sources.ts';

type CurrencyRegions = Readonly<Record<string, readonly CldrCurrencyEntry[] | undefined>>;

/** The codes CLDR gives as current legal tender in a territory (no end date, not `_tender: false`), in CLDR's order. */
export function officialCurrencyCodes(cca2: string, regions: CurrencyRegions): string[] {
  const entries = (regions[cca2] ?? []).flatMap((e) => Object.entries(e));
  return [...new Set(entries.filter(([, d]) => !d._to && d._tender !== 'false').map(([code]) => code))];
}

export type CurrencyCode = { code: string; status: Currency['status'] };

/** Official codes first, then the territory's documented de-facto ones that are not official there. */
export function currencyCodesOf(cca2: string, regions: CurrencyRegions, deFacto: readonly DeFactoCurrency[]): CurrencyCode[] {
  const official = officialCurrencyCodes(cca2, regions);
  const extra = deFacto.filter((d) => d.country === cca2 && !official.includes(d.code)).map((d) => d.code);
  return [...official.map((code) => ({ code, status: 'official' as const })), ...[...new Set(extra)].map((code) => ({ code, status: 'de-facto' as const }))];
}

export type CurrencyName = { name: string; symbol: string | null };

/** Attach names and symbols; a code nobody names is a build error. */
export function describeCurrencies(codes: readonly CurrencyCode[], names: ReadonlyMap<string, CurrencyName>): Currency[] | string {
  const out: Currency[] = [];
  for (const { code, status } of codes) {
    const known = names.get(code);
    if (!known) return `no name known for currency ${code} (add it to data/currencies.json)`;
    out.push({ code, name: known.name, symbol: known.symbol, status });
  }
  return out;
}
