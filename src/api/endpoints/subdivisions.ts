/**
 * @module
 * ISO 3166-2 subdivisions: one by code or name, a country's list, a type's list, and the bulk
 * export. `/subdivision?country=DE` and `/country/subdivisions?code=DE` are one question with
 * one file, `country/DE/subdivisions`.
 */
import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { documentRoute } from '../document-route.ts';
import { DOCUMENT_FORMATS } from '../../formats/extensions.ts';
import { choice, countryCode, format, queryProblem, text } from '../params.ts';
import { countryFileValues, findByCode, normaliseCode } from '../lookup.ts';
import { SUBDIVISION_CODE } from '../../dataset/subdivision-schema.ts';
import { isOfType, typeLabel } from '../subdivision-index.ts';
import {
  CODE_FORM,
  SUBDIVISION_COLUMNS,
  findSubdivisionByCode,
  findSubdivisionByName,
  normaliseSubdivisionCode,
  presentSubdivision,
  presentSubdivisionRecord,
} from '../subdivisions.ts';
import { subdivisionList } from '../subdivisions.ts';
import { datasetInfo, withVersion } from './documents.ts';
import { LAYOUTS, fillLayout } from '../layouts.ts';
import type { Api } from '../context.ts';
import { fold } from '../../lib/text-fold.ts';
import { slug } from '../../lib/slug.ts';
import type { ApiDocument } from '../../formats/document.ts';
import { SubdivisionExportDocument, SubdivisionListDocument, SubdivisionRecord } from '../response-schemas.ts';

/** The list of a country's subdivisions, the same document whichever route asks. */
function countryList(api: Api, code: string, type?: string): ApiDocument {
  const { body, rows } = subdivisionList(api, findByCode(api, code), type);
  return { body, rows, columns: SUBDIVISION_COLUMNS, xmlRoot: 'subdivisions' };
}

/**
 * The static file of a country's list, by its alpha-2 code whichever code is asked. The lists
 * (750 files) and the single subdivisions (15,138) are `computed` families: files on the hosts
 * that only serve files (Netlify, GitHub Pages, S3, nginx), computed where the app runs (the
 * Cloudflare Worker, the Vercel function; docs/deploy.md, Files per host).
 */
function countryListPath(api: Api, code: string): string | undefined {
  const country = api.byCode.get(normaliseCode(code));
  return country && fillLayout(LAYOUTS.countrySubdivisions, { code: country.cca2 });
}

const subdivisionCode = () =>
  text()
    .transform((value, ctx) => {
      const code = normaliseSubdivisionCode(value);
      return SUBDIVISION_CODE.test(code) ? code : queryProblem(ctx, 'code', `'${value}' is not an ISO 3166-2 code. Codes take the form ${CODE_FORM}.`);
    })
    .describe(`An ISO 3166-2 code, any case: ${CODE_FORM}.`);

const LOOKUPS = ['code', 'name', 'country', 'type'] as const;

const subdivisionParams = (api: Api) =>
  z
    .strictObject({
      code: subdivisionCode().optional(),
      name: text()
        .optional()
        .describe('A subdivision’s name as ISO gives it or another name (`Bayern`, `Bavaria`), any case and accents; with `country`, in that country only.'),
      country: countryCode().optional().describe('A country (alpha-2, alpha-3 or numeric code): its subdivisions, or with `name` the country to look in.'),
      type: choice(api.subdivisions.typeNames, new Map(api.subdivisions.typeNames.map((t) => [fold(slug(t)), t])))
        .optional()
        .describe(
          'A type (ISO’s category, `Province`, `Metropolitan department`, or its English gloss, `state` for Germany’s `Land`), any case: the subdivisions of that type.',
        ),
      format: format(),
    })
    .transform((p, ctx) => {
      if (ctx.issues.length > 0) return z.NEVER;
      const given = LOOKUPS.filter((k) => p[k] !== undefined);
      if (given.length === 0) return queryProblem(ctx, 'code', 'Give `code`, `name`, or `country` and/or `type`.', LOOKUPS);
      if (p.code !== undefined && given.length > 1) return queryProblem(ctx, given[1]!, '`code` names one subdivision: give it alone.', ['code']);
      if (p.name !== undefined && p.type !== undefined)
        return queryProblem(ctx, 'type', '`name` finds one subdivision: give it alone or with `country`.', ['name', 'country']);
      const country = p.country === undefined ? undefined : api.byCode.get(normaliseCode(p.country));
      if (country && p.type !== undefined && p.name === undefined) {
        const own = api.subdivisions.byCountry.get(country.cca2) ?? [];
        if (!own.some((s) => isOfType(api.subdivisions, s, p.type!))) {
          const types = country.subdivisions.types.map((t) => typeLabel(api.subdivisions, t.type));
          const has = types.length ? `its types: ${types.join(', ')}` : 'it has no ISO 3166-2 subdivisions';
          return queryProblem(
            ctx,
            'type',
            `${country.name.common} has no subdivision of type '${p.type}'; ${has}.`,
            country.subdivisions.types.map((t) => t.type),
          );
        }
      }
      return p;
    });

