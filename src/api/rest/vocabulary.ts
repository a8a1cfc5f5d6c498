/**
 * @module
 * REST Countries' own words, where our records say otherwise (`data/rest-countries-vocabulary.json`):
 * its region and sub-region of each country (`North America`, `Central Europe`, `Southeast
 * Europe`), which the v3.1 and v5 records carry, and the country names, languages, currency names
 * and currency codes it used that ours lack (Turkey, Catalan in Spain, British pound, HRK), by
 * which its lookups still find the country.
 */
import data from '../../../data/rest-countries-vocabulary.json' with { type: 'json' };
import type { CountryData } from '../../dataset/schema.ts';

export interface Classification {
  readonly region: string;
  /** `""` for none (the Antarctic). */
  readonly subregion: string;
}

/** How a vocabulary file classifies countries: our sub-regions it renames, and the countries it places elsewhere (`[region, subregion]`). */
export interface ClassificationData {
  readonly renamedSubregions: Readonly<Record<string, string>>;
  readonly countries: Readonly<Record<string, readonly string[]>>;
}

/** A family's region and sub-region of a country: ours, renamed as it renamed them, unless it placed the country elsewhere. */
export const classifier =
  ({ renamedSubregions, countries }: ClassificationData) =>
  (c: CountryData): Classification => {
    const [region, subregion] = countries[c.cca2] ?? [];
    if (region !== undefined) return { region, subregion: subregion ?? '' };
    return { region: c.region, subregion: c.subregion === null ? '' : (renamedSubregions[c.subregion] ?? c.subregion) };
  };

/** REST Countries' region and sub-region of a country (v3.1's and v5's). */
export const restClassification = classifier(data.classification);

const names: Readonly<Record<string, readonly string[]>> = data.names.countries;
/** The names REST Countries gave a country that its record lacks (`Turkey`). */
export const restNames = (c: CountryData): readonly string[] => names[c.cca2] ?? [];

/** A language as REST Countries listed it for a country: its ISO 639-1 code (v1, v2), three-letter code (v2, v3.1) and English name, as it gave them. */
export interface RestLanguage {
  readonly iso639_1?: string;
  readonly iso639_3?: string;
  readonly name?: string;
}
const languages: Readonly<Record<string, readonly RestLanguage[]>> = data.languages.countries;
/** The languages REST Countries listed for a country that its record lacks (Catalan, Basque and Galician in Spain). */
export const restLanguages = (c: CountryData): readonly RestLanguage[] => languages[c.cca2] ?? [];

const currencyNames: Readonly<Record<string, readonly string[]>> = data.currencyNames.currencies;
type OldCode = { readonly name?: string; readonly countries: readonly string[] };
const oldCodes = Object.entries(data.currencyCodes.codes as Readonly<Record<string, OldCode>>);

/** A country's currency codes as REST Countries listed them too: ours, then the ones our records do not have. */
export function restCurrencyCodes(c: CountryData): string[] {
  return [...c.currencies.map((cur) => cur.code), ...oldCodes.filter(([, old]) => old.countries.includes(c.cca2)).map(([code]) => code)];
}

/** A country's currency names as REST Countries v3.1 wrote them too (`British pound` beside `Pound sterling`). */
export function restCurrencyNames(c: CountryData): string[] {
  return [
    ...c.currencies.flatMap((cur) => [cur.name, ...(currencyNames[cur.code] ?? [])]),
    ...oldCodes.flatMap(([, old]) => (old.name !== undefined && old.countries.includes(c.cca2) ? [old.name] : [])),
  ];
}
