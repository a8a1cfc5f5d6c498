/**
 * @module
 * The REST Countries v1 record format, keys in v1's exact order and with v1's types.
 */
import type { CountryData } from '../../dataset/schema.ts';
import { relevance } from '../relevance.ts';
import type { z } from 'zod';
import { RestV1Record } from './schemas.ts';

export type RestV1Country = z.infer<typeof RestV1Record>;

/** v1 called Antarctica's region "Polar" and had no sub-region for it. */
const v1Region = (c: CountryData) => (c.subregion === null ? 'Polar' : c.region);

/** `UTC+01:00` stays, a zero offset becomes `UTC` as in v1 (and v2). */
export const v1Offset = (offset: string) => (offset === 'UTC+00:00' || offset === 'UTC-00:00' ? 'UTC' : offset);

/** v1's (and v2's) single native name: that of the first official language with one. */
export function nativeName(c: CountryData): string {
  for (const l of c.languages) {
    const n = c.name.native[l.iso639_3];
    if (n) return n.common;
  }
  return Object.values(c.name.native)[0]?.common ?? c.name.common;
}

/** v1's (and v2's) calling codes: digits without `+`; a member of the North American Numbering Plan is `1`, as v1 wrote it. */
export const v1CallingCodes = (c: CountryData): string[] => [...new Set(c.callingCodes.map((code) => (code.startsWith('+1') ? '1' : code.slice(1))))];

/** A calling code as digits; a leading `+` is no part of the key. */
export const callingCodeDigits = (callingCode: string) => callingCode.replace(/^\+/, '');

/** The calling codes a v1 or v2 lookup finds a country by: v1's (`1` for the NANP) and ours with the area code (`1876`: Jamaica alone). */
export const callingCodeKeys = (c: CountryData): string[] => [...v1CallingCodes(c), ...c.callingCodes.map(callingCodeDigits)];

export function toRestV1(c: CountryData): RestV1Country {
  return {
    name: c.name.common,
    capital: c.capital[0] ?? '',
    altSpellings: c.altSpellings,
    relevance: relevance(c).toString(),
    region: v1Region(c),
    subregion: c.subregion ?? '',
    translations: {
      de: c.translations.deu?.common ?? null,
      es: c.translations.spa?.common ?? null,
      fr: c.translations.fra?.common ?? null,
      ja: c.translations.jpn?.common ?? null,
      it: c.translations.ita?.common ?? null,
    },
    population: c.population,
    latlng: c.latlng,
    demonym: c.demonyms.eng?.m ?? '',
    area: c.area,
    gini: c.gini?.value ?? null,
    timezones: c.timezones.map(v1Offset),
    borders: c.borders,
    nativeName: nativeName(c),
    callingCodes: v1CallingCodes(c),
    topLevelDomain: c.tld,
    alpha2Code: c.cca2,
    alpha3Code: c.cca3,
    currencies: c.currencies.map((cur) => cur.code),
    languages: c.languages.flatMap((l) => (l.iso639_1 ? [l.iso639_1] : [])),
  };
}

/** v1's key order, which clients that compare records key by key rely on: that of its schema. */
export const V1_KEYS: readonly string[] = Object.keys(RestV1Record.shape);
