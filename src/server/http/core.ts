/**
 * @module
 * The server's core: everything that needs the dataset, and nothing else. It understands a
 * query-form question (src/api/question.ts, the one way every delivery does), names the static
 * file of a precomputed one, computes the others, and finds the country page a mistyped address
 * meant. The HTTP side (app.ts) holds no dataset: on Node it asks render threads that each hold
 * one core (core-thread.ts), so the threads that serve files stay small; the Worker and the tests
 * call a core in their own thread.
 */
import { apiAt, type Api } from '../../api/context.ts';
import { ApiError, NOT_FOUND_BODY } from '../../api/errors.ts';
import { fileQuestion } from '../../api/files.ts';
import { API_DIR } from '../../api/paths.ts';
import { rawQueryOf, type RawQuery } from '../../api/params.ts';
import { answerQuestion, errorBodyOf, parseQuestion, type Question } from '../../api/question.ts';
import type { Route } from '../../api/route.ts';
import { routeFamily } from '../../api/route-match.ts';
import type { JsonObject } from '../../formats/document.ts';
import type { AssetData } from './assets.ts';
import { countryPageRedirect } from './country-redirect.ts';
import { formatFromAccept } from './negotiate.ts';
import { assetOfAnswer, type Compressor } from './render.ts';

/** What the HTTP side needs to know of a route to match paths to it and write its own errors in its shape. */
export interface RouteOutline {
  /** Query-form path under the API root, e.g. `country` or `rest/v3.1/alpha`. */
  readonly name: string;
  /** A parameter the last path segment may carry (`rest/v3.1/alpha/DE`). */
  readonly pathParameter?: string;
  /** A parameter the segment after it carries (`rest/v5/codes.alpha_2/AZ`: `value=AZ`). */
  readonly valueParameter?: string;
  /** For a route with its own error shape: the file of its family's 404 (as route.ts says), and that 404's body. */
  readonly errorShape?: { readonly notFoundFile: string; readonly notFound: JsonObject };
  /**
   * Its links must be absolute (`Route.absoluteLinks`) and the build was given no SITE_URL: the
   * HTTP side sends the request's origin (`QueryJob.origin`), and its answers are computed on it.
   */
  readonly linksOnOrigin?: true;
}

/** A query-form question as the request put it. */
export interface QueryJob {
  readonly route: string;
  /** The query string (`?a=1&b=2`, or empty). */
  readonly search: string;
  /** The value the path carries (REST Countries' path forms); it outweighs the query's. */
  readonly pathValues?: RawQuery;
  readonly accept?: string;
  /** Answer it even when it is precomputed (its file was not found). */
  readonly compute?: boolean;
  /**
   * A file of the API this build does not hold (`api/country/DEU.json`; a host's upload may leave
   * files out, src/hosts/uploads.ts): the question its path names is answered, `route` and
   * `search` aside; a path that names none gets its family's 404.
   */
  readonly file?: string;
  /**
   * The request's origin, for a route whose links go on it (`RouteOutline.linksOnOrigin`): its
   * answer is computed with links on that origin, never its file (whose links are the build's).
   */
  readonly origin?: string;
}

/** What the core says to a question. */
export type CoreAnswer =
  /** Precomputed: the static file that holds the answer, under the output folder (`api/country/DE.json`). */
  | { readonly kind: 'file'; readonly file: string }
  /** Computed: the answer, and the key every question with this answer shares. */
  | { readonly kind: 'computed'; readonly key: string; readonly asset: AssetData }
  /** Not a question it answers: the error's status and body, in the route's shape. */
  | { readonly kind: 'error'; readonly status: number; readonly body: JsonObject };

export interface Core {
  readonly outline: readonly RouteOutline[];
  ask(job: QueryJob): CoreAnswer;
  /** The country page a mistyped country address meant (`/country/germany/` → `/country/DE/`). */
  countryPage(path: string): Promise<string | undefined>;
}

/** The outline of the route table, for the HTTP side: plain data, which a thread can be sent. */
export const outlineOf = (routes: readonly Route[], siteUrl?: string): RouteOutline[] =>
  routes.map((route) => ({
    name: route.name,
    ...(route.pathParameter ? { pathParameter: route.pathParameter } : {}),
    ...(route.valueParameter ? { valueParameter: route.valueParameter } : {}),
    ...(route.errorShape
      ? { errorShape: { notFoundFile: route.errorShape.notFoundFile, notFound: route.errorShape.body(new ApiError(404, NOT_FOUND_BODY.message)) } }
      : {}),
    ...(route.absoluteLinks && !siteUrl ? { linksOnOrigin: true as const } : {}),
  }));

/** The question a query asks, the path's value outweighing the query's (throws the API's 400 when it is not one the route accepts). */
export const questionOf = (api: Api, route: Route, job: QueryJob): Question =>
  parseQuestion(api, route, Object.assign(rawQueryOf(job.search, route.listParameters), job.pathValues ?? {}), (offered) =>
    formatFromAccept(job.accept, offered),
  );

/** A core over one Api; `compress` makes the compressed variants of computed answers. */
export function createCore(api: Api, routes: readonly Route[], compress?: Compressor): Core {
  const byName = new Map(routes.map((r) => [r.name, r]));
  const outline = outlineOf(routes, api.paths.config.siteUrl);
  const familyOf = routeFamily(outline);
  /** The question a file's path names, as the job that asks it; undefined when it names none. */
  const fileJob = (file: string): QueryJob | undefined => {
    const asked = fileQuestion(api, routes, file);
    return asked && { route: asked.route.name, search: '', pathValues: asked.raw, compute: true };
  };
  return {
    outline,
    ask(asked) {
      const job = asked.file === undefined ? asked : fileJob(asked.file);
      if (!job) return { kind: 'error', status: 404, body: (familyOf(`/${asked.file}`)?.errorShape?.notFound ?? NOT_FOUND_BODY) as JsonObject };
      const route = byName.get(job.route);
      try {
        if (!route) throw new ApiError(404, NOT_FOUND_BODY.message);
        const question = questionOf(api, route, job);
        const origin = route.absoluteLinks && !api.paths.config.siteUrl ? job.origin : undefined;
        if (question.file !== undefined && !job.compute && !origin) return { kind: 'file', file: `${API_DIR}/${question.file}` };
        const key = `${origin ? `${origin}/` : ''}${route.name}?${JSON.stringify(question.params)}&${question.format}`;
        return { kind: 'computed', key, asset: assetOfAnswer(key, answerQuestion(origin ? apiAt(api, origin) : api, question), compress) };
      } catch (e) {
        if (e instanceof ApiError) return { kind: 'error', status: e.status, body: errorBodyOf(route, e) as JsonObject };
        throw e;
      }
    },
    countryPage: (path) => countryPageRedirect(api, routes, path),
  };
}
