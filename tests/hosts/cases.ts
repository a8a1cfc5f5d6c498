/**
 * The questions the host tests ask, and the reference they are judged by: the documented
 * examples (each route's `examples`) with what a static host can do with each, stated from the
 * documented layout and the hosts' documented abilities; the canonical query form of every
 * precomputed question, with the documented defaults left out as well; and the Node server's
 * answer to any URL, made in-process as `node-net.ts` makes it.
 */

import fc from 'fast-check';
import { createApi } from '../../src/api/context.ts';
import { routes } from '../../src/api/routes.ts';
import { parameterNames } from '../../src/api/params.ts';
import { defaultFormat, schemaOf } from '../../src/api/question.ts';
import { familiesOf } from '../../src/api/files.ts';
import type { App } from '../../src/server/http/app.ts';
import { loadAssets } from '../../src/server/node/assets-fs.ts';
import { appOver, asBuilt } from '../server/server-app.ts';
import { TEST_CACHE_DIR, builtApi, builtDataset, outDir, siteFiles } from '../helpers.ts';
import { latinNames } from '../../src/api/cities.ts';

/** What a host that only serves files (with Netlify's rules, or none) answers for a documented example. */
export type OnStaticHosts =
  /** The precomputed file it is, by the layout in docs/api.md. */
  | { file: string }
  /**
   * Not a static question as written. Netlify answers the JSON 404 when no rule takes the
   * query (`json`), and its HTML 404 page when a rule takes it but its target has no file (`html`).
   */
  | { notFound: string; netlify: 'json' | 'html' }
  /** Not a static question as written, under the REST Countries routes: Netlify answers REST Countries' 404 body. */
  | { notFound: string; rest: true }
  /** Under REST Countries v5, which has no files: Netlify answers v5's 404 body. */
  | { notFound: string; v5: true };

