/**
 * docs/api.md (Two ways to ask): both ways to reach the API give the same bytes. Every precomputed
 * question of every route, asked in the query form, in every format the route offers,
 * answers exactly its static file.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/api/routes.ts';
import type { Route } from '../../src/api/route.ts';
import { defaultFormat } from '../../src/api/question.ts';
import { CONTENT_TYPES, asBuilt, buildFile, bytesOf, queryString, request, testApp, type Format } from './server-app.ts';

interface Question {
  url: string;
  file: string;
  status: number;
  type: string;
}

/**
 * The status a static JSON document stands for when it is a referral: an ambiguous name's
 * answer (300) or a former country's (410), whose bodies carry it; undefined for any other.
 */
function referralStatus(jsonFile: Buffer): 300 | 410 | undefined {
  if (jsonFile[0] !== 0x7b) return undefined;
  const doc = JSON.parse(jsonFile.toString('utf8')) as { status?: unknown; candidates?: unknown };
  return (doc.status === 300 || doc.status === 410) && Array.isArray(doc.candidates) ? doc.status : undefined;
}

/** The query-form questions of a route with the file and status each must answer. */
function questionsOf(route: Route): Question[] {
  const { api } = testApp();
  const questions: Question[] = [];
  for (const params of route.precomputed(api)) {
    const rel = route.staticPath(api, params);
    if (rel === undefined) throw new Error(`${route.name}: ${JSON.stringify(params)} has no static path`);
    const asked = { ...(params as object) } as Record<string, unknown>;
    // The query form is case-insensitive: ask for codes as a user would type them.
    if (typeof asked.code === 'string') asked.code = asked.code.toLowerCase();
    // Only a route with JSON files has referrals (the shapes' files are GeoJSON alone).
    const referral = route.formats.includes('json') ? referralStatus(buildFile(`api/${rel}.json`)) : undefined;
    for (const format of route.formats as readonly Format[]) {
      // The route's default format (JSON, or GeoJSON for the shapes) is asked without `format`.
      const url = `/api/${route.name}${queryString(asked, format === defaultFormat(route) ? {} : { format })}`;
      // A referral (an ambiguous name, a former country) has only its JSON document: errors are JSON whatever the format.
      questions.push(
        referral
          ? { url, file: `api/${rel}.json`, status: referral, type: CONTENT_TYPES.json }
          : { url, file: `api/${rel}.${format}`, status: 200, type: CONTENT_TYPES[format] },
      );
    }
  }
  return questions;
}

// The server answers health with the static document plus its uptime and services (docs/api.md,
// section 2, /health), so those bytes are not the file's; checked apart below.
// Some REST Countries lookups have no files (demonyms, translations, v1 capitals): nothing to compare.
const BYTE_FOR_BYTE = routes.filter((route) => route.name !== 'health' && [...route.precomputed(testApp().api)].length > 0);

describe('precomputed questions in the query form', () => {
  it.each(BYTE_FOR_BYTE.map((route) => [route.name, route] as const))('%s: every question answers the bytes of its static file', async (_name, route) => {
    const questions = questionsOf(route);
    expect(questions.length).toBeGreaterThan(0);
    const offenders: string[] = [];
    for (const q of questions) {
      const res = await request(q.url);
      const body = asBuilt(await bytesOf(res));
      if (res.status !== q.status) offenders.push(`${q.url}: status ${res.status}, expected ${q.status}`);
      if (res.headers.get('content-type') !== q.type) offenders.push(`${q.url}: content type ${res.headers.get('content-type')}`);
      if (!body.equals(buildFile(q.file))) offenders.push(`${q.url}: body differs from ${q.file}`);
    }
    expect(offenders).toEqual([]);
  });

  it('the ambiguous capitals of docs/api.md (Kingston, Oranjestad) are among the 300 documents', () => {
    const ambiguous = questionsOf(routes.find((r) => r.name === 'country')!)
      .filter((q) => q.status === 300)
      .map((q) => q.file);
    expect(ambiguous).toContain('api/country/capital/kingston.json');
    expect(ambiguous).toContain('api/country/capital/oranjestad.json');
  });

  it('the former countries of docs/api.md (SU, Czechoslovakia) are among the 410 documents, Georgia’s GE is not', () => {
    const former = questionsOf(routes.find((r) => r.name === 'country')!)
      .filter((q) => q.status === 410)
      .map((q) => q.file);
    expect(former).toContain('api/country/SU.json');
    expect(former).toContain('api/country/name/czechoslovakia.json');
    expect(former).not.toContain('api/country/GE.json');
  });
});

// The static paths docs/api.md names, independent of the route table.
const DOCUMENTED: ReadonlyArray<readonly [string, string]> = [
  ['/api/country?code=de', 'api/country/DE.json'],
  ['/api/country?code=DEU', 'api/country/DEU.json'],
  ['/api/country?code=276', 'api/country/276.json'],
  ['/api/country?name=Germany', 'api/country/name/germany.json'],
  ['/api/country?capital=Berlin', 'api/country/capital/berlin.json'],
  ['/api/borders?code=DE', 'api/borders/DE.json'],
  ['/api/similar?code=DE&by=region', 'api/similar/DE/region.json'],
  ['/api/similar?code=de&by=language', 'api/similar/DE/language.json'],
  ['/api/stats', 'api/stats.json'],
  ['/api/rest/v1/all', 'api/rest/v1/all.json'],
  ['/api/export/countries?format=csv', 'api/export/countries.csv'],
  ['/api/export/countries?format=xml', 'api/export/countries.xml'],
  ['/api/openapi', 'api/openapi.json'],
];

describe('the static forms docs/api.md names', () => {
  it.each(DOCUMENTED)('%s answers the bytes of %s', async (url, file) => {
    const res = await request(url);
    expect(res.status).toBe(200);
    expect((await bytesOf(res)).equals(buildFile(file))).toBe(true);
  });
});

describe('health, answered live by the server', () => {
  it.each(['/api/health', '/api/health.json'])('%s is the static health document plus uptime and services', async (url) => {
    const res = await request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(CONTENT_TYPES.json);
    const { uptime, services, ...rest } = JSON.parse(await res.text()) as Record<string, unknown>;
    expect(rest).toEqual(JSON.parse(buildFile('api/health.json').toString('utf8')));
    expect(rest).toMatchObject({ status: 'ok', dataset: { countries: 250 } });
    expect(Number.isInteger(uptime) && (uptime as number) >= 0).toBe(true);
    expect(services).toEqual(expect.any(Object));
  });
});
