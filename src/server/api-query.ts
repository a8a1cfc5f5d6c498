/**
 * @module
 * The query-string API: `/api/<route>?…` understood and answered the one way every delivery
 * does (src/api/question.ts), with the bytes of its static file when the question was
 * precomputed, else computed by the renderer and cached.
 */
import { apiAt, type Api } from '../api/context.ts';
import { rawQueryOf, type RawQuery } from '../api/params.ts';
import { answerQuestion, parseQuestion, type Question } from '../api/question.ts';
import type { Route } from '../api/route.ts';
import { API_DIR } from '../api/paths.ts';
import type { AnswerCache } from './answer-cache.ts';
import type { Asset, AssetStore } from './assets.ts';
import { formatFromAccept } from './negotiate.ts';
import { assetOfAnswer, type Compressor } from './render.ts';

export interface ApiQuery {
  route: Route;
  /** The query string as the request gave it (`?a=1&b=2`, or empty). */
  search: string;
  /** The parameter the path carries (`rest/v3.1/alpha/de`: `{ code: 'de' }`); it outweighs the query's. */
  pathValues?: RawQuery;
  accept: string | undefined;
  /**
   * The request's origin, for a route whose links must be absolute when the build has none
   * (`Route.absoluteLinks`): its answer is computed with links on that origin, never its file.
   */
  origin?: string | undefined;
}

/** A question to answer off the request's path: what it was asked as, and the cache key of its answer. */
export interface RenderJob extends ApiQuery {
  key: string;
  question: Question;
}

/** Computes the answer of a question that has no static file, as an asset. */
export type Renderer = (job: RenderJob) => Promise<Asset>;

/** The question a query asks, the path's value outweighing the query's (throws the API's 400 when it is not one the route accepts). */
export const questionOf = (api: Api, { route, search, accept, pathValues = {} }: ApiQuery): Question =>
  parseQuestion(api, route, Object.assign(rawQueryOf(search, route.listParameters), pathValues), (offered) => formatFromAccept(accept, offered));

/** The API that answers a query: with its links on the query's origin when it has one. */
export const apiFor = (api: Api, { origin }: Pick<ApiQuery, 'origin'>): Api => (origin ? apiAt(api, origin) : api);

/** Renders in the calling thread: the Worker's way, and the Node server's without render threads. */
export const inlineRenderer =
  (api: Api, compress?: Compressor): Renderer =>
  async (job) =>
    assetOfAnswer(job.key, answerQuestion(apiFor(api, job), job.question), compress);

/** How many understood questions are remembered (the dataset never changes while it runs). */
const QUESTIONS_KEPT = 1000;

export function createApiResolver(api: Api, assets: AssetStore, cache: AnswerCache, render: Renderer) {
  // The same query string and Accept header always come to the same question, so a repeated
  // one skips validation and path building. A question that fails validation is not kept.
  const questions = new Map<string, { question: Question; key: string }>();
  function understand(query: ApiQuery) {
    const origin = query.origin ?? '';
    const id = `${query.route.name}\n${query.search}\n${query.accept ?? ''}\n${JSON.stringify(query.pathValues ?? {})}\n${origin}`;
    let known = questions.get(id);
    if (!known) {
      const question = questionOf(api, query);
      known = { question, key: `${origin}/${query.route.name}?${JSON.stringify(question.params)}&${question.format}` };
      questions.set(id, known);
      if (questions.size > QUESTIONS_KEPT) questions.delete(questions.keys().next().value!);
    }
    return known;
  }

  const computed = (query: ApiQuery, known: { question: Question; key: string }) => cache.get(known.key, () => render({ ...query, ...known }));

  /** The answer's asset: at once when it is a file in memory or a kept answer. */
  return function resolve(query: ApiQuery): Asset | Promise<Asset> {
    const known = understand(query);
    // A file's links are the build's; an answer on the request's origin is computed.
    const file = query.origin ? undefined : known.question.file;
    if (file === undefined) return computed(query, known);
    const found = assets.get(`${API_DIR}/${file}`);
    if (found instanceof Promise) return found.then((asset) => asset ?? computed(query, known));
    return found ?? computed(query, known);
  };
}
