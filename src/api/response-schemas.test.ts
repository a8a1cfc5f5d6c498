import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from './routes.ts';
import { componentName } from './response-schemas.ts';
import { API_FAMILY } from './families.ts';

describe('response schemas of the OpenAPI document', () => {
  it('are given for the 200 of every route', () => {
    expect(routes.filter((r) => r.response.length === 0).map((r) => r.name)).toEqual([]);
  });

  it('are components of the document, as is every family’s error schema', () => {
    const unnamed = (schema: z.ZodType) => {
      try {
        componentName(schema);
        return false;
      } catch {
        return true;
      }
    };
    expect(routes.filter((r) => r.response.some(unnamed)).map((r) => r.name)).toEqual([]);
    expect(routes.filter((r) => unnamed((r.family ?? API_FAMILY).errorSchema)).map((r) => r.name)).toEqual([]);
  });

  it('refuse a schema that is not a component', () => {
    expect(() => componentName(z.object({ made: z.string() }).describe('made up'))).toThrow(/made up.*not among the OpenAPI components/);
  });
});
