/**
 * @module
 * The bodies the API answers with, as zod schemas registered under the names the OpenAPI
 * document gives them (`#/components/schemas/Country`); each route names those it answers a 200
 * with (`Route.response`). The records come from the dataset's schema and the REST modules; the
 * envelopes are described here.
 */
import { z } from 'zod';
import { Country, CountrySummary, DatasetMeta, GdpPoint, Organisation, PopulationPoint, Source } from '../dataset/schema.ts';
import { FACTBOOK_EDITION, FactbookProfile, FigureSource, LeaderTerm } from '../dataset/schema-profile.ts';
import { SubdivisionChange, SubdivisionEdition } from '../dataset/subdivision-changes.ts';
import { RestError, RestV1Record, RestV2Record, RestV31Record } from './rest/schemas.ts';
import { RestV5Error, RestV5List, RestV5Record } from './rest/v5-schema.ts';
import { UsageDocument } from './usage-schema.ts';
import { SubdivisionCrossCheck, SubdivisionData, SubdivisionTypeCount } from '../dataset/subdivision-schema.ts';
import { FormerCountry, FormerCountrySummary } from '../dataset/former-schema.ts';
import { ChangeRow, DatasetChanges } from '../dataset/changes-schema.ts';
import { CapitalJoin, CityData } from '../dataset/city-schema.ts';
import { LocationDocument, ShapeCollection, ShapeFeature, WorldTopology } from './shapes/shape-schemas.ts';

const count = z.number().int().nonnegative();

export const ErrorBody = z
  .object({
    status: z.number().int(),
    error: z.string().describe('Stable machine code: bad_request, not_found, ambiguous, former_country, …'),
    message: z.string(),
    parameter: z.string().optional().describe('On 400: the offending parameter.'),
    accepted: z.array(z.string()).optional().describe('On 400: the values the parameter accepts.'),
    candidates: z
      .array(
        z.object({
          code: z.string().optional().describe('A subdivision’s ISO 3166-2 code, or a former country’s ISO 3166-3 code (those candidates only).'),
          cca2: z.string().describe('The country, the subdivision’s country, or the former country’s former alpha-2 code.'),
          cca3: z.string(),
          name: z.string(),
          type: z.string().optional().describe('A subdivision’s type (subdivision candidates only).'),
          geonameid: z.number().int().optional().describe('A city’s GeoNames id (city candidates only; `city?id=` asks for it).'),
          population: z.number().int().optional().describe('A city’s population (city candidates only).'),
          subdivision: z.string().nullable().optional().describe('A city’s ISO 3166-2 subdivision, where known (city candidates only).'),
          link: z.string(),
        }),
      )
      .optional()
      .describe(
        'On 300: each matching country, subdivision (with `code` and `type`), city (with `geonameid`, `population`, `subdivision`, largest first) or former country (with `code`). On 410: the current countries the former country went to.',
      ),
    formerCountries: z.array(FormerCountry).optional().describe('On 410: the former countries the code or name was, each with its dates and successors.'),
  })
  .describe('Every error of the API (REST Countries routes: RestError).');

const DatasetInfo = z.object({
  id: DatasetMeta.shape.id,
  version: DatasetMeta.shape.dataVersion,
  builtAt: DatasetMeta.shape.builtAt,
  asOf: DatasetMeta.shape.asOf,
  countries: DatasetMeta.shape.countries,
});

const Projected = z.record(z.string(), z.unknown()).describe('With fields=: the fields asked for, nested as in the record.');

export const ListDocument = z.object({
  data: z.array(z.union([CountrySummary, Projected])),
  meta: z.object({
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    total: count,
    pages: count,
    sort: z.string(),
    order: z.enum(['asc', 'desc']),
    filters: z.record(z.string(), z.unknown()).describe('The filters applied, by parameter.'),
    q: z.string().optional().describe('The search text, when one was given.'),
    formerCountries: z
      .array(FormerCountrySummary)
      .optional()
      .describe('The former countries the search finds (ISO 3166-3: `ussr`, `czechoslovakia`), best first; the list holds the current countries they went to.'),
  }),
  links: z.object({ self: z.string(), first: z.string(), prev: z.string().nullable(), next: z.string().nullable(), last: z.string() }),
});

export const BordersDocument = z.object({ country: CountrySummary, count, data: z.array(CountrySummary) });

