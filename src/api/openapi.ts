/**
 * @module
 * The OpenAPI 3.1 description, generated from the route table and the zod schemas: each route's
 * query form, its path form (REST Countries' `/rest/v3.1/alpha/{code}`) and its static files as
 * operations, every parameter typed from its schema (`parameterInfo`), every status an operation
 * can answer with and its headers, and the schema of every body.
 */
import { z } from 'zod';
import { formats } from '../formats/registry.ts';
import type { FormatExtension } from '../formats/extensions.ts';
import { mediaTypeOf } from '../lib/content-types.ts';
import type { Api } from './context.ts';
import type { Route } from './route.ts';
import { API_FAMILY } from './families.ts';
import { API_ROOT } from './paths.ts';
import { parameterInfo, type ParameterInfo } from './params.ts';
import { schemaOf } from './question.ts';
import { familyCounts, fileFormats } from './files.ts';
import { COMPONENTS, componentName } from './response-schemas.ts';
import { ACCESS_RESPONSES, HEADERS, KEY_SCHEMES, statusResponses, type Operation, type Status } from './openapi-responses.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const DESCRIPTIONS = {
  query: 'The query form: answered by the project server and the Cloudflare Worker (and by host rules for the precomputed questions, docs/deploy.md).',
  path: 'The path form REST Countries clients call: the same question as the query form with the lookup in the path.',
  file: 'A precomputed answer as a static file, served by any host (the extension is the format).',
} as const;

const camel = (text: string) => text.replace(/[^A-Za-z0-9]+(\w)?/g, (_, ch: string | undefined) => (ch ?? '').toUpperCase());

/** A parameter's JSON Schema from what its zod schema records (type, values, range, default). */
function parameterSchema(p: ParameterInfo): Record<string, unknown> {
  const { type, accepted, minimum, maximum, separator } = p.values;
  const base: Record<string, unknown> = { type };
  if (accepted && type === 'string') base.enum = [...accepted];
  if (minimum !== undefined) base.minimum = minimum;
  if (maximum !== undefined) base.maximum = maximum;
  const schema = separator ? { type: 'array', items: base } : base;
  return p.default === undefined ? schema : { ...schema, default: p.default };
}

function parameter(p: ParameterInfo, where: 'query' | 'path') {
  return {
    name: p.name,
    in: where,
    required: where === 'path' || p.required,
    description: p.description ?? p.name,
    schema: parameterSchema(p),
    ...(p.values.separator ? { style: 'form', explode: false } : {}),
  };
}

/** The 200's content: the route's schema in JSON and GeoJSON, text in CSV and XML. */
function answerContent(route: Route, fileFormats: readonly FormatExtension[] = route.formats) {
  const names = route.response.map(componentName);
  const json = names.length === 1 ? ref(names[0]!) : { oneOf: names.map(ref) };
  return Object.fromEntries(
    fileFormats.map((ext) => [mediaTypeOf(formats[ext].contentType), { schema: ext === 'json' || ext === 'geojson' ? json : { type: 'string' } }]),
  );
}

/** What an operation of a route can answer, besides its 200. */
function statusesOf(route: Route, kind: 'query' | 'path' | 'file'): Status[] {
  const statuses: Status[] = [];
  if (route.misses.includes(300)) statuses.push(300);
  if (route.misses.includes(410)) statuses.push(410);
  // A live answer (the health check) describes this instant: no validator, never cached; its file is a file like any.
  if (!route.live || kind === 'file') statuses.push(304);
  if (kind !== 'file') statuses.push(400);
  // A file may always be missing: a question not precomputed has none.
  if (kind === 'file' || route.misses.includes(404)) statuses.push(404);
  statuses.push(414);
  return statuses;
}

function operation(route: Route, kind: 'query' | 'path' | 'file', parameters: unknown[], id: string, fileFormats?: readonly FormatExtension[]): Operation {
  const errorSchema = componentName((route.family ?? API_FAMILY).errorSchema);
  return {
    operationId: id,
    summary: kind === 'file' ? `${route.summary} (static file)` : route.summary,
    description: DESCRIPTIONS[kind],
    tags: [kind === 'file' ? 'Static files' : (route.family ?? API_FAMILY).name],
    parameters,
    responses: {
      200: { description: 'The answer.', headers: HEADERS.answer, content: answerContent(route, fileFormats) },
      ...statusResponses(statusesOf(route, kind), errorSchema),
      ...ACCESS_RESPONSES(route.live === true, errorSchema),
    },
  };
}

