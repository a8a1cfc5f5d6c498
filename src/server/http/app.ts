/**
 * @module
 * The HTTP application: the static output and the query-string API, with the HTTP behaviour
 * of docs/api.md (HTTP behaviour of the server). Its heart, `createResponder`, reads an
 * {@link Incoming} and gives a {@link Reply}, at once when it has everything in memory (a file
 * kept in the cache, a question asked before), else once its bytes are read or its answer
 * computed. The Node server (`node-net.ts`) writes replies straight to the socket; `createApp`
 * gives the same responder a web-standard `fetch` for the Cloudflare Worker and in-process tests.
 * It holds no dataset: questions go to the core (core.ts) through a {@link CoreClient}.
 */
import { ApiError, NOT_FOUND_BODY } from '../../api/errors.ts';
import { errorShapeAt } from '../../api/rest/error-shapes.ts';
import type { ErrorShape } from '../../api/route.ts';
import { routeFamily, routeMatcher } from '../../api/route-match.ts';
import { API_DIR, API_ROOT } from '../../api/paths.ts';
import { CLIENT_GONE, settlement, type AccessControl, type Grant } from '../../access/access-control.ts';
import { isBilled } from '../../access/limiter.ts';
import { answerCache } from './answer-cache.ts';
import type { Asset, AssetStore } from './assets.ts';
import type { CoreClient } from './core-client.ts';
import type { RouteOutline } from './core.ts';
import { healthReply } from './health.ts';
import { hostProblem, linkOrigin } from './host-header.ts';
import { MAX_NEGOTIATION_HEADER, overlongNegotiationHeader } from './negotiate.ts';
import { decodedTarget, requestPath } from './paths.ts';
import { AnswerError, createQueryResolver } from './query.ts';
import { incomingOf, responseOf, type Incoming, type Reply } from './reply.ts';
import { replyOptions, type AppContext, type RequestState } from './app-context.ts';
import { notFoundPage, redirect, site } from './site-replies.ts';
import { assetReply, errorReply, type AssetReplyOptions } from './responses.ts';
import { jsonReply } from '../../lib/json-response.ts';
import { API_CACHE, API_EXPOSED_HEADERS, CORS_HEADERS, PREFLIGHT_HEADERS, SECURITY_HEADERS } from './http-policy.ts';

export interface AppOptions {
  /** Where questions are understood and answered. */
  core: CoreClient;
  assets: AssetStore;
  /** Byte budget of the kept computed answers (answer-cache.ts). */
  cacheBytes?: number;
  /** Longer request targets get 414. */
  maxUrlLength?: number;
  /**
   * Access plans (docs/plans.md): asked about every API request before it is answered; it
   * answers the request itself (401/403/429/503, `/api/usage`) or lets it through with headers
   * to add and a count to settle. Without it the API is open.
   */
  access?: AccessControl;
  /**
   * The path the site is published under (`BASE_PATH`, e.g. `/reference`): requests under it
   * are served from the build's root, and the root itself is sent there.
   */
  basePath?: string;
}

/** A reply, at once when everything it needs is in memory. */
export type Responder = (request: Incoming) => Reply | Promise<Reply>;

const ALLOW = 'GET, HEAD, OPTIONS';
const HEADER_NAMES = { accept: 'Accept', 'accept-encoding': 'Accept-Encoding' } as const;
// Made once: the headers of every API response and of every page.
export const API_HEADERS: Readonly<Record<string, string>> = { ...SECURITY_HEADERS, ...CORS_HEADERS, ...API_EXPOSED_HEADERS };
export const SITE_HEADERS: Readonly<Record<string, string>> = { ...SECURITY_HEADERS, ...CORS_HEADERS };

/** The error reply of an API or site request, with the headers every response of its kind carries. */
export const failure = (e: ApiError, method: string, isApi: boolean, more: Readonly<Record<string, string>> = {}, shape?: ErrorShape): Reply =>
  errorReply(e.status, shape?.body(e) ?? e.body, method, { ...(isApi ? API_HEADERS : SITE_HEADERS), ...more });

const HEALTH_FILE = `${API_DIR}/health.json`;

/** Whether a decoded path is the API's: its files, the query form and its errors. */
export const isApiPath = (path: string): boolean => path === API_ROOT || path.startsWith(`${API_ROOT}/`);

/** `f` of a value that may still be coming, without waiting when it is already there. */
const then = <T, U>(value: T | Promise<T>, f: (t: T) => U | Promise<U>): U | Promise<U> => (value instanceof Promise ? value.then(f) : f(value));

/** The last Host found valid: a server's requests name the same one or two hosts, checked once. */
let lastValidHost = '';

/**
 * The responder behind the check of the request's Host, which decides the origin of some answers'
 * links: the same rule on every delivery (host-header.ts); an invalid one is a 400.
 */
const withValidHost =
  (respond: Responder): Responder =>
  (req) => {
    const host = req.host;
    if (host === undefined || host === lastValidHost) return respond(req);
    const problem = hostProblem(host);
    if (problem) return failure(new ApiError(400, problem), req.method, true);
    lastValidHost = host;
    return respond(req);
  };

