/**
 * Checks of the hosts that only serve files (Netlify, with its rules): a question is answered
 * with the file the server answers it with, or with a 404, never an HTML page with 200.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outDir } from '../helpers.ts';
import { serverAnswer, type CanonicalCase } from './cases.ts';
import { essence, nativeType, type Served } from './site.ts';

export const buildText = (name: string) => readFileSync(join(outDir(), name), 'utf8');

/** docs/api.md (Errors): a static host answers an API question it cannot answer with `/api/404.json`'s body and status 404. */
export function isJson404(served: Served): boolean {
  if (served.status !== 404 || essence(served.contentType) !== 'application/json' || served.file !== '/api/404.json') return false;
  const body = JSON.parse(served.body.toString('utf8')) as { status?: unknown; error?: unknown; message?: unknown };
  return body.status === 404 && body.error === 'not_found' && typeof body.message === 'string';
}

/** REST Countries' 404 (`{"status":404,"message":"Not Found"}`), from the file the build writes for its routes' misses. */
export function isRestJson404(served: Served): boolean {
  if (served.status !== 404 || essence(served.contentType) !== 'application/json' || served.file !== '/api/rest/404.json') return false;
  return served.body.toString('utf8') === '{"status":404,"message":"Not Found"}';
}

/** REST Countries v5's 404 (`{"errors":[{"message":…}]}`), from the file the build writes for its misses. */
export function isV5Json404(served: Served): boolean {
  if (served.status !== 404 || essence(served.contentType) !== 'application/json' || served.file !== '/api/rest/v5/404.json') return false;
  const body = JSON.parse(served.body.toString('utf8')) as { errors?: Array<{ message?: unknown }> };
  return typeof body.errors?.[0]?.message === 'string';
}

export const isHtml404 = (served: Served) => served.status === 404 && essence(served.contentType) === 'text/html' && served.file === '/404.html';

/**
 * The media type a static host gives its answer to `url`: the server's, but for a file of an
 * extension hosts have no type of their own for (`.geojson`) reached through a rewrite, the
 * host's: `_headers` is matched against the path asked (`/api/country/shape`), not the file's,
 * so only the file's own path (`/api/country/DE/shape.geojson`) gets `application/geo+json`
 * (docs/deploy.md says so).
 */
export function typeOnStaticHost(url: string, served: Served, serverType: string): string {
  const rewritten = new URL(url, 'https://host.invalid').pathname !== served.file;
  return rewritten && nativeType(served.file) === 'application/octet-stream' ? nativeType(served.file) : essence(serverType);
}

/**
 * Why a host's answer to a canonical question is wrong, or undefined. It must be the bytes the
 * server answers with, with the same media type, and status 200 (a static host cannot send the
 * 300 of an ambiguous name or the 410 of a former country's code; the body says it). The server's
 * health adds live fields, so the host must send the health file itself; an ambiguous name and a
 * former country's code have no CSV or XML file, so those get a 404.
 */
export async function canonicalProblem(c: CanonicalCase, served: Served): Promise<string | undefined> {
  const server = await serverAnswer(c.url);
  if ((server.status === 300 || server.status === 410) && c.format !== 'json')
    return served.status === 404 ? undefined : `${c.url}: ${served.status} for a format a ${server.status} answer has no file in`;
  const expected = c.route === 'health' ? readFileSync(join(outDir(), 'api/health.json')) : server.body;
  if (served.status !== 200) return `${c.url}: status ${served.status} (${served.file})`;
  if (essence(served.contentType) !== typeOnStaticHost(c.url, served, server.contentType))
    return `${c.url}: ${served.contentType}, server says ${server.contentType}`;
  if (!served.body.equals(expected)) return `${c.url}: sent ${served.file}, not the server's answer`;
  return undefined;
}

export async function canonicalProblems(serve: (url: string) => Served, cases: readonly CanonicalCase[]): Promise<{ problems: string[]; asked: number }> {
  const problems: string[] = [];
  for (const c of cases) {
    const problem = await canonicalProblem(c, serve(c.url));
    if (problem) problems.push(problem);
  }
  return { problems, asked: cases.length };
}

/** Content types of docs/api.md (Formats and content types), stated there, not read from the code. */
export const API_TYPES: Readonly<Record<string, string>> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
  xml: 'application/xml; charset=utf-8',
};
/** docs/api.md, HTTP behaviour of the server. */
export const API_CACHE_CONTROL = 'public, max-age=300, s-maxage=86400, stale-while-revalidate=604800, stale-if-error=604800';

/** docs/api.md, Headers: on every response, whoever serves it. */
export const EVERY_RESPONSE: Readonly<Record<string, string | RegExp>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': /(^|;\s*)frame-ancestors 'none'(;|$)/,
  'access-control-allow-origin': '*',
};

/** What is missing or wrong among the headers of docs/api.md. */
export function missingHeaders(get: (name: string) => string | undefined): string[] {
  return Object.entries(EVERY_RESPONSE).flatMap(([name, expected]) => {
    const value = get(name);
    const ok = value !== undefined && (typeof expected === 'string' ? value === expected : expected.test(value));
    return ok ? [] : [`${name}: ${value ?? '(none)'}`];
  });
}
