/**
 * @module
 * The country record: the single source of truth for its TypeScript type, its runtime
 * validation, the JSON Schema in the OpenAPI document and the API reference.
 */
import { z } from 'zod';

const cca2 = z.string().regex(/^[A-Z]{2}$/, 'two upper-case letters (ISO 3166-1 alpha-2)');
const cca3 = z.string().regex(/^[A-Z]{3}$/, 'three upper-case letters (ISO 3166-1 alpha-3)');
const nonEmpty = z.string().trim().min(1, 'must not be empty');

export const NamePair = z.object({
  common: nonEmpty.describe('Name in everyday use.'),
  official: nonEmpty.describe('Formal name.'),
});

export const Language = z.object({
  iso639_3: z
    .string()
    .regex(/^[a-z]{3}$/)
    .describe('ISO 639-3 code (or a 639-2/639-5 collective code where the source has one: ber, khi, smi).'),
  iso639_1: z
    .string()
    .regex(/^[a-z]{2}$/)
    .nullable()
    .describe('ISO 639-1 code, null when the language has none.'),
  name: nonEmpty.describe('English name.'),
  nativeName: nonEmpty.nullable().describe('Name of the language in itself, null when unknown.'),
});

export const Currency = z.object({
  code: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .describe('ISO 4217 code.'),
  name: nonEmpty,
  symbol: z.string().nullable(),
});

export const Gini = z.object({
  value: z.number().min(0).max(100).describe('Gini index (0 = perfect equality, 100 = perfect inequality).'),
  year: z.number().int().min(1900).max(2100).describe('Year of the survey the value comes from.'),
});

export const Flag = z.object({
  emoji: nonEmpty.describe('Regional-indicator emoji derived from the alpha-2 code.'),
  svg: nonEmpty.describe('URL of the SVG flag served by the site.'),
});

export const Demonym = z.object({ f: nonEmpty, m: nonEmpty });

export const CountryLinks = z.object({
  self: nonEmpty,
  borders: nonEmpty,
  similarByRegion: nonEmpty,
  similarByLanguage: nonEmpty,
  explorer: nonEmpty.describe('The country page of the web explorer.'),
});

/** The full country record, as served by /country and the bulk export. */
export const Country = z.object({
  cca2: cca2.describe('ISO 3166-1 alpha-2 code (XK for Kosovo, user-assigned).'),
  cca3: cca3.describe('ISO 3166-1 alpha-3 code (UNK for Kosovo).'),
  ccn3: z
    .string()
    .regex(/^\d{3}$/)
    .nullable()
    .describe('ISO 3166-1 numeric code, null for Kosovo.'),
  cioc: cca3.nullable().describe('International Olympic Committee code.'),
  name: NamePair.extend({
    native: z.record(z.string().regex(/^[a-z]{3}$/), NamePair).describe('Native names keyed by ISO 639-3 code.'),
  }),
  altSpellings: z.array(nonEmpty),
  capital: z.array(nonEmpty).describe('Capital cities; several for ZA and BQ, none for AQ, BV, HM, MO and UM.'),
  region: nonEmpty.describe('UN M49 region (Africa, Americas, Asia, Europe, Oceania), or Antarctic for Antarctica.'),
  subregion: nonEmpty.nullable().describe('UN M49 sub-region; null for Antarctica.'),
  population: z.number().int().nonnegative(),
  populationYear: z.number().int().describe('Year the population estimate refers to.'),
  area: z.number().positive().nullable().describe('Area in km², null when unknown.'),
  density: z.number().nonnegative().nullable().describe('Inhabitants per km²: two decimals, three significant digits below 1; null without an area.'),
  latlng: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]),
  landlocked: z.boolean(),
  borders: z.array(cca3).describe('Alpha-3 codes of the countries sharing a land border (symmetric).'),
  languages: z.array(Language),
  currencies: z.array(Currency),
  timezones: z.array(z.string().regex(/^UTC[+-]\d{2}:\d{2}$/)).describe('Distinct standard UTC offsets, ascending.'),
  ianaTimezones: z.array(nonEmpty),
  tld: z.array(z.string().regex(/^\.\S+$/)),
  callingCodes: z.array(z.string().regex(/^\+\d+$/)),
  flag: Flag,
  demonyms: z
    .record(z.string().regex(/^[a-z]{3}$/), Demonym)
    .describe('Names for inhabitants keyed by ISO 639-3 language (eng, fra); empty entries in the source are left out.'),
  translations: z.record(z.string().regex(/^[a-z]{3}$/), NamePair).describe('Names keyed by ISO 639-3 language code.'),
  gini: Gini.nullable(),
  independent: z.boolean().nullable().describe('Null where sovereignty is disputed (Kosovo).'),
  unMember: z.boolean(),
  status: z.enum(['officially-assigned', 'user-assigned']),
  startOfWeek: z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']),
  links: CountryLinks,
});
export type Country = z.infer<typeof Country>;

/** A record as the dataset holds it: links and the flag file's URL are added by the API. */
export const CountryData = Country.omit({ links: true }).extend({ flag: Flag.pick({ emoji: true }) });
export type CountryData = z.infer<typeof CountryData>;
export type Language = z.infer<typeof Language>;
export type Currency = z.infer<typeof Currency>;

/** The short form used in lists. */
export const CountrySummary = Country.pick({
  cca2: true,
  cca3: true,
  ccn3: true,
  flag: true,
  capital: true,
  region: true,
  subregion: true,
  population: true,
  area: true,
  density: true,
}).extend({
  name: NamePair,
  links: z.object({ self: nonEmpty }),
});
export type CountrySummary = z.infer<typeof CountrySummary>;

/** Where one part of the dataset comes from. */
export const Source = z.object({
  name: nonEmpty,
  version: nonEmpty,
  fields: z.array(nonEmpty),
  licence: nonEmpty,
  attribution: nonEmpty,
  url: nonEmpty,
});
export type Source = z.infer<typeof Source>;

export const DatasetMeta = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .describe('Content hash of the records.'),
  builtAt: z.iso.datetime(),
  version: nonEmpty.describe('Version of the Countries Reference package that built it.'),
  countries: z.number().int(),
  sources: z.array(Source),
  licence: nonEmpty,
});
export type DatasetMeta = z.infer<typeof DatasetMeta>;
