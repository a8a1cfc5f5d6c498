/**
 * @module
 * The REST Countries v3.1 record: its keys in its order, its nesting and its types (as in
 * `data/restcountries/countriesV3.1.json`), with our values. Where v3.1 wrote an empty string
 * or an empty object for "none" (no `cioc`, no sub-region, no Gini), so does this.
 */
import type { CountryData } from '../../dataset/schema.ts';
import type { Paths } from '../paths.ts';
import type { z } from 'zod';
import type { RestV31Record } from './schemas.ts';
import { restClassification } from './vocabulary.ts';

export type RestV31Country = z.infer<typeof RestV31Record>;

/** v3.1 keyed Persian translations `per`; our records use ISO 639-3 `fas`. */
const V31_TRANSLATION_KEYS: Readonly<Record<string, string>> = { fas: 'per' };

/**
 * v3.1's international dialling code: the first digit as `root`, the rest of each code as
 * `suffixes` (`+49` → `+4`, `["9"]`; `+1876` → `+1`, `["876"]`). A one-digit code keeps one empty
 * suffix, so `root + suffixes[0]` is still the code (`+7`); no code at all is `""` and `[]`.
 */
export function idd(callingCodes: readonly string[]): { root: string; suffixes: string[] } {
  const first = callingCodes[0];
  if (first === undefined) return { root: '', suffixes: [] };
  const root = first.slice(0, 2);
  return { root, suffixes: callingCodes.filter((code) => code.startsWith(root)).map((code) => code.slice(2)) };
}

/** A map link for clients that read `maps.googleMaps` (Google's documented Maps URLs form, at the country's coordinates). */
export const googleMapsUrl = ([lat, lng]: readonly [number, number]) => `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lng}`;

export function toRestV31(c: CountryData, paths: Paths): RestV31Country {
  const { region, subregion } = restClassification(c);
  return {
    name: {
      common: c.name.common,
      official: c.name.official,
      nativeName: Object.fromEntries(Object.entries(c.name.native).map(([lang, n]) => [lang, { official: n.official, common: n.common }])),
    },
    tld: c.tld,
    cca2: c.cca2,
    ccn3: c.ccn3 ?? '',
    cca3: c.cca3,
    cioc: c.cioc ?? '',
    fifa: c.fifa ?? '',
    // v3.1 counted only `true` as independent; Kosovo's disputed status (null) is not.
    independent: c.independent === true,
    status: c.status,
    unMember: c.unMember,
    currencies: Object.fromEntries(c.currencies.map((cur) => [cur.code, { name: cur.name, symbol: cur.symbol ?? '' }])),
    idd: idd(c.callingCodes),
    capital: c.capital,
    capitalInfo: { latlng: c.capitalInfo.latlng ?? [] },
    altSpellings: c.altSpellings,
    region,
    subregion,
    continents: c.continents,
    languages: Object.fromEntries(c.languages.map((l) => [l.iso639_3, l.name])),
    translations: Object.fromEntries(
      Object.entries(c.translations).map(([lang, n]) => [V31_TRANSLATION_KEYS[lang] ?? lang, { official: n.official, common: n.common }]),
    ),
    latlng: c.latlng,
    landlocked: c.landlocked,
    borders: c.borders,
    area: c.area,
    flag: c.flag.emoji,
    demonyms: c.demonyms,
    flags: { svg: paths.flag(c.cca2), png: paths.flagPng(c.cca2), alt: c.flag.alt },
    coatOfArms: {},
    population: c.population,
    maps: { googleMaps: googleMapsUrl(c.latlng), openStreetMaps: c.maps.openStreetMaps },
    gini: c.gini ? { [String(c.gini.year)]: c.gini.value } : {},
    car: { signs: c.car.signs, side: c.car.side },
    postalCode: { format: c.postalCode?.format ?? null, regex: c.postalCode?.regex ?? null },
    startOfWeek: c.startOfWeek,
    timezones: c.timezones,
  };
}

/** The top-level fields, in v3.1's order: what `fields=` may name. */
export const V31_FIELDS = [
  'name',
  'tld',
  'cca2',
  'ccn3',
  'cca3',
  'cioc',
  'fifa',
  'independent',
  'status',
  'unMember',
  'currencies',
  'idd',
  'capital',
  'capitalInfo',
  'altSpellings',
  'region',
  'subregion',
  'continents',
  'languages',
  'translations',
  'latlng',
  'landlocked',
  'borders',
  'area',
  'flag',
  'demonyms',
  'flags',
  'coatOfArms',
  'population',
  'maps',
  'gini',
  'car',
  'postalCode',
  'startOfWeek',
  'timezones',
] as const satisfies readonly (keyof RestV31Country)[];