export const EXAMPLES_ON_STATIC_HOSTS: Readonly<Record<string, OnStaticHosts>> = {
  'country?code=DE': { file: '/api/country/DE.json' },
  'country?code=xkx': { notFound: 'a rewrite cannot upper-case the code', netlify: 'html' },
  'country?name=Côte d’Ivoire': { notFound: 'a rewrite cannot turn a name into its slug', netlify: 'html' },
  'country?name=Deutschland': { notFound: 'a rewrite cannot lower-case the name', netlify: 'html' },
  'country?capital=Kingston': { notFound: 'a rewrite cannot lower-case the capital', netlify: 'html' },
  'country?code=DE&format=csv': { file: '/api/country/DE.csv' },
  'country?code=SU': { file: '/api/country/SU.json' },
  'country?name=Czechoslovakia': { notFound: 'a rewrite cannot lower-case the name', netlify: 'html' },
  'country/population?code=DE': { file: '/api/country/DE/population.json' },
  'country/population?code=SO&format=csv': { file: '/api/country/SO/population.csv' },
  'country/gdp?code=DE': { file: '/api/country/DE/gdp.json' },
  'country/gdp?code=BR&format=csv': { file: '/api/country/BR/gdp.csv' },
  'country/factbook?code=DE': { file: '/api/country/DE/factbook.json' },
  'country/factbook?code=PS': { file: '/api/country/PS/factbook.json' },
  'country/leaders?code=CL': { file: '/api/country/CL/leaders.json' },
  'country/leaders?code=SM&format=csv': { file: '/api/country/SM/leaders.csv' },
  'country/subdivisions?code=DE': { file: '/api/country/DE/subdivisions.json' },
  'country/subdivisions?code=FR&format=csv': { file: '/api/country/FR/subdivisions.csv' },
  'subdivision?code=de-by': { notFound: 'a rewrite cannot upper-case the code', netlify: 'html' },
  'subdivision?name=bavaria': { notFound: 'a name lookup is computed', netlify: 'json' },
  'subdivision?name=Punjab': { notFound: 'a name lookup is computed', netlify: 'json' },
  'subdivision?name=punjab&country=PK': { notFound: 'a name lookup is computed', netlify: 'json' },
  'subdivision?country=DE&type=state': { notFound: 'a type filter is computed', netlify: 'json' },
  'subdivision?country=FR&type=metropolitan region&format=csv': { notFound: 'a type filter is computed', netlify: 'json' },
  'export/subdivisions?format=csv': { file: '/api/export/subdivisions.csv' },
  'country/shape?code=DE': { file: '/api/country/DE/shape.geojson' },
  'country/shape?code=FJ&scale=50m': { file: '/api/country/FJ/shape-50m.geojson' },
  'world/shapes?scale=110m': { file: '/api/world/shapes.geojson' },
  'world/topology?scale=50m': { file: '/api/world/topology-50m.json' },
  'locate?lat=48.8566&lng=2.3522': { notFound: 'locate is computed', netlify: 'json' },
  'locate?lat=-16.85&lng=-179.97': { notFound: 'locate is computed', netlify: 'json' },
  'locate?lat=38.5816&lng=-121.4944': { notFound: 'locate is computed', netlify: 'json' },
  'locate?lat=-27.4698&lng=153.0251&format=xml': { notFound: 'locate is computed', netlify: 'json' },
  'locate?lat=0&lng=-30&format=csv': { notFound: 'locate is computed', netlify: 'json' },
  'country/cities?code=DE': { file: '/api/country/DE/cities.json' },
  'country/cities?code=CH&format=csv': { file: '/api/country/CH/cities.csv' },
  'city?name=munich': { notFound: 'a city lookup is computed', netlify: 'json' },
  'city?name=London': { notFound: 'a city lookup is computed', netlify: 'json' },
  'city?name=london&country=CA': { notFound: 'a city lookup is computed', netlify: 'json' },
  'city?id=2643743': { notFound: 'a city lookup is computed', netlify: 'json' },
  'former-country?code=SUHH': { file: '/api/former-country/SUHH.json' },
  'former-country?name=East Germany': { notFound: 'a rewrite cannot turn a name into its slug', netlify: 'html' },
  'former-country?code=CS': { file: '/api/former-country/CS.json' },
  'former-country?code=YU&format=csv': { file: '/api/former-country/YU.csv' },
  'former-countries': { file: '/api/former-countries.json' },
  'former-countries?format=csv': { file: '/api/former-countries.csv' },
  changes: { file: '/api/changes.json' },
  'changes?format=csv': { file: '/api/changes.csv' },
  organisations: { file: '/api/organisations.json' },
  countries: { file: '/api/countries/all/name-asc/1.json' },
  'countries?region=Europe&sort=population': { file: '/api/countries/region/europe/population-desc/1.json' },
  'countries?language=de': { notFound: 'the files are named by ISO 639-3 code (deu), and a rewrite cannot map de to deu', netlify: 'html' },
  'countries?currency=EUR&sort=area&order=asc&page=2': { file: '/api/countries/currency/EUR/area-asc/2.json' },
  'countries?q=cote': { notFound: 'search is computed by the server', netlify: 'json' },
  'countries?q=ussr': { notFound: 'search is computed by the server', netlify: 'json' },
  'countries?landlocked=true&region=Africa&limit=100&fields=name.common,population': {
    notFound: 'combined filters, limits and projections are computed',
    netlify: 'json',
  },
  'borders?code=DE': { file: '/api/borders/DE.json' },
  'borders?code=JP': { file: '/api/borders/JP.json' },
  'similar?code=DE&by=region': { file: '/api/similar/DE/region.json' },
  'similar?code=CH&by=language': { file: '/api/similar/CH/language.json' },
  stats: { file: '/api/stats.json' },
  health: { file: '/api/health.json' },
  'rest/v1/all': { file: '/api/rest/v1/all.json' },
  'rest/v1': { file: '/api/rest/v1/all.json' },
  'rest/v1/alpha/CO': { file: '/api/rest/v1/alpha/CO.json' },
  'rest/v1/alpha?codes=co;nor;ee': { notFound: 'a list of codes is computed', rest: true },
  'rest/v1/name/norge': { notFound: 'the name files are named by English common name (norway)', rest: true },
  'rest/v1/name/russian federation?fullText=true': { notFound: 'fullText is computed', rest: true },
  'rest/v1/currency/eur': { file: '/api/rest/v1/currency/eur.json' },
  'rest/v1/lang/en': { file: '/api/rest/v1/lang/en.json' },
  'rest/v1/callingcode/57': { file: '/api/rest/v1/callingcode/57.json' },
  'rest/v1/capital/tallinn': { notFound: 'v1 capital lookups have no files', rest: true },
  'rest/v1/region/europe': { file: '/api/rest/v1/region/europe.json' },
  'rest/v1/subregion/northern europe': { notFound: 'the files are named by slug (northern-europe)', rest: true },
  'rest/v2': { file: '/api/rest/v2/all.json' },
  'rest/v2/all': { file: '/api/rest/v2/all.json' },
  'rest/v2/all?fields=name;capital;region;population;flag;alpha3Code': { notFound: 'fields is computed', netlify: 'json' },
  'rest/v2/all?fields=flag,name,population,region,capital': { notFound: 'fields is computed', netlify: 'json' },
  'rest/v2/alpha/co': { notFound: 'the code files are named in upper case (CO)', rest: true },
  'rest/v2/alpha/DEU': { file: '/api/rest/v2/alpha/DEU.json' },
  'rest/v2/alpha?codes=col;no;ee': { notFound: 'a list of codes is computed', rest: true },
  'rest/v2/name/norge': { notFound: 'v2 name lookups have no files', rest: true },
  'rest/v2/name/united': { notFound: 'v2 name lookups have no files', rest: true },
  'rest/v2/name/russian federation?fullText=true': { notFound: 'v2 name lookups have no files', rest: true },
  'rest/v2/currency/cop': { notFound: 'v2 currency lookups have no files', rest: true },
  'rest/v2/lang/es': { notFound: 'v2 language lookups have no files', rest: true },
  'rest/v2/callingcode/372': { notFound: 'v2 calling code lookups have no files', rest: true },
  'rest/v2/capital/tallinn': { notFound: 'v2 capital lookups have no files', rest: true },
  'rest/v2/region/europe': { file: '/api/rest/v2/region/europe.json' },
  'rest/v2/region/americas?fields=name;capital': { notFound: 'fields is computed', rest: true },
  'rest/v2/subregion/northern europe': { notFound: 'v2 sub-region lookups have no files', rest: true },
  'rest/v2/demonym/french': { notFound: 'demonym lookups have no files', rest: true },
  'rest/v2/regionalbloc/eu': { notFound: 'regional bloc lookups have no files', rest: true },
  'rest/v3.1/all?fields=name,flags': { notFound: 'fields is computed', netlify: 'json' },
  'rest/v3.1/all': { file: '/api/rest/v3.1/all.json' },
  'rest/v3.1/alpha/co': { notFound: 'the code files are named in upper case (CO)', rest: true },
  'rest/v3.1/alpha?codes=de,co': { notFound: 'a list of codes is computed', rest: true },
  'rest/v3.1/alpha/deu?fields=name,capital': { notFound: 'fields is computed', rest: true },
  'rest/v3.1/name/peru': { file: '/api/rest/v3.1/name/peru.json' },
  'rest/v3.1/name/united': { notFound: 'a part of a name has no file', rest: true },
  'rest/v3.1/name/republic of colombia?fullText=true': { notFound: 'fullText is computed', rest: true },
  'rest/v3.1/currency/eur': { file: '/api/rest/v3.1/currency/eur.json' },
  'rest/v3.1/demonym/chilean': { notFound: 'demonym lookups have no files', rest: true },
  'rest/v3.1/lang/german': { file: '/api/rest/v3.1/lang/german.json' },
  'rest/v3.1/capital/helsinki': { file: '/api/rest/v3.1/capital/helsinki.json' },
  'rest/v3.1/region/europe': { file: '/api/rest/v3.1/region/europe.json' },
  'rest/v3.1/region/north america': { notFound: 'a sub-region asked as a region has no file', rest: true },
  'rest/v3.1/subregion/middle africa': { notFound: 'the files are named by slug (middle-africa)', rest: true },
  'rest/v3.1/subregion/central europe': { notFound: 'the files are named by slug (central-europe)', rest: true },
  'rest/v3.1/translation/běloruská': { notFound: 'translation lookups have no files', rest: true },
  'rest/v3.1/independent?status=true&fields=name': { notFound: 'fields is computed', netlify: 'json' },
  'rest/v5?limit=2': { notFound: 'v5 is computed', v5: true },
  'rest/v5?q=island&region=Oceania&response_fields=names': { notFound: 'v5 is computed', v5: true },
  'rest/v5/codes.alpha_2/AZ': { notFound: 'v5 is computed', v5: true },
  'rest/v5/names.common/Finland': { notFound: 'v5 is computed', v5: true },
  'rest/v5/name?q=united&response_fields=names': { notFound: 'v5 is computed', v5: true },
  'rest/v5/capitals?q=Baku&limit=1': { notFound: 'v5 is computed', v5: true },
  'rest/v5/currencies?q=EUR&memberships.eu=false&response_fields=names,currencies': { notFound: 'v5 is computed', v5: true },
  'export/countries?format=csv': { file: '/api/export/countries.csv' },
  openapi: { file: '/api/openapi.json' },
};

