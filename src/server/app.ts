/**
 * @module
 * The HTTP application: the static output and the query-string API, with the HTTP behaviour
 * of docs/api.md (HTTP behaviour of the server). Its core, `createResponder`, reads an {@link Incoming} and gives a
 * {@link Reply}: the Node server (`node-net.ts`) writes that straight to the socket, and
 * `createApp` makes it a Web fetch handler for the Cloudflare Worker (`worker.ts`) and in-process
 * requests (README.md, "Why no web framework").
 * Files, compression and the rendering of computed answers come in through small interfaces.
 */
import type { Api } from '../api/context.ts';
import { ApiError, NOT_FOUND_BODY } from '../api/errors.ts';
import type { Route } from '../api/route.ts';
import { errorBodyOf } from '../api/question.ts';
import { routeFamily, routeMatcher } from '../api/route-match.ts';
import { fileQuestion } from '../api/files.ts';
import { API_DIR, API_ROOT } from '../api/paths.ts';
import { CLIENT_GONE, type AccessControl, type Grant } from '../access/access-control.ts';
import { isBilled } from '../access/limiter.ts';
import { AnswerCache } from './answer-cache.ts';
import { createApiResolver, inlineRenderer, type Renderer } from './api-query.ts';
import type { Asset, AssetStore } from './assets.ts';
import { countryPageRedirect } from './country-redirect.ts';
import { healthReply } from './health.ts';
import { sitePathCandidates, safePath, requestPath } from './paths.ts';
import { MAX_NEGOTIATION_HEADER, overlongNegotiationHeader } from './negotiate.ts';
import { incomingOf, replyOf, responseOf, type Incoming, type Reply } from './reply.ts';
import type { Compressor } from './render.ts';
import { assetReply, errorReply, type AssetReplyOptions } from './responses.ts';
import { API_CACHE, API_EXPOSED_HEADERS, CORS_HEADERS, PAGE_CACHE, PREFLIGHT_HEADERS, SECURITY_HEADERS, siteCacheControl } from './http-policy.ts';

export interface AppOptions {
  api: Api;
  routes: readonly Route[];
  assets: AssetStore;
  /** Compresses answers computed on the fly (with the inline renderer). */
  compress?: Compressor;
  /** Computes the answers that have no static file; in the calling thread by default. */
  render?: Renderer;
  /** Byte budget of the kept computed answers (answer-cache.ts). */
  cacheBytes?: number;
  /** Longer request targets get 414. */
  maxUrlLength?: number;
  /**
   * Access plans (docs/plans.md): asked about every API request before it is answered; it
   * answers the request itself (401/403/429/503, `/api/usage`) or gives headers to add.
   * Without it the API is open.
   */
  access?: AccessControl;
}

export type Responder = (request: Incoming) => Promise<Reply>;

const ALLOW = 'GET, HEAD, OPTIONS';
const HEADER_NAMES = { accept: 'Accept', 'accept-encoding': 'Accept-Encoding' } as const;
// Made once: the headers of every API response and of every page.
export const API_HEADERS: Readonly<Record<string, string>> = { ...SECURITY_HEADERS, ...CORS_HEADERS, ...API_EXPOSED_HEADERS };
export const SITE_HEADERS: Readonly<Record<string, string>> = { ...SECURITY_HEADERS, ...CORS_HEADERS };

/**
 * The error reply of an API or site request, with the headers every response of its kind carries,
 * in the shape of the route it was asked of (REST Countries' routes have their own).
 */
export const failure = (e: ApiError, method: string, isApi: boolean, more: Readonly<Record<string, string>> = {}, route?: Route): Reply =>
  errorReply(e.status, errorBodyOf(route, e), method, { ...(isApi ? API_HEADERS : SITE_HEADERS), ...more });

/** What a request has come to so far: the headers all its responses carry, and the route it names once known. */
interface RequestState {
  extra: Readonly<Record<string, string>>;
  route?: Route;
  /** What the access plans let through, to be settled with the answer's status. */
  grant?: Grant;
}

/** Whether a decoded path is the API's: its files, the query form and its errors. */
export const isApiPath = (path: string): boolean => path === API_ROOT || path.startsWith(`${API_ROOT}/`);

