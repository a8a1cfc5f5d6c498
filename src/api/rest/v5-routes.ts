/**
 * @module
 * REST Countries v5 under `/api/rest/v5`, as its clients call it (docs/rest-countries.md): one
 * route whose path may name a property of the record and a value of it.
 * - `/` lists every country, or with `q` the ones a free-text search finds (the API's search);
 * - `/{property}/{value}` lists the countries whose property equals the value (`/codes.alpha_2/AZ`,
 *   `/names.common/Finland`, `/region/Asia`): any path of the record, through its lists;
 * - `/{property}?q=` searches within one property (`/capitals?q=Baku`; `/name` is every name but
 *   the translations), the whole value first, then a part of it; a text in capitals (`EUR`) is
 *   matched whole only.
 * Filters (`region`, `memberships.eu=true` …) narrow any of them; `limit`/`offset` page them;
 * `response_fields`/`response_fields_omit` keep or drop top-level fields. Every answer is the list
 * envelope; every error `{"errors":[{"message"}]}`.
 */
import { z } from 'zod';
import { v5 as uuidV5 } from 'uuid';
import type { CountryData } from '../../dataset/schema.ts';
import type { JsonObject } from '../../formats/document.ts';
import type { Api } from '../context.ts';
import { notFound } from '../errors.ts';
import { bool, choice, integer, queryProblem, text, withValues } from '../params.ts';
import { defineRoute, type Route } from '../route.ts';
import { search } from '../search.ts';
import { termsBeyondRecord } from '../terms-beyond-record.ts';
import { REST_V5 } from '../families.ts';
import { perApi } from './rest-route.ts';
import { findByText, type TextGroup } from './search.ts';
import { toRestV5 } from './v5-record.ts';
import { RestV5List, RestV5Record, V5_FIELDS, V5_REGIONS } from './v5-schema.ts';
import { restClassification } from './vocabulary.ts';

const ROOT = 'rest/v5';
export const V5_MAX_LIMIT = 500;

/** The parts of the record `/name` searches: every name but the translations (`/names.translations` searches those). */
const NAME_PATHS = ['names.common', 'names.official', 'names.alternates', 'names.native'] as const;

/** Whether a dotted path names a part of the record (through lists, and any key of a map such as `names.translations.deu`). */
function isRecordPath(path: string): boolean {
  let schema: z.ZodType = RestV5Record;
  for (const key of path.split('.')) {
    while (schema instanceof z.ZodArray || schema instanceof z.ZodNullable)
      schema = (schema instanceof z.ZodArray ? schema.element : schema.unwrap()) as z.ZodType;
    if (schema instanceof z.ZodObject) {
      // Its own keys only: `constructor`, `__proto__` and `toString` are no fields of the record.
      const next = Object.hasOwn(schema.shape, key) ? (schema.shape as Record<string, z.ZodType>)[key] : undefined;
      if (!next) return false;
      schema = next;
    } else if (schema instanceof z.ZodRecord) schema = schema.valueType as z.ZodType;
    else return false;
  }
  return true;
}

/** Every scalar under a path of a record, as text (`capitals.name`: each capital's name). */
function valuesAt(node: unknown, path: readonly string[]): string[] {
  if (Array.isArray(node)) return node.flatMap((item) => valuesAt(item, path));
  if (path.length === 0) {
    if (typeof node === 'string') return [node];
    if (typeof node === 'number' || typeof node === 'boolean') return [String(node)];
    return node !== null && typeof node === 'object' ? Object.values(node).flatMap((v) => valuesAt(v, [])) : [];
  }
  if (node === null || typeof node !== 'object') return [];
  return Object.hasOwn(node, path[0]!) ? valuesAt((node as Record<string, unknown>)[path[0]!], path.slice(1)) : [];
}

const records = perApi((api) => new Map(api.countries.map((c) => [c, toRestV5(api, c) as unknown as JsonObject])));
const v5Record = (api: Api, c: CountryData) => records(api).get(c)!;

