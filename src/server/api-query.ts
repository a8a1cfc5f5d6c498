/**
 * @module
 * The query-string API: `/api/<route>?…` understood and answered the one way every delivery
 * does (src/api/question.ts), with the bytes of its static file when the question was
 * precomputed, else computed by the renderer and cached.
 */
import type { Api } from '../api/context.ts';
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
  parseQuestion(api, route, Object.assign(rawQueryOf(search), pathValues), (offered) => formatFromAccept(accept, offered));

/** Renders in the calling thread: the Worker's way, and the Node server's without render threads. */
export const inlineRenderer =
  (api: Api, compress?: Compressor): Renderer =>
  async (job) =>
    assetOfAnswer(job.key, answerQuestion(api, job.question), compress);

/** How many understood questions are remembered (the dataset never changes while it runs). */
const QUESTIONS_KEPT = 1000;

export function createApiResolver(api: Api, assets: AssetStore, cache: AnswerCache, render: Renderer) {
  // The same query string and Accept header always come to the same question, so a repeated
  // one skips validation and path building. A question that fails validation is not kept.
  const questions = new Map<string, { question: Question; key: string }>();
  function understand(query: ApiQuery) {
    const id = `${query.route.name}\n${query.search}\n${query.accept ?? ''}\n${JSON.stringify(query.pathValues ?? {})}`;
    let known = questions.get(id);
    if (!known) {
      const question = questionOf(api, query);
      known = { question, key: `${query.route.name}?${JSON.stringify(question.params)}&${question.format}` };
      questions.set(id, known);
      if (questions.size > QUESTIONS_KEPT) questions.delete(questions.keys().next().value!);
    }
    return known;
  }

  const computed = (query: ApiQuery, known: { question: Question; key: string }) => cache.get(known.key, () => render({ ...query, ...known }));

  /** The answer's asset: at once when it is a file in memory or a kept answer. */
  return function resolve(query: ApiQuery): Asset | Promise<Asset> {
    const known = understand(query);
    const file = known.question.file;
    if (file === undefined) return computed(query, known);
    const found = assets.get(`${API_DIR}/${file}`);
    if (found instanceof Promise) return found.then((asset) => asset ?? computed(query, known));
    return found ?? computed(query, known);
  };
}
