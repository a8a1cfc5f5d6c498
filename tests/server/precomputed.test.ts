/**
 * docs/api.md (Two ways to ask): both ways to reach the API give the same bytes. A precomputed
 * question of a route, asked in the query form in any format the route offers, answers exactly
 * its static file. The files and the query form come from one route table (src/api/files.ts), so
 * a sample stands for the rest: every referral (300, 410), one question of each kind (file
 * family, alias or canonical file, parameters asked, kind of code or name) in every format, and a
 * draw at random with a fixed seed, named in the test (PRECOMPUTED_SEED=n draws another).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/api/routes.ts';
import type { Route } from '../../src/api/route.ts';
import type { Api } from '../../src/api/context.ts';
import { familiesOf } from '../../src/api/files.ts';
import { defaultFormat } from '../../src/api/question.ts';
import { CONTENT_TYPES, asBuilt, buildFile, bytesOf, queryString, request, testApp, type Format } from './server-app.ts';

interface Question {
  url: string;
  file: string;
  status: number;
  type: string;
}

/** One precomputed question of a route: its kind, and the question asked in each of the route's formats. */
interface Precomputed {
  kind: string;
  status: number;
  questions: Question[];
}

/**
 * The status a static JSON document stands for when it is a referral: an ambiguous name's
 * answer (300) or a former country's (410), whose bodies carry it; undefined for any other.
 */
function referralStatus(jsonFile: Buffer): 300 | 410 | undefined {
  if (jsonFile[0] !== 0x7b || !jsonFile.includes('"candidates"')) return undefined;
  const doc = JSON.parse(jsonFile.toString('utf8')) as { status?: unknown; candidates?: unknown };
  return (doc.status === 300 || doc.status === 410) && Array.isArray(doc.candidates) ? doc.status : undefined;
}

/** `DEU` → `AAA`, `DE-BY` → `AA-AA`: what tells codes apart without naming them. */
const shapeOf = (value: string) => value.replace(/[A-Za-z]/g, 'A').replace(/[0-9]/g, '9');

/** Which of a country's codes a code is (alpha-2, alpha-3, numeric, a code alias like Kosovo's XKX), or a former or other code's shape. */
function codeKind(api: Api, code: string): string {
  const country = api.byCode.get(code);
  if (!country) return `other code ${shapeOf(code)}`;
  return code === country.cca2 ? 'cca2' : code === country.cca3 ? 'cca3' : code === country.ccn3 ? 'ccn3' : 'code alias';
}

/** Which tier of names a name key is first found in (common, official, native, …), or a former country's name. */
function nameKind(api: Api, name: string): string {
  const tier = Object.entries(api.names).find(([, index]) => index.has(name))?.[0];
  return tier ? `${tier} name` : api.formerCountries.byName.has(name) ? 'former name' : 'other name';
}

/** The kinds of values a question asks with, each parameter by name. */
function valueKinds(api: Api, params: Record<string, unknown>): string {
  return Object.keys(params)
    .filter((key) => params[key] !== undefined)
    .sort()
    .map((key) =>
      key === 'code' && typeof params.code === 'string'
        ? codeKind(api, params.code)
        : key === 'name' && typeof params.name === 'string'
          ? nameKind(api, params.name)
          : key,
    )
    .join('&');
}

const precomputedCache = new Map<Route, Precomputed[]>();
/** Every precomputed question of a route with its kind and the file and status each format must answer. */
function precomputedOf(route: Route): Precomputed[] {
  const cached = precomputedCache.get(route);
  if (cached) return cached;
  const { api } = testApp();
  const all: Precomputed[] = [];
  for (const params of route.precomputed(api)) {
    const rel = route.staticPath(api, params);
    if (rel === undefined) throw new Error(`${route.name}: ${JSON.stringify(params)} has no static path`);
    const asked = { ...(params as object) } as Record<string, unknown>;
    // The query form is case-insensitive: ask for codes as a user would type them.
    if (typeof asked.code === 'string') asked.code = asked.code.toLowerCase();
    // Only a route with JSON files has referrals (the shapes' files are GeoJSON alone).
    const referral = route.formats.includes('json') ? referralStatus(buildFile(`api/${rel}.json`)) : undefined;
    const canonical = route.canonical?.(api, params);
    const alias = canonical !== undefined && route.staticPath(api, canonical) !== rel;
    const family = familiesOf(route, rel)[0]?.layout ?? '(no family)';
    const status = referral ?? 200;
    const kind = [family, alias ? 'alias' : 'file', status, valueKinds(api, params)].join(' | ');
    const questions = (route.formats as readonly Format[]).map((format): Question => {
      // The route's default format (JSON, or GeoJSON for the shapes) is asked without `format`.
      const url = `/api/${route.name}${queryString(asked, format === defaultFormat(route) ? {} : { format })}`;
      // A referral (an ambiguous name, a former country) has only its JSON document: errors are JSON whatever the format.
      return referral
        ? { url, file: `api/${rel}.json`, status: referral, type: CONTENT_TYPES.json }
        : { url, file: `api/${rel}.${format}`, status: 200, type: CONTENT_TYPES[format] };
    });
    all.push({ kind, status, questions });
  }
  precomputedCache.set(route, all);
  return all;
}

