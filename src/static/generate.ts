/**
 * @module
 * The static API: every precomputed question of every route, in every format the route
 * answers in, as `{ path, body }` pairs. Pure; `write-fs.ts` puts them on disk.
 */
import type { Api } from '../api/context.ts';
import { ApiError } from '../api/errors.ts';
import type { Route } from '../api/route.ts';
import { formats } from '../formats/registry.ts';

export interface StaticFile {
  /** Path under the output folder, e.g. `api/country/DE.json`. */
  path: string;
  body: string;
}

/** The body a static host serves for an unknown API path. */
export const NOT_FOUND_BODY = { status: 404, error: 'not_found', message: 'No such API resource. See /api/openapi.json for the endpoints.' };

export function* generateStaticApi(api: Api, routes: readonly Route<never>[]): Generator<StaticFile> {
  const written = new Set<string>();
  for (const route of routes) {
    for (const params of route.precomputed(api)) {
      const rel = route.staticPath(api, params);
      if (rel === undefined) throw new Error(`route ${route.name}: precomputed question ${JSON.stringify(params)} has no static path`);
      if (written.has(rel)) continue;
      written.add(rel);
      try {
        const doc = route.answer(api, params);
        for (const ext of route.formats) yield { path: `api/${rel}.${ext}`, body: formats[ext].render(doc) };
      } catch (e) {
        // An ambiguous name is a precomputed answer too; errors are JSON whatever the format.
        if (e instanceof ApiError && e.status === 300) yield { path: `api/${rel}.json`, body: JSON.stringify(e.body) };
        else throw e;
      }
    }
  }
  yield { path: 'api/404.json', body: JSON.stringify(NOT_FOUND_BODY) };
}
