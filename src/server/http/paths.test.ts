import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { absoluteForm, decodedTarget, requestPath, safePath, sitePathCandidates } from './paths.ts';

describe('requestPath', () => {
  it.each([
    ['/api/country?code=de', '/api/country', '?code=de'],
    ['/api/country/DE.json', '/api/country/DE.json', ''],
    ['/api/countries?', '/api/countries', ''],
    ['/', '/', ''],
    ['/api/rest/v3.1//all?fields=name', '/api/rest/v3.1/all', '?fields=name'],
    ['//api///country', '/api/country', ''],
  ])('splits the plain target %s, runs of slashes as one', (target, path, search) => {
    expect(requestPath(target)).toEqual({ path, search });
  });

  // What a WHATWG URL parser makes of them, as a browser would (independent of the fast split).
  it.each([
    ['/api/../country/DE.json', '/country/DE.json', ''],
    ['/api/./country?code=de', '/api/country', '?code=de'],
    ['/a b?q=c d', '/a%20b', '?q=c%20d'],
    ['/caf\u00e9', '/caf%C3%A9', ''],
    ['//evil/x y', '/evil/x%20y', ''],
    ['/x#frag', '/x', ''],
  ])('normalises %s as a URL parser does', (target, path, search) => {
    expect(requestPath(target)).toEqual({ path, search });
  });
});

describe('safePath', () => {
  it.each(['/api/%2e%2e/x', '/a/../b', '/a/./b', '//x', '/a%5cb', '/a%00b', '/%zz', 'x'])('refuses %s', (path) => {
    expect(safePath(path)).toBeUndefined();
  });

  it('decodes a well-formed path', () => {
    expect(safePath('/api/country/C%C3%B4te.json')).toBe('/api/country/Côte.json');
    expect(safePath('/api/country/DE.json')).toBe('/api/country/DE.json');
  });
});

describe('decodedTarget', () => {
  // Plain targets take a short cut: it must agree with the two steps it stands for.
  it.each([
    '/api/country/DE.json',
    '/api/countries?region=Europe&sort=population',
    '/api/rest/v3.1//all?fields=name',
    '/api/%2e%2e/x',
    '/ap%69/export%2Fcountries.csv',
    '/a/../b',
    '/a/./b?x=1',
    '/.well-known/x',
    '/a%5cb',
    '/a%00b',
    '/%zz',
    '/caf\u00e9',
    '/x\\y',
    '/a b?q=c d',
    '/',
    '/?',
  ])('decodes %s as safePath(requestPath(…)) does', (target) => {
    const { path, search } = requestPath(target);
    expect(decodedTarget(target)).toEqual({ path, safe: safePath(path), search });
  });
});

describe('the absolute form of a request target (RFC 9112 3.2.2)', () => {
  it('is its path and query, with the host and scheme its authority names', () => {
    expect(absoluteForm('http://countries.example:8080/api/country?code=de')).toEqual({
      target: '/api/country?code=de',
      host: 'countries.example:8080',
      scheme: 'http',
    });
    expect(absoluteForm('HTTPS://countries.example')).toEqual({ target: '/', host: 'countries.example', scheme: 'https' });
    expect(absoluteForm('http://countries.example?x=1')).toEqual({ target: '/?x=1', host: 'countries.example', scheme: 'http' });
  });

  it.each(['http://user@countries.example/', 'http:///api', 'ftp://countries.example/', 'countries.example/api', 'http:/x'])('%s is refused', (target) => {
    expect(absoluteForm(target)).toBeInstanceOf(ApiError);
  });
});

describe('sitePathCandidates', () => {
  it('names a folder’s index page for a path with its trailing slash, and for the root', () => {
    expect(sitePathCandidates('/stats/')).toEqual(['stats/index.html']);
    expect(sitePathCandidates('/')).toEqual(['index.html']);
  });

  it('names the file itself, then the folder’s index page, for a path without it (`/stats`, as a static host serves it)', () => {
    expect(sitePathCandidates('/stats')).toEqual(['stats', 'stats/index.html']);
    expect(sitePathCandidates('/flags/DE.svg')).toEqual(['flags/DE.svg', 'flags/DE.svg/index.html']);
  });
});