export const SimilarItem = CountrySummary.extend({ score: z.number().min(0).max(1), reason: z.string() });
export const SimilarDocument = z.object({ country: CountrySummary, by: z.enum(['region', 'language']), rule: z.string(), count, data: z.array(SimilarItem) });

const CountryRef = z.object({ cca2: z.string(), name: z.string(), link: z.string() });
const Extreme = z.looseObject({ value: z.number(), country: CountryRef }).nullable().describe('The value and its country (Gini: with its year).');
const Summary = z.looseObject({ total: z.number(), mean: z.number(), median: z.number().nullable(), min: Extreme, max: Extreme });
const Group = z.looseObject({ name: z.string(), countries: count, population: count, area: z.number() });
const YearSpan = z
  .object({ oldest: z.number().int(), newest: z.number().int(), undated: count })
  .nullable()
  .describe('The years the figures are for, and how many have no year (areas, coastlines, elevations); null when none has one.');
const SourceCounts = z.record(z.string(), count).describe('How many figures come from each source (keys as in `sources`).');
const RankedFigure = z.object({
  rank: z.number().int().min(1).describe('1 for the highest value.'),
  value: z.number(),
  year: z.number().int().nullable(),
  source: FigureSource,
  country: CountryRef,
});
export const IndicatorStats = z
  .object({
    id: z.string().describe('The indicator’s key in its group (`gdpPpp`, `lifeExpectancy`).'),
    path: z.string().describe('Where each record holds its figure (`economy.gdpPpp`; a split figure’s `total`).'),
    unit: z.string().nullable(),
    countries: count.describe('Countries with a figure.'),
    years: YearSpan,
    sources: SourceCounts,
    world: z
      .object({
        value: z.number(),
        method: z.enum(['total', 'population-weighted mean', 'GDP-weighted mean']),
        countries: count.describe('Countries counted (with a figure, and a weight for a mean).'),
        populationShare: z.number().min(0).max(1).describe('Their share of the world’s population.'),
        years: YearSpan.describe('The years of the figures counted: each country’s latest, not one year’s.'),
        note: z
          .string()
          .nullable()
          .describe(
            'Says so when the figures counted are of several years (`adds each country’s latest figure, of years 2011–2023: not one year’s`); null when they are all of one.',
          ),
      })
      .nullable()
      .describe('The world figure, where adding up means something (not for elevations).'),
    median: z.number().nullable(),
    highest: z.array(RankedFigure).describe('The ten highest values, each with its year and source.'),
    lowest: z.array(RankedFigure).describe('The ten lowest values, the lowest first, ranked from the highest.'),
  })
  .describe('World figure and rankings of one indicator of the records (`economy`, `people`, `geography`).');
export const StatsDocument = z
  .looseObject({
    dataset: DatasetInfo,
    sources: z.record(z.string(), z.string()).describe('What each `source` key of the document names, with its licence.'),
    countries: count,
    independent: count,
    unMembers: count,
    landlocked: count,
    population: Summary.extend({ years: YearSpan, sources: SourceCounts }).describe(
      'Population total, mean, median and extremes (each extreme with its year and source); the years and sources of the figures.',
    ),
    area: Summary,
    density: z.looseObject({ min: Extreme, max: Extreme }),
    regions: z.array(Group),
    subregions: z.array(Group),
    languages: z.array(z.looseObject({ iso639_3: z.string(), name: z.string(), countries: count })),
    currencies: z.array(z.looseObject({ code: z.string(), name: z.string(), countries: count })),
    mostNeighbours: z.array(CountryRef.extend({ borders: count })),
    gini: z.looseObject({ countries: count, coverage: z.number(), median: z.number().nullable(), min: Extreme, max: Extreme }),
    indicators: z.array(IndicatorStats).describe('Every indicator the records carry as dated, sourced figures.'),
  })
  .describe('Global statistics; more figures may be added.');

export const PopulationDocument = z.object({
  country: CountrySummary,
  source: z.object({
    name: z.string(),
    indicator: z.literal('SP.POP.TOTL'),
    vintage: z.string().describe('When the figures were taken from the World Bank (`YYYY-MM`): later revisions are not in them.'),
    note: z.string(),
    licence: z.string(),
    url: z.string(),
  }),
  count,
  data: z.array(PopulationPoint).describe('One point a year, oldest first.'),
});

