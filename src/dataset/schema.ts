/**
 * @module
 * The country record: the single source of truth for its TypeScript type, its runtime
 * validation, the JSON Schema in the OpenAPI document and the API reference.
 */
import { z } from 'zod';
import { Conventions, Dependency, Economy, Geography, Government, People } from './schema-profile.ts';
import { SubdivisionCounts } from './subdivision-schema.ts';
import { DATA_VERSION, ReleaseRef } from './changes-schema.ts';

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

export const CurrencyStatus = z
  .enum(['official', 'de-facto'])
  .describe(
    'official: ISO 4217 lists it for this country or territory today (via CLDR’s dated currency table); de-facto: widely used there although ISO 4217 does not list it (each one documented in data/currencies.json).',
  );

export const Currency = z.object({
  code: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .describe('ISO 4217 code.'),
  name: nonEmpty,
  symbol: z.string().nullable(),
  status: CurrencyStatus,
});

export const Gini = z.object({
  value: z.number().min(0).max(100).describe('Gini index (0 = perfect equality, 100 = perfect inequality).'),
  year: z.number().int().min(1900).max(2100).describe('Year of the survey the value comes from.'),
  source: z.literal('worldbank').describe('World Bank, World Development Indicators (SI.POV.GINI).'),
});

export const Flag = z.object({
  emoji: nonEmpty.describe('Regional-indicator emoji derived from the alpha-2 code.'),
  svg: nonEmpty.describe('URL of the SVG flag served by the site.'),
  alt: nonEmpty.describe('Text alternative describing the flag (REST Countries’ flag.alt), for the image’s alt attribute.'),
});

export const Demonym = z.object({ f: nonEmpty, m: nonEmpty });

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
export const LatLng = z.tuple([latitude, longitude]).describe('[latitude, longitude] in decimal degrees.');

export const CAPITAL_ROLES = ['official', 'administrative', 'legislative', 'judicial', 'royal', 'island'] as const;
export const CapitalRole = z
  .enum(CAPITAL_ROLES)
  .describe(
    'official: the capital the constitution or law names (the only role of a single capital); administrative: seat of the government or executive (The Hague, La Paz, Pretoria, Colombo…); legislative: seat of parliament (Cape Town, Lobamba); judicial: seat of the highest court (Bloemfontein); royal: a royal capital the constitution names (Cetinje); island: capital of one island of a territory made of several (Caribbean Netherlands).',
  );

export const Capital = z.object({
  name: nonEmpty,
  role: CapitalRole,
  latlng: LatLng.nullable().describe('Coordinates of the city; null when no source has them.'),
});

export const CONTINENTS = ['Africa', 'Antarctica', 'Asia', 'Europe', 'North America', 'Oceania', 'South America'] as const;

export const PostalCode = z.object({
  format: nonEmpty.describe('Written form: # a digit, @ a letter, other characters as they are; alternatives separated by |.'),
  regex: nonEmpty.describe('JavaScript regular expression every code of the format matches (tested against an example of each alternative).'),
});

/** Full membership of each organisation in data/memberships.json, as of 2026-11. */
export const Memberships = z
  .object({
    un: z.boolean().describe('United Nations member state (193); the same as unMember.'),
    eu: z.boolean().describe('European Union member state (27).'),
    eurozone: z
      .boolean()
      .describe('EU member state that has adopted the euro (21, Bulgaria since 2026-01-01); not the countries that use the euro without being members.'),
    schengen: z.boolean().describe('Full member of the Schengen area (29, Bulgaria and Romania since 2025-01-01).'),
    nato: z.boolean().describe('NATO member (32).'),
    commonwealth: z.boolean().describe('Commonwealth of Nations member (56).'),
    oecd: z.boolean().describe('OECD member (38).'),
    g7: z.boolean().describe('G7 member (7; the EU takes part but is not counted).'),
    g20: z.boolean().describe('G20 member country (19; its two organisation members, the EU and the African Union, are not countries).'),
    brics: z.boolean().describe('BRICS full member (10; partner countries are not members, Saudi Arabia has not confirmed joining).'),
    opec: z.boolean().describe('OPEC member (12).'),
    africanUnion: z.boolean().describe('African Union member state (55, suspended members included).'),
    asean: z.boolean().describe('ASEAN member state (11, Timor-Leste since 2025-10-26).'),
    arabLeague: z.boolean().describe('Arab League member state (22, Syria’s seat restored in 2023).'),
  })
  .describe(
    'Membership of 14 international organisations as of 2026-11 (data/memberships.json): member states only, not their dependent territories; observers, partners and candidates are false.',
  );