/** Requests beyond the documented examples that every delivery of the app must answer alike: [what, URL, init]. */
export const EDGE_CASES: ReadonlyArray<[string, string, RequestInit?]> = [
  ['an unknown API path', '/api/nope'],
  ['a static file that does not exist', '/api/country/ZZ.json'],
  ['a bad parameter value', '/api/countries?page=abc'],
  ['a repeated parameter', '/api/country?code=DE&code=FR'],
  ['an unknown parameter', '/api/borders?code=DE&x=1'],
  ['a computed answer', '/api/countries?region=Europe&landlocked=true&format=xml'],
  ['a lower-case alias', '/api/borders?code=deu'],
  ['a HEAD request', '/api/country/DE.csv', { method: 'HEAD' }],
  ['a POST', '/api/country?code=DE', { method: 'POST' }],
  ['a CORS preflight', '/api/country?code=DE', { method: 'OPTIONS' }],
  ['a conditional request', '/api/country/DE.json', { headers: { 'If-None-Match': '"no-match"' } }],
  ['a v2 record with its flags, absolute on the origin asked', '/api/rest/v2/alpha/col?fields=flag;flags'],
  ['a v2 code of the wrong length', '/api/rest/v2/alpha/abcd'],
  ['more than 10 v2 fields on all', '/api/rest/v2/all?fields=name;capital;region;subregion;population;area;gini;flag;borders;languages;currencies'],
  ['a v2 lookup that finds nothing', '/api/rest/v2/name/atlantis'],
  ['a v2 region in any case', '/api/rest/v2/region/AMERICAS?fields=name'],
  ['a v1 list of codes separated by commas', '/api/rest/v1/alpha?codes=co,nor,ee'],
  ['a code in the path beside codes=', '/api/rest/v3.1/alpha/de?codes=co'],
];

