/**
 * @module
 * The per-route parts of docs/api.md, generated from the route table so they cannot drift: a
 * route's summary and parameters (from its zod schema), the layout of its static files (its
 * declared families, with their precomputed questions counted), and its examples with the real answers, in both forms.
 */
import type { Api } from '../api/context.ts';
import { parameterInfo, type ParameterInfo } from '../api/params.ts';
import { answerQuestion, exampleRawQuery, parseQuestion, schemaOf } from '../api/question.ts';
import { encodeExampleQuery, type Route } from '../api/route.ts';
import { familyCounts, fileFormats } from '../api/files.ts';
import { formatInteger } from '../lib/number-format.ts';
import { code, fence, table } from './markdown.ts';
import { jsonExcerpt, textExcerpt } from './excerpt.ts';

/** Where the examples' curl commands point: `npm start`'s default address. */
export const DOCS_ORIGIN = 'http://127.0.0.1:4321';

/** A list of accepted values too long to print whole is summarised. */
const LISTED_VALUES = 12;

function acceptedValues(p: ParameterInfo): string {
  const { type, accepted, minimum, maximum, separator } = p.values;
  if (accepted && separator) return `a list separated by ${code(separator)} of ${accepted.length} values, e.g. ${accepted.slice(0, 3).map(code).join(', ')}`;
  if (accepted && accepted.length <= LISTED_VALUES) return accepted.map(code).join(', ');
  if (accepted) return `one of ${accepted.length} values, e.g. ${accepted.slice(0, 3).map(code).join(', ')}`;
  if (type === 'integer') return `integer ${minimum ?? ''} to ${maximum ?? ''}`;
  if (type === 'boolean') return `${code('true')} or ${code('false')}`;
  return 'text';
}

const defaultOf = (p: ParameterInfo): string =>
  p.required ? '— (required)' : p.default === undefined ? '—' : code(JSON.stringify(p.default).replace(/^"|"$/g, ''));

/** The route's summary and its parameters table. */
export function routeParameters(api: Api, route: Route): string {
  const params = parameterInfo(schemaOf(api, route));
  const rows = params.map((p) => [code(p.name), [acceptedValues(p), p.description ?? ''].filter(Boolean).join('. ').replace(/\.\./g, '.'), defaultOf(p)]);
  return [
    route.summary,
    `Formats: ${route.formats.map(code).join(', ')} (errors are always JSON).`,
    '### Parameters',
    params.length === 0 ? 'None.' : table(['Parameter', 'Accepted values', 'Default'], rows),
  ].join('\n\n');
}

/** The layout of the route's static files. */
export function routeStaticFiles(api: Api, route: Route): string {
  const layouts = familyCounts(api, route);
  const formats = fileFormats(route);
  const extensions = formats.length > 1 ? `{${formats.join(',')}}` : formats[0]!;
  const rows = layouts.map((l) => [code(`${api.paths.apiRoot}/${l.layout}.${extensions}`), formatInteger(l.questions)]);
  return ['### Static files', table(['File', 'Questions'], rows)].join('\n\n');
}

/** One example: the query form and the static file with the same answer, then the answer. */
function exampleBlock(api: Api, route: Route, query: string): string {
  const question = parseQuestion(api, route, exampleRawQuery(route, query));
  const curls = [`curl -s '${DOCS_ORIGIN}${api.paths.apiRoot}/${encodeExampleQuery(query)}'`];
  if (question.file !== undefined) curls.push(`curl -s ${DOCS_ORIGIN}${api.paths.apiRoot}/${question.file}`);
  let answer: string;
  let lang: string;
  try {
    const a = answerQuestion(api, question);
    lang = a.contentType.includes('json') ? 'json' : question.format;
    answer = lang === 'json' ? jsonExcerpt(JSON.parse(a.text)) : textExcerpt(a.text, question.format === 'csv' ? 3 : 1);
  } catch (e) {
    // An example may show an error answer (a 404): its body, as the server sends it.
    const body = (e as { body?: unknown }).body;
    if (body === undefined) throw e;
    lang = 'json';
    answer = jsonExcerpt(body);
  }
  return [fence('sh', curls.join('\n')), fence(lang, answer)].join('\n\n');
}

/** The route's examples, each with the real answer. */
export function routeExamples(api: Api, route: Route): string {
  const list = route.examples.map((e) => `- ${code(`GET ${api.paths.apiRoot}/${e.query}`)}: ${e.description}`).join('\n');
  const blocks = route.examples.map((e) => `${e.description[0]!.toUpperCase()}${e.description.slice(1)}:\n\n${exampleBlock(api, route, e.query)}`);
  return ['### Examples', list, ...blocks].join('\n\n');
}