/** The organisations, in the order the record lists them. */
export const ORGANISATIONS = Object.keys(Memberships.shape) as (keyof typeof Memberships.shape)[];
export type OrganisationId = (typeof ORGANISATIONS)[number];

export const POPULATION_SOURCES = ['worldbank', 'factbook', 'cldr', 'override'] as const;

export const CountryLinks = z.object({
  self: nonEmpty,
  borders: nonEmpty,
  similarByRegion: nonEmpty,
  similarByLanguage: nonEmpty,
  explorer: nonEmpty.describe('The country page of the web explorer.'),
});

/** The full country record, as served by /country and the bulk export. */
export const Country = z.object({
  cca2: cca2.describe('ISO 3166-1 alpha-2 code (`XK` for Kosovo, user-assigned).'),
  cca3: cca3.describe('ISO 3166-1 alpha-3 code (`UNK` for Kosovo).'),
  ccn3: z
    .string()
    .regex(/^\d{3}$/)
    .nullable()
    .describe('ISO 3166-1 numeric code, three digits with leading zeros (`076`); null for Kosovo.'),
  cioc: cca3.nullable().describe('International Olympic Committee code, null where there is none; never used for lookups.'),
  name: NamePair.extend({
    native: z.record(z.string().regex(/^[a-z]{3}$/), NamePair).describe('Native names keyed by ISO 639-3 code.'),
  }).describe('`common` (everyday English name), `official` (formal English name), `native`: `{ <iso639-3>: { common, official } }`.'),
  altSpellings: z.array(nonEmpty).describe('Other names and codes the country goes by.'),
  capital: z.array(nonEmpty).describe('Capital cities, in the order of `capitals`; none for AQ, BV, HM, MO and UM.'),
  capitals: z
    .array(Capital)
    .describe(
      '`{ name, role, latlng }` for each capital: `role` is `official`, `administrative`, `legislative`, `judicial`, `royal` or `island` (see Capitals in docs/api.md); `latlng` `[lat, lng]` or null.',
    ),
  capitalInfo: z
    .object({ latlng: LatLng.nullable().describe('Coordinates of the first capital; null without a capital.') })
    .describe('`{ latlng }`: the first capital’s coordinates, or null (REST Countries’ shape).'),
  region: nonEmpty.describe('UN M49 region: `Africa`, `Americas`, `Asia`, `Europe`, `Oceania`; `Antarctic` for Antarctica.'),
  subregion: nonEmpty.nullable().describe('UN M49 sub-region; null for Antarctica.'),
  population: z
    .number()
    .int()
    .nonnegative()
    .describe('Inhabitants: the World Bank’s latest figure, or CLDR’s estimate where the World Bank has none (see Population in docs/api.md).'),
  populationYear: z
    .number()
    .int()
    .min(1900)
    .max(2100)
    .nullable()
    .describe('The year of the World Bank figure; null for a CLDR estimate (CLDR gives no year) and for a correction.'),
  populationSource: z
    .enum(POPULATION_SOURCES)
    .describe(
      'Where `population` comes from: `worldbank` (World Bank WDI SP.POP.TOTL, its latest year), `cldr` (a CLDR estimate, for the territories the World Bank does not cover; undated) or `override` (a correction in data/overrides.json).',
    ),
  area: z.number().positive().nullable().describe('Area in km², null when unknown.'),
  density: z.number().nonnegative().nullable().describe('Inhabitants per km², rounded to 2 decimals; null without an area.'),
  latlng: LatLng.describe('Latitude and longitude of a central point.'),
  continents: z
    .array(z.enum(CONTINENTS))
    .min(1)
    .describe(
      'Continents the country lies on (`Africa`, `Antarctica`, `Asia`, `Europe`, `North America`, `Oceania`, `South America`); transcontinental countries list each.',
    ),
  landlocked: z.boolean().describe('No coastline.'),
  borders: z.array(cca3).describe('Alpha-3 codes of the countries sharing a land border, sorted; symmetric.'),
  languages: z.array(Language).describe('`{ iso639_3, iso639_1, name, nativeName }`, sorted by ISO 639-3 code; `iso639_1` and `nativeName` null when unknown.'),
  currencies: z
    .array(Currency)
    .describe('`{ code, name, symbol, status }`: ISO 4217 code, English name, symbol or null, and `official` (ISO 4217 lists it there) or `de-facto`.'),
  timezones: z.array(z.string().regex(/^UTC[+-]\d{2}:\d{2}$/)).describe('Distinct standard UTC offsets, ascending, `UTC+01:00` style.'),
  ianaTimezones: z.array(nonEmpty).describe('IANA time-zone names, sorted.'),
  tld: z
    .array(z.string().regex(/^\.\S+$/))
    .describe('Country-code top-level domains IANA delegates to the country, dot first (`.de`, `.中国`); none where IANA delegates none.'),
  callingCodes: z
    .array(z.string().regex(/^\+\d+$/))
    .describe('ITU-T E.164 country codes, `+49` style; NANP members other than the US and Canada with their area codes (`+1876`).'),
  fifa: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable()
    .describe('FIFA code, null where there is none.'),
  car: z
    .object({
      side: z.enum(['left', 'right']).describe('Side of the road traffic drives on.'),
      signs: z.array(z.string().regex(/^[A-Z]{1,4}$/)).describe('International vehicle registration codes (oval signs); empty when none.'),
    })
    .describe('`{ side, signs }`: the side traffic drives on (`left` or `right`) and the international vehicle registration codes.'),
  postalCode: PostalCode.nullable().describe(
    '`{ format, regex }`: the written format (`#` a digit, `@` a letter, ` or ` between alternatives) and a JavaScript pattern that matches it; null without postal codes.',
  ),
  flag: Flag.describe(
    '`emoji` (from the alpha-2 code), `svg` (URL of the flag file the site serves, `/flags/DE.svg`) and `alt` (a text description of the flag).',
  ),
  maps: z
    .object({
      openStreetMaps: z
        .string()
        .regex(/^https:\/\/www\.openstreetmap\.org\/(relation|way|node)\/\d+$/)
        .describe('OpenStreetMap object of the country (a relation; a node for Antarctica).'),
    })
    .describe('`{ openStreetMaps }`: the country’s OpenStreetMap relation.'),
  demonyms: z
    .record(z.string().regex(/^[a-z]{3}$/), Demonym)
    .describe('Names for the inhabitants keyed by ISO 639-3 language (`eng`, `fra`), each `{ f, m }`; left out where no source has them.'),
  translations: z
    .record(z.string().regex(/^[a-z]{3}$/), NamePair)
    .describe('Names keyed by ISO 639-3 language (23 languages: `ara` … `zho`; Persian is `fas`), each `{ common, official }`.'),
  gini: Gini.nullable().describe('`{ value, year, source }`: the latest World Bank Gini index and its survey year; null without one.'),
  independent: z.boolean().nullable().describe('Sovereign state; null where sovereignty is disputed (Kosovo).'),
  unMember: z.boolean().describe('Member of the United Nations (193).'),
  unObserver: z.boolean().describe('Non-member observer state of the United Nations (the Holy See and Palestine; data/memberships.json).'),
  dependency: Dependency.nullable().describe(
    '`{ sovereign, kind, text, source }`: the country a dependent territory belongs to (or is freely associated with) and the kind of dependency, from the Factbook’s “Dependency status” or an override; null for the others.',
  ),
  memberships: Memberships.describe(
    'Booleans for `un`, `eu`, `eurozone`, `schengen`, `nato`, `commonwealth`, `oecd`, `g7`, `g20`, `brics`, `opec`, `africanUnion`, `asean`, `arabLeague`, as of 2026-11 (see Memberships in docs/api.md and `/api/organisations`).',
  ),
  subdivisions: SubdivisionCounts,
  status: z.enum(['officially-assigned', 'user-assigned']).describe('ISO 3166-1 status: `officially-assigned` or `user-assigned` (Kosovo).'),
  gec: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .describe(
      'The CIA World Factbook’s GEC code (formerly FIPS 10-4) of the country’s profile (`GM` for Germany); null without a profile (data/factbook-gec.json).',
    ),
  government: Government.nullable().describe(
    '`{ type, leaders, leadersAsOf, independence, nationalHoliday, fiscalYear, source }` from the CIA World Factbook’s final edition (2026-01-22); the leaders are the terms in office on `leadersAsOf` (the dataset’s as-of date), the Factbook’s carried forward by dated, sourced changes (`/api/country/{code}/leaders` has every term). Null without a Factbook profile.',
  ),
  conventions: Conventions,
  economy: Economy,
  people: People,
  geography: Geography,
  startOfWeek: z
    .enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
    .describe('First day of the week (`monday`, `sunday`, …), CLDR week data.'),
  links: CountryLinks.describe("`self`, `borders`, `similarByRegion`, `similarByLanguage` (API files) and `explorer` (the country's page on the site)."),
});
export type Country = z.infer<typeof Country>;