/** The static files of a route as operations: `/country/{code}.{format}`. */
function fileOperations(api: Api, route: Route): Record<string, { get: Operation }> {
  const paths: Record<string, { get: Operation }> = {};
  for (const { layout } of familyCounts(api, route)) {
    const names = [...layout.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const written = fileFormats(route);
    const multi = written.length > 1;
    const path = `/${layout}.${multi ? '{format}' : written[0]!}`;
    const params = names.map((name) => ({
      name,
      in: 'path',
      required: true,
      description: `The ${name} of a precomputed question, as the file is named (docs/api.md).`,
      schema: { type: 'string' },
    }));
    if (multi)
      params.push({
        name: 'format',
        in: 'path',
        required: true,
        description: 'The format, as the extension.',
        schema: { type: 'string', enum: [...written] } as { type: string },
      });
    paths[path] = { get: operation(route, 'file', params, `${camel(layout.replace(/\{(\w+)\}/g, 'by $1'))}File`, written) };
  }
  return paths;
}

/**
 * A tuple (`[lat, lng]`) with an `items` beside its `prefixItems` and its exact length, as OpenAPI
 * tools expect of every array; the empty tuple (`latlng: []` where there is no capital) as an
 * array of no items.
 */
function tupleItems(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }): void {
  if (ctx.zodSchema._zod.def.type !== 'tuple') return;
  const prefix = (ctx.jsonSchema.prefixItems ?? []) as z.core.JSONSchema.BaseSchema[];
  if (prefix.length === 0) delete ctx.jsonSchema.prefixItems;
  // Every item of our tuples has one type (numbers); `items` says so, the positions keep their ranges.
  const types = new Set(prefix.map((item) => item.type));
  const items = types.size === 1 ? { type: [...types][0] } : {};
  Object.assign(ctx.jsonSchema, { items, minItems: prefix.length, maxItems: prefix.length });
}

export function openApiDocument(api: Api, routes: readonly Route[]) {
  const paths: Record<string, unknown> = {};
  for (const route of routes) {
    const params = parameterInfo(schemaOf(api, route));
    const id = camel(route.name);
    paths[`/${route.name}`] = {
      get: operation(
        route,
        'query',
        params.map((p) => parameter(p, 'query')),
        id,
      ),
    };
    if (route.pathParameter) {
      const [inPath, inQuery] = [params.filter((p) => p.name === route.pathParameter), params.filter((p) => p.name !== route.pathParameter)];
      paths[`/${route.name}/{${route.pathParameter}}`] = {
        get: operation(
          route,
          'path',
          [...inPath.map((p) => parameter(p, 'path')), ...inQuery.map((p) => parameter(p, 'query'))],
          `${id}By${camel(` ${route.pathParameter}`)}`,
        ),
      };
      const valued = route.valueParameter;
      if (valued) {
        const [inPath2, inQuery2] = [
          params.filter((p) => p.name === route.pathParameter || p.name === valued),
          params.filter((p) => p.name !== route.pathParameter && p.name !== valued),
        ];
        paths[`/${route.name}/{${route.pathParameter}}/{${valued}}`] = {
          get: operation(
            route,
            'path',
            [...inPath2.map((p) => parameter(p, 'path')), ...inQuery2.map((p) => parameter(p, 'query'))],
            `${id}By${camel(` ${route.pathParameter} ${valued}`)}`,
          ),
        };
      }
    }
  }
  for (const route of routes) Object.assign(paths, fileOperations(api, route));
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of Object.entries(COMPONENTS)) registry.add(schema, { id: name });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    unrepresentable: 'any',
    uri: (name) => `#/components/schemas/${name}`,
    override: tupleItems,
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Countries Reference API',
      version: api.meta.version,
      description: `Facts about the world's ${api.meta.countries} countries and territories. Dataset ${api.meta.id}. ${api.meta.licence} A method other than GET, HEAD or OPTIONS is answered 405 with an Allow header.`,
      license: { name: 'ODbL-1.0 (data)', url: 'https://opendatacommons.org/licenses/odbl/1-0/' },
    },
    servers: [{ url: api.paths.apiRoot || API_ROOT }],
    security: [{}, { apiKey: [] }, { bearer: [] }],
    tags: [
      ...[...new Set(routes.map((r) => r.family ?? API_FAMILY))].map(({ name, description }) => ({ name, description })),
      { name: 'Static files', description: 'The precomputed answers, as files any static host serves.' },
      { name: 'Access', description: 'Access plans (the project server with API_PLANS=on).' },
    ],
    paths: { ...paths, '/usage': usagePath },
    components: {
      // Each schema as a component: without its own `$schema` and `$id`, which belong to a document, not a part of one.
      schemas: Object.fromEntries(Object.entries(schemas).map(([name, { $schema: _s, $id: _i, ...schema }]) => [name, schema])),
      headers: HEADERS.components,
      securitySchemes: KEY_SCHEMES,
    },
  };
}

const usagePath = {
  get: {
    operationId: 'usage',
    summary: "The key's plan, this month's use and overage cost (project server with plans on).",
    description: 'Answered by the project server with API_PLANS=on; it needs a key.',
    tags: ['Access'],
    security: [{ apiKey: [] }, { bearer: [] }],
    responses: {
      200: { description: 'The usage of the key sent.', content: { 'application/json': { schema: ref('Usage') } } },
      ...statusResponses([414], 'Error'),
      ...ACCESS_RESPONSES(false),
    },
  },
};
