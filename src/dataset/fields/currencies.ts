import type { Currency } from '../schema.ts';
import type { CldrCurrencyEntry } from '../sources.ts';

/** Codes CLDR lists as legal tender today somewhere (so ISO 4217 and not withdrawn). */
export function currentCurrencyCodes(regions: Readonly<Record<string, readonly CldrCurrencyEntry[] | undefined>>): Set<string> {
  const current = new Set<string>();
  for (const entries of Object.values(regions))
    for (const [code, dates] of (entries ?? []).flatMap((e) => Object.entries(e))) {
      if (!dates._to && dates._tender !== 'false') current.add(code);
    }
  return current;
}

/**
 * A territory's currencies: CLDR's current legal tenders first (dated, ISO 4217, so BG has
 * EUR and CW/SX XCG), then the source's other codes that are still current ISO codes and
 * not withdrawn in this territory (BS keeps USD; GGP, KID, BGN, ANG… go).
 */
export function currencyCodesOf(
  cca2: string,
  sourceCodes: readonly string[],
  regions: Readonly<Record<string, readonly CldrCurrencyEntry[] | undefined>>,
  current: ReadonlySet<string>,
): string[] {
  const entries = (regions[cca2] ?? []).flatMap((e) => Object.entries(e));
  const tender = entries.filter(([, d]) => !d._to && d._tender !== 'false').map(([code]) => code);
  const withdrawnHere = new Set(entries.filter(([, d]) => d._to).map(([code]) => code));
  const extra = sourceCodes.filter((code) => current.has(code) && !withdrawnHere.has(code) && !tender.includes(code));
  return [...new Set([...tender, ...extra])];
}

export type CurrencyName = { name: string; symbol: string | null };

/** Attach names and symbols; a code nobody names is a build error. */
export function describeCurrencies(codes: readonly string[], names: ReadonlyMap<string, CurrencyName>): Currency[] | string {
  const out: Currency[] = [];
  for (const code of codes) {
    const known = names.get(code);
    if (!known) return `no name known for currency ${code} (add it to data/currencies.json)`;
    out.push({ code, name: known.name, symbol: known.symbol });
  }
  return out;
}