export function createResponder(options: AppOptions): Responder {
  const { api, routes, assets, access } = options;
  const maxUrlLength = options.maxUrlLength ?? 2048;
  const render = options.render ?? inlineRenderer(api, options.compress);
  const resolveQuery = createApiResolver(api, assets, new AnswerCache(options.cacheBytes), render);
  const matchRoute = routeMatcher(routes);
  const familyOf = routeFamily(routes);
  const startedAt = Date.now();

  // The static health document, with uptime and the usage store's state (docs/api.md, health).
  const answer = async (asset: Asset, o: AssetReplyOptions): Promise<Reply> => {
    if (asset.path !== `${API_DIR}/health.json`) return assetReply(asset, o);
    const usageStore = access ? await access.storeState() : 'off';
    return healthReply(asset, o.method, (Date.now() - startedAt) / 1000, { usageStore }, o.extra ?? {});
  };

  /** `state.extra`: what every response to this request carries (security, CORS, the plan's), errors included. */
  async function respond(req: Incoming, safe: string | undefined, search: string, isApi: boolean, state: RequestState): Promise<Reply> {
    const method = req.method;
    let extra = state.extra;
    if (method === 'OPTIONS') return { status: 204, headers: { Allow: ALLOW, ...PREFLIGHT_HEADERS, ...extra }, body: undefined };
    if (method !== 'GET' && method !== 'HEAD')
      return failure(new ApiError(405, `Method ${method} is not allowed; use GET or HEAD.`), method, isApi, { Allow: ALLOW });
    if (req.target.length > maxUrlLength) return failure(new ApiError(414, `The request target is longer than ${maxUrlLength} characters.`), method, isApi);
    const overlong = overlongNegotiationHeader(req.header);
    if (overlong) return failure(new ApiError(400, `The ${HEADER_NAMES[overlong]} header is longer than ${MAX_NEGOTIATION_HEADER} characters.`), method, isApi);

    if (safe === undefined) {
      if (isApi) return failure(new ApiError(400, 'The path is not a valid file path (bad encoding, NUL, backslash or dot segment).'), method, true);
      return notFoundPage(await assets.get('404.html'), method, extra);
    }
    const common = { method, acceptEncoding: req.header('accept-encoding'), ifNoneMatch: req.header('if-none-match') };

    if (!isApi) {
      for (const candidate of sitePathCandidates(safe)) {
        const file = await assets.get(candidate);
        if (!file) continue;
        return assetReply(file, { ...common, extra, cacheControl: siteCacheControl(`/${candidate}`), vary: 'Accept-Encoding' });
      }
      const page = await countryPageRedirect(api, routes, safe);
      if (page) return { status: 301, headers: { ...extra, Location: page + search, 'Cache-Control': PAGE_CACHE, 'Content-Length': '0' }, body: undefined };
      return notFoundPage(await assets.get('404.html'), method, extra);
    }

    if (access) {
      const verdict = await access.check({ method, header: req.header }, safe);
      if (verdict instanceof Response) {
        const refused = await replyOf(verdict, method);
        return { ...refused, headers: { ...refused.headers, ...extra } };
      }
      state.grant = verdict;
      // The plan's headers join `extra`.
      state.extra = extra = { ...extra, ...verdict.headers };
    }
    // A metered answer has its own caching (never shared); errors are never stored either way.
    const cacheControl = state.grant?.cacheControl ?? API_CACHE;
    const match = matchRoute(safe);
    if (match) {
      state.route = match.route;
      const asset = await resolveQuery({ route: match.route, search, accept: req.header('accept'), pathValues: match.pathValues });
      return answer(asset, { ...common, extra, cacheControl, vary: 'Accept, Accept-Encoding' });
    }
    const file = await assets.get(safe.slice(1));
    if (file) return answer(file, { ...common, extra, cacheControl, vary: 'Accept-Encoding' });
    // A static file this host was not given (the Worker computes most families, see
    // src/hosts/uploads.ts): answered as the question its path names.
    const asked = fileQuestion(api, routes, safe.slice(1));
    if (asked) {
      state.route = asked.route;
      const asset = await resolveQuery({ route: asked.route, search: '', accept: undefined, pathValues: asked.raw });
      return answer(asset, { ...common, extra, cacheControl, vary: 'Accept-Encoding' });
    }
    // An unknown path among REST Countries' gets its 404 (as static hosts give `rest/404.json`).
    return failure(new ApiError(404, NOT_FOUND_BODY.message), method, true, extra, familyOf(safe));
  }

  return async (req) => {
    const { path, search } = requestPath(req.target);
    // Decoded once, and everything after decides on that: `/ap%69/export%2Fcountries.csv`
    // names the file `api/export/countries.csv`, so it is the API, and its access is checked.
    const safe = safePath(path);
    const isApi = isApiPath(safe ?? path);
    const state: RequestState = { extra: isApi ? API_HEADERS : SITE_HEADERS };
    let reply: Reply;
    try {
      reply = await respond(req, safe, search, isApi, state);
    } catch (e) {
      reply = errorOf(e, req.method, state);
    }
    const grant = state.grant;
    if (!grant) return reply;
    // An answer that is not billed gives its count back before it goes out; one that is, if
    // it cannot be sent after all.
    await grant.settle(reply.status);
    const headers = isBilled(reply.status) ? reply.headers : { ...reply.headers, ...grant.headersFor(reply.status) };
    return { ...reply, headers, unsent: () => void grant.settle(CLIENT_GONE) };
  };
}

/** The error reply of a failure while answering; a 503 (busy, stopping) says when to try again. */
function errorOf(e: unknown, method: string, state: RequestState): Reply {
  if (!(e instanceof ApiError)) {
    console.error(e);
    const internal = new ApiError(500, 'Internal error.');
    return errorReply(internal.status, internal.body, method, state.extra);
  }
  const headers = e.status === 503 ? { ...state.extra, 'Retry-After': '1' } : state.extra;
  return errorReply(e.status, errorBodyOf(state.route, e), method, headers);
}

/** The responder as a Web fetch handler: the Worker's, and in-process requests'. */
export interface FetchApp {
  fetch(request: Request): Promise<Response>;
  /** A request by path (`/api/stats`) or as a Request, as a client on this host would send it. */
  request(input: string | Request, init?: RequestInit): Promise<Response>;
}

export function createApp(options: AppOptions): FetchApp {
  const respond = createResponder(options);
  const fetch = async (request: Request) => responseOf(await respond(incomingOf(request)));
  return {
    fetch,
    request: (input, init) => fetch(typeof input === 'string' ? new Request(new URL(input, 'http://localhost'), init) : input),
  };
}

function notFoundPage(page: Asset | undefined, method: string, extra: Readonly<Record<string, string>>): Reply {
  const body = page?.body ?? new TextEncoder().encode('<!doctype html><title>Not found</title><h1>Not found</h1>');
  return {
    status: 404,
    headers: { ...extra, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': String(body.length) },
    body: method === 'HEAD' ? undefined : body,
  };
}
