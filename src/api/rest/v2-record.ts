/**
 * @module
 * The REST Countries v2 record: its keys in v2's order (its BaseCountry's, then its Country's),
 * its types and nesting, with our values and v2's words (names, regions, regional blocs:
 * v2-vocabulary.ts). `cioc` is `""` where there is none, as in v2's data (42 territories); a
 * language's `iso639_1` is left out where there is none, as v2's servers left it out; `borders` is
 * `[]` for an island, never absent, since apps map it.
 */
import type { z } from 'zod';
import type { CountryData } from '../../dataset/schema.ts';
import type { Paths } from '../paths.ts';
import type { RestV2Record } from './schemas.ts';
import { nativeName, v1CallingCodes, v1Offset } from './v1-record.ts';
import { v2Classification, v2Name, v2RegionalBlocs } from './v2-vocabulary.ts';

export type RestV2Country = z.infer<typeof RestV2Record>;

/** v2's translation keys and the ISO 639-3 codes of our translations (we have no Breton). */
const TRANSLATIONS = { br: 'bre', pt: 'por', nl: 'nld', hr: 'hrv', fa: 'fas', de: 'deu', es: 'spa', fr: 'fra', ja: 'jpn', it: 'ita', hu: 'hun' } as const;

type V2Language = RestV2Country['languages'][number];
const language = (l: CountryData['languages'][number]): V2Language => ({
  ...(l.iso639_1 ? { iso639_1: l.iso639_1 } : {}),
  iso639_2: l.iso639_3,
  name: l.name,
  ...(l.nativeName ? { nativeName: l.nativeName } : {}),
});

export function toRestV2(c: CountryData, paths: Paths): RestV2Country {
  const { region, subregion } = v2Classification(c);
  const svg = paths.flag(c.cca2);
  return {
    name: v2Name(c),
    topLevelDomain: c.tld,
    alpha2Code: c.cca2,
    alpha3Code: c.cca3,
    callingCodes: v1CallingCodes(c),
    capital: c.capital[0] ?? '',
    altSpellings: c.altSpellings,
    subregion,
    region,
    population: c.population,
    latlng: c.latlng,
    demonym: c.demonyms.eng?.m ?? '',
    area: c.area,
    gini: c.gini?.value ?? null,
    timezones: c.timezones.map(v1Offset),
    borders: c.borders,
    nativeName: nativeName(c),
    numericCode: c.ccn3 ?? '',
    flags: { svg, png: paths.flagPng(c.cca2) },
    currencies: c.currencies.map((cur) => ({ code: cur.code, name: cur.name, symbol: cur.symbol ?? '' })),
    languages: c.languages.map(language),
    translations: Object.fromEntries(
      Object.entries(TRANSLATIONS).map(([key, iso]) => [key, c.translations[iso]?.common ?? null]),
    ) as RestV2Country['translations'],
    flag: svg,
    regionalBlocs: v2RegionalBlocs(c),
    cioc: c.cioc ?? '',
    independent: c.independent === true,
  };
}

/** The top-level fields, in v2's order: what `fields=` may name. */
export const V2_FIELDS = [
  'name',
  'topLevelDomain',
  'alpha2Code',
  'alpha3Code',
  'callingCodes',
  'capital',
  'altSpellings',
  'subregion',
  'region',
  'population',
  'latlng',
  'demonym',
  'area',
  'gini',
  'timezones',
  'borders',
  'nativeName',
  'numericCode',
  'flags',
  'currencies',
  'languages',
  'translations',
  'flag',
  'regionalBlocs',
  'cioc',
  'independent',
] as const satisfies readonly (keyof RestV2Country)[];
