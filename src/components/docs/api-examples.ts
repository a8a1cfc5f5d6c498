/**
 * @module
 * The API page's examples, taken from the route table so they stay true: each example's
 * query form, and the static file the same question is answered by when there is one
 * (found the way the server finds it: the route's parameter schema, then its staticPath).
 */
import type { Api } from '../../api/context.ts';
import { parseQuery } from '../../api/params.ts';
import type { Route } from '../../api/route.ts';
import type { FormatExtension } from '../../formats/registry.ts';

export interface ExampleView {
  description: string;
  /** Query-form URL, values percent-encoded for a shell (commas kept readable). */
  query: string;
  /** URL of the static file with the same answer, when the question was precomputed. */
  staticFile: string | undefined;
}

export interface RouteView {
  name: string;
  summary: string;
  formats: readonly FormatExtension[];
  examples: ExampleView[];
}

/** `country?name=Côte d’Ivoire` → `country?name=C%C3%B4te%20d%E2%80%99Ivoire`. */
export function encodeExampleQuery(query: string): string {
  const [path, search = ''] = query.split('?', 2) as [string, string?];
  if (!search) return path;
  const pairs = [...new URLSearchParams(search)].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v).replaceAll('%2C', ',')}`);
  return `${path}?${pairs.join('&')}`;
}

export function staticFileOf(api: Api, route: Route<never>, query: string): string | undefined {
  const search = new URLSearchParams(query.split('?', 2)[1] ?? '');
  try {
    const params = parseQuery(route.params(api), Object.fromEntries(search)) as { format?: FormatExtension };
    const rel = route.staticPath(api, params as never);
    return rel === undefined ? undefined : api.paths.file(rel, params.format ?? 'json');
  } catch {
    return undefined;
  }
}

export function routeViews(api: Api, routes: readonly Route<never>[]): RouteView[] {
  return routes.map((route) => ({
    name: route.name,
    summary: route.summary,
    formats: route.formats,
    examples: route.examples.map((e) => ({
      description: e.description,
      query: `${api.paths.apiRoot}/${encodeExampleQuery(e.query)}`,
      staticFile: staticFileOf(api, route, e.query),
    })),
  }));
}
