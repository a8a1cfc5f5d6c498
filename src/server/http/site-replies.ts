/**
 * @module
 * The site's replies: a page or another file of the build, a mistyped country address sent to its
 * page, the 404 page, a redirect.
 */
import { countryAddressSegment } from '../../api/country-address.ts';
import { replyOptions, type AppContext, type RequestState } from './app-context.ts';
import type { Asset } from './assets.ts';
import { PAGE_CACHE, siteCacheControl } from './http-policy.ts';
import { sitePathCandidates } from './paths.ts';
import type { Incoming, Reply } from './reply.ts';
import { assetReply } from './responses.ts';

/** A page or another file of the site: the file, else a directory's index page, else a country address's page, else the 404 page. */
export function site(app: AppContext, req: Incoming, safe: string, search: string, state: RequestState): Reply | Promise<Reply> {
  for (const candidate of sitePathCandidates(safe)) {
    const file = app.assets.get(candidate);
    if (file instanceof Promise) return file.then((found) => (found ? siteFile(req, candidate, found, state) : siteMiss(app, req, safe, search, state)));
    if (file) return siteFile(req, candidate, file, state);
  }
  return siteMiss(app, req, safe, search, state);
}

function siteFile(req: Incoming, path: string, file: Asset, state: RequestState): Reply | Promise<Reply> {
  return assetReply(file, replyOptions(req, state, siteCacheControl(`/${path}`), 'Accept-Encoding'));
}

/**
 * A path no file answers: a mistyped country address goes to its page, anything else is the 404
 * page. Only a country address is asked of the core (a render thread on Node): the paths scanners
 * and broken links ask for cost no thread's time, and stay 404s while the core is busy.
 */
async function siteMiss(app: AppContext, req: Incoming, safe: string, search: string, state: RequestState): Promise<Reply> {
  const page = countryAddressSegment(safe) === undefined ? undefined : await app.core.countryPage(safe, req.client);
  if (page) return redirect(app.basePath + page + search, state.extra);
  return notFoundPage(app, req, state.extra);
}

/** The site's 404 page, never cached (an address that is missing now may exist after the next build). */
export async function notFoundPage(app: AppContext, req: Incoming, extra: Readonly<Record<string, string>>): Promise<Reply> {
  const page = await app.assets.get('404.html');
  const o = {
    method: req.method,
    acceptEncoding: req.header('accept-encoding'),
    ifNoneMatch: undefined,
    extra,
    cacheControl: 'no-store',
    vary: 'Accept-Encoding',
  };
  if (page) return assetReply(page, { ...o, status: 404 });
  const body = new TextEncoder().encode('<!doctype html><title>Not found</title><h1>Not found</h1>');
  const headers = { ...extra, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': String(body.length) };
  return { status: 404, headers, body: req.method === 'HEAD' ? undefined : body };
}

/** A permanent redirect, as a page would be cached. */
export const redirect = (location: string, extra: Readonly<Record<string, string>>): Reply => ({
  status: 301,
  headers: { ...extra, Location: location, 'Cache-Control': PAGE_CACHE, 'Content-Length': '0' },
  body: undefined,
});