export const GdpDocument = z.object({
  country: CountrySummary,
  source: z.object({
    name: z.string(),
    indicator: z.literal('NY.GDP.MKTP.CD'),
    perCapita: z.string(),
    unit: z.string(),
    vintage: z.iso.date().describe('When the figures were taken from the World Bank: later revisions are not in them.'),
    note: z.string(),
    licence: z.string(),
    url: z.string(),
  }),
  count,
  data: z.array(GdpPoint).describe('One point a year, oldest first.'),
});

export const FactbookDocument = z.object({
  country: CountrySummary,
  source: z.object({ name: z.string(), edition: z.literal(FACTBOOK_EDITION), licence: z.string(), url: z.string(), note: z.string() }),
  profiles: z.array(FactbookProfile).describe('The country’s profile; two or three where the Factbook has one per part.'),
});

export const LeadersDocument = z.object({
  country: CountrySummary,
  asOf: DatasetMeta.shape.asOf,
  source: z.object({ base: z.string(), changes: z.string(), rules: z.string() }),
  count,
  current: count.describe('How many terms are in office on `asOf` (those with `to` null): the record’s `government.leaders`.'),
  data: z.array(LeaderTerm).describe('Every term the data holds; each successor just before the term it ended.'),
});

const CitySource = z
  .object({
    name: z.string(),
    url: z.string(),
    package: z.string().nullable().describe('The npm package and version GeoNames’ dump comes from.'),
    edition: z.string().nullable().describe('The latest modification date of any row of the dump.'),
    vintage: z.string().nullable().describe('`GeoNames dump of about {edition} via {package}`.'),
    minPopulation: z.number().int().nullable(),
    otherNames: z.string().optional().describe('Where a host carries fewer other names (the Cloudflare Worker, the Vercel function): which.'),
    licence: z.string(),
    attribution: z.string().describe('What GeoNames’ licence asks a user of the data to say.'),
  })
  .describe('Where the cities come from, their vintage and licence.');

export const CitiesDocument = z.object({
  country: CountrySummary,
  dataset: DatasetInfo,
  source: CitySource,
  capitals: z.array(CapitalJoin.omit({ country: true })).describe('Each capital of the country’s record and its city.'),
  count,
  data: z.array(CityData).describe('Largest first.'),
});

export const CityDocument = CityData.extend({
  countryName: z.string().nullable(),
  links: z.object({ country: z.string(), cities: z.string().describe('Its country’s list of cities.'), geonames: z.string() }),
  dataset: DatasetInfo,
  source: CitySource,
});

export const OrganisationsDocument = z.object({
  count,
  data: z.array(
    Organisation.omit({ note: true }).extend({
      count,
      note: z.string().nullable().describe('What counts as a member, where it needs saying.'),
      links: z.object({ countries: z.string().describe('The static list of the member states.') }),
    }),
  ),
});

const SubdivisionRef = SubdivisionData.pick({ code: true, name: true, type: true });

const LaterChange = SubdivisionChange.omit({ country: true });

export const SubdivisionItem = SubdivisionData.omit({ country: true, parent: true }).extend({
  country: z.object({ cca2: z.string(), name: z.string().describe('The country’s common English name.') }),
  parent: SubdivisionRef.nullable().describe('The subdivision it belongs to, null for a first-level one.'),
  edition: SubdivisionEdition.shape.date.nullable().describe('The date of the ISO 3166-2 edition the code, name and type are of.'),
  laterChanges: z
    .array(LaterChange)
    .describe('Changes that concern it (or its country’s whole list) which that edition has not taken up, each with its source.'),
  links: z.object({ country: z.string().describe('The country’s record.') }),
});

export const SubdivisionRecord = SubdivisionItem.extend({
  children: z.array(SubdivisionRef).describe('The subdivisions directly under it (a French region’s departments), in code order.'),
});

export const SubdivisionListDocument = z.object({
  country: CountrySummary.nullable().describe('The country asked for; null for a list of a type across all countries.'),
  filters: z.object({ country: z.string().nullable(), type: z.string().nullable() }),
  edition: SubdivisionEdition.nullable().describe('The ISO 3166-2 edition the list follows.'),
  laterChanges: z.array(SubdivisionChange).describe('Changes of the listed countries’ subdivisions that the edition has not taken up.'),
  count,
  types: z.array(SubdivisionTypeCount).describe('How many of each type the list holds.'),
  data: z.array(SubdivisionItem).describe('In code order.'),
});

