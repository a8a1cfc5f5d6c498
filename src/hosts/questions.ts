/**
 * @module
 * The questions a static host can answer for a route: every precomputed question, and every
 * question made from one by leaving out parameters that have defaults, whenever its answer is
 * still a precomputed file. Each comes as its raw query and its static path, both computed by
 * the route itself (schema and `staticPath`), so rules built from them cannot disagree with the
 * layout of the static files.
 */
import type { Api } from '../api/context.ts';
import { parameterNames } from '../api/params.ts';
import { schemaOf, tryParseQuestion } from '../api/question.ts';
import type { Route } from '../api/route.ts';

export interface StaticQuestion {
  /** Raw query parameters, `format` left out (the extension is its own dimension). */
  readonly query: Readonly<Record<string, string>>;
  /** Static path relative to the API root, without extension: `countries/region/europe/name-asc/1`. */
  readonly rel: string;
}

export interface RouteQuestions {
  /** Every parameter the route's schema accepts, in its order. */
  readonly params: readonly string[];
  readonly questions: readonly StaticQuestion[];
}

/** How a parsed value is written in a query string (the schemas accept their own output). */
const rawValue = (value: unknown): string => (Array.isArray(value) ? value.join(',') : String(value));

export function staticQuestions(api: Api, route: Route): RouteQuestions {
  const params = parameterNames(schemaOf(api, route));
  const parse = (raw: Record<string, string>): Readonly<Record<string, unknown>> | undefined => tryParseQuestion(api, route, raw)?.params;

  const precomputed: ReadonlyArray<Readonly<Record<string, unknown>>> = [...route.precomputed(api)];
  const files = new Set(precomputed.map((p) => route.staticPath(api, p)));
  // In the order the route writes its questions (`region`, `sort`, `order`, `page`), which reads like the path.
  const raws = precomputed.map((p) =>
    Object.fromEntries(
      Object.keys(p)
        .filter((k) => params.includes(k) && k !== 'format' && p[k] !== undefined)
        .map((k) => [k, rawValue(p[k])]),
    ),
  );

  // A parameter every precomputed question leaves at its default (`limit=25`) is not part of
  // any static question: a host would only ever see it when it could not answer anyway.
  const atDefault = new Set<string>();
  for (const key of new Set(raws.flatMap((r) => Object.keys(r)))) {
    const firstWith = new Map<string, Record<string, string>>();
    for (const r of raws) if (r[key] !== undefined && !firstWith.has(r[key])) firstWith.set(r[key], r);
    const same = [...firstWith.values()].every((r) => {
      const { [key]: _dropped, ...rest } = r;
      const given = parse(r);
      return given !== undefined && JSON.stringify(parse(rest)?.[key]) === JSON.stringify(given[key]);
    });
    if (same) atDefault.add(key);
  }

  const seen = new Set<string>();
  const questions: StaticQuestion[] = [];
  for (const raw of raws) {
    const keys = Object.keys(raw).filter((k) => !atDefault.has(k));
    for (let mask = 0; mask < 1 << keys.length; mask++) {
      const query = Object.fromEntries(keys.filter((_, i) => mask & (1 << i)).map((k) => [k, raw[k]!]));
      const id = JSON.stringify(query);
      if (seen.has(id)) continue;
      seen.add(id);
      const rel = tryParseQuestion(api, route, query)?.staticPath;
      if (rel !== undefined && files.has(rel)) questions.push({ query, rel });
    }
  }
  return { params, questions };
}
