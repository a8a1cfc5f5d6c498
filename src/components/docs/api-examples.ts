/**
 * @module
 * The API page's examples, taken from the route table so they stay true: each example's
 * query form, and the static file the same question is answered by when there is one
 * (found the way the server finds it: src/api/question.ts).
 */
import type { Api } from '../../api/context.ts';
import { exampleRawQuery, parseQuestion } from '../../api/question.ts';
import { encodeExampleQuery, type Route } from '../../api/route.ts';
import type { FormatExtension } from '../../formats/extensions.ts';

export interface ExampleView {
  description: string;
  /** Query-form URL, values percent-encoded for a shell (commas kept readable). */
  query: string;
  /** URL of the static file with the same answer, when the question was precomputed. */
  staticFile: string | undefined;
}

/**
 * Where a question with no static file can still be answered on a plain static host: the bulk
 * file of its family (REST Countries' `all`, else the export), to filter on the reader's side.
 */
export function bulkAlternative(api: Api, routeName: string): string {
  if (routeName.startsWith('rest/v1/')) return api.paths.file('rest/v1/all');
  if (routeName.startsWith('rest/v2/')) return api.paths.file('rest/v2/all');
  if (routeName.startsWith('rest/v3.1/')) return api.paths.file('rest/v3.1/all');
  return api.paths.file('export/countries');
}

export interface RouteView {
  name: string;
  summary: string;
  formats: readonly FormatExtension[];
  examples: ExampleView[];
  /** The bulk file to fall back on where an example has no static file. */
  bulk: string;
}

/** The static file answering an example, when there is one. An example that does not parse is a bug: it throws. */
export function exampleFile(api: Api, route: Route, query: string): string | undefined {
  const { file } = parseQuestion(api, route, exampleRawQuery(route, query));
  return file === undefined ? undefined : `${api.paths.apiRoot}/${file}`;
}

export function routeViews(api: Api, routes: readonly Route[]): RouteView[] {
  return routes.map((route) => ({
    name: route.name,
    summary: route.summary,
    formats: route.formats,
    bulk: bulkAlternative(api, route.name),
    examples: route.examples.map((e) => ({
      description: e.description,
      query: `${api.paths.apiRoot}/${encodeExampleQuery(e.query)}`,
      staticFile: exampleFile(api, route, e.query),
    })),
  }));
}