export const SubdivisionExportDocument = z.object({
  meta: z.object({
    dataset: DatasetInfo,
    count,
    countries: count.describe('Countries with at least one subdivision.'),
    licence: z.string(),
    sources: z.array(Source),
    typeGlosses: z.record(z.string(), z.string()).describe('ISO category → the English word `type=` also takes.'),
    crossCheck: SubdivisionCrossCheck.nullable().describe('The codes and parents of iso-codes against CLDR’s, each difference with its reason.'),
    edition: SubdivisionEdition.nullable(),
    laterChanges: z.array(SubdivisionChange).describe('Changes the edition has not taken up, in date order, each with its source.'),
  }),
  data: z.array(SubdivisionItem),
});

export const FormerCountriesDocument = z.object({
  meta: z.object({ dataset: DatasetInfo, count, licence: z.string(), sources: z.array(Source) }),
  data: z.array(FormerCountry).describe('In ISO 3166-3 code order.'),
});

export const HealthDocument = z.object({
  status: z.enum(['ok', 'down']),
  version: z.string(),
  dataset: DatasetInfo,
  uptime: z.number().int().nonnegative().optional().describe("Seconds the server has run (the server's answer only; not in the static file)."),
  services: z
    .object({ usageStore: z.enum(['ok', 'down', 'off']) })
    .optional()
    .describe("The state of what the server depends on (the server's answer only)."),
});

export const ExportDocument = z.object({
  meta: z.object({ dataset: DatasetInfo, licence: z.string(), sources: z.array(Source) }),
  data: z.array(Country),
});

export const ChangesDocument = z.object({
  meta: z.object({
    dataset: DatasetInfo,
    since: DatasetChanges.shape.since,
    bump: DatasetChanges.shape.bump,
    counts: z.object({ recordsAdded: count, recordsRemoved: count, fieldsChanged: count }),
    schema: DatasetChanges.shape.schema,
    unlisted: DatasetChanges.shape.unlisted,
  }),
  data: z.array(ChangeRow).describe('By collection, then record key, then field.'),
});

export const OpenApi = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }).describe('This document.');

export const RestV1List = z.array(RestV1Record);
/** With fields=, a v2 record has only the fields asked for. */
export const RestV2Item = z.union([RestV2Record, RestV2Record.partial()]);
export const RestV2List = z.array(RestV2Item);
/** With fields=, a v3.1 record has only the fields asked for. */
export const RestV31Item = z.union([RestV31Record, RestV31Record.partial()]);
export const RestV31List = z.array(RestV31Item);

/** Every named schema of the document. */
export const COMPONENTS = {
  Country,
  CountrySummary,
  ListDocument,
  BordersDocument,
  SimilarDocument,
  StatsDocument,
  PopulationDocument,
  GdpDocument,
  FactbookDocument,
  LeadersDocument,
  OrganisationsDocument,
  CitiesDocument,
  CityDocument,
  SubdivisionItem,
  SubdivisionRecord,
  SubdivisionListDocument,
  SubdivisionExportDocument,
  FormerCountry,
  FormerCountriesDocument,
  HealthDocument,
  ExportDocument,
  ChangesDocument,
  ShapeFeature,
  ShapeCollection,
  WorldTopology,
  LocationDocument,
  OpenApi,
  Usage: UsageDocument,
  Error: ErrorBody,
  RestError,
  RestV1Record,
  RestV1List,
  RestV2Record,
  RestV2Item,
  RestV2List,
  RestV31Record,
  RestV31Item,
  RestV31List,
  RestV5Record,
  RestV5List,
  RestV5Error,
} as const;
export type ComponentName = keyof typeof COMPONENTS;

const NAMES = new Map<z.ZodType, ComponentName>(Object.entries(COMPONENTS).map(([name, schema]) => [schema, name as ComponentName]));

/** The name of a registered schema (a route's `response`, an error shape's `schema`); throws for one the document does not have. */
export function componentName(schema: z.ZodType): ComponentName {
  const name = NAMES.get(schema);
  if (name === undefined)
    throw new Error(`a response schema (${schema.description ?? 'no description'}) is not among the OpenAPI components: add it to COMPONENTS.`);
  return name;
}
