/**
 * @module
 * The query-string API: `/api/<route>?…` validated by the route's zod schema, answered with
 * the bytes of its static file when the question was precomputed, else computed by the same
 * pure function and cached.
 */
import type { Api } from '../api/context.ts';
import { ApiError, badParameter } from '../api/errors.ts';
import { parseQuery, type RawQuery } from '../api/params.ts';
import type { Route } from '../api/route.ts';
import { formats, type FormatExtension } from '../formats/registry.ts';
import type { AnswerCache } from './answer-cache.ts';
import type { Asset, AssetStore } from './assets.ts';
import { formatFromAccept } from './negotiate.ts';

export interface ApiQuery {
  route: Route<never>;
  /** The query string as the request gave it (`?a=1&b=2`, or empty). */
  search: string;
  accept: string | undefined;
}

export interface Resolved {
  asset: Asset;
  /** True when the bytes are those of a static file. */
  precomputed: boolean;
}

/** One value per parameter: a repeated name is ambiguous, so it is refused. */
export function rawQuery(search: URLSearchParams): RawQuery {
  // No prototype: on a plain object `raw['__proto__'] = v` sets nothing, so that parameter
  // would slip past the unknown and repeated checks.
  const raw = Object.create(null) as Record<string, string>;
  for (const [key, value] of search) {
    if (Object.hasOwn(raw, key)) throw badParameter(key, `Parameter '${key}' is given more than once.`);
    raw[key] = value;
  }
  return raw;
}

/** What a question comes to once validated: its file, if one may exist, and its answer's key. */
interface Question {
  params: { format?: FormatExtension };
  format: FormatExtension;
  file: string | undefined;
  key: string;
}

/** How many validated questions are remembered (the dataset never changes while it runs). */
const QUESTIONS_KEPT = 1000;

export function createApiResolver(api: Api, assets: AssetStore, cache: AnswerCache) {
  const schemas = new Map<Route<never>, ReturnType<Route<never>['params']>>();
  const schemaOf = (route: Route<never>) => schemas.get(route) ?? schemas.set(route, route.params(api)).get(route)!;

  function understand(route: Route<never>, search: string, accept: string | undefined): Question {
    const params = parseQuery(schemaOf(route), rawQuery(new URLSearchParams(search))) as { format?: FormatExtension };
    const format = params.format ?? formatFromAccept(accept, route.formats) ?? 'json';
    if (!route.formats.includes(format)) throw badParameter('format', `This endpoint answers in ${route.formats.join(', ')} only.`, route.formats);
    const rel = route.staticPath(api, params as never);
    return { params, format, file: rel === undefined ? undefined : `api/${rel}.${format}`, key: `${route.name}?${JSON.stringify(params)}&${format}` };
  }

  // The same query string and Accept header always come to the same question, so a repeated
  // one skips validation and path building. A question that fails validation is not kept.
  const questions = new Map<string, Question>();
  function question(route: Route<never>, search: string, accept: string | undefined): Question {
    const id = `${route.name}\n${search}\n${accept ?? ''}`;
    let q = questions.get(id);
    if (!q) {
      q = understand(route, search, accept);
      questions.set(id, q);
      if (questions.size > QUESTIONS_KEPT) questions.delete(questions.keys().next().value!);
    }
    return q;
  }

  return async function resolve({ route, search, accept }: ApiQuery): Promise<Resolved> {
    const { params, format, file, key } = question(route, search, accept);
    if (file !== undefined) {
      const asset = await assets.get(file);
      if (asset) return { asset, precomputed: true };
    }
    const asset = cache.get(key, () => {
      try {
        const doc = route.answer(api, params as never);
        return { text: formats[format].render(doc), contentType: formats[format].contentType, status: 200 };
      } catch (e) {
        // Errors are JSON whatever the format; an ambiguous name is cached like an answer.
        if (e instanceof ApiError && e.status === 300) return { text: JSON.stringify(e.body), contentType: formats.json.contentType, status: 300 };
        throw e;
      }
    });
    return { asset, precomputed: false };
  };
}
