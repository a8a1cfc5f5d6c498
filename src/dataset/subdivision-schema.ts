/**
 * @module
 * ISO 3166-2 subdivisions: the record as the dataset keeps it, the counts a country record
 * carries, and the curated notes beside the sources (English glosses of ISO's category names,
 * the reasons for every disagreement between the two sources).
 */
import { z } from 'zod';
import { SubdivisionChange, SubdivisionEdition } from './subdivision-changes.ts';

const nonEmpty = z.string().trim().min(1, 'must not be empty');
export const SUBDIVISION_CODE = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;
export const subdivisionCode = z.string().regex(SUBDIVISION_CODE, 'an ISO 3166-2 code: the alpha-2 code, a hyphen, 1 to 3 letters or digits (DE-BY)');

export const SUBDIVISION_NAME_SOURCES = ['iso-codes', 'cldr'] as const;

export const SubdivisionName = z.object({
  name: nonEmpty,
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .nullable()
    .describe('ISO 639 code of the language of the name, null where the source does not say.'),
  source: z
    .enum(SUBDIVISION_NAME_SOURCES)
    .describe('`iso-codes`: a second name ISO 3166-2 gives (in brackets in iso-codes, e.g. Spain’s Castilian names); `cldr`: CLDR’s English name.'),
});
export type SubdivisionName = z.infer<typeof SubdivisionName>;

/** One subdivision as the dataset keeps it. */
export const SubdivisionData = z.object({
  code: subdivisionCode.describe('ISO 3166-2 code (`DE-BY`).'),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .describe('ISO 3166-1 alpha-2 code of the country (the code’s prefix).'),
  name: nonEmpty.describe(
    'The name ISO 3166-2 gives, as Debian’s iso-codes records it: in the local language or its romanisation (`Bayern`), ISO’s inverted forms kept (`Madrid, Comunidad de`).',
  ),
  otherNames: z.array(SubdivisionName).describe('Other names a source gives (`Bavaria`, CLDR’s English name), without repeating `name`.'),
  type: nonEmpty.describe('ISO’s category of the subdivision, in English as ISO gives it (`State`, `Province`, `Land`, `Metropolitan department`…).'),
  parent: subdivisionCode.nullable().describe('Code of the subdivision it belongs to (French departments in their regions), null for a first-level one.'),
});
export type SubdivisionData = z.infer<typeof SubdivisionData>;

export const SubdivisionTypeCount = z.object({ type: nonEmpty, count: z.number().int().positive() });

/** What a country record says of its subdivisions. */
export const SubdivisionCounts = z
  .object({
    count: z.number().int().nonnegative().describe('Every ISO 3166-2 subdivision of the country, all levels.'),
    topLevel: z.number().int().nonnegative().describe('Those without a parent.'),
    types: z.array(SubdivisionTypeCount).describe('`{ type, count }` for each category, first-level categories first, then by count.'),
    edition: SubdivisionEdition.shape.date.describe('The date of the ISO 3166-2 edition the list follows (Debian’s iso-codes 4.20.1: 2026-01-01).'),
    laterChanges: z
      .array(SubdivisionChange.omit({ country: true }))
      .describe('`{ date, codes, summary, source }`: changes of the country’s subdivisions that edition has not taken up (data/subdivision-changes.json).'),
  })
  .describe(
    '`{ count, topLevel, types, edition, laterChanges }`: how many ISO 3166-2 subdivisions the country has, and of which types (`/api/country/{code}/subdivisions` lists them), as of the edition followed, with the later changes it has not taken up.',
  );
export type SubdivisionCounts = z.infer<typeof SubdivisionCounts>;

/** A disagreement between iso-codes and CLDR, and why. */
export const SubdivisionDifference = z.object({
  code: subdivisionCode,
  field: z.enum(['code', 'parent']).describe('`code`: one source has the code and the other not; `parent`: they disagree on the parent.'),
  isoCodes: z.string().nullable().describe('What iso-codes says: the code itself or the parent, null for none.'),
  cldr: z.string().nullable().describe('What CLDR says, null for none.'),
  reason: nonEmpty,
});
export type SubdivisionDifference = z.infer<typeof SubdivisionDifference>;

/** data/subdivisions.json: the curated part of the subdivisions. */
export const SubdivisionNotesFile = z.strictObject({
  typeGlosses: z
    .record(
      nonEmpty,
      z.strictObject({
        gloss: nonEmpty,
        reason: z.string().min(20),
        source: z.string().min(10),
      }),
    )
    .describe('ISO category names that are not everyday English (`Land`), with the English word a `type=` filter also takes.'),
  differences: z.array(SubdivisionDifference.omit({ isoCodes: true, cldr: true }).extend({ source: z.string().min(10) })),
});
export type SubdivisionNotesFile = z.infer<typeof SubdivisionNotesFile>;

/** How the two sources compare, as the output reports it. */
export const SubdivisionCrossCheck = z.object({
  reference: nonEmpty.describe('The second source.'),
  compared: z.number().int().nonnegative().describe('Codes in both sources.'),
  agreeing: z.number().int().nonnegative().describe('Codes on which the sources agree (code and parent).'),
  differences: z.array(SubdivisionDifference),
});
export type SubdivisionCrossCheck = z.infer<typeof SubdivisionCrossCheck>;

/** Everything the dataset holds of subdivisions, beside the country records. */
export const SubdivisionSet = z.object({
  data: z.array(SubdivisionData).describe('Every subdivision, in code order.'),
  typeGlosses: z.record(nonEmpty, nonEmpty).describe('ISO category → the English word a `type=` filter also takes (`Land` → `State`).'),
  crossCheck: SubdivisionCrossCheck,
  edition: SubdivisionEdition,
  laterChanges: z.array(SubdivisionChange).describe('Changes the edition has not taken up, in date order.'),
});
export type SubdivisionSet = z.infer<typeof SubdivisionSet>;
