/**
 * @module
 * The REST Countries records (v1, v2, v3.1) and error body as zod schemas: the TypeScript types of
 * the functions that write them and their JSON Schema in the OpenAPI document.
 */
import { z } from 'zod';

const latlng = z.tuple([z.number(), z.number()]).describe('[latitude, longitude]');
const names = z.object({ official: z.string(), common: z.string() });

/** The run of fields v1 and v2 records have alike, in the same place; v2 says more of its borders. */
const sharedFields = (borders: string) => ({
  population: z.number().int(),
  latlng,
  demonym: z.string(),
  area: z.number().nullable().describe('km²'),
  gini: z.number().nullable(),
  timezones: z.array(z.string()).describe('UTC±HH:MM, UTC for a zero offset.'),
  borders: z.array(z.string()).describe(borders),
  nativeName: z.string(),
});

export const RestV1Record = z
  .object({
    name: z.string().describe('English common name.'),
    capital: z.string().describe('The first capital; "" without one.'),
    altSpellings: z.array(z.string()),
    relevance: z.string().describe('Our search-ranking weight, a numeric string (docs/api.md, rest/v1/all).'),
    region: z.string().describe('UN M49 region; Polar for Antarctica.'),
    subregion: z.string().describe('UN M49 sub-region; "" for Antarctica.'),
    translations: z
      .object({ de: z.string().nullable(), es: z.string().nullable(), fr: z.string().nullable(), ja: z.string().nullable(), it: z.string().nullable() })
      .describe('The common name in five languages.'),
    ...sharedFields('Alpha-3 codes.'),
    callingCodes: z.array(z.string()).describe('Digits without +.'),
    topLevelDomain: z.array(z.string()),
    alpha2Code: z.string(),
    alpha3Code: z.string(),
    currencies: z.array(z.string()).describe('ISO 4217 codes.'),
    languages: z.array(z.string()).describe('ISO 639-1 codes.'),
  })
  .describe('A country in the REST Countries v1 record format.');

const nullable = z.string().nullable();
const v2Bloc = z.object({
  acronym: z.string(),
  name: z.string(),
  otherAcronyms: z.array(z.string()).optional(),
  otherNames: z.array(z.string()).optional(),
});

export const RestV2Record = z
  .object({
    name: z.string().describe("v2's ISO-style short name (`United States of America`, `Korea (Republic of)`; data/rest-countries-v2.json)."),
    topLevelDomain: z.array(z.string()),
    alpha2Code: z.string(),
    alpha3Code: z.string(),
    callingCodes: z.array(z.string()).describe('Digits without +; `1` for the North American Numbering Plan.'),
    capital: z.string().describe('The first capital; "" without one.'),
    altSpellings: z.array(z.string()),
    subregion: z.string().describe('v2\'s sub-region (`Central Europe`, `South-Eastern Asia`); "" for the Polar region.'),
    region: z.string().describe("v2's region: Africa, Americas, Asia, Europe, Oceania or Polar."),
    ...sharedFields('Alpha-3 codes; [] for none, never absent.'),
    numericCode: z.string().describe('ISO 3166-1 numeric, three digits; "" for none (Kosovo).'),
    flags: z.object({ svg: z.string(), png: z.string() }).describe("The site's own SVG flag and its PNG rendering, 320 px wide; absolute URLs."),
    currencies: z.array(z.object({ code: z.string(), name: z.string(), symbol: z.string() })),
    languages: z
      .array(z.object({ iso639_1: z.string().optional(), iso639_2: z.string(), name: z.string(), nativeName: z.string().optional() }))
      .describe('iso639_1 and nativeName absent where the language has none known.'),
    translations: z
      .object({
        br: nullable,
        pt: nullable,
        nl: nullable,
        hr: nullable,
        fa: nullable,
        de: nullable,
        es: nullable,
        fr: nullable,
        ja: nullable,
        it: nullable,
        hu: nullable,
      })
      .describe("The common name in v2's 11 languages; null where we have none (Breton)."),
    flag: z.string().describe('The SVG flag, an absolute URL.'),
    regionalBlocs: z.array(v2Bloc).describe("v2's 13 regional blocs the country is a member of (data/rest-countries-v2.json)."),
    cioc: z.string().describe('"" for none, as in v2\'s data.'),
    independent: z.boolean(),
  })
  .describe('A country in the REST Countries v2 record format; with fields=, only the fields asked for.');

export const RestV31Record = z
  .object({
    name: z.object({ common: z.string(), official: z.string(), nativeName: z.record(z.string(), names).describe('By ISO 639-3 code.') }),
    tld: z.array(z.string()),
    cca2: z.string(),
    ccn3: z.string().describe('"" for none (Kosovo).'),
    cca3: z.string(),
    cioc: z.string().describe('"" for none.'),
    fifa: z.string().describe('"" for none.'),
    independent: z.boolean().describe('true only for a sovereign state (Kosovo, disputed, is false).'),
    status: z.string(),
    unMember: z.boolean(),
    currencies: z.record(z.string(), z.object({ name: z.string(), symbol: z.string() })).describe('By ISO 4217 code.'),
    idd: z.object({ root: z.string(), suffixes: z.array(z.string()) }).describe('Calling code: root + suffix.'),
    capital: z.array(z.string()),
    capitalInfo: z.object({ latlng: z.union([latlng, z.tuple([])]) }),
    altSpellings: z.array(z.string()),
    region: z.string().describe("REST Countries' classification (data/rest-countries-vocabulary.json): UN M49 with its own exceptions (Cyprus in Europe)."),
    subregion: z.string().describe('REST Countries\' sub-region (`North America`, `Central Europe`, `Southeast Europe`…); "" in the Antarctic.'),
    continents: z.array(z.string()),
    languages: z.record(z.string(), z.string()).describe('English names by ISO 639-3 code.'),
    translations: z.record(z.string(), names).describe('By language code (v3.1 keys: per for Persian).'),
    latlng,
    landlocked: z.boolean(),
    borders: z.array(z.string()).describe('Alpha-3 codes.'),
    area: z.number().nullable().describe('km²'),
    flag: z.string().describe('Emoji.'),
    demonyms: z.record(z.string(), z.object({ f: z.string(), m: z.string() })),
    flags: z.object({ svg: z.string(), png: z.string(), alt: z.string() }).describe("The site's own SVG flag and its PNG rendering, 320 px wide."),
    coatOfArms: z.object({}).describe('Empty: we have no coats of arms.'),
    population: z.number().int(),
    maps: z.object({ googleMaps: z.string(), openStreetMaps: z.string() }),
    gini: z.record(z.string(), z.number()).describe('The latest value keyed by its year; {} without one.'),
    car: z.object({ signs: z.array(z.string()), side: z.enum(['left', 'right']) }),
    postalCode: z.object({ format: z.string().nullable(), regex: z.string().nullable() }),
    startOfWeek: z.string(),
    timezones: z.array(z.string()),
  })
  .describe('A country in the REST Countries v3.1 record format; with fields=, only the fields asked for.');

export const RestError = z
  .object({ status: z.number().int(), message: z.string() })
  .describe('REST Countries\' error body: {"status":404,"message":"Not Found"}.');
