/**
 * @module
 * The HTTP application: the static output and the query-string API, with the HTTP behaviour
 * of docs/api.md (HTTP behaviour of the server). Web-standard Request/Response only (Hono), so the same app runs on
 * Node (`node-net.ts`) and on Cloudflare Workers (`worker.ts`); files and compression come in
 * through small interfaces.
 */
import { Hono } from 'hono';
import type { Api } from '../api/context.ts';
import { ApiError, NOT_FOUND_BODY } from '../api/errors.ts';
import type { Route } from '../api/route.ts';
import { errorBodyOf } from '../api/question.ts';
import { routeFamily, routeMatcher } from '../api/route-match.ts';
import { AnswerCache, type Compressor } from './answer-cache.ts';
import { createApiResolver } from './api-query.ts';
import type { Asset, AssetStore } from './assets.ts';
import type { AccessControl } from '../access/access-control.ts';
import { healthResponse } from './health.ts';
import { API_CACHE, IMMUTABLE_CACHE, PAGE_CACHE, assetResponse, errorResponse, type AssetResponseOptions } from './responses.ts';

import { securityHeaders, CORS_HEADERS, PREFLIGHT_HEADERS } from './security.ts';
import { sitePathCandidates, safePath } from './paths.ts';

export interface AppOptions {
  api: Api;
  routes: readonly Route[];
  assets: AssetStore;
  compress?: Compressor;
  /** Longer request targets get 414. */
  maxUrlLength?: number;
  /**
   * Access plans (docs/plans.md): asked about every API request before it is answered; it
   * answers the request itself (401/403/429/503, `/api/usage`) or gives headers to add.
   * Without it the API is open.
   */
  access?: AccessControl;
}

const ALLOW = 'GET, HEAD, OPTIONS';
// Made once: the headers of every API response and of every page.
const API_HEADERS: Readonly<Record<string, string>> = { ...securityHeaders(true), ...CORS_HEADERS };
const SITE_HEADERS: Readonly<Record<string, string>> = securityHeaders(false);

export function createApp(options: AppOptions): Hono {
  const { api, routes, assets } = options;
  const maxUrlLength = options.maxUrlLength ?? 2048;
  const resolveQuery = createApiResolver(api, assets, new AnswerCache(1000, options.compress));
  const matchRoute = routeMatcher(routes);
  const familyOf = routeFamily(routes);
  const app = new Hono();
  const startedAt = Date.now();
  // The static health document, with uptime and the usage store's state (docs/api.md, health).
  const answer = async (asset: Asset, o: AssetResponseOptions) => {
    if (asset.path !== 'api/health.json') return assetResponse(asset, o);
    const res = healthResponse(asset, o.method, (Date.now() - startedAt) / 1000, { usageStore: options.access ? await options.access.storeState() : 'off' });
    for (const [k, v] of Object.entries(o.extra ?? {})) res.headers.set(k, v);
    return res;
  };

  app.all('*', async (c) => {
    const req = c.req.raw;
    const method = req.method;
    const url = new URL(req.url);
    const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');
    // Every response carries these: built into the responses made here, whose headers then
    // stay a plain object that the Node adapter writes as it is, and set on the others.
    let extra = isApi ? API_HEADERS : SITE_HEADERS;
    // Known once the path names a route: its errors are written in its shape (REST Countries').
    let route: Route | undefined;
    const fail = (e: ApiError, more: Record<string, string> = {}) => errorResponse(e.status, errorBodyOf(route, e), method, { ...extra, ...more });

    try {
      if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: ALLOW, ...(isApi ? PREFLIGHT_HEADERS : {}), ...extra } });
      if (method !== 'GET' && method !== 'HEAD') return fail(new ApiError(405, `Method ${method} is not allowed; use GET or HEAD.`), { Allow: ALLOW });
      if (req.url.length - url.origin.length > maxUrlLength) return fail(new ApiError(414, `The request target is longer than ${maxUrlLength} characters.`));

      const path = safePath(url.pathname);
      if (path === undefined) {
        if (isApi) return fail(new ApiError(400, 'The path is not a valid file path (bad encoding, NUL, backslash or dot segment).'));
        return notFoundPage(await assets.get('404.html'), method, extra);
      }
      const common = { method, acceptEncoding: req.headers.get('accept-encoding') ?? undefined, ifNoneMatch: req.headers.get('if-none-match') ?? undefined };

      if (isApi && options.access) {
        const verdict = await options.access.check(req, path);
        if (verdict instanceof Response) {
          for (const [k, v] of Object.entries(extra)) verdict.headers.set(k, v);
          return verdict;
        }
        // The plan's headers join `extra`, so they too stay in the plain header object.
        extra = { ...extra, ...verdict };
      }
      // An access plan may ask for its own caching of API answers (metered: never shared).
      const apiCache = extra['Cache-Control'] ?? API_CACHE;

      if (isApi) {
        const match = matchRoute(path);
        if (match) {
          route = match.route;
          const { asset } = await resolveQuery({ route, search: url.search, accept: req.headers.get('accept') ?? undefined, pathValues: match.pathValues });
          return answer(asset, { ...common, extra, cacheControl: apiCache, vary: 'Accept, Accept-Encoding' });
        }
        const file = await assets.get(path.slice(1));
        if (file) return answer(file, { ...common, extra, cacheControl: apiCache, vary: 'Accept-Encoding' });
        route = familyOf(path);
        return fail(new ApiError(404, NOT_FOUND_BODY.message));
      }

      for (const candidate of sitePathCandidates(path)) {
        const file = await assets.get(candidate);
        if (!file) continue;
        const cacheControl = candidate.startsWith('_astro/') ? IMMUTABLE_CACHE : candidate.endsWith('.html') ? PAGE_CACHE : API_CACHE;
        return assetResponse(file, { ...common, extra, cacheControl, vary: 'Accept-Encoding' });
      }
      return notFoundPage(await assets.get('404.html'), method, extra);
    } catch (e) {
      if (e instanceof ApiError) return fail(e);
      console.error(e);
      return fail(new ApiError(500, 'Internal error.'));
    }
  });
  return app;
}

function notFoundPage(page: Asset | undefined, method: string, extra: Readonly<Record<string, string>>): Response {
  const body = page?.body ?? new TextEncoder().encode('<!doctype html><title>Not found</title><h1>Not found</h1>');
  return new Response(method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
    status: 404,
    headers: { ...extra, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': String(body.length) },
  });
}
