/**
 * The REST Countries path form (`/api/rest/v3.1/alpha/DE`) answers every precomputed lookup with
 * the bytes of its static file, as the query form does (precomputed.test.ts); and a client's
 * spelling of it (lower case, accents, spaces) the same bytes.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/api/routes.ts';
import { pathRewrites } from '../../src/hosts/path-rewrites.ts';
import { CONTENT_TYPES, buildFile, bytesOf, request, testApp } from './server-app.ts';

describe('the REST Countries path form', () => {
  it('answers every lookup with a file with the bytes of that file', async () => {
    const lookups = pathRewrites(testApp().api, routes).routes.flatMap((r) => r.rewrites);
    expect(lookups.length).toBeGreaterThan(2000);
    const offenders: string[] = [];
    for (const { from, to } of lookups) {
      const res = await request(from);
      if (res.status !== 200 || res.headers.get('content-type') !== CONTENT_TYPES.json)
        offenders.push(`${from}: ${res.status} ${res.headers.get('content-type')}`);
      else if (!(await bytesOf(res)).equals(buildFile(to.slice(1)))) offenders.push(`${from}: body differs from ${to}`);
    }
    expect(offenders).toEqual([]);
  });

  it.each([
    ['/api/rest/v3.1/alpha/de', 'api/rest/v3.1/alpha/DE.json'],
    ['/api/rest/v3.1/alpha/DEU', 'api/rest/v3.1/alpha/DE.json'],
    ['/api/rest/v3.1/alpha/276', 'api/rest/v3.1/alpha/DE.json'],
    ['/api/rest/v3.1/region/Europe', 'api/rest/v3.1/region/europe.json'],
    ['/api/rest/v3.1/subregion/Western%20Europe', 'api/rest/v3.1/subregion/western-europe.json'],
    ['/api/rest/v3.1/name/Per%C3%BA', 'api/rest/v3.1/name/peru.json'],
    ['/api/rest/v3.1/capital/Bogot%C3%A1', 'api/rest/v3.1/capital/bogota.json'],
    ['/api/rest/v1/alpha/de', 'api/rest/v1/alpha/DE.json'],
    ['/api/rest/v1/currency/EUR', 'api/rest/v1/currency/eur.json'],
    ['/api/rest/v1/', 'api/rest/v1/all.json'],
  ])('%s is the file %s', async (url, file) => {
    const res = await request(url);
    expect(res.status).toBe(200);
    expect((await bytesOf(res)).equals(buildFile(file))).toBe(true);
  });
});
