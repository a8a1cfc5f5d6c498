/**
 * The REST Countries path form (`/api/rest/v3.1/alpha/DE`) answers every precomputed lookup with
 * the bytes of its static file, as the query form does (precomputed.test.ts); and a client's
 * spelling of it (lower case, accents, spaces) the same bytes. v2's and v3.1's links are absolute
 * on the origin asked, where the files, built without SITE_URL, have them root-relative.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/api/routes.ts';
import { pathRewrites } from '../../src/hosts/path-rewrites.ts';
import { CONTENT_TYPES, asBuilt, buildFile, bytesOf, request, testApp } from './server-app.ts';

describe('the REST Countries path form', () => {
  it('answers every lookup with a file with the bytes of that file', async () => {
    const lookups = pathRewrites(testApp().api, routes).routes.flatMap((r) => r.rewrites);
    expect(lookups.length).toBeGreaterThan(2000);
    const offenders: string[] = [];
    for (const { from, to } of lookups) {
      const res = await request(from);
      if (res.status !== 200 || res.headers.get('content-type') !== CONTENT_TYPES.json)
        offenders.push(`${from}: ${res.status} ${res.headers.get('content-type')}`);
      else if (!asBuilt(await bytesOf(res)).equals(buildFile(to.slice(1)))) offenders.push(`${from}: body differs from ${to}`);
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
    ['/api/rest/v2/alpha/deu', 'api/rest/v2/alpha/DEU.json'],
    ['/api/rest/v2/alpha/co', 'api/rest/v2/alpha/CO.json'],
    ['/api/rest/v2/region/Americas', 'api/rest/v2/region/americas.json'],
    ['/api/rest/v2/', 'api/rest/v2/all.json'],
  ])('%s is the file %s', async (url, file) => {
    const res = await request(url);
    expect(res.status).toBe(200);
    expect(asBuilt(await bytesOf(res)).equals(buildFile(file))).toBe(true);
  });
});

describe('links on the origin asked', () => {
  it("makes v3.1's flag links absolute on the request's origin, the build having no SITE_URL", async () => {
    const res = await testApp().app.request('http://countries.test:8080/api/rest/v3.1/alpha/de');
    const [germany] = (await res.json()) as [{ flags: { png: string; svg: string } }];
    expect(germany.flags).toMatchObject({ png: 'http://countries.test:8080/flags/DE.png', svg: 'http://countries.test:8080/flags/DE.svg' });
    const other = (await (await testApp().app.request('https://elsewhere.test/api/rest/v3.1/alpha/de')).json()) as (typeof germany)[];
    expect(other[0]!.flags.png).toBe('https://elsewhere.test/flags/DE.png');
  });

  it("makes v2's flag and flags absolute on the request's origin, in a lookup and in all", async () => {
    const germany = (await (await testApp().app.request('http://countries.test:8080/api/rest/v2/alpha/deu')).json()) as { flag: string; flags: object };
    expect([germany.flag, germany.flags]).toEqual([
      'http://countries.test:8080/flags/DE.svg',
      { svg: 'http://countries.test:8080/flags/DE.svg', png: 'http://countries.test:8080/flags/DE.png' },
    ]);
    const all = (await (await testApp().app.request('https://elsewhere.test/api/rest/v2/all?fields=flag')).json()) as { flag: string }[];
    expect(all.filter((c) => !c.flag.startsWith('https://elsewhere.test/flags/'))).toEqual([]);
    expect(buildFile('api/rest/v2/alpha/DE.json').toString()).toContain('"flag":"/flags/DE.svg"');
  });

  it('keeps the links of the files as built, and of v1, which has none', async () => {
    expect(buildFile('api/rest/v3.1/alpha/DE.json').toString()).toContain('"png":"/flags/DE.png"');
    const res = await testApp().app.request('http://countries.test/api/rest/v1/alpha/de');
    expect((await bytesOf(res)).equals(buildFile('api/rest/v1/alpha/DE.json'))).toBe(true);
  });
});

describe("the HTTP layer's own errors on REST Countries paths", () => {
  const long = (path: string) => `${path}${'a'.repeat(2049 - path.length)}`;
  it.each([
    ['a 414', 'v3.1', long('/api/rest/v3.1/name/'), 414, { status: 414, message: expect.stringContaining('longer') as string }],
    ['a 414', 'v5', long('/api/rest/v5/names.common/'), 414, { errors: [{ message: expect.stringContaining('longer') as string }] }],
    ['a malformed path', 'v1', '/api/rest/v1/name/%ZZ', 400, { status: 400, message: expect.stringContaining('not a valid') as string }],
    ['a malformed path', 'v5', '/api/rest/v5/names.common/%ZZ', 400, { errors: [{ message: expect.stringContaining('not a valid') as string }] }],
  ])("%s on %s is in REST Countries' error body", async (_what, _family, url, status, body) => {
    const res = await request(url);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe(CONTENT_TYPES.json);
    expect(await res.json()).toEqual(body);
  });
});

describe('a path no route answers, in its family’s error body', () => {
  it.each([
    ['v5', '/api/rest/v5/codes.alpha_2/DE/more', { errors: [{ message: expect.any(String) as string }] }],
    ['v5', '/api/rest/v5/codes.alpha_2/DE.json', { errors: [{ message: expect.any(String) as string }] }],
    ['v3.1', '/api/rest/v3.1/nothing/DE/more', { status: 404, message: 'Not Found' }],
    ['v2', '/api/rest/v2/nothing.json', { status: 404, message: 'Not Found' }],
  ])('on %s, %s is a 404 in that body', async (_family, url, body) => {
    const res = await request(url);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe(CONTENT_TYPES.json);
    expect(await res.json()).toEqual(body);
  });

  it('is, on a static host, the family’s 404 file, in the same body', () => {
    expect(JSON.parse(buildFile('api/rest/v5/404.json').toString())).toEqual({ errors: [{ message: expect.any(String) as string }] });
    expect(JSON.parse(buildFile('api/rest/404.json').toString())).toEqual({ status: 404, message: 'Not Found' });
  });
});

describe('REST Countries v5: a property of the record', () => {
  // What every object inherits is no property of the record: the documented 404, not an empty list.
  it.each([
    '/api/rest/v5/__proto__/x',
    '/api/rest/v5/constructor/Object',
    '/api/rest/v5/toString?q=a',
    '/api/rest/v5/names.constructor/x',
    '/api/rest/v5/names.__proto__/x',
    '/api/rest/v5/codes.hasOwnProperty/x',
  ])('%s is no property: 404 in v5’s body', async (url) => {
    const res = await request(url);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ errors: [{ message: expect.stringContaining('No property') as string }] });
  });

  it('one of its own is still one', async () => {
    const res = await request('/api/rest/v5/codes.alpha_2/AZ');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { meta: { total: number } } }).data.meta.total).toBe(1);
  });
});
