import { describe, expect, it } from 'vitest';
import { builtApi } from '../../tests/helpers.ts';
import { madeUpRoute } from '../../tests/made-up-route.ts';
import { openApiDocument } from './openapi.ts';
import type { Miss, Route } from './route.ts';
import { REST_V2 } from './families.ts';
import { OpenApi } from './response-schemas.ts';
import { Country } from '../dataset/schema.ts';

const api = builtApi();

/** The made-up route, its answer a Country unless the facts say. */
const madeUp = (facts: Partial<Pick<Route, 'misses' | 'family' | 'live' | 'response'>>) => madeUpRoute({ response: [Country], ...facts });

type Operation = { tags: string[]; responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
const operations = (route: Route) => {
  const paths = openApiDocument(api, [route]).paths as Record<string, { get: Operation }>;
  return { query: paths['/made-up']!.get, file: paths['/made-up/{code}.json']!.get };
};
const statuses = (op: Operation) => Object.keys(op.responses).filter((s) => ['300', '304', '404', '410'].includes(s));

describe('the OpenAPI document reads the facts of a route from the route', () => {
  it('documents a 300, 404 or 410 on the query form only where the route says a question may miss so', () => {
    expect(statuses(operations(madeUp({ misses: [] })).query)).toEqual(['304']);
    const misses: Miss[] = [404, 300, 410];
    expect(statuses(operations(madeUp({ misses })).query)).toEqual(['300', '304', '404', '410']);
  });

  it('documents a 404 on every static file, which a question not precomputed lacks', () => {
    expect(statuses(operations(madeUp({ misses: [] })).file)).toEqual(['304', '404']);
  });

  it('documents no 304 on the query form of a live answer', () => {
    expect(statuses(operations(madeUp({ live: true })).query)).toEqual([]);
  });

  it('tags a route with its family and describes its errors with the family’s schema', () => {
    const { query } = operations(madeUp({ family: REST_V2, misses: [404] }));
    expect(query.tags).toEqual(['REST Countries v2']);
    expect(query.responses['404']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/RestError' });
    expect(operations(madeUp({})).query.tags).toEqual(['Countries']);
  });

  it('describes the 200 with the route’s response schemas', () => {
    const body = (route: Route) => operations(route).query.responses['200']!.content!['application/json']!.schema;
    expect(body(madeUp({}))).toEqual({ $ref: '#/components/schemas/Country' });
    expect(body(madeUp({ response: [Country, OpenApi] }))).toEqual({
      oneOf: [{ $ref: '#/components/schemas/Country' }, { $ref: '#/components/schemas/OpenApi' }],
    });
  });
});
