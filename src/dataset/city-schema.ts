/**
 * @module
 * Cities: the row of GeoNames' dump as the parser reads it, the city as the dataset keeps it, the
 * curated joins of the country records' capitals (data/city-capitals.json), and the whole set with
 * the edition of its source.
 */
import { z } from 'zod';
import { CapitalRole, LatLng } from './schema.ts';
import { subdivisionCode } from './subdivision-schema.ts';

const nonEmpty = z.string().trim().min(1, 'must not be empty');
const alpha2 = z.string().regex(/^[A-Z]{2}$/, 'two upper-case letters (ISO 3166-1 alpha-2)');
const day = z.iso.date('a date, YYYY-MM-DD');
const geonameid = z.number().int().positive();

/** Cities of at least this many people are kept (and every capital, whatever its size). */
export const MIN_CITY_POPULATION = 15_000;

/** A city as the dataset keeps it. */
export const CityData = z.object({
  geonameid: geonameid.describe('GeoNames’ id of the place (`https://www.geonames.org/{geonameid}`): the key to join it by.'),
  name: nonEmpty.describe('GeoNames’ name of the place (`München`, `Tokyo`): usually its local name, or its English one.'),
  otherNames: z
    // Trimmed already: `nonEmpty`'s trim over 200,000 names cost a tenth of a second.
    .array(z.string().min(1))
    .describe(
      'GeoNames’ ASCII name and alternate names (`Munich`, `Monaco di Baviera`, `ミュンヘン`), each distinct from the name and the others once case and accents are set aside; at most 50 (the shortest, where GeoNames has more), none longer than 100 characters.',
    ),
  latlng: LatLng.describe('`[lat, lng]` in decimal degrees (WGS 84), as GeoNames gives them.'),
  population: z.number().int().nonnegative().describe('GeoNames’ figure (0 where it has none: a few capitals), as of `modified` at the latest.'),
  modified: day.describe(
    'The day GeoNames last changed the record (any of its fields): the population is the figure GeoNames held then. GeoNames does not say which census or estimate it is.',
  ),
  country: alpha2.describe('ISO 3166-1 alpha-2 code of its country (GeoNames’ country code, `XK` for Kosovo as in the country records).'),
  subdivision: subdivisionCode
    .nullable()
    .describe(
      'ISO 3166-2 code of its first-level subdivision where GeoNames’ admin1 code is an ISO code (United States, Switzerland, Belgium, Montenegro, as GeoNames’ readme says); null elsewhere, where GeoNames uses FIPS 10-4 or its own codes.',
    ),
  capital: CapitalRole.nullable().describe(
    'Its role among the capitals of its country’s record (`official`, `administrative`…); null when it is none of them.',
  ),
});
export type CityData = z.infer<typeof CityData>;

const reason = z.string().trim().min(20, 'a reason of 20 characters or more');

/** data/city-capitals.json: what the joining rule cannot decide, each with its reason. */
export const CityCapitalsFile = z.strictObject({
  about: z.string().min(20),
  joins: z
    .array(
      z.strictObject({
        country: alpha2,
        capital: nonEmpty.describe('The capital’s name as the country record gives it.'),
        geonameid: geonameid.nullable().describe('The city it is, by GeoNames’ id; null where GeoNames’ dump has no such city.'),
        reason,
      }),
    )
    .describe('Capitals of the country records the rule does not join (no city of that name within 25 km of their coordinates).'),
  notCapitals: z
    .array(z.strictObject({ geonameid, country: alpha2, name: nonEmpty, reason }))
    .describe('Places GeoNames marks as a capital (PPLC) that are no capital of their country’s record.'),
});
export type CityCapitalsFile = z.infer<typeof CityCapitalsFile>;

/** How a capital of a country record was joined to its city. */
export const CapitalJoin = z.object({
  country: alpha2,
  capital: nonEmpty.describe('The capital’s name as the country record gives it.'),
  role: CapitalRole,
  geonameid: geonameid.nullable().describe('Its city; null where GeoNames’ dump has none.'),
  by: z
    .enum(['coordinates-and-name', 'curated'])
    .describe(
      '`coordinates-and-name`: the one city of the country within 25 km of the capital’s coordinates that has its name; `curated`: data/city-capitals.json, with its reason.',
    ),
  reason: nonEmpty.nullable().describe('Why, for a curated join.'),
});
export type CapitalJoin = z.infer<typeof CapitalJoin>;

/** Everything the dataset holds of cities. */
export const CitySet = z.object({
  data: z.array(CityData).describe('Every city kept, by country, then largest first.'),
  capitals: z.array(CapitalJoin).describe('Each capital of the country records and its city, in country order.'),
  source: z.object({
    package: nonEmpty.describe('The npm package and version the dump comes from.'),
    edition: day.describe('The latest modification date of any row of the dump: the day it was taken, at the earliest.'),
    rows: z.number().int().positive().describe('Rows of the dump (every place of 1,000 people or more).'),
    minPopulation: z.number().int().positive(),
    otherNamesCut: z.number().int().nonnegative().describe('Cities that had more than 50 other names, the longest left out.'),
    otherNamesLatinOnly: z
      .literal(true)
      .optional()
      .describe('Set where a host carries only the other names in Latin script (the Cloudflare Worker and the Vercel function, whose script is limited).'),
  }),
});
export type CitySet = z.infer<typeof CitySet>;
