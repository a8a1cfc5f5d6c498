/**
 * @module
 * The API page's examples, taken from the route table so they stay true: each example's
 * query form, and the static file the same question is answered by when there is one
 * (found the way the server finds it: src/api/question.ts).
 */
import type { Api } from '../../api/context.ts';
import { exampleRawQuery, parseQuestion } from '../../api/question.ts';
import { encodeExampleQuery, type Route } from '../../api/route.ts';
import { API_FAMILY } from '../../api/families.ts';
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
  /** The bulk file to fall back on where an example has no static file: its family's (REST Countries' `all`, else the export), to filter on the reader's side. */
  bulk: string;
  /** The first lines of the answer to its first example, as the API writes it (indented), with that example's file. */
  sample: { readonly text: string; readonly lines: number; readonly shown: number; readonly file: string | undefined } | undefined;
}

/** How many lines of a sample answer the page shows. */
export const SAMPLE_LINES = 24;

/** The answer to an example as JSON, indented, and its first lines. */
export function sampleAnswer(api: Api, route: Route, query: string): { text: string; lines: number; shown: number } | undefined {
  const { params, format } = parseQuestion(api, route, exampleRawQuery(route, query));
  if (format !== 'json' && !route.formats.includes('json')) return undefined;
  const all = JSON.stringify(route.answer(api, params).body, null, 2).split('\n');
  const shown = all.slice(0, SAMPLE_LINES);
  return { text: shown.join('\n') + (all.length > shown.length ? '\n…' : ''), lines: all.length, shown: shown.length };
}

/** A text's `code` spans apart from its words, as the route table writes them: `[{ text, code }]`. */
export function codeSpans(text: string): { text: string; code: boolean }[] {
  return text
    .split('`')
    .map((part, i) => ({ text: part, code: i % 2 === 1 }))
    .filter((part) => part.text !== '');
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
    bulk: api.paths.file((route.family ?? API_FAMILY).bulkFile),
    examples: route.examples.map((e) => ({
      description: e.description,
      query: `${api.paths.apiRoot}/${encodeExampleQuery(e.query)}`,
      staticFile: exampleFile(api, route, e.query),
    })),
    sample: sampleOf(api, route),
  }));
}

function sampleOf(api: Api, route: Route): RouteView['sample'] {
  // The first example asked in JSON (the others ask for CSV or XML).
  const first = route.examples.find((e) => !/[?&]format=/.test(e.query));
  if (!first || !route.formats.includes('json')) return undefined;
  const answer = sampleAnswer(api, route, first.query);
  return answer && { ...answer, file: exampleFile(api, route, first.query) };
}