/** The seed of the random draw: fixed, so a failure asks the same questions again; PRECOMPUTED_SEED=n draws others. */
const SEED = Number(process.env.PRECOMPUTED_SEED ?? 37);
/** Questions drawn at random per route, beside the representative ones. */
const DRAWS = 12;

/** The files this file and docs/api.md name as edge cases: Georgia's GE is a country, though a former one had it too. */
const NAMED_FILES = new Set([
  'api/country/GE.json',
  'api/country/capital/kingston.json',
  'api/country/capital/oranjestad.json',
  'api/country/SU.json',
  'api/country/name/czechoslovakia.json',
]);

/** The sample of a route's precomputed questions: every referral, the named edge cases, the first of each kind, and DRAWS drawn with SEED. */
function sampleOf(route: Route): Precomputed[] {
  const all = precomputedOf(route);
  const chosen = new Set<Precomputed>(all.filter((p) => p.status !== 200 || p.questions.some((q) => NAMED_FILES.has(q.file))));
  const kinds = new Set<string>();
  for (const p of all) {
    if (kinds.has(p.kind)) continue;
    kinds.add(p.kind);
    chosen.add(p);
  }
  const seed = SEED + [...route.name].reduce((sum, ch) => sum * 31 + ch.charCodeAt(0), 0);
  for (const i of fc.sample(fc.nat({ max: all.length - 1 }), { seed: seed | 0, numRuns: Math.min(DRAWS, all.length) })) chosen.add(all[i]!);
  return [...chosen];
}

// The server answers health with the static document plus its uptime and services (docs/api.md,
// section 2, /health), so those bytes are not the file's; checked apart below.
// Some REST Countries lookups have no files (demonyms, translations, v1 capitals): nothing to compare.
const BYTE_FOR_BYTE = routes.filter((route) => route.name !== 'health' && [...route.precomputed(testApp().api)].length > 0);

/** The questions of a route's sample that get a status, content type or body other than their file's. */
async function offendersOf(questions: readonly Question[]): Promise<string[]> {
  const offenders: string[] = [];
  for (const q of questions) {
    const res = await request(q.url);
    const body = asBuilt(await bytesOf(res));
    if (res.status !== q.status) offenders.push(`${q.url}: status ${res.status}, expected ${q.status}`);
    if (res.headers.get('content-type') !== q.type) offenders.push(`${q.url}: content type ${res.headers.get('content-type')}`);
    if (!body.equals(buildFile(q.file))) offenders.push(`${q.url}: body differs from ${q.file}`);
  }
  return offenders;
}

describe('precomputed questions in the query form', () => {
  it.each(BYTE_FOR_BYTE.map((route) => [route.name, route] as const))(
    `%s: every referral, each kind of question and ${DRAWS} drawn with seed ${SEED}, in every format, answer the bytes of their static files`,
    async (_name, route) => {
      const sample = sampleOf(route);
      expect(sample.length).toBeGreaterThan(0);
      expect(await offendersOf(sample.flatMap((p) => p.questions))).toEqual([]);
    },
  );

  it('the sample holds every kind of code and name a country is asked by, and every referral', () => {
    const country = routes.find((r) => r.name === 'country')!;
    const kinds = new Set(sampleOf(country).map((p) => p.kind.split(' | ').at(-1)));
    for (const kind of [
      'cca2',
      'cca3',
      'ccn3',
      'code alias',
      'other code AA',
      'common name',
      'official name',
      'native name',
      'altSpelling name',
      'former name',
      'capital',
    ])
      expect(kinds).toContain(kind);
    const referrals = precomputedOf(country).filter((p) => p.status !== 200);
    expect(referrals.length).toBeGreaterThan(0);
    expect(sampleOf(country)).toEqual(expect.arrayContaining(referrals));
  });

  it('the ambiguous capitals of docs/api.md (Kingston, Oranjestad) are among the 300 documents', () => {
    const ambiguous = precomputedOf(routes.find((r) => r.name === 'country')!)
      .filter((p) => p.status === 300)
      .map((p) => p.questions[0]!.file);
    expect(ambiguous).toContain('api/country/capital/kingston.json');
    expect(ambiguous).toContain('api/country/capital/oranjestad.json');
  });

  it('the former countries of docs/api.md (SU, Czechoslovakia) are among the 410 documents, Georgia’s GE is not', () => {
    const former = precomputedOf(routes.find((r) => r.name === 'country')!)
      .filter((p) => p.status === 410)
      .map((p) => p.questions[0]!.file);
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
