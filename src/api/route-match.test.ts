import { describe, expect, it } from 'vitest';
import { routes } from './routes.ts';
import { routeFamily, routeMatcher } from './route-match.ts';

const match = routeMatcher(routes);
const family = routeFamily(routes);

describe('routeMatcher', () => {
  it('finds a route by its own path, with or without a trailing slash', () => {
    expect(match('/api/country')).toMatchObject({ route: { name: 'country' }, pathValues: {} });
    expect(match('/api/rest/v3.1/all/')).toMatchObject({ route: { name: 'rest/v3.1/all' }, pathValues: {} });
  });

  it('reads the last segment as the lookup of a route that takes one in the path', () => {
    expect(match('/api/rest/v3.1/alpha/de')).toMatchObject({ route: { name: 'rest/v3.1/alpha' }, pathValues: { code: 'de' } });
    expect(match('/api/rest/v1/name/côte d’ivoire')).toMatchObject({ route: { name: 'rest/v1/name' }, pathValues: { name: 'côte d’ivoire' } });
  });

  it('leaves a static file, a deeper path and a route without a path lookup alone', () => {
    expect(match('/api/rest/v3.1/alpha/DE.json')).toBeUndefined();
    expect(match('/api/rest/v3.1/alpha/de/fr')).toBeUndefined();
    expect(match('/api/country/DE')).toBeUndefined();
  });
});

describe('routeFamily', () => {
  it("gives an unknown path under /api/rest/ a route with REST Countries' error shape, and others none", () => {
    expect(family('/api/rest/v3.1/nothing')?.errorShape?.notFoundFile).toBe('rest/404');
    expect(family('/api/nothing')).toBeUndefined();
  });

  it("gives an unknown path under /api/rest/v5/ v5's own error shape, not the older families' one", () => {
    expect(family('/api/rest/v5/a/b/c')?.errorShape?.notFoundFile).toBe('rest/v5/404');
    expect(family('/api/rest/v5/codes.alpha_2/DE.json')?.errorShape?.notFoundFile).toBe('rest/v5/404');
  });
});