export const documentedExamples = () => routes.flatMap((r) => r.examples.map((e) => e.query));

/** The URL of a query relative to the API root, encoded as a client would send it. */
export const apiUrl = (query: string) => {
  const url = new URL(`/api/${query}`, 'https://host.invalid');
  return url.pathname + url.search;
};

/** docs/api.md: `limit` defaults to 25, `page` to 1, `sort` to name, `order` to asc for text and desc for numbers; `by` to region. */
const DEFAULTS = { limit: '25', page: '1', sort: 'name', by: 'region' } as const;
const defaultOrder = (sort: string) => (sort === 'name' ? 'asc' : 'desc');

export interface CanonicalCase {
  route: string;
  url: string;
  format: string;
  /** Its file's family (`country/{code}`), and whether the file is an alias of another (`DEU` of `DE`). */
  family: string;
  alias: boolean;
}

/** A precomputed question as a client writes it: every value as text, the default limit left out. */
function canonicalParams(params: Record<string, string | number | boolean | string[] | undefined>): Array<[string, string]> {
  const text = (v: string | number | boolean | string[]) => (Array.isArray(v) ? v.join(',') : String(v));
  return Object.entries(params)
    .flatMap(([k, v]): Array<[string, string]> => (v === undefined ? [] : [[k, text(v)]]))
    .filter(([k, v]) => !(k === 'limit' && v === DEFAULTS.limit));
}

