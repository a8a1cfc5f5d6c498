import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, encodeExampleQuery, type RouteDefinition } from './route.ts';
import type { Api } from './context.ts';
import { REST_V2 } from './families.ts';
import { REST_ERRORS, V5_ERRORS } from './rest/error-shapes.ts';

describe('encodeExampleQuery', () => {
  it.each([
    ['country?name=Côte d’Ivoire', 'country?name=C%C3%B4te%20d%E2%80%99Ivoire'],
    ['countries?fields=name.common,population', 'countries?fields=name.common,population'],
    ['stats', 'stats'],
  ])('writes %s as %s', (query, expected) => {
    expect(encodeExampleQuery(query)).toBe(expected);
  });
});

describe('defineRoute', () => {
  const api = {} as Api;
  const route = (facts: Partial<RouteDefinition<{ code?: string; name?: string }>>) =>
    defineRoute<{ code?: string; name?: string }>({
      name: 'made-up',
      summary: '',
      formats: ['json'],
      params: () => z.strictObject({ code: z.string().optional(), name: z.string().optional() }),
      precomputed: () => [],
      files: [
        { layout: 'made-up/{code}', policy: 'computed', values: (_api, p) => (p.code ? { code: p.code.toUpperCase() } : undefined) },
        { layout: 'made-up/name/{name}', policy: 'computed', values: (_api, p) => (p.name ? { name: p.name } : undefined) },
      ],
      answer: () => ({ body: {}, rows: [], xmlRoot: 'x' }),
      response: [],
      misses: [],
      examples: [],
      ...facts,
    });

  it('makes a question’s static path from the first of its families with values for it', () => {
    expect(route({}).staticPath(api, { code: 'de' })).toBe('made-up/DE');
    expect(route({}).staticPath(api, { name: 'germany' })).toBe('made-up/name/germany');
    expect(route({}).staticPath(api, { code: 'de', name: 'germany' })).toBe('made-up/DE');
    expect(route({}).staticPath(api, {})).toBeUndefined();
  });

  it('keeps a static path the route writes itself', () => {
    expect(route({ staticPath: () => 'elsewhere/DE' }).staticPath(api, { code: 'de' })).toBe('elsewhere/DE');
  });

  it('refuses a family without values when the route writes no static path', () => {
    expect(() => route({ files: [{ layout: 'made-up/{code}', policy: 'computed' }] })).toThrow(/made-up: give each of its file families its values/);
  });

  it('keeps only the layout and the policy of a family on the route', () => {
    expect(route({}).files).toEqual([
      { layout: 'made-up/{code}', policy: 'computed' },
      { layout: 'made-up/name/{name}', policy: 'computed' },
    ]);
  });

  it('gives a route its family’s error shape unless it has its own', () => {
    expect(route({ family: REST_V2 }).errorShape).toBe(REST_ERRORS);
    expect(route({ family: REST_V2, errorShape: V5_ERRORS }).errorShape).toBe(V5_ERRORS);
    expect(route({}).errorShape).toBeUndefined();
  });
});
