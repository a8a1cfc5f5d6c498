/**
 * @module
 * What a build says about its data's version and what changed since the last release recorded in
 * the repository (`releases/`): the schemas of `meta.release` and of `/api/changes`, whose rows the
 * release tooling (src/release/) computes and the API serves.
 */
import { z } from 'zod';

/** A release's number: `MAJOR.MINOR.PATCH`, no pre-release or build part (a release is exactly that). */
export const RELEASE_VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

/** The data's version: a release's number, or the next one with a pre-release tag and the content id (`1.0.1-dev+3f0c…`). */
export const DATA_VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

export const ReleaseRef = z.object({
  version: z.string().regex(RELEASE_VERSION).describe('Its number.'),
  date: z.iso.date().describe('When it was recorded.'),
  id: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .describe('The content id of its data.'),
});
export type ReleaseRef = z.infer<typeof ReleaseRef>;

/** What a difference does to a reader of the data: semantic versioning's three kinds. */
export const BUMPS = ['major', 'minor', 'patch'] as const;
export const Bump = z
  .enum(BUMPS)
  .describe('major: a field removed, renamed, retyped or a record removed; minor: fields or records added; patch: values changed.');
export type Bump = z.infer<typeof Bump>;

export const CHANGE_KINDS = ['added', 'removed', 'changed'] as const;

/** One record, or one field of a record, that differs. */
export const ChangeRow = z.object({
  collection: z
    .string()
    .describe(
      'Which part of the dataset: `countries`, `subdivisions`, `population-series`, `gdp-series`, `organisations`, `flag-colours`, `leaders`, `former-countries`.',
    ),
  record: z.string().describe('The record’s key: alpha-2 code, ISO 3166-2 code, organisation id.'),
  label: z.string().describe('Its name, for people.'),
  change: z.enum(CHANGE_KINDS).describe('added or removed (the record, or the field in the record), or changed (a value).'),
  field: z
    .string()
    .nullable()
    .describe(
      'Dotted path of the field in the record (`name.common`, a year in a series); null for a whole record added or removed. Lists are compared whole.',
    ),
  old: z.unknown().describe('The value in the release; null when added.'),
  new: z.unknown().describe('The value in this build; null when removed.'),
});
export type ChangeRow = z.infer<typeof ChangeRow>;

/** A field of a collection's JSON Schema that differs. */
export const SchemaChange = z.object({
  collection: z.string(),
  field: z.string().describe('Dotted path in the JSON Schema (`[]` an item of a list, `*` any key of a map).'),
  change: z.enum(['added', 'removed', 'retyped', 'optional']).describe('added or removed; retyped: its JSON types differ; optional: it may now be left out.'),
  old: z.string().nullable().describe('Its JSON types in the release (`string|null`).'),
  new: z.string().nullable().describe('Its JSON types in this build.'),
});
export type SchemaChange = z.infer<typeof SchemaChange>;

/** How this build's data compares with the last release recorded in the repository. */
export const DatasetChanges = z.object({
  since: ReleaseRef.nullable().describe('The release compared with; null when the repository records none.'),
  bump: Bump.nullable().describe('What the differences call for; null when there is none.'),
  schema: z.array(SchemaChange),
  rows: z.array(ChangeRow),
  unlisted: z
    .boolean()
    .describe(
      'The content id differs from the release’s although no record kept in a release does (the subdivisions’ notes, say): the version still moves on.',
    ),
});
export type DatasetChanges = z.infer<typeof DatasetChanges>;