/** The error body a path's errors take: its route's, else its family's (REST Countries'). */
function errorShapeOf(app: AppContext, path: string): ErrorShape | undefined {
  const file = (app.matchRoute(path)?.route ?? app.familyOf(path))?.errorShape?.notFoundFile;
  return file === undefined ? undefined : errorShapeAt(file);
}

/** A file's reply; the static health document with uptime and the usage store's state (docs/api.md, health). */
function fileReply(app: AppContext, asset: Asset, o: AssetReplyOptions): Reply | Promise<Reply> {
  if (asset.path !== HEALTH_FILE) return assetReply(asset, o);
  return (async () => {
    const usageStore = app.access ? await app.access.storeState() : 'off';
    return healthReply(await asset.bytes('identity'), o.method, (Date.now() - app.startedAt) / 1000, { usageStore }, o.extra ?? {});
  })();
}

/** The HTTP layer's own errors, in the error body of the family asked (REST Countries' own). */
const refusal = (app: AppContext, e: ApiError, method: string, isApi: boolean, state: RequestState, more?: Readonly<Record<string, string>>): Reply =>
  failure(e, method, isApi, more, isApi ? errorShapeOf(app, state.where) : undefined);

/** The guard (method, lengths, path), then the site or the API, through the plans when they are on. */
function respond(app: AppContext, req: Incoming, safe: string | undefined, search: string, isApi: boolean, state: RequestState): Reply | Promise<Reply> {
  const method = req.method;
  const extra = state.extra;
  if (method === 'OPTIONS') return { status: 204, headers: { Allow: ALLOW, ...PREFLIGHT_HEADERS, ...extra }, body: undefined };
  if (method !== 'GET' && method !== 'HEAD')
    return refusal(app, new ApiError(405, `Method ${method} is not allowed; use GET or HEAD.`), method, isApi, state, { Allow: ALLOW });
  if (req.target.length > app.maxUrlLength)
    return refusal(app, new ApiError(414, `The request target is longer than ${app.maxUrlLength} characters.`), method, isApi, state);
  const overlong = overlongNegotiationHeader(req.header);
  if (overlong)
    return refusal(app, new ApiError(400, `The ${HEADER_NAMES[overlong]} header is longer than ${MAX_NEGOTIATION_HEADER} characters.`), method, isApi, state);

  if (safe === undefined) {
    if (isApi) return refusal(app, new ApiError(400, 'The path is not a valid file path (bad encoding, NUL, backslash or dot segment).'), method, isApi, state);
    return notFoundPage(app, req, extra);
  }
  if (!isApi) return site(app, req, safe, search, state);
  if (!app.access) return api(app, req, safe, search, state);
  return app.access.check({ method, header: req.header }, safe).then((verdict) => {
    // The plans' own answers: a refusal is an error like any other, in the family's shape.
    if ('refused' in verdict) return refusal(app, new ApiError(verdict.refused.status, verdict.refused.message), method, isApi, state, verdict.headers);
    if ('usage' in verdict) return jsonReply(200, verdict.usage, method, { ...extra, ...verdict.headers });
    // The plan's headers are added to the answer once it is made (`withSettlement`), so that its
    // other headers stay one of the constant sets.
    state.grant = verdict;
    return api(app, req, safe, search, state);
  });
}

/** An API path: a route's question (query form or path form), else a file, else the question the file's path names. */
function api(app: AppContext, req: Incoming, safe: string, search: string, state: RequestState): Reply | Promise<Reply> {
  // A metered answer has its own caching (never shared); errors are never stored either way.
  const cacheControl = state.grant?.cacheControl ?? API_CACHE;
  const match = app.matchRoute(safe);
  if (match) {
    // Links on the request's origin: the answer depends on its Host, and says so to caches.
    const onOrigin = match.route.linksOnOrigin === true;
    const origin = onOrigin ? linkOrigin(req.origin) : undefined;
    const job = {
      route: match.route.name,
      search,
      accept: req.header('accept'),
      ...(Object.keys(match.pathValues).length ? { pathValues: match.pathValues } : {}),
      ...(origin ? { origin } : {}),
    };
    const asset = app.query(job, req.client);
    const vary = onOrigin ? 'Accept, Accept-Encoding, Host' : 'Accept, Accept-Encoding';
    return then(asset, (a) => fileReply(app, a, replyOptions(req, state, cacheControl, vary)));
  }
  const file = app.assets.get(safe.slice(1));
  return then(file, (found) => {
    if (found) return fileReply(app, found, replyOptions(req, state, cacheControl, 'Accept-Encoding'));
    // A static file this host was not given (the Worker computes most families, see
    // src/hosts/uploads.ts): answered as the question its path names; an unknown path
    // among REST Countries' gets their 404 (as static hosts give `rest/404.json`).
    const asked = app.query({ route: '', search: '', file: safe.slice(1) }, req.client);
    return then(asked, (a) => fileReply(app, a, replyOptions(req, state, cacheControl, 'Accept-Encoding')));
  });
}

