/**
 * @module
 * The OpenAPI 3.1 description, generated from the route table and the zod schemas.
 */
import { z } from 'zod';
import { Country, CountrySummary } from '../dataset/schema.ts';
import { formats } from '../formats/registry.ts';
import { mediaTypeOf } from '../lib/content-types.ts';
import type { Api } from './context.ts';
import type { Route } from './route.ts';
import { parameterShape } from './params.ts';
import { schemaOf } from './question.ts';
import { UsageDocument } from './usage-schema.ts';

const ErrorBody = z.object({
  status: z.number().int(),
  error: z.string().describe('Stable machine code: bad_request, not_found, ambiguous, …'),
  message: z.string(),
  parameter: z.string().optional().describe('On 400: the offending parameter.'),
  accepted: z.array(z.string()).optional().describe('On 400: the values the parameter accepts.'),
  candidates: z
    .array(z.object({ cca2: z.string(), cca3: z.string(), name: z.string(), link: z.string() }))
    .optional()
    .describe('On 300: each matching country.'),
});

/** Parameters of a route: the keys of its zod object schema, documented from their JSON Schema. */
function parametersOf(route: Route, api: Api) {
  return Object.entries(parameterShape(schemaOf(api, route))).map(([name, param]) => ({
    name,
    in: 'query',
    required: !param.safeParse(undefined).success,
    schema: { type: 'string' },
    ...(name === 'format' ? { description: 'json (default), csv or xml; the Accept header is honoured when absent.' } : {}),
  }));
}

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/** Answers only the project's server gives, and only with access plans on (docs/plans.md). */
const ACCESS_RESPONSES = {
  401: { description: 'Plans on: no key, or an unknown or revoked one.', content: errorContent },
  403: { description: "Plans on: the key's plan is no longer offered.", content: errorContent },
  429: {
    description: 'Plans on: over the per-second rate or over a monthly quota without overage (see Retry-After and the RateLimit headers).',
    content: errorContent,
  },
  503: { description: 'Plans on: the usage store is unavailable, so the request cannot be counted.', content: errorContent },
};

/** A key in either header; optional (`{}`) because static hosts and a server with plans off need none. */
const KEY_SCHEMES = {
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: "A key from `npm run keys -- create` (docs/plans.md); checked only by the project's server with API_PLANS=on.",
  },
  bearer: { type: 'http', scheme: 'bearer', description: 'The same key as `Authorization: Bearer <key>`.' },
};

const usagePath = {
  get: {
    operationId: 'usage',
    summary: "The key's plan, this month's use and overage cost (project server with plans on).",
    security: [{ apiKey: [] }, { bearer: [] }],
    responses: {
      200: { description: 'The usage of the key sent.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Usage' } } } },
      ...ACCESS_RESPONSES,
    },
  },
};

export function openApiDocument(api: Api, routes: readonly Route[]) {
  const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any' });
  const paths: Record<string, unknown> = {};
  for (const route of routes) {
    const content = Object.fromEntries(route.formats.map((ext) => [mediaTypeOf(formats[ext].contentType), {}]));
    paths[`/${route.name}`] = {
      get: {
        operationId: route.name.replace(/\W+(\w)/g, (_, ch: string) => ch.toUpperCase()),
        summary: route.summary,
        parameters: parametersOf(route, api),
        responses: {
          200: { description: 'The answer.', content },
          300: {
            description: 'Several countries match (name or capital).',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
          400: { description: 'Bad or unknown parameter.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
          404: { description: 'Nothing matches.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
          ...ACCESS_RESPONSES,
        },
        'x-examples': route.examples.map((e) => `${api.paths.apiRoot}/${e.query}`),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Countries Reference API',
      version: api.meta.version,
      description: `Facts about the world's ${api.meta.countries} countries and territories. Dataset ${api.meta.id}. ${api.meta.licence}`,
      license: { name: 'ODbL-1.0 (data)', url: 'https://opendatacommons.org/licenses/odbl/1-0/' },
    },
    servers: [{ url: api.paths.apiRoot || '/api' }],
    security: [{}, { apiKey: [] }, { bearer: [] }],
    paths: { ...paths, '/usage': usagePath },
    components: {
      schemas: { Country: jsonSchema(Country), CountrySummary: jsonSchema(CountrySummary), Error: jsonSchema(ErrorBody), Usage: jsonSchema(UsageDocument) },
      securitySchemes: KEY_SCHEMES,
    },
  };
}
