import { describe, expect, it } from 'vitest';
import { routes } from './routes.ts';
import { COMPONENTS, responseComponents } from './openapi-schemas.ts';

describe('response schemas of the OpenAPI document', () => {
  it('name one for the 200 of every route', () => {
    expect(routes.filter((r) => responseComponents(r).length === 0).map((r) => r.name)).toEqual([]);
  });

  it('name only schemas the document has', () => {
    const names = new Set(Object.keys(COMPONENTS));
    expect(routes.flatMap((r) => responseComponents(r)).filter((n) => !names.has(n))).toEqual([]);
  });
});
