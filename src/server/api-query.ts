/**
 * @module
 * The query-string API: `/api/<route>?…` understood and answered the one way every delivery
 * does (src/api/question.ts), with the bytes of its static file when the question was
 * precomputed, else computed and cached.
 */
import type { Api } from '../api/context.ts';
import { rawQueryOf, type RawQuery } from '../api/params.ts';
import { answerQuestion, parseQuestion, type Question } from '../api/question.ts';
import type { Route } from '../api/route.ts';
import type { AnswerCache } from './answer-cache.ts';
import type { Asset, AssetStore } from './assets.ts';
import { formatFromAccept } from './negotiate.ts';

export interface ApiQuery {
  route: Route;
  /** The query string as the request gave it (`?a=1&b=2`, or empty). */
  search: string;
  /** The parameter the path carries (`rest/v3.1/alpha/de`: `{ code: 'de' }`); it outweighs the query's. */
  pathValues?: RawQuery;
  accept: string | undefined;
}

export interface Resolved {
  asset: Asset;
  /** True when the bytes are those of a static file. */
  precomputed: boolean;
}

/** How many understood questions are remembered (the dataset never changes while it runs). */
const QUESTIONS_KEPT = 1000;

export function createApiResolver(api: Api, assets: AssetStore, cache: AnswerCache) {
  // The same query string and Accept header always come to the same question, so a repeated
  // one skips validation and path building. A question that fails validation is not kept.
  const questions = new Map<string, Question & { key: string }>();
  function question(route: Route, search: string, accept: string | undefined, pathValues: RawQuery = {}) {
    const id = `${route.name}\n${search}\n${accept ?? ''}\n${JSON.stringify(pathValues)}`;
    let q = questions.get(id);
    if (!q) {
      const raw = Object.assign(rawQueryOf(search), pathValues);
      const parsed = parseQuestion(api, route, raw, (offered) => formatFromAccept(accept, offered));
      q = { ...parsed, key: `${route.name}?${JSON.stringify(parsed.params)}&${parsed.format}` };
      questions.set(id, q);
      if (questions.size > QUESTIONS_KEPT) questions.delete(questions.keys().next().value!);
    }
    return q;
  }

  return async function resolve({ route, search, accept, pathValues }: ApiQuery): Promise<Resolved> {
    const q = question(route, search, accept, pathValues);
    if (q.file !== undefined) {
      const asset = await assets.get(`api/${q.file}`);
      if (asset) return { asset, precomputed: true };
    }
    const asset = cache.get(q.key, () => answerQuestion(api, q));
    return { asset, precomputed: false };
  };
}
