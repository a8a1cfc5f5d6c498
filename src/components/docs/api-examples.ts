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

export interface RouteView {
  name: string;
  summary: string;
  formats: readonly FormatExtension[];
  examples: ExampleView[];
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
    examples: route.examples.map((e) => ({
      description: e.description,
      query: `${api.paths.apiRoot}/${encodeExampleQuery(e.query)}`,
      staticFile: exampleFile(api, route, e.query),
    })),
  }));
}