/**
 * The error reply of a failure while answering, in the error body of the family asked; a 503
 * (busy, stopping) says when to try again. An {@link AnswerError} is the route's own, shaped already.
 */
function errorOf(app: AppContext, e: unknown, method: string, isApi: boolean, state: RequestState): Reply {
  if (e instanceof AnswerError) return errorReply(e.status, e.body, method, state.extra);
  const shape = isApi ? errorShapeOf(app, state.where) : undefined;
  if (!(e instanceof ApiError)) {
    console.error(e);
    const internal = new ApiError(500, 'Internal error.');
    return errorReply(internal.status, shape?.body(internal) ?? internal.body, method, state.extra);
  }
  const headers = e.status === 503 ? { ...state.extra, 'Retry-After': '1' } : state.extra;
  return errorReply(e.status, shape?.body(e) ?? e.body, method, headers);
}

/**
 * Settles the plan's count with the answer, and adds the plan's headers to it: not billed, the
 * count is given back before the answer goes out, and the headers say so.
 */
async function settled(access: AccessControl, reply: Reply, grant: Grant): Promise<Reply> {
  const settle = settlement(grant, access);
  await settle(reply.status);
  const billed = isBilled(reply.status);
  const more = billed ? grant.headers : grant.unbilledHeaders;
  const withHeaders = Object.keys(more).length > 0 ? { ...reply, moreHeaders: more } : reply;
  // Billed, it is given back if the answer cannot be sent after all.
  return billed && grant.refund ? { ...withHeaders, unsent: () => settle(CLIENT_GONE) } : withHeaders;
}

/** The reply with the plan's count settled, when the plans let it through. */
const withSettlement = (app: AppContext, reply: Reply, state: RequestState): Reply | Promise<Reply> =>
  state.grant && app.access ? settled(app.access, reply, state.grant) : reply;

/** A request to the build's root (under the base path, if any). */
function respondUnder(app: AppContext, req: Incoming): Reply | Promise<Reply> {
  // Decoded once, and everything after decides on that: `/ap%69/export%2Fcountries.csv`
  // names the file `api/export/countries.csv`, so it is the API, and its access is checked.
  const { path, safe, search } = decodedTarget(req.target);
  const where = safe ?? path;
  const isApi = isApiPath(where);
  const state: RequestState = isApi ? { where, extra: API_HEADERS, shared: 'api' } : { where, extra: SITE_HEADERS, shared: 'site' };
  let reply: Reply | Promise<Reply>;
  try {
    reply = respond(app, req, safe, search, isApi, state);
  } catch (e) {
    reply = errorOf(app, e, req.method, isApi, state);
  }
  if (reply instanceof Promise) {
    return reply.then(
      (r) => withSettlement(app, r, state),
      (e: unknown) => withSettlement(app, errorOf(app, e, req.method, isApi, state), state),
    );
  }
  return withSettlement(app, reply, state);
}

/** Published under a path: what is under it is the build's; the root leads there; the rest is not the site's. */
function respondAtBasePath(app: AppContext, req: Incoming): Reply | Promise<Reply> {
  const { basePath } = app;
  const target = req.target;
  const rest = target.startsWith(basePath) ? target.slice(basePath.length) : undefined;
  if (rest !== undefined && (rest === '' || rest[0] === '/' || rest[0] === '?'))
    return respondUnder(app, { ...req, target: rest[0] === '/' ? rest : `/${rest}` });
  if (target === '/' || target.startsWith('/?')) return redirect(`${basePath}/${target.slice(1)}`, SITE_HEADERS);
  if (isApiPath(requestPath(target).path)) return errorReply(404, { ...NOT_FOUND_BODY, message: `The API is at ${basePath}/api.` }, req.method, API_HEADERS);
  return notFoundPage(app, req, SITE_HEADERS);
}

export function createResponder(options: AppOptions): Responder {
  const { core } = options;
  const app: AppContext = {
    core,
    assets: options.assets,
    access: options.access,
    maxUrlLength: options.maxUrlLength ?? 2048,
    basePath: options.basePath ?? '',
    query: createQueryResolver(core, options.assets, answerCache(options.cacheBytes)),
    matchRoute: routeMatcher<RouteOutline>(core.outline),
    familyOf: routeFamily(core.outline),
    startedAt: Date.now(),
  };
  return withValidHost(app.basePath ? (req) => respondAtBasePath(app, req) : (req) => respondUnder(app, req));
}

/** The responder behind a web-standard `fetch`: for the Worker, and for requests made in-process. */
export interface App {
  fetch(request: Request): Promise<Response>;
  /** `fetch` of a path (or URL) and init, as tests ask. */
  request(input: string, init?: RequestInit): Promise<Response>;
}

export function createApp(options: AppOptions): App {
  const respond = createResponder(options);
  const fetch = async (request: Request) => responseOf(await respond(incomingOf(request)));
  return { fetch, request: (input, init) => fetch(new Request(new URL(input, 'http://localhost/'), init)) };
}
