/**
 * @module
 * The HTTP policy of every response, in one place: the headers each kind of path carries
 * (security, CORS, caching, content types) as rules by path pattern, the way static hosts set
 * headers (Netlify's and Cloudflare's `_headers`, Vercel's routes). The server applies these rules
 * to what it answers (app.ts), and src/hosts/headers.ts writes them into every host's
 * configuration, so a file carries the same headers whoever serves it. No header name is set by
 * two rules that can match one path, since hosts differ in how they merge them.
 */
import { formats } from '../../formats/registry.ts';
import { FORMAT_EXTENSIONS } from '../../formats/extensions.ts';
import { API_ROOT } from '../../api/paths.ts';

/**
 * API documents and the files they point to (docs/api.md, "Caching"): five minutes fresh in a
 * browser, a day in a shared cache (a CDN), which may then serve them a week longer while it
 * revalidates, or while the origin fails. The data changes a few times a year, with a deploy (which
 * purges a host's own CDN); their ETag, the hash of the bytes, makes each revalidation a 304 until
 * the answer itself changes.
 */
export const API_CACHE = 'public, max-age=300, s-maxage=86400, stale-while-revalidate=604800, stale-if-error=604800';
/** Content-hashed files (`/_astro/*`): a new build gives them new names. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** What a path no rule caches gets (the pages): revalidated every time, as every managed host does by default. */
export const PAGE_CACHE = 'public, max-age=0, must-revalidate';

/**
 * On every response. One Content-Security-Policy for pages and documents alike, since a static
 * host's path pattern cannot tell a page from the rest; the pages' script hashes are in Astro's
 * meta tag, and the header adds what a meta tag cannot express (`frame-ancestors`).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Everything here is public and read without credentials: the API, the flags its records point
 * to, the maps. Any origin may read it, as REST Countries allowed.
 */
export const CORS_HEADERS: Readonly<Record<string, string>> = { 'Access-Control-Allow-Origin': '*' };

/** What scripts on other origins may read of an API answer besides the simple headers. */
export const API_EXPOSED_HEADERS = { 'Access-Control-Expose-Headers': 'ETag, Content-Length, RateLimit, RateLimit-Policy, Retry-After' } as const;

/**
 * The answer to a CORS preflight. Any request header is allowed (`*`; `Authorization` by name,
 * which the wildcard does not cover), so a client's `Content-Type: application/json` or
 * `X-Requested-With` on a GET from another origin passes. A static host cannot tell a preflight
 * from a request, so its configuration sends these on everything (browsers read them only on
 * preflights).
 */
export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*, Authorization',
  'Access-Control-Max-Age': '86400',
};

export interface HeaderRule {
  /** Path pattern; `*` matches any characters, `/` included. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** The rules, in the order hosts are given them. */
export const HEADER_RULES: readonly HeaderRule[] = [
  { path: '/*', headers: { ...SECURITY_HEADERS, ...CORS_HEADERS } },
  { path: `${API_ROOT}/*`, headers: { 'Cache-Control': API_CACHE, ...API_EXPOSED_HEADERS } },
  ...FORMAT_EXTENSIONS.map((ext) => ({ path: `${API_ROOT}/*.${ext}`, headers: { 'Content-Type': formats[ext].contentType } })),
  { path: '/_astro/*', headers: { 'Cache-Control': IMMUTABLE_CACHE } },
  { path: '/flags/*', headers: { 'Cache-Control': API_CACHE } },
  { path: '/maps/*', headers: { 'Cache-Control': API_CACHE } },
];

const patterns = new Map<string, RegExp>();
/** Whether a rule's pattern matches a request path. */
export function ruleMatches(rule: HeaderRule, path: string): boolean {
  let pattern = patterns.get(rule.path);
  if (!pattern) {
    const source = rule.path
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    patterns.set(rule.path, (pattern = new RegExp(`^${source}$`)));
  }
  return pattern.test(path);
}

/** The headers the rules give a request path (`/api/country/DE.json`, `/flags/DE.svg`). */
export function headersFor(path: string): Record<string, string> {
  return Object.assign({}, ...HEADER_RULES.filter((r) => ruleMatches(r, path)).map((r) => r.headers)) as Record<string, string>;
}

/** The caching of a file of the site (not an API answer): its rule's, else {@link PAGE_CACHE}. */
export const siteCacheControl = (path: string): string => headersFor(path)['Cache-Control'] ?? PAGE_CACHE;