/** A record as the dataset holds it: links and the flag file's URL are added by the API. */
export const CountryData = Country.omit({ links: true }).extend({ flag: Flag.pick({ emoji: true, alt: true }) });
export type CountryData = z.infer<typeof CountryData>;
export type Language = z.infer<typeof Language>;
export type Currency = z.infer<typeof Currency>;
export type Capital = z.infer<typeof Capital>;
export type CapitalRole = z.infer<typeof CapitalRole>;
export type PostalCode = z.infer<typeof PostalCode>;
export type Memberships = z.infer<typeof Memberships>;

/** One year of a country's population series. */
export const PopulationPoint = z.object({
  year: z.number().int().min(1900).max(2100),
  population: z.number().int().nonnegative(),
});
export type PopulationPoint = z.infer<typeof PopulationPoint>;

/**
 * The World Bank's yearly population (SP.POP.TOTL) per country, oldest year first, for the
 * countries it covers; kept beside the records rather than in them.
 */
export const PopulationSeries = z
  .record(cca2, z.array(PopulationPoint).min(1))
  .describe('Yearly population by alpha-2 code, oldest first (World Bank WDI SP.POP.TOTL).');
export type PopulationSeries = z.infer<typeof PopulationSeries>;

/** One year of a country's GDP series. */
export const GdpPoint = z.object({
  year: z.number().int().min(1900).max(2100),
  gdp: z.number().positive().describe('GDP at current prices, US dollars (World Bank WDI NY.GDP.MKTP.CD).'),
  gdpPerCapita: z.number().positive().nullable().describe('GDP over the World Bank’s population of the same year (SP.POP.TOTL); null without it.'),
});
export type GdpPoint = z.infer<typeof GdpPoint>;

