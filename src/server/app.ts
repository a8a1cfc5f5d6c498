/**
 * @module
 * The HTTP application: the static output and the query-string API, with the HTTP behaviour
 * of API.md section 5. Web-standard Request/Response only (Hono), so the same app runs on
 * Node (`node.ts`) and on Cloudflare Workers (`worker.ts`); files and compression come in
 * through small interfaces.
 */
import { Hono } from 'hono';
import type { Api } from '../api/context.ts';
import { ApiError } from '../api/errors.ts';
import type { Route } from '../api/route.ts';
import { AnswerCache, type Compressor } from './answer-cache.ts';
import { createApiResolver } from './api-query.ts';
import type { AssetStore } from './assets.ts';
import { API_CACHE, IMMUTABLE_CACHE, PAGE_CACHE, assetResponse, errorResponse } from './responses.ts';
import { NOT_FOUND_BODY } from '../static/generate.ts';
import { securityHeaders, CORS_HEADERS, PREFLIGHT_HEADERS } from './security.ts';
import { sitePathCandidates, safePath } from './paths.ts';

export interface AppOptions {
  api: Api;
  routes: readonly Route<never>[];
  assets: AssetStore;
  compress?: Compressor;
  /** Longer request targets get 414. */
  maxUrlLength?: number;
}

const ALLOW = 'GET, HEAD, OPTIONS';

export function createApp(options: AppOptions): Hono {
  const { api, routes, assets } = options;
  const maxUrlLength = options.maxUrlLength ?? 2048;
  const resolveQuery = createApiResolver(api, assets, new AnswerCache(1000, options.compress));
  const routeByPath = new Map(routes.map((r) => [`/api/${r.name}`, r]));
  const app = new Hono();

  app.all('*', async (c) => {
    const req = c.req.raw;
    const method = req.method;
    const url = new URL(req.url);
    const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');
    const headers = (res: Response) => {
      for (const [k, v] of Object.entries(securityHeaders(isApi))) res.headers.set(k, v);
      if (isApi) for (const [k, v] of Object.entries(CORS_HEADERS)) res.headers.set(k, v);
      return res;
    };
    const fail = (e: ApiError, extra: Record<string, string> = {}) => headers(errorResponse(e.body, method, extra));

    try {
      if (method === 'OPTIONS') return headers(new Response(null, { status: 204, headers: { Allow: ALLOW, ...(isApi ? PREFLIGHT_HEADERS : {}) } }));
      if (method !== 'GET' && method !== 'HEAD') return fail(new ApiError(405, `Method ${method} is not allowed; use GET or HEAD.`), { Allow: ALLOW });
      if (req.url.length - url.origin.length > maxUrlLength) return fail(new ApiError(414, `The request target is longer than ${maxUrlLength} characters.`));

      const path = safePath(url.pathname);
      if (path === undefined) {
        if (isApi) return fail(new ApiError(400, 'The path is not a valid file path (bad encoding, NUL, backslash or dot segment).'));
        return headers(await notFoundPage(assets, method));
      }
      const common = { method, acceptEncoding: req.headers.get('accept-encoding') ?? undefined, ifNoneMatch: req.headers.get('if-none-match') ?? undefined };

      if (isApi) {
        const route = routeByPath.get(path.replace(/\/$/, ''));
        if (route) {
          const { asset } = await resolveQuery({ route, search: url.searchParams, accept: req.headers.get('accept') ?? undefined });
          return headers(assetResponse(asset, { ...common, cacheControl: API_CACHE, vary: 'Accept, Accept-Encoding' }));
        }
        const file = await assets.get(path.slice(1));
        if (file) return headers(assetResponse(file, { ...common, cacheControl: API_CACHE, vary: 'Accept-Encoding' }));
        return fail(new ApiError(404, NOT_FOUND_BODY.message));
      }

      for (const candidate of sitePathCandidates(path)) {
        const file = await assets.get(candidate);
        if (!file) continue;
        const cacheControl = candidate.startsWith('_astro/') ? IMMUTABLE_CACHE : candidate.endsWith('.html') ? PAGE_CACHE : API_CACHE;
        return headers(assetResponse(file, { ...common, cacheControl, vary: 'Accept-Encoding' }));
      }
      return headers(await notFoundPage(assets, method));
    } catch (e) {
      if (e instanceof ApiError) return fail(e);
      console.error(e);
      return fail(new ApiError(500, 'Internal error.'));
    }
  });
  return app;
}

async function notFoundPage(assets: AssetStore, method: string): Promise<Response> {
  const page = await assets.get('404.html');
  const body = page?.body ?? new TextEncoder().encode('<!doctype html><title>Not found</title><h1>Not found</h1>');
  return new Response(method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
