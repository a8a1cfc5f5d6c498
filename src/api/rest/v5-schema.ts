/**
 * @module
 * The REST Countries v5 record, its list envelope and its error body as zod schemas: the types of
 * the functions that write them and their JSON Schema in the OpenAPI document. The keys, their
 * order and their types are v5's (as its typed client, @yusifaliyevpro/countries 5, validates
 * them); a field without a source of ours has v5's "unknown" value, listed in
 * docs/rest-countries.md.
 */
import { z } from 'zod';
import { FlagColours } from '../../dataset/schema.ts';

const names = z.object({ common: z.string(), official: z.string() });
const coordinates = z.object({ lat: z.number(), lng: z.number() });
const dayMonth = z.object({ day: z.number().int(), month: z.number().int() }).describe('Day and month; 0 and 0 when unknown.');
const unknown = (what: string) => `Unknown: no source of ours has it (${what}; docs/rest-countries.md).`;

export const V5_REGIONS = ['Africa', 'Americas', 'Antarctic', 'Asia', 'Europe', 'Oceania'] as const;

export const RestV5Record = z
  .object({
    names: z.object({
      common: z.string(),
      official: z.string(),
      alternates: z.array(z.string()).describe('Other names and codes the country goes by (our altSpellings).'),
      native: z.record(z.string(), names).describe('By ISO 639-3 code.'),
      translations: z.record(z.string(), names).describe('By ISO 639-3 code (Persian is fas).'),
    }),
    codes: z.object({
      alpha_2: z.string(),
      alpha_3: z.string(),
      ccn3: z.string().describe('"" for none (Kosovo).'),
      cioc: z.string().describe('"" for none.'),
      fifa: z.string().describe('"" for none.'),
      fips: z.string().describe('The World Factbook’s GEC code (formerly FIPS 10-4); "" without a Factbook profile.'),
      gec: z.string().describe('The World Factbook’s GEC code; "" without a Factbook profile.'),
    }),
    capitals: z.array(
      z.object({
        name: z.string(),
        coordinates,
        attributes: z
          .object({
            administrative: z.boolean(),
            constitutional: z.boolean(),
            executive: z.boolean(),
            judicial: z.boolean(),
            legislative: z.boolean(),
            primary: z.boolean(),
          })
          .describe('From our capital roles (docs/rest-countries.md): what a role does not say is false.'),
      }),
    ),
    flag: z.object({
      colors: FlagColours.describe('Measured at build time on our own flag image.'),
      description: z.string().describe('A text description of the flag (its alt text).'),
      emoji: z.string(),
      html_entity: z.string().describe('The emoji as HTML character references (`&#127465;&#127466;`).'),
      unicode: z.string().describe('The emoji’s code points (`U+1F1E9 U+1F1EA`).'),
      url_png: z.string().describe('Absolute URL of our PNG rendering, 320 px wide.'),
      url_svg: z.string().describe('Absolute URL of our SVG flag.'),
    }),
    region: z.enum(V5_REGIONS).describe("REST Countries' region (data/rest-countries-vocabulary.json)."),
    subregion: z.string().describe('REST Countries’ sub-region (`North America`, `Central Europe`…); "" in the Antarctic.'),
    area: z.object({ kilometers: z.number(), miles: z.number() }).describe('km² and square miles; 0 when unknown.'),
    assets: z.array(z.string()).describe(unknown('images of the country')),
    borders: z.array(z.string()).describe('Alpha-3 codes.'),
    calling_codes: z.array(z.string()).describe('`+49` style.'),
    cars: z.object({ driving_side: z.enum(['left', 'right']), signs: z.array(z.string()) }),
    classification: z.object({
      dependency: z.boolean().describe('A territory that depends on (or is freely associated with) another country.'),
      dependency_type: z.string().describe('The kind of dependency (`overseas territory`…); "" for none.'),
      disputed: z.boolean().describe('Sovereignty disputed (Kosovo).'),
      iso_status: z.string().describe('ISO 3166-1 status: `officially-assigned` or `user-assigned`.'),
      sovereign: z.boolean(),
      un_member: z.boolean(),
      un_observer: z.boolean(),
    }),
    continents: z.array(z.string()),
    coordinates,
    currencies: z.array(z.object({ code: z.string(), name: z.string(), symbol: z.string().describe('"" for none.') })),
    date: z.object({
      academic_year_start: dayMonth.describe(unknown('academic year')),
      fiscal_year_start: z.object({
        corporate: z.object({ basis: z.string(), day: z.number().int(), month: z.number().int() }).describe(unknown('corporate fiscal year')),
        government: dayMonth.describe(
          'From the World Factbook of 2024-04-25, the last to give it, or the law where it gave the tax year; 0 and 0 where neither gives one.',
        ),
        personal: dayMonth.describe(unknown('personal fiscal year')),
      }),
      start_of_week: z.string(),
    }),
    demonyms: z.record(z.string(), z.object({ f: z.string(), m: z.string() })).describe('By ISO 639-3 code.'),
    economy: z.object({ gini_coefficient: z.record(z.string(), z.number()).describe('The latest World Bank value keyed by its year; {} without one.') }),
    government_type: z.string().describe('The World Factbook’s words (2026-01-22); "" without a profile.'),
    landlocked: z.boolean(),
    languages: z.array(
      z.object({
        bcp47: z.string().describe('The shortest ISO 639 code, as BCP 47 takes it.'),
        iso639_1: z.string().describe('"" for none.'),
        iso639_2b: z.string(),
        iso639_2t: z.string(),
        iso639_3: z.string(),
        name: z.string(),
        native_name: z.string().describe('"" when unknown.'),
      }),
    ),
    leaders: z
      .array(
        z.object({
          uuid: z.string().nullable().describe(unknown('leaders’ ids')),
          name: z.string(),
          title: z.string(),
          links: z.object({ wikipedia: z.string().nullable().describe(unknown('Wikipedia links')) }),
          attributes: z.object({
            administers_executive: z.boolean().nullable(),
            de_facto_executive: z.boolean().nullable(),
            head_of_government: z.boolean().nullable(),
            head_of_state: z.boolean().nullable(),
            is_representative: z.boolean().nullable(),
            pending_office: z.boolean().nullable(),
            provisional: z.boolean().nullable(),
          }),
          assets: z.object({}).describe(unknown('leaders’ images')),
        }),
      )
      .describe(
        'Chief of state, head of government and the chief of state’s representative in office on the dataset’s as-of date (the World Factbook’s final edition of 2026-01-22 carried forward by dated, sourced changes); a holder no source names is left out.',
      ),
    links: z.object({
      google_maps: z.string(),
      official: z.string().describe(unknown('official websites')),
      open_street_maps: z.string(),
      wikipedia: z.string().describe(unknown('Wikipedia links')),
    }),
    memberships: z.object({
      african_union: z.boolean(),
      arab_league: z.boolean(),
      asean: z.boolean(),
      brics: z.boolean(),
      commonwealth: z.boolean(),
      eu: z.boolean(),
      eurozone: z.boolean(),
      g20: z.boolean(),
      g7: z.boolean(),
      nato: z.boolean(),
      oecd: z.boolean(),
      opec: z.boolean(),
      schengen: z.boolean(),
      un: z.boolean(),
    }),
    units: z.object({ measurement_system: z.enum(['metric', 'imperial']), temperature_scale: z.enum(['Celsius', 'Fahrenheit']) }),
    number_format: z.object({ decimal_separator: z.string(), thousands_separator: z.string() }),
    parent: z.object({ alpha_2: z.string(), alpha_3: z.string() }).describe('The country a dependency belongs to; "" otherwise.'),
    population: z.number().int(),
    postal_code: z.object({ format: z.string(), regex: z.string() }).describe('"" without postal codes.'),
    timezones: z.array(z.string()).describe('`UTC+01:00` style.'),
    tlds: z.array(z.string()),
    uuid: z.string().describe('Ours, stable: the name-based UUID (version 5) of the alpha-3 code.'),
  })
  .describe('A country in the REST Countries v5 record format; with response_fields or response_fields_omit, the fields kept.');
export type RestV5Country = z.infer<typeof RestV5Record>;

/** The top-level fields, in the record's order: what `response_fields` and `response_fields_omit` name. */
export const V5_FIELDS = Object.keys(RestV5Record.shape) as (keyof RestV5Country)[];

export const RestV5List = z
  .object({
    data: z.object({
      objects: z.array(z.record(z.string(), z.unknown())).describe('The records of this page (RestV5Record, or the fields kept).'),
      meta: z.object({
        total: z.number().int().describe('Matches in all.'),
        count: z.number().int().describe('Records on this page.'),
        limit: z.number().int(),
        offset: z.number().int(),
        more: z.boolean().describe('Whether a later page exists.'),
        request_id: z.string().describe('The question’s id: the same question, the same id.'),
        duration: z.number().describe('Milliseconds spent on the answer; 0, every answer being precomputed or kept.'),
      }),
    }),
  })
  .describe("REST Countries v5's list envelope: every answer, also for one country or none.");

export const RestV5Error = z
  .object({ errors: z.array(z.object({ message: z.string() })) })
  .describe('REST Countries v5\'s error body: `{"errors":[{"message":"…"}]}`.');
