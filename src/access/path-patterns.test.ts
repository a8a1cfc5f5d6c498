import { describe, expect, it } from 'vitest';
import { PATH_PATTERN, pathMatcher } from './path-patterns.ts';

describe('pathMatcher', () => {
  it.each([
    ['/api/health', '/api/health', true],
    ['/api/health', '/api/health.json', true],
    ['/api/health', '/api/health/', true],
    ['/api/health', '/api/healthz', false],
    ['/api/health', '/api/health/x', false],
    ['/api/rest/v1/all', '/api/rest/v1/all.csv', true],
    ['/api/rest/v1/all', '/api/rest/v1/all.xml', true],
    ['/api/rest/v1/all', '/api/rest/v1', false],
    ['/api/country/*.json', '/api/country/DE.json', true],
    ['/api/country/*.json', '/api/country/276.json', true],
    ['/api/country/*.json', '/api/country/DE.csv', false],
    ['/api/country/*.json', '/api/country/name/germany.json', false],
    ['/api/export/countries.json', '/api/export/countries.json', true],
    ['/api/export/countries.json', '/api/export/countries.csv', false],
    ['/api/a.b', '/api/aXb', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(pathMatcher([pattern])(path)).toBe(expected);
  });

  it('matches a path when any pattern of the list does, and nothing for an empty list', () => {
    const open = pathMatcher(['/api/health', '/api/openapi']);
    expect(['/api/health', '/api/openapi.json', '/api/stats'].map(open)).toEqual([true, true, false]);
    expect(pathMatcher([])('/api/health')).toBe(false);
  });

  it.each(['/api', '/health', 'api/health', '/api//x', '/api/a b', '/api/x?y'])('refuses %j as a pattern', (pattern) => {
    expect(PATH_PATTERN.test(pattern)).toBe(false);
  });
});