/** The World Bank's yearly GDP (and GDP per person) by alpha-2 code, oldest year first, for the countries it covers. */
export const GdpSeries = z
  .record(cca2, z.array(GdpPoint).min(1))
  .describe('Yearly GDP in current US dollars and GDP per person by alpha-2 code, oldest first (World Bank WDI NY.GDP.MKTP.CD over SP.POP.TOTL).');
export type GdpSeries = z.infer<typeof GdpSeries>;

/** An organisation of data/memberships.json as the dataset keeps it. */
export const Organisation = z.object({
  id: z.enum(ORGANISATIONS as [OrganisationId, ...OrganisationId[]]),
  name: nonEmpty,
  members: z.array(cca2),
  source: z.object({ title: nonEmpty, url: z.url() }),
  asOf: z.string().regex(/^\d{4}-\d{2}$/),
  note: nonEmpty.optional(),
});
export type Organisation = z.infer<typeof Organisation>;

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
  populationYear: true,
  area: true,
  density: true,
}).extend({
  name: NamePair,
  flag: Flag.pick({ emoji: true, svg: true }),
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
  asOf: z.iso
    .date()
    .describe(
      'The day the time-bound facts (leaders in office, subdivision changes) are current to, as far as the sources show: a curated date (data/as-of.json), not the build’s clock. Each figure keeps its own year and vintage.',
    ),
  version: nonEmpty.describe('Version of the Countries Reference package that built it.'),
  dataVersion: z
    .string()
    .regex(DATA_VERSION)
    .describe(
      'The data’s version (semantic versioning): the number of the release recorded in the repository whose data this is, else the next number the changes since it call for, with a pre-release tag and the content id (`1.1.0-dev+3f0c…`).',
    ),
  release: ReleaseRef.nullable().describe('The last release recorded in the repository (`releases/`), which `/api/changes` compares this build with.'),
  countries: z.number().int(),
  sources: z.array(Source),
  licence: nonEmpty,
});
export type DatasetMeta = z.infer<typeof DatasetMeta>;

/** A flag's colours (src/dataset/fields/flag-colours.ts), kept beside the records by alpha-2 code. */
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/, 'a colour as #rrggbb');

export const SWATCHES = ['vibrant', 'muted', 'dark_vibrant', 'dark_muted', 'light_vibrant', 'light_muted'] as const;

export const FlagColours = z.object({
  dominant: hexColour.describe('The colour of the largest area once shades of one colour are counted together.'),
  prominent: hexColour.describe('The single colour that covers the largest share of the flag.'),
  palette: z
    .array(z.object({ hex: hexColour, proportion: z.number().min(0).max(1).describe('Share of the flag’s area, 0–1, four decimals.') }))
    .describe('The colours of at least 0.5% of the flag, largest first (shades counted with their colour), at most 8.'),
  swatches: z
    .object(Object.fromEntries(SWATCHES.map((name) => [name, hexColour.nullable()])) as Record<(typeof SWATCHES)[number], z.ZodNullable<typeof hexColour>>)
    .describe('The Vibrant algorithm’s swatches among the palette’s colours; null where the flag has no colour of that kind.'),
});
export type FlagColours = z.infer<typeof FlagColours>;