export const subdivisionRoute = defineRoute({
  name: 'subdivision',
  summary:
    'ISO 3166-2 subdivisions: one by code (`DE-BY`) or name (`Bavaria`, across all countries or in one), or a list: a country’s (`country=DE`), a type’s (`type=state`), or both.',
  formats: DOCUMENT_FORMATS,
  response: [SubdivisionRecord, SubdivisionListDocument],
  misses: [300, 404, 410],
  params: subdivisionParams,
  staticPath(api, p) {
    if (p.code !== undefined) return api.subdivisions.byCode.has(p.code) ? fillLayout(LAYOUTS.subdivision, { code: p.code }) : undefined;
    if (p.country !== undefined && p.name === undefined && p.type === undefined) return countryListPath(api, p.country);
    return undefined;
  },
  // A country's list is written by its own route, country/subdivisions.
  precomputed: (api) => api.subdivisions.all.map((s) => ({ code: s.code })),
  files: [{ layout: LAYOUTS.subdivision, policy: 'computed' }],
  answer(api, p) {
    if (p.code !== undefined) {
      const record = presentSubdivisionRecord(api, findSubdivisionByCode(api, p.code));
      return { body: record, rows: [record], xmlRoot: 'subdivision' };
    }
    if (p.name !== undefined) {
      const record = presentSubdivisionRecord(api, findSubdivisionByName(api, p.name, p.country === undefined ? undefined : findByCode(api, p.country)));
      return { body: record, rows: [record], xmlRoot: 'subdivision' };
    }
    if (p.country !== undefined) return countryList(api, p.country, p.type);
    const { body, rows } = subdivisionList(api, undefined, p.type);
    return { body, rows, columns: SUBDIVISION_COLUMNS, xmlRoot: 'subdivisions' };
  },
  examples: [
    { query: 'subdivision?code=de-by', description: 'Bavaria by its ISO 3166-2 code, any case' },
    { query: 'subdivision?name=bavaria', description: 'by name, ISO’s (Bayern) or another (Bavaria), across all countries' },
    { query: 'subdivision?name=Punjab', description: 'an ambiguous name (India’s and Pakistan’s): HTTP 300 with candidates' },
    { query: 'subdivision?name=punjab&country=PK', description: 'the same name in one country' },
    { query: 'subdivision?country=DE&type=state', description: 'Germany’s Länder, by the English gloss of ISO’s `Land`' },
    { query: 'subdivision?country=FR&type=metropolitan region&format=csv', description: 'France’s 12 metropolitan regions as CSV' },
  ],
});

export const countrySubdivisionsRoute = defineRoute({
  name: 'country/subdivisions',
  summary: 'A country’s ISO 3166-2 subdivisions, with type and parent (an empty list for a country without any).',
  formats: DOCUMENT_FORMATS,
  response: [SubdivisionListDocument],
  misses: [404, 410],
  params: () => z.strictObject({ code: countryCode(), format: format() }),
  precomputed: (api) => api.countries.map((c) => ({ code: c.cca2 })),
  files: [{ layout: LAYOUTS.countrySubdivisions, policy: 'computed', values: (api, p) => countryFileValues(api, p.code) }],
  answer: (api, p) => countryList(api, p.code),
  examples: [
    { query: 'country/subdivisions?code=DE', description: 'Germany’s 16 Länder' },
    { query: 'country/subdivisions?code=FR&format=csv', description: 'France’s regions, departments and collectivities as CSV, each with its parent' },
  ],
});

/** The terms of the subdivisions' sources, which differ from the country records'. */
export const SUBDIVISIONS_LICENCE =
  'Subdivision codes, names, types and parents: iso-codes (Debian), LGPL-2.1-or-later; English names: Unicode CLDR, Unicode-3.0. See sources.';

export const exportSubdivisionsRoute = documentRoute({
  name: 'export/subdivisions',
  summary: 'Bulk export of every ISO 3166-2 subdivision, with the sources, their licences and how the two sources compare.',
  formats: DOCUMENT_FORMATS,
  response: [SubdivisionExportDocument],
  answer(api) {
    const records = api.subdivisions.all.map((s) => presentSubdivision(api, s));
    const sources = api.meta.sources.filter((s) => s.fields.some((f) => f.startsWith('subdivision')));
    const dataset = datasetInfo(api);
    const meta = {
      dataset,
      count: records.length,
      countries: api.subdivisions.byCountry.size,
      licence: SUBDIVISIONS_LICENCE,
      sources,
      typeGlosses: api.subdivisions.typeGlosses,
      crossCheck: api.subdivisions.crossCheck,
      edition: api.subdivisions.edition,
      laterChanges: [...api.subdivisions.laterChanges],
    };
    return { body: { meta, data: records }, rows: records.map((r) => withVersion(r, dataset)), columns: SUBDIVISION_COLUMNS, xmlRoot: 'export' };
  },
  examples: [{ query: 'export/subdivisions?format=csv', description: 'every subdivision as one CSV file' }],
});
