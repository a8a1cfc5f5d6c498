/**
 * Every JSON document of the build matches the schema its path promises, and the build as a
 * whole stays within what static hosts accept.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Country } from '../../src/dataset/schema.ts';
import { routes } from '../../src/api/routes.ts';
import {
  Ambiguous,
  BordersDocument,
  CitiesDocument,
  FormerAmbiguous,
  FormerCountriesDocument,
  FormerCountry,
  FormerReferral,
  OrganisationsDocument,
  PopulationDocument,
  GdpDocument,
  FactbookDocument,
  LeadersDocument,
  ChangesDocument,
  ExportDocument,
  HealthDocument,
  ListDocument,
  NotFound,
  OpenApiDocument,
  SimilarDocument,
  StatsDocument,
  SubdivisionExport,
  SubdivisionList,
  SubdivisionRecord,
} from './document-schemas.ts';
import { ShapeCollection, ShapeFeature, WorldTopology } from './shape-document-schemas.ts';
import { RestV1All, RestV1Record } from './rest-v1-schema.ts';
import { RestNotFound, RestV31Record, RestV5NotFound } from './rest-v31-schema.ts';
import { RestV2Record } from './rest-v2-schema.ts';
import { apiJsonFiles, distFiles, fileSize, filesMatching, hasFile, readJson, zodOffences } from './dist.ts';

const packageVersion = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

const statusOf = (body: unknown) => (typeof body === 'object' && body !== null ? (body as { status?: unknown }).status : undefined);
const isAmbiguous = (body: unknown) => statusOf(body) === 300;
/** A code or name only a former country had is answered by the 410 body. */
const countryOrFormer = (body: unknown) => (statusOf(body) === 410 ? FormerReferral : Country);

const OpenApiWithEveryRoute = OpenApiDocument.superRefine((doc, ctx) => {
  for (const route of routes) {
    if (!Object.hasOwn(doc.paths, `/${route.name}`)) ctx.addIssue({ code: 'custom', path: ['paths'], message: `no path for route '${route.name}'` });
  }
});

interface Kind {
  name: string;
  pattern: RegExp;
  schema: (body: unknown) => z.ZodType;
}

const KINDS: readonly Kind[] = [
  { name: 'country by code', pattern: /^api\/country\/[^/]+\.json$/, schema: countryOrFormer },
  // A name or capital shared by several countries is answered by the 300 error body.
  {
    name: 'country by name or capital',
    pattern: /^api\/country\/(name|capital)\/[^/]+\.json$/,
    schema: (body) => (isAmbiguous(body) ? Ambiguous : countryOrFormer(body)),
  },
  { name: 'former country', pattern: /^api\/former-country\/.+\.json$/, schema: (body) => (isAmbiguous(body) ? FormerAmbiguous : FormerCountry) },
  { name: 'former countries', pattern: /^api\/former-countries\.json$/, schema: () => FormerCountriesDocument },
  { name: 'population series', pattern: /^api\/country\/[A-Z]{2}\/population\.json$/, schema: () => PopulationDocument },
  { name: 'GDP series', pattern: /^api\/country\/[A-Z]{2}\/gdp\.json$/, schema: () => GdpDocument },
  { name: 'Factbook profiles', pattern: /^api\/country\/[A-Z]{2}\/factbook\.json$/, schema: () => FactbookDocument },
  { name: 'terms in office', pattern: /^api\/country\/[A-Z]{2}\/leaders\.json$/, schema: () => LeadersDocument },
  { name: 'organisations', pattern: /^api\/organisations\.json$/, schema: () => OrganisationsDocument },
  { name: 'country list page', pattern: /^api\/countries\/.+\.json$/, schema: () => ListDocument },
  { name: 'borders', pattern: /^api\/borders\/[^/]+\.json$/, schema: () => BordersDocument },
  { name: 'similar', pattern: /^api\/similar\/[^/]+\/[^/]+\.json$/, schema: () => SimilarDocument },
  { name: 'stats', pattern: /^api\/stats\.json$/, schema: () => StatsDocument },
  {
    name: 'health',
    pattern: /^api\/health\.json$/,
    schema: () => HealthDocument.refine((h) => h.version === packageVersion, 'version is not the package version'),
  },
  { name: 'export', pattern: /^api\/export\/countries\.json$/, schema: () => ExportDocument },
  { name: 'changes', pattern: /^api\/changes\.json$/, schema: () => ChangesDocument },
  { name: 'subdivision', pattern: /^api\/subdivision\/[A-Z]{2}-[0-9A-Z]{1,3}\.json$/, schema: () => SubdivisionRecord },
  { name: "a country's cities", pattern: /^api\/country\/[A-Z]{2}\/cities\.json$/, schema: () => CitiesDocument },
  { name: "a country's subdivisions", pattern: /^api\/country\/[A-Z]{2}\/subdivisions\.json$/, schema: () => SubdivisionList },
  { name: "a country's shape", pattern: /^api\/country\/[A-Z]{2}\/shape(-50m)?\.geojson$/, schema: () => ShapeFeature },
  { name: "the world's shapes", pattern: /^api\/world\/shapes(-50m)?\.geojson$/, schema: () => ShapeCollection },
  { name: "the world's topology", pattern: /^api\/world\/topology(-50m)?\.json$/, schema: () => WorldTopology },
  { name: 'subdivisions export', pattern: /^api\/export\/subdivisions\.json$/, schema: () => SubdivisionExport },
  { name: 'REST v1', pattern: /^api\/rest\/v1\/all\.json$/, schema: () => RestV1All },
  // REST Countries answers a lookup with a list (v1's alpha/{code}: the record itself), never an empty one.
  { name: 'REST v1 code', pattern: /^api\/rest\/v1\/alpha\/[A-Z]{2}\.json$/, schema: () => RestV1Record },
  {
    name: 'REST v1 lookup',
    pattern: /^api\/rest\/v1\/(name|currency|lang|callingcode|capital|region|subregion)\/[^/]+\.json$/,
    schema: () => RestV1All.min(1),
  },
  { name: 'REST v2', pattern: /^api\/rest\/v2\/all\.json$/, schema: () => z.array(RestV2Record).min(1) },
  // v2's alpha/{code} answers the record itself, by alpha-2 or alpha-3 code.
  { name: 'REST v2 code', pattern: /^api\/rest\/v2\/alpha\/[A-Z]{2,3}\.json$/, schema: () => RestV2Record },
  { name: 'REST v2 region', pattern: /^api\/rest\/v2\/region\/[a-z]+\.json$/, schema: () => z.array(RestV2Record).min(1) },
  { name: 'REST v3.1', pattern: /^api\/rest\/v3\.1\/.+\.json$/, schema: () => z.array(RestV31Record).min(1) },
  { name: 'REST not found', pattern: /^api\/rest\/404\.json$/, schema: () => RestNotFound },
  { name: 'REST v5 not found', pattern: /^api\/rest\/v5\/404\.json$/, schema: () => RestV5NotFound },
  { name: 'OpenAPI', pattern: /^api\/openapi\.json$/, schema: () => OpenApiWithEveryRoute },
  { name: 'not found', pattern: /^api\/404\.json$/, schema: () => NotFound },
];

