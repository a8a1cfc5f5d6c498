/**
 * @module
 * Former countries (ISO 3166-3): the entry of Debian's iso-codes, the curated facts ISO does not
 * give (data/former-countries.json), and the record the dataset keeps of each, joined by code.
 */
import { z } from 'zod';

const nonEmpty = z.string().trim().min(1, 'must not be empty');

/** A calendar date as precise as its source: a year, a month or a day. */
export const PartialDate = z
  .string()
  .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'a date as YYYY, YYYY-MM or YYYY-MM-DD')
  .refine((text) => {
    const [year, month = 1, day = 1] = text.split('-').map(Number) as [number, number?, number?];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'not a day of the calendar');
export type PartialDate = z.infer<typeof PartialDate>;

export const ALPHA4 = /^[A-Z]{4}$/;
const alpha4 = z.string().regex(ALPHA4, 'four upper-case letters (ISO 3166-3 alpha-4)');
const alpha2 = z.string().regex(/^[A-Z]{2}$/, 'two upper-case letters (ISO 3166-1 alpha-2)');

/** One entry of iso-codes' `iso_3166-3.json`, as its own JSON schema (schema-3166-3.json) describes it. */
export const IsoCodesFormerCountry = z.strictObject({
  alpha_2: alpha2,
  alpha_3: z.string().regex(/^[A-Z]{3}$/),
  alpha_4: alpha4,
  name: nonEmpty,
  numeric: z
    .string()
    .regex(/^\d{3}$/)
    .optional(),
  comment: nonEmpty.optional(),
  withdrawal_date: PartialDate.optional(),
});
export type IsoCodesFormerCountry = z.infer<typeof IsoCodesFormerCountry>;
export const IsoCodesFormerFile = z.strictObject({ '3166-3': z.array(z.unknown()) });

export const FORMER_CHANGES = ['renamed', 'merged', 'divided', 'part'] as const;
export const FormerChange = z
  .enum(FORMER_CHANGES)
  .describe(
    'How its code ended: `renamed` (the same country under a new name or code: Zaire is the Democratic Republic of the Congo), `merged` (it became part of another country, or ISO codes it as part of one: the German Democratic Republic, Johnston Island), `divided` (into several: Czechoslovakia), `part` (a part of a country that ISO 3166 coded apart: Metropolitan France).',
  );
export type FormerChange = z.infer<typeof FormerChange>;

const existed = z
  .strictObject({
    from: PartialDate.nullable().describe('When it came to be, as precise as the source; null where the source gives no date that fits.'),
    to: PartialDate.nullable().describe(
      'When it ceased to be; null where it still exists as a territory (a claim in Antarctica, a US island), or is no country.',
    ),
  })
  .describe('When the country existed (not when ISO 3166 listed it: see `withdrawn`), from the record’s `source`.');

/** data/former-countries.json: what ISO 3166-3 does not say, by alpha-4 code. */
export const FormerCountriesFile = z.strictObject({
  about: z.string().min(20),
  countries: z.record(
    alpha4,
    z.strictObject({
      name: nonEmpty,
      inSentence: nonEmpty.optional(),
      otherNames: z.array(nonEmpty).optional(),
      existed,
      change: FormerChange,
      successors: z
        .array(z.strictObject({ code: z.string().regex(/^([A-Z]{2}|[A-Z]{4})$/, 'an alpha-2 or an alpha-4 code'), date: PartialDate.optional() }))
        .optional(),
      note: z.string().min(20).optional(),
      source: z.url(),
    }),
  ),
});
export type FormerCountriesFile = z.infer<typeof FormerCountriesFile>;

export const FormerSuccessor = z.object({
  code: z
    .string()
    .regex(/^([A-Z]{2}|[A-Z]{4})$/)
    .describe('A current country’s alpha-2 code, or a former country’s alpha-4 code (Yugoslavia → Serbia and Montenegro, CSXX).'),
  current: z.boolean().describe('Whether `code` is a current country (else a former one).'),
  name: nonEmpty.describe('Its name in everyday English.'),
  date: PartialDate.nullable().describe(
    'When it took over: the successor’s own date where the source gives one, else when the former country ended; null where neither is known.',
  ),
});
export type FormerSuccessor = z.infer<typeof FormerSuccessor>;

/** A former country as the dataset keeps it. */
export const FormerCountryData = z.object({
  alpha4: alpha4.describe(
    'ISO 3166-3 code: the former alpha-2 code, then the successor’s (`ZRCD`), `AA` for a name changed under the same code, `HH` (or `XX`) for a division.',
  ),
  alpha2: alpha2.describe(
    'Its former ISO 3166-1 alpha-2 code (some were given to another country since: `GE` is Georgia’s, `CS` was also Serbia and Montenegro’s).',
  ),
  alpha3: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .describe('Its former alpha-3 code.'),
  numeric: z
    .string()
    .regex(/^\d{3}$/)
    .nullable()
    .describe(
      'Its former numeric code; null where it had none. A numeric code stays with the territory: several are the current code of the country it became (Zaire’s 180).',
    ),
  name: nonEmpty.describe('The name it is known by in English (data/former-countries.json).'),
  isoName: nonEmpty.describe('Its name in ISO 3166-3 as iso-codes writes it (`USSR, Union of Soviet Socialist Republics`).'),
  inSentence: nonEmpty.describe('The name as a sentence writes it (`the Soviet Union`).'),
  otherNames: z.array(nonEmpty).describe('Other names it went by, which lookups and searches find.'),
  comment: nonEmpty.nullable().describe('iso-codes’ comment on the entry, if any.'),
  withdrawn: PartialDate.nullable().describe('When ISO withdrew its codes from ISO 3166-1 (iso-codes’ `withdrawal_date`: a year or a day).'),
  existed,
  change: FormerChange,
  successors: z.array(FormerSuccessor).min(1).describe('Where it went: the countries that took its place, each with the date it did.'),
  currentSuccessors: z
    .array(alpha2)
    .min(1)
    .describe(
      'The current countries it went to, following former successors to theirs (Yugoslavia → … Serbia and Montenegro → Montenegro, Serbia), in code order.',
    ),
  note: nonEmpty.nullable().describe('What the dates and successors do not say.'),
  source: z.url().describe('Where `name`, `existed`, `change` and the successors ISO does not encode can be checked.'),
});
export type FormerCountryData = z.infer<typeof FormerCountryData>;

/** A former country as the API shows it: the record, with links to each successor and to itself. */
export const FormerCountry = FormerCountryData.extend({
  successors: z.array(FormerSuccessor.extend({ link: nonEmpty.describe('The successor’s record: a country’s, or a former country’s.') })),
  links: z.object({
    self: nonEmpty.describe('Its record (`/api/former-country/SUHH.json`).'),
    explorer: nonEmpty.describe('Its page on the site.'),
  }),
});
export type FormerCountry = z.infer<typeof FormerCountry>;

/** The short form a search lists. */
export const FormerCountrySummary = FormerCountry.pick({
  alpha4: true,
  alpha2: true,
  alpha3: true,
  numeric: true,
  name: true,
  existed: true,
  withdrawn: true,
  change: true,
  currentSuccessors: true,
  links: true,
});
export type FormerCountrySummary = z.infer<typeof FormerCountrySummary>;