/** A comma list of top-level fields (`names,flag`); a name the record does not have is a 400. */
const fieldList = (what: string) =>
  withValues(
    z.string().transform((value, ctx) => {
      const asked = value
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f !== '');
      const unknown = asked.find((f) => !(V5_FIELDS as readonly string[]).includes(f));
      if (unknown !== undefined) return queryProblem(ctx, what, `'${what}' names '${unknown}', which is no field of the record.`, V5_FIELDS);
      return asked;
    }),
    { type: 'string', accepted: V5_FIELDS, separator: ',' },
  ).optional();

const CLASSIFICATION_FLAGS = ['sovereign', 'un_member', 'un_observer', 'dependency', 'disputed'] as const;
const MEMBERSHIP_FLAGS = Object.keys(RestV5Record.shape.memberships.shape);

/** The boolean filters, by parameter (`memberships.eu`). */
const flagFilters = () =>
  Object.fromEntries(
    [...CLASSIFICATION_FLAGS.map((f) => `classification.${f}`), ...MEMBERSHIP_FLAGS.map((m) => `memberships.${m}`)].map((name) => [
      name,
      bool().optional().describe(`Keep the countries whose \`${name}\` is this (\`true\` or \`false\`).`),
    ]),
  ) as Record<string, z.ZodOptional<ReturnType<typeof bool>>>;

const subregions = perApi((api) => [...new Set(api.countries.map((c) => restClassification(c).subregion).filter((s) => s !== ''))].sort());

const params = (api: Api) =>
  z
    .strictObject({
      property: text()
        .optional()
        .describe(
          'A property of the record (`codes.alpha_2`, `capitals`, `names.translations`; `name`: every name but the translations); usually the path segment.',
        ),
      value: text().optional().describe('The value the property must equal (`/codes.alpha_2/AZ`); usually the second path segment.'),
      q: text().optional().describe('Text to search: over every searchable property at the root, within the property otherwise. Empty is a 400.'),
      limit: integer(1, V5_MAX_LIMIT).default(25).describe(`Records per page, 1–${V5_MAX_LIMIT}.`),
      offset: integer(0, 1_000_000).default(0).describe('Records to skip.'),
      response_fields: fieldList('response_fields').describe('Top-level fields to keep, comma-separated (`names,flag`).'),
      response_fields_omit: fieldList('response_fields_omit').describe('Top-level fields to leave out, comma-separated.'),
      region: choice(V5_REGIONS).optional().describe("Keep the countries of this region (REST Countries' classification)."),
      subregion: choice(subregions(api)).optional().describe("Keep the countries of this sub-region (REST Countries' classification)."),
      continents: text().optional().describe('Keep the countries whose `continents` include this one (`Europe`).'),
      landlocked: bool().optional().describe('Keep the landlocked countries (`true`) or the others.'),
      ...flagFilters(),
    })
    .transform((p, ctx) => {
      if (p.property !== undefined && p.value === undefined && p.q === undefined)
        return queryProblem(ctx, 'q', `Searching within '${p.property}' needs q (\`/${p.property}?q=…\`), or a value in the path (\`/${p.property}/…\`).`);
      if (p.value !== undefined && p.q !== undefined) return queryProblem(ctx, 'q', 'Give a value in the path or q, not both.');
      return p;
    });
type V5Params = z.output<ReturnType<typeof params>>;

/** Whole values only for a text in capitals (`EUR`, `USA`): a code, not a part of a name. */
const inCapitals = (text: string) => text === text.toUpperCase() && text !== text.toLowerCase();

/** The countries a question names, best first, before filters and pages. */
function matches(api: Api, p: V5Params): readonly CountryData[] {
  if (p.property === undefined) return p.q === undefined ? api.countries : search(api.countries, p.q, termsBeyondRecord(api));
  const paths = p.property === 'name' ? NAME_PATHS : [p.property];
  if (!paths.every(isRecordPath))
    throw notFound(`No property '${p.property}' to read or search: a path of the record (\`codes.alpha_2\`, \`capitals.name\`), or \`name\`.`);
  const text = p.value ?? p.q!;
  const match = p.value !== undefined || inCapitals(text) ? 'exact' : 'substring';
  const groups = (c: CountryData): TextGroup[] => paths.map((path) => ({ texts: valuesAt(v5Record(api, c), path.split('.')), match }));
  return findByText(api.countries, text, groups);
}