function offencesOf(path: string, schema: (body: unknown) => z.ZodType): string[] {
  let body: unknown;
  try {
    body = readJson(path);
  } catch (error) {
    return [(error as Error).message];
  }
  const result = schema(body).safeParse(body);
  return result.success ? [] : zodOffences(path, result.error.issues);
}

describe('JSON and GeoJSON documents under api/', () => {
  it('each belong to exactly one kind of document by their path', () => {
    const offenders = [...apiJsonFiles(), ...filesMatching(/^api\/.+\.geojson$/)]
      .map((path) => ({ path, kinds: KINDS.filter((k) => k.pattern.test(path)).map((k) => k.name) }))
      .filter((f) => f.kinds.length !== 1)
      .map((f) => `${f.path}: ${f.kinds.length === 0 ? 'no schema' : f.kinds.join(' and ')}`);
    expect(offenders).toEqual([]);
  });

  it.each(KINDS)('$name files parse and match their schema', ({ pattern, schema }) => {
    const files = filesMatching(pattern);
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((path) => offencesOf(path, schema))).toEqual([]);
  });

  // The contract's own examples of capitals shared by two countries.
  it.each([
    ['kingston', ['JM', 'NF']],
    ['oranjestad', ['AW', 'BQ']],
  ])('capital %s is answered with status 300 listing %j', (capital, expected) => {
    const body = Ambiguous.parse(readJson(`api/country/capital/${capital}.json`));
    expect(body.candidates.map((c) => c.cca2).sort()).toEqual(expected);
  });
});

describe('the build output', () => {
  // The number of files each host is given is held to its limit in tests/hosts/uploads.test.ts.
  it('has no file over 25 MiB', () => {
    const files = distFiles();
    expect(files.length).toBeGreaterThan(0);
    const limit = 25 * 1024 * 1024;
    expect(files.filter((path) => fileSize(path) > limit)).toEqual([]);
  });

  it('has a top-level 404.html for unknown pages', () => {
    expect(hasFile('404.html')).toBe(true);
  });
});

describe('the explorer’s search terms (explorer/search-terms.json)', () => {
  // Written from src/explorer/search-terms-file.ts: the kinds once, then every term of every country, a subdivision's with its type in words.
  const TermsFile = z.object({
    kinds: z.array(z.string().min(1)),
    terms: z.record(
      z.string().regex(/^[A-Z]{2}$/),
      z
        .array(
          z.union([
            z.tuple([z.string().trim().min(1), z.number().int().min(0)]),
            z.tuple([z.string().trim().min(1), z.number().int().min(0), z.string().min(1)]),
          ]),
        )
        .min(1),
    ),
  });

  it('parses, and holds every name of every subdivision the export lists under its country', () => {
    const file = TermsFile.parse(readJson('explorer/search-terms.json'));
    const subdivision = file.kinds.indexOf('subdivision');
    const exported = SubdivisionExport.parse(readJson('api/export/subdivisions.json'));
    const missing = exported.data.flatMap((s) =>
      [s.name, ...s.otherNames.map((n) => n.name)]
        .filter((name) => !file.terms[s.country.cca2]?.some(([text]) => text === name))
        .map((name) => `${s.code} ${name}`),
    );
    expect(missing).toEqual([]);
    expect(file.terms.DE).toContainEqual(['Bavaria', subdivision, 'state']);
    expect(file.terms.LK).toContainEqual(['Ceylon', file.kinds.indexOf('former name')]);
  });
});
