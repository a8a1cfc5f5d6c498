/**
 * @module
 * The one way a question is understood and answered, whoever asks: the static build, the
 * server's query form, the host rules and the API page's examples. Parse the raw query with the
 * route's schema (normalised values, defaults), choose the format, find the static file a
 * precomputed answer would be in; then answer it, where an ambiguous name (HTTP 300, a list of
 * candidates) and a former country's code or name (HTTP 410, its record and where it went) are
 * answers too, always in JSON.
 */
import { formats, renderAs } from '../formats/registry.ts';
import type { FormatExtension } from '../formats/extensions.ts';
import type { ApiDocument } from '../formats/document.ts';
import type { Api } from './context.ts';
import { ApiError, badParameter, type ErrorBody } from './errors.ts';
import type { JsonObject } from '../formats/document.ts';
import { parseQuery, type RawQuery } from './params.ts';
import type { BaseParams, ParamsSchema, Route } from './route.ts';
import { routeMatcher } from './route-match.ts';

export interface Question<P extends BaseParams = BaseParams> {
  readonly route: Route<P>;
  /** The parsed, normalised parameters. */
  readonly params: P;
  readonly format: FormatExtension;
  /** The static path of the question, relative to the API root and without extension (`country/DE`), when it is precomputed. */
  readonly staticPath: string | undefined;
  /** Its answer's static file in its format (`country/DE.json`), when it is precomputed. */
  readonly file: string | undefined;
}

// A route's schema lists the dataset's values (regions, languages …): built once per dataset.
const schemas = new WeakMap<Api, Map<Route, ParamsSchema>>();
export function schemaOf<P extends BaseParams>(api: Api, route: Route<P>): ParamsSchema<P> {
  let byRoute = schemas.get(api);
  if (!byRoute) schemas.set(api, (byRoute = new Map<Route, ParamsSchema>()));
  const known = byRoute.get(route);
  if (known) return known as ParamsSchema<P>; // stored under its own route, so of its type
  const schema = route.params(api);
  byRoute.set(route, schema);
  return schema;
}

/** The format of a question that asks for none (no `format`, no Accept choice): the route's first, JSON for all but the shapes, which answer in GeoJSON alone. */
export const defaultFormat = (route: Route): FormatExtension => route.formats[0] ?? 'json';

/**
 * Understands a raw query (`format`, else the Accept header's choice, else {@link defaultFormat}). Throws the
 * API's 400 for a bad parameter or a format the route does not answer in.
 */
export function parseQuestion<P extends BaseParams>(
  api: Api,
  route: Route<P>,
  raw: RawQuery,
  formatFromAccept: (offered: readonly FormatExtension[]) => FormatExtension | undefined = () => undefined,
): Question<P> {
  const params = parseQuery(schemaOf(api, route), raw);
  const format = params.format ?? formatFromAccept(route.formats) ?? defaultFormat(route);
  if (!route.formats.includes(format)) throw badParameter('format', `This endpoint answers in ${route.formats.join(', ')} only.`, route.formats);
  const staticPath = route.staticPath(api, params);
  return { route, params, format, staticPath, file: staticPath === undefined ? undefined : `${staticPath}.${format}` };
}

/** The question, or undefined when the query is not one the route accepts (the 400 cases). */
export function tryParseQuestion<P extends BaseParams>(api: Api, route: Route<P>, raw: RawQuery): Question<P> | undefined {
  try {
    return parseQuestion(api, route, raw);
  } catch (e) {
    if (e instanceof ApiError && e.status === 400) return undefined;
    throw e;
  }
}

/** The static file of a question's answer in a format, relative to the API root, or undefined when it is not precomputed. */
export function staticFileOf<P extends BaseParams>(api: Api, route: Route<P>, params: P, format: FormatExtension): string | undefined {
  const rel = route.staticPath(api, params);
  return rel === undefined ? undefined : `${rel}.${format}`;
}

/**
 * What a route says to a question: a document, or an answer that points elsewhere (a referral):
 * the candidates of an ambiguous name (300), or a former country and where it went (410).
 */
export type Outcome = { readonly document: ApiDocument } | { readonly referral: ErrorBody & { readonly status: ReferralStatus } };

/** The statuses that are the answer to a question, not a failure to answer it. */
export const REFERRAL_STATUSES = [300, 410] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
const isReferral = (status: number): status is ReferralStatus => (REFERRAL_STATUSES as readonly number[]).includes(status);

/** The route's answer; other errors (404 …) are thrown as they are. */
export function outcomeOf<P extends BaseParams>(api: Api, route: Route<P>, params: P): Outcome {
  try {
    return { document: route.answer(api, params) };
  } catch (e) {
    if (e instanceof ApiError && isReferral(e.status)) return { referral: { ...e.body, status: e.status } };
    throw e;
  }
}

export interface Answer {
  readonly status: 200 | ReferralStatus;
  readonly contentType: string;
  readonly text: string;
}

/** An outcome written in a format; a referral is JSON whatever the format, as every error is. */
export function render(outcome: Outcome, format: FormatExtension): Answer {
  if ('referral' in outcome) return { status: outcome.referral.status, contentType: formats.json.contentType, text: JSON.stringify(outcome.referral) };
  return { status: 200, contentType: formats[format].contentType, text: renderAs(formats[format], outcome.document) };
}

/** A question's answer: its outcome written in its format. */
export const answerQuestion = <P extends BaseParams>(api: Api, q: Question<P>): Answer => render(outcomeOf(api, q.route, q.params), q.format);

/** The body of an error as the route writes it (REST Countries' `{status, message}`), else the API's own. */
export const errorBodyOf = (route: Route | undefined, error: ApiError): ErrorBody | JsonObject => route?.errorShape?.body(error) ?? error.body;

/**
 * The raw query of an example URL relative to the API root (`country?code=DE`,
 * `rest/v3.1/alpha/co?fields=name`): its query string, and the value its path carries.
 */
export function exampleRawQuery(route: Route, example: string): RawQuery {
  const [path = '', search = ''] = example.split('?', 2);
  const match = routeMatcher([route], '')(`/${path}`);
  if (match?.route !== route) throw new Error(`The example ${example} is not a URL of ${route.name}.`);
  return { ...Object.fromEntries(new URLSearchParams(search)), ...match.pathValues };
}