/** The same question with documented defaults left out, in every way that keeps it the same question. */
function withoutDefaults(entries: Array<[string, string]>): Array<Array<[string, string]>> {
  const given = new Map(entries);
  const optional = entries.map(([k]) => k).filter((k) => ['page', 'sort', 'order', 'by'].includes(k));
  const variants: Array<Array<[string, string]>> = [];
  for (let mask = 1; mask < 1 << optional.length; mask++) {
    const dropped = new Set(optional.filter((_, i) => mask & (1 << i)));
    const kept = entries.filter(([k]) => !dropped.has(k));
    const value = (k: string) => (dropped.has(k) ? undefined : given.get(k));
    const sort = value('sort') ?? DEFAULTS.sort;
    const same =
      (!dropped.has('page') || given.get('page') === DEFAULTS.page) &&
      (!dropped.has('by') || given.get('by') === DEFAULTS.by) &&
      (!given.has('sort') || sort === given.get('sort')) &&
      (!given.has('order') || (value('order') ?? defaultOrder(sort)) === given.get('order'));
    if (same) variants.push(kept);
  }
  return variants;
}

const toUrl = (route: string, entries: Array<[string, string]>) => {
  const qs = new URLSearchParams(entries).toString();
  return `/api/${route}${qs ? `?${qs}` : ''}`;
};

/**
 * Every precomputed question in its canonical query form, in each format the route offers
 * (`format=json` on every seventh, to keep the run short), plus its forms without defaults.
 */
let canonical: CanonicalCase[] | undefined;
export function canonicalCases(): CanonicalCase[] {
  if (canonical) return canonical;
  const api = builtApi();
  const cases: CanonicalCase[] = [];
  let n = 0;
  for (const route of routes) {
    for (const params of route.precomputed(api)) {
      const entries = canonicalParams(params as Record<string, string | number | boolean | string[] | undefined>);
      const staticPath = route.staticPath(api, params)!;
      const canonicalParamsOf = route.canonical?.(api, params);
      const file = {
        family: familiesOf(route, staticPath)[0]?.layout ?? '',
        alias: canonicalParamsOf !== undefined && route.staticPath(api, canonicalParamsOf) !== staticPath,
      };
      const push = (url: string, format: string) => cases.push({ route: route.name, url, format, ...file });
      push(toUrl(route.name, entries), defaultFormat(route));
      // A route without a `format` parameter (REST Countries') is asked without one.
      if (!parameterNames(schemaOf(api, route)).includes('format')) continue;
      for (const format of route.formats) if (format !== 'json' || n++ % 7 === 0) push(toUrl(route.name, [...entries, ['format', format]]), format);
      for (const variant of withoutDefaults(entries)) push(toUrl(route.name, variant), defaultFormat(route));
    }
  }
  return (canonical = cases);
}

/** The parameters a canonical question is asked with, by name: its shape. */
const shapeOf = (url: string) => [...new URL(url, 'https://host.invalid').searchParams.keys()].sort().join('&');

