/**
 * docs/api.md, HTTP behaviour of the server: content types, strong ETags and 304,
 * caching, pre-compressed encodings, CORS, HEAD and the security headers.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { outDir } from '../helpers.ts';
import { CONTENT_TYPES, buildFile, bytesOf, request } from './server-app.ts';

const API_CACHE = 'public, max-age=300, s-maxage=86400, stale-while-revalidate=604800, stale-if-error=604800';
/** The content-hashed assets of the explorer build; none when it has no script or style. */
const astroAssets = () => {
  const dir = join(outDir(), '_astro');
  return existsSync(dir) ? readdirSync(dir).map((name) => `/_astro/${name}`) : [];
};

describe('content types', () => {
  it.each([
    ['/api/stats.json', CONTENT_TYPES.json],
    ['/api/stats.csv', CONTENT_TYPES.csv],
    ['/api/stats.xml', CONTENT_TYPES.xml],
    ['/', 'text/html; charset=utf-8'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/flags/DE.svg', 'image/svg+xml'],
  ])('%s is %s', async (url, type) => {
    const res = await request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
  });

  it('scripts and style sheets under _astro/ have their types', async () => {
    const types: Record<string, RegExp> = { js: /^text\/javascript/, css: /^text\/css/ };
    const offenders: string[] = [];
    for (const url of astroAssets()) {
      const expected = types[url.slice(url.lastIndexOf('.') + 1)];
      const type = (await request(url)).headers.get('content-type') ?? '';
      if (expected && !expected.test(type)) offenders.push(`${url}: ${type}`);
    }
    expect(offenders).toEqual([]);
  });
});

describe('validators', () => {
  const URLS = ['/api/country/DE.json', '/api/country?code=de', '/api/countries?q=land&limit=7', '/index.html'];

  it.each(URLS)('%s has a strong ETag and answers 304 to If-None-Match with it', async (url) => {
    const first = await request(url);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await request(url, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await bytesOf(again)).length).toBe(0);
  });

  // RFC 9110 13.1.2: If-None-Match compares weakly, so a cache that keeps a weak copy of the tag still gets its 304.
  it.each(URLS)('%s answers 304 to its tag sent weak (W/"…") or among others in a list', async (url) => {
    const etag = (await request(url)).headers.get('etag')!;
    for (const ifNoneMatch of [`W/${etag}`, `"something-else", ${etag}`, `W/"other",W/${etag}`]) {
      const res = await request(url, { headers: { 'If-None-Match': ifNoneMatch } });
      expect(res.status, ifNoneMatch).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
    }
  });

  it.each(URLS)('%s answers 200 when If-None-Match names another representation', async (url) => {
    const res = await request(url, { headers: { 'If-None-Match': '"something-else", W/"other"' } });
    expect(res.status).toBe(200);
  });

  it('the same bytes reached two ways carry the same ETag; other bytes another', async () => {
    const [file, query, other] = await Promise.all([request('/api/country/DE.json'), request('/api/country?code=DE'), request('/api/country/FR.json')]);
    expect(query.headers.get('etag')).toBe(file.headers.get('etag'));
    expect(other.headers.get('etag')).not.toBe(file.headers.get('etag'));
  });
});

describe('Cache-Control', () => {
  it.each(['/api/stats.json', '/api/country?code=DE', '/api/countries?q=land', '/api/country?capital=Kingston'])(
    '%s, an API document, may be cached for 5 minutes',
    async (url) => {
      expect((await request(url)).headers.get('cache-control')).toBe(API_CACHE);
    },
  );

  it('content-hashed assets under _astro/ are immutable', async () => {
    for (const url of astroAssets()) expect((await request(url)).headers.get('cache-control')).toContain('immutable');
  });

  it.each(['/', '/favicon.svg', '/flags/DE.svg', '/api/stats.json', '/api/country?code=DE'])('%s, not content-hashed, is not immutable', async (url) => {
    expect((await request(url)).headers.get('cache-control')).not.toContain('immutable');
  });
});

