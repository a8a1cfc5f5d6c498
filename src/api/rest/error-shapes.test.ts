import { describe, expect, it } from 'vitest';
import { routes } from '../routes.ts';
import { errorShapeAt } from './error-shapes.ts';

describe('errorShapeAt', () => {
  // The HTTP side finds a route's error body by the 404 file its outline names: a shape missing
  // from the list would leave its family's 405s and plan refusals in the API's own body.
  it.each(routes.filter((r) => r.errorShape).map((r) => [r.name, r] as const))('finds the error shape of %s by its 404 file', (_, route) => {
    expect(errorShapeAt(route.errorShape!.notFoundFile)).toBe(route.errorShape);
  });

  it('finds none for a file no family names', () => {
    expect(errorShapeAt('country/404')).toBeUndefined();
  });
});
