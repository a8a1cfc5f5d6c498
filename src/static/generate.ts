/**
 * @module
 * The static API: every precomputed question of every route, in every format the route
 * answers in, as `{ path, body }` pairs. Pure; `write-fs.ts` puts them on disk.
 */
import type { Api } from '../api/context.ts';
import { outcomeOf, render, staticFileOf } from '../api/question.ts';
import type { Route } from '../api/route.ts';
import { NOT_FOUND_BODY, notFound } from '../api/errors.ts';

export interface StaticFile {
  /** Path under the output folder, e.g. `api/country/DE.json`. */
  path: string;
  body: string;
}

export function* generateStaticApi(api: Api, routes: readonly Route[]): Generator<StaticFile> {
  const written = new Set<string>();
  for (const route of routes) {
    for (const params of route.precomputed(api)) {
      const json = staticFileOf(api, route, params, 'json');
      if (json === undefined) throw new Error(`route ${route.name}: precomputed question ${JSON.stringify(params)} has no static path`);
      if (written.has(json)) continue;
      written.add(json);
      const outcome = outcomeOf(api, route, params);
      // An ambiguous name is answered in JSON only, whatever the format asked.
      for (const format of 'ambiguous' in outcome ? (['json'] as const) : route.formats)
        yield { path: `api/${staticFileOf(api, route, params, format)}`, body: render(outcome, format).text };
    }
  }
  yield { path: 'api/404.json', body: JSON.stringify(NOT_FOUND_BODY) };
  // The misses of routes with their own error shape, for static hosts (REST Countries' 404 body).
  const shapes = new Map(routes.flatMap((r) => (r.errorShape ? [[r.errorShape.notFoundFile, r.errorShape] as const] : [])));
  for (const [file, shape] of shapes) yield { path: `api/${file}.json`, body: JSON.stringify(shape.body(notFound(NOT_FOUND_BODY.message))) };
}