describe('compression', () => {
  const BIG = '/api/export/countries.json';
  const original = () => buildFile('api/export/countries.json');
  const decode = (encoding: string | null, body: Buffer) => (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body);

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.4, br;q=0.8', 'br'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['*;q=0', null],
    [undefined, null],
  ] as const)('Accept-Encoding %s gives %s, which decodes to the file', async (acceptEncoding, expected) => {
    const res = await request(BIG, acceptEncoding === undefined ? {} : { headers: { 'Accept-Encoding': acceptEncoding } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(expected);
    const body = await bytesOf(res);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(decode(expected, body).equals(original())).toBe(true);
  });

  it('each encoding of a file has its own ETag', async () => {
    const tags = await Promise.all(
      [undefined, 'gzip', 'br'].map(async (e) => (await request(BIG, e ? { headers: { 'Accept-Encoding': e } } : {})).headers.get('etag')),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it('a computed answer is compressed too and decodes to the uncompressed answer', async () => {
    const url = '/api/countries?q=an&limit=100';
    const plain = await bytesOf(await request(url));
    for (const encoding of ['br', 'gzip']) {
      const res = await request(url, { headers: { 'Accept-Encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(decode(encoding, await bytesOf(res)).equals(plain)).toBe(true);
    }
  });

  it.each([
    ['/api/stats.json', ['Accept-Encoding']],
    ['/api/stats?format=csv', ['Accept', 'Accept-Encoding']],
    // Its links are on the origin asked (no SITE_URL): a cache keyed on the URL alone would serve one host's links to another.
    ['/api/rest/v3.1/alpha/DE', ['Accept', 'Accept-Encoding', 'Host']],
    ['/api/rest/v5/codes.alpha_2/AZ', ['Accept', 'Accept-Encoding', 'Host']],
  ])('%s varies on %j', async (url, vary) => {
    const header = (await request(url)).headers.get('vary') ?? '';
    expect(header.split(',').map((v) => v.trim())).toEqual(expect.arrayContaining(vary));
  });
});

describe('the Host a request names (the same rule on every delivery: Node, the Worker, Vercel)', () => {
  it.each([
    ['a 300-character name', `${'a'.repeat(60)}.`.repeat(5)],
    ['a space', 'evil example'],
    ['an unclosed IPv6 address', '[::1'],
    ['a port past 65535', 'x:99999999'],
    ['a percent sign', '%'],
    ['a name the URL parser refuses', '1.2.3.4.5'],
  ])('with %s is a 400, on any path, never an answer with links on it', async (_what, host) => {
    for (const url of ['/api/rest/v3.1/all', '/', '/api/country/DE.json']) {
      const res = await request(url, { headers: { Host: host } });
      expect(res.status, url).toBe(400);
      expect(await res.json()).toMatchObject({ status: 400, message: expect.stringMatching(/Host header/) as string });
    }
  });

  it.each(['countries.example', 'countries.example:8080', '127.0.0.1:4321', '[::1]:4321', 'my_service:8080', `${'a'.repeat(63)}.example`])(
    'that is a host (%s) gives the links its origin',
    async (host) => {
      const res = await request(`http://${host}/api/rest/v3.1/alpha/DE`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`"png":"http://${host}/flags/DE.png"`);
    },
  );
});

describe('CORS', () => {
  it.each(['/api/stats.json', '/api/country?code=DE', '/api/country?code=ZZ', '/api/nothing-here'])('%s allows any origin', async (url) => {
    const res = await request(url, { headers: { Origin: 'https://elsewhere.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('a preflight gets 204 with the allowed methods and headers', async () => {
    const res = await request('/api/country?code=DE', {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const list = (name: string) => (res.headers.get(name) ?? '').split(',').map((v) => v.trim().toLowerCase());
    expect(list('access-control-allow-methods')).toEqual(expect.arrayContaining(['get', 'head']));
    expect(list('access-control-allow-methods')).not.toContain('post');
    // Any header (issue 20: a GET with `Content-Type: application/json` or `X-Requested-With` from another origin); `Authorization` by name.
    expect(list('access-control-allow-headers')).toEqual(expect.arrayContaining(['*', 'authorization']));
    expect((await bytesOf(res)).length).toBe(0);
  });
});

describe('HEAD', () => {
  it.each(['/api/stats.json', '/api/country?code=DE', '/api/countries?q=land', '/', '/api/country?code=ZZ', '/no-such-page'])(
    '%s gives the headers of GET and no body',
    async (url) => {
      const [get, head] = await Promise.all([request(url), request(url, { method: 'HEAD' })]);
      expect(head.status).toBe(get.status);
      for (const name of ['content-type', 'etag', 'cache-control']) expect(head.headers.get(name)).toBe(get.headers.get(name));
      const getBody = await bytesOf(get);
      if (head.headers.has('content-length')) expect(Number(head.headers.get('content-length'))).toBe(getBody.length);
      expect((await bytesOf(head)).length).toBe(0);
    },
  );
});

describe('security headers', () => {
  const RESPONSES: Array<[string, RequestInit]> = [
    ['/api/stats.json', {}],
    ['/api/country?code=DE', {}],
    ['/api/country?code=ZZ', {}],
    ['/api/country/DE.json', { headers: { 'If-None-Match': '*' } }],
    ['/api/country?code=DE', { method: 'OPTIONS' }],
    ['/api/country?code=DE', { method: 'POST' }],
    ['/', {}],
    ['/no-such-page', {}],
    ['/favicon.svg', {}],
  ];

  it.each(RESPONSES)('%s (%j) carries X-Content-Type-Options: nosniff', async (url, init) => {
    expect((await request(url, init)).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(['/', '/index.html', '/no-such-page'])('the HTML of %s comes with a Content-Security-Policy header', async (url) => {
    const res = await request(url);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toMatch(/\S/);
  });
});

describe('mistyped country pages', () => {
  it.each([
    ['/country/de/', '/country/DE/'],
    ['/country/DEU/', '/country/DE/'],
    ['/country/276/', '/country/DE/'],
    ['/country/germany/', '/country/DE/'],
    ['/country/Deutschland', '/country/DE/'],
    ['/country/cote-d-ivoire/?from=search', '/country/CI/?from=search'],
  ])('%s moves permanently to %s', async (url, location) => {
    const res = await request(url);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(location);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(['/country/zz/', '/country/atlantis/', '/countries/de/'])('%s stays a 404 page', async (url) => {
    const res = await request(url);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('serves the page itself where it exists', async () => {
    expect((await request('/country/DE/')).status).toBe(200);
  });
});

describe('a page’s address without its trailing slash', () => {
  // A static host serves `stats/index.html` for `/stats` too: the server answers the same page, not a 404.
  it.each(['/stats', '/compare', '/docs/api', '/country/DE'])('%s is the page its address with a slash serves', async (url) => {
    const [bare, slashed] = await Promise.all([request(url), request(`${url}/`)]);
    expect(bare.status).toBe(200);
    expect(bare.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await bytesOf(bare)).equals(await bytesOf(slashed))).toBe(true);
  });
});