/**
 * One canonical question of each kind, as a host's rules tell them apart: per route, file family,
 * canonical file or alias, set of parameters asked and format, the first. Every
 * host's configuration is derived from the same route table (src/hosts/rewrites.ts, the app the
 * Worker and the function run), so a kind answered right stands for the rest of it (the
 * derivation itself is checked over every question in rules.test.ts); property tests add a
 * random draw of the others.
 */
export function representativeCases(): CanonicalCase[] {
  const byKind = new Map<string, CanonicalCase[]>();
  for (const c of canonicalCases()) {
    const kind = [c.route, c.family, c.alias, shapeOf(c.url), c.format].join('|');
    const same = byKind.get(kind);
    if (same) same.push(c);
    else byKind.set(kind, [c]);
  }
  return [...byKind.values()].map((same) => same[0]!);
}

/**
 * What the host tests ask: one canonical question of each kind, and `draws` others drawn at
 * random on each run (a failure names its URLs, which is all it takes to ask them again).
 */
export function canonicalSample(draws: number): CanonicalCase[] {
  const all = canonicalCases();
  return [...representativeCases(), ...fc.sample(fc.nat({ max: all.length - 1 }), draws).map((i) => all[i]!)];
}

export interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

let node: App | undefined;
/**
 * The Node server's app over the test build, as node-net.ts makes it. Its answers on the routes
 * whose links must be absolute carry the origin asked: compared with a file, they are taken
 * `asBuilt`.
 */
/** A new app over the test build, as the Node server makes it: its clock (uptime) starts now. */
export const newNodeApp = (): App => appOver(createApi(builtDataset()), loadAssets(outDir(), TEST_CACHE_DIR, siteFiles()));

export function nodeApp(): App {
  node ??= newNodeApp();
  return node;
}

const answers = new Map<string, Answer>();
export async function serverAnswer(url: string): Promise<Answer> {
  let answer = answers.get(url);
  if (!answer) {
    const res = await nodeApp().request(url);
    answer = { status: res.status, contentType: res.headers.get('content-type') ?? '', body: asBuilt(Buffer.from(await res.arrayBuffer())) };
    answers.set(url, answer);
  }
  return answer;
}

/** What every delivery of the app must answer alike: status, type, caching, CORS, `Allow` and body. */
export interface AnswerView {
  status: number;
  type: string | null;
  cache: string | null;
  cors: string | null;
  allow: string | null;
  body: string;
}

/** An answer as {@link AnswerView} sees it. The health answer's uptime is the server's own, so it is left out; the validator is compared apart. */
export function answerView(status: number, header: (name: string) => string | null | undefined, bytes: Buffer, url: string): AnswerView {
  let body = bytes.toString();
  if (url.startsWith('/api/health') && body) body = JSON.stringify({ ...(JSON.parse(body) as object), uptime: 0 });
  if (url.startsWith('/api/city?') && status === 200) body = asOnSizeLimitedHosts(body);
  return {
    status,
    type: header('content-type') ?? null,
    cache: header('cache-control') ?? null,
    cors: header('access-control-allow-origin') ?? null,
    allow: header('allow') ?? null,
    body,
  };
}

/**
 * A city as the Worker and the Vercel function carry it: its other names in Latin script only
 * (src/build/worker-bundle-fs.ts), which its source says; the rest of the answer is the same.
 */
export function asOnSizeLimitedHosts(body: string): string {
  const city = JSON.parse(body) as { otherNames: string[]; source: Record<string, unknown> };
  const { otherNames: _said, ...source } = city.source;
  return JSON.stringify({ ...city, otherNames: latinNames(city.otherNames), source });
}

/** The Node server's answer on an origin (the answers whose links are absolute carry it), as {@link AnswerView} sees it. */
export async function nodeView(origin: string, url: string, init?: RequestInit): Promise<AnswerView> {
  const res = await nodeApp().request(`${origin}${url}`, init);
  return answerView(res.status, (n) => res.headers.get(n), Buffer.from(await res.arrayBuffer()), url);
}