function filtered(api: Api, countries: readonly CountryData[], p: V5Params): CountryData[] {
  const flags = Object.entries(p).filter(
    (entry): entry is [string, boolean] => (entry[0].startsWith('classification.') || entry[0].startsWith('memberships.')) && typeof entry[1] === 'boolean',
  );
  const continent = p.continents === undefined ? undefined : p.continents.toLowerCase();
  return countries.filter((c) => {
    const r = v5Record(api, c);
    const at = (path: string) => valuesAt(r, path.split('.'));
    return (
      (p.region === undefined || r.region === p.region) &&
      (p.subregion === undefined || r.subregion === p.subregion) &&
      (continent === undefined || at('continents').some((x) => x.toLowerCase() === continent)) &&
      (p.landlocked === undefined || r.landlocked === p.landlocked) &&
      flags.every(([path, wanted]) => at(path)[0] === String(wanted))
    );
  });
}

/** The record with the fields asked for kept, then those asked to be left out dropped, in the record's order. */
function shaped(record: JsonObject, p: V5Params): JsonObject {
  const keep = new Set<string>(p.response_fields?.length ? p.response_fields : V5_FIELDS);
  for (const f of p.response_fields_omit ?? []) keep.delete(f);
  return Object.fromEntries(V5_FIELDS.filter((f) => keep.has(f)).map((f) => [f, record[f]!]));
}

/** The same question, the same id: every answer is computed from the question alone. */
const REQUEST_NAMESPACE = '9f2b7c1e-3d4a-4b6f-8e21-5a7c9d0b3e62';

export const restV5Route: Route<V5Params> = defineRoute({
  name: ROOT,
  summary:
    'REST Countries v5: every country, those a text search finds (`q`), or those whose property equals a value (`/codes.alpha_2/AZ`) or contains a text (`/capitals?q=Baku`); filtered, paged, in the list envelope.',
  formats: ['json'],
  params,
  pathParameter: 'property',
  valueParameter: 'value',
  absoluteLinks: true,
  listParameters: ['response_fields', 'response_fields_omit'],
  family: REST_V5,
  response: [RestV5List],
  misses: [404],
  // No files: every v5 question is computed (by the server and the Worker; static hosts answer v5's 404).
  precomputed: () => [],
  files: [],
  answer(api, p) {
    const all = filtered(api, matches(api, p), p);
    const page = all.slice(p.offset, p.offset + p.limit).map((c) => shaped(v5Record(api, c), p));
    const meta = {
      total: all.length,
      count: page.length,
      limit: p.limit,
      offset: p.offset,
      more: p.offset + page.length < all.length,
      request_id: uuidV5(JSON.stringify(p), REQUEST_NAMESPACE),
      duration: 0,
    };
    return { body: { data: { objects: page, meta } }, rows: page, xmlRoot: 'countries' };
  },
  examples: [
    { query: `${ROOT}?limit=2`, description: 'the first two countries' },
    { query: `${ROOT}?q=island&region=Oceania&response_fields=names`, description: 'a text search, filtered, names only' },
    { query: `${ROOT}/codes.alpha_2/AZ`, description: 'one country by its alpha-2 code' },
    { query: `${ROOT}/names.common/Finland`, description: 'by its whole common name (the client’s fullText)' },
    { query: `${ROOT}/name?q=united&response_fields=names`, description: 'a part of a name' },
    { query: `${ROOT}/capitals?q=Baku&limit=1`, description: 'by capital, the first match' },
    { query: `${ROOT}/currencies?q=EUR&memberships.eu=false&response_fields=names,currencies`, description: 'the euro outside the EU' },
  ],
});
