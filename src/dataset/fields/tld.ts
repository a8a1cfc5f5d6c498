/**
 * @module
 * Country-code top-level domains: a TLD is listed only when IANA delegates it to that country
 * (data/iana-cctlds.json). The source's list mixes in generic TLDs (China's `.公司` "company",
 * Japan's `.みんな` "everyone"), another country's TLD (`.nl` for the Caribbean Netherlands),
 * codes IANA never delegated (`.bq`, `.xk`) and a misspelt IDN (Syria's `.سوريا`, delegated
 * as `.سورية`).
 */
import type { CcTldFile } from '../sources.ts';

/**
 * Top-level domains with the dot first. The source stores eight right-to-left IDN TLDs
 * (AE, DZ, IR, JO, MA, PS, QA, SY) with the dot at the end, as typed in a bidi editor.
 */
export function normaliseTld(tld: string): string {
  const trimmed = tld.trim().normalize('NFC');
  if (trimmed.startsWith('.')) return trimmed;
  if (trimmed.endsWith('.')) return '.' + trimmed.slice(0, -1);
  return '.' + trimmed;
}

/** The country IANA delegates an ASCII two-letter TLD to, or null (not delegated, or not a country's). */
export function asciiDelegate(tld: string, table: CcTldFile): string | null {
  const label = tld.slice(1);
  if (!/^[a-z]{2}$/.test(label)) return null;
  const exception = table.ascii.delegatedTo[label];
  if (exception) return exception.country;
  const code = label.toUpperCase();
  return code in table.ascii.notDelegated ? null : code;
}

/**
 * A country's TLDs: the source's ASCII ccTLDs that IANA delegates to it (its own code, or an
 * exception such as `.uk`), then every IDN ccTLD IANA delegates to it. The source's IDN
 * entries are not used: IANA's table is complete and spelt right.
 */
export function countryTlds(cca2: string, sourceTlds: readonly string[], table: CcTldFile): string[] {
  const ascii = sourceTlds.map(normaliseTld).filter((tld) => asciiDelegate(tld, table) === cca2);
  const idn = (table.idn[cca2] ?? []).map((entry) => normaliseTld(entry.tld));
  return [...new Set([...ascii, ...idn])];
}
