/**
 * docs/api.md (Errors): every error is the JSON body `{status, error, message}`, whatever format
 * was asked for; 400s name the parameter and the accepted values, 300s carry candidates,
 * 405 says what is allowed. Only pages outside the API get the HTML 404 page.
 */
import { describe, expect, it } from 'vitest';
import { buildFile, expectErrorBody, request, type ErrorBodyShape } from './server-app.ts';

interface Case {
  title: string;
  url: string;
  status: number;
  check?: (body: ErrorBodyShape) => void;
}

const names = (parameter: string, accepted?: readonly string[]) => (body: ErrorBodyShape) => {
  expect(body.parameter).toBe(parameter);
  expect(body.message).toContain(parameter);
  if (accepted) expect(body.accepted).toEqual(expect.arrayContaining([...accepted]));
};

const CASES: Case[] = [
  {
    title: 'unknown parameter, with the accepted ones',
    url: '/api/country?codee=DE',
    status: 400,
    check: names('codee', ['code', 'name', 'capital', 'format']),
  },
  {
    title: 'unknown parameter on a list',
    url: '/api/countries?colour=red',
    status: 400,
    check: names('colour', ['page', 'limit', 'sort', 'order', 'region', 'q']),
  },
  { title: 'bad sort value, with the accepted sorts', url: '/api/countries?sort=bogus', status: 400, check: names('sort', ['name', 'population', 'area']) },
  { title: 'bad order value', url: '/api/countries?order=sideways', status: 400, check: names('order', ['asc', 'desc']) },
  { title: 'unknown region, with the real regions', url: '/api/countries?region=Atlantis', status: 400, check: names('region', ['Europe', 'Africa', 'Asia']) },
  { title: 'bad boolean', url: '/api/countries?landlocked=perhaps', status: 400, check: names('landlocked', ['true', 'false']) },
  { title: 'bad similarity', url: '/api/similar?code=DE&by=climate', status: 400, check: names('by', ['region', 'language']) },
  { title: 'bad format', url: '/api/country?code=DE&format=pdf', status: 400, check: names('format', ['json', 'csv', 'xml']) },
  { title: 'CSV asked of a JSON-only document', url: '/api/health?format=csv', status: 400, check: names('format', ['json']) },
  {
    title: 'limit out of range, with the range',
    url: '/api/countries?limit=0',
    status: 400,
    check: (body) => {
      expect(body.parameter).toBe('limit');
      expect(body.message).toMatch(/\b1\b.*\b250\b/);
    },
  },
  { title: 'a page number that is not a number', url: '/api/countries?page=two', status: 400, check: names('page') },
  { title: 'unknown projected field', url: '/api/countries?fields=name.common,shoeSize', status: 400, check: (b) => expect(b.message).toContain('shoeSize') },
  { title: 'a parameter named like an object key', url: '/api/stats?__proto__=x', status: 400, check: names('__proto__', ['format']) },
  { title: 'a parameter named like an object key, beside a valid one', url: '/api/country?code=DE&constructor=x', status: 400, check: names('constructor') },
  { title: 'repeated parameter', url: '/api/country?code=DE&code=FR', status: 400, check: names('code') },
  { title: 'repeated parameter with equal values', url: '/api/countries?region=Europe&region=Europe', status: 400, check: names('region') },
  { title: 'country without a lookup', url: '/api/country', status: 400, check: (b) => expect(b.accepted).toEqual(['code', 'name', 'capital']) },
  {
    title: 'country with two lookups',
    url: '/api/country?code=DE&name=Germany',
    status: 400,
    check: (b) => expect(b.accepted).toEqual(['code', 'name', 'capital']),
  },
  { title: 'empty code', url: '/api/country?code=', status: 400, check: names('code') },
  { title: 'unknown code', url: '/api/country?code=ZZ', status: 404, check: (b) => expect(b.message).toContain('ZZ') },
  { title: 'unknown code for borders', url: '/api/borders?code=QQQ', status: 404, check: (b) => expect(b.message).toContain('QQQ') },
  { title: 'unknown name', url: '/api/country?name=Atlantis', status: 404 },
  { title: 'a page past the end', url: '/api/countries?page=999', status: 404 },
  { title: 'unknown API path', url: '/api/nothing-here', status: 404 },
  { title: 'unknown static API file', url: '/api/country/ZZ.json', status: 404 },
  { title: 'unknown API path with an HTML-looking name', url: '/api/index.html', status: 404 },
  {
    title: 'ambiguous capital',
    url: '/api/country?capital=Kingston',
    status: 300,
    check: (b) => expect(b.candidates?.map((c) => c.cca2).sort()).toEqual(['JM', 'NF']),
  },
  {
    title: 'ambiguous capital asked as CSV',
    url: '/api/country?capital=Oranjestad&format=csv',
    status: 300,
    check: (b) => expect(b.candidates?.map((c) => c.cca2)).toContain('AW'),
  },
  { title: 'unknown code asked as CSV', url: '/api/country?code=ZZ&format=csv', status: 404 },
  { title: 'bad value asked as XML', url: '/api/countries?region=Atlantis&format=xml', status: 400, check: names('region') },
];

describe('API errors are JSON with the HTTP status in the body', () => {
  it.each(CASES.map((c) => [c.title, c] as const))('%s', async (_title, c) => {
    const body = await expectErrorBody(await request(c.url), c.status);
    c.check?.(body);
  });

  it('an error asked with Accept: text/csv is still JSON', async () => {
    await expectErrorBody(await request('/api/country?code=ZZ', { headers: { Accept: 'text/csv' } }), 404);
  });

  it('300 candidates link to the static file of each country', async () => {
    const body = await expectErrorBody(await request('/api/country?capital=Kingston'), 300);
    expect(body.candidates?.map((c) => c.link).sort()).toEqual(['/api/country/JM.json', '/api/country/NF.json']);
  });

  it('an unknown API path is never an HTML page', async () => {
    const res = await request('/api/nothing-here', { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toContain('html');
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s gets 405 with Allow: GET, HEAD, OPTIONS', async (method) => {
    for (const url of ['/api/country?code=DE', '/api/country/DE.json', '/']) {
      const res = await request(url, { method, ...(method === 'DELETE' ? {} : { body: '{}' }) });
      expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      await expectErrorBody(res, 405);
    }
  });
});

describe('over-long URLs', () => {
  const longQuery = (length: number) => `/api/countries?q=${'a'.repeat(length - '/api/countries?q='.length)}`;

  it('a request target over 2048 characters gets 414', async () => {
    await expectErrorBody(await request(longQuery(2049)), 414);
  });

  it('a request target of exactly 2048 characters is answered', async () => {
    const res = await request(longQuery(2048));
    expect(res.status).toBe(200);
  });

  it('an over-long path outside the API gets 414 too', async () => {
    await expectErrorBody(await request(`/${'x'.repeat(3000)}`), 414);
  });
});

describe('over-long negotiation headers', () => {
  // 1,025 characters: a list of media types longer than any client sends.
  const long = `${'application/x-long;q=0.1, '.repeat(40)}*/*`.padEnd(1025, ' ');

  it.each([
    ['Accept', '/api/country?code=DE'],
    ['Accept-Encoding', '/api/country/DE.json'],
    ['Accept', '/'],
  ])('a %s header over 1,024 characters gets 400 naming it (%s)', async (header, url) => {
    const body = await expectErrorBody(await request(url, { headers: { [header]: long } }), 400);
    expect(body.message).toContain(`${header} header`);
  });

  it('one of 1,024 characters is read', async () => {
    const res = await request('/api/country?code=DE', { headers: { Accept: `text/csv, ${'x'.repeat(1024 - 'text/csv, '.length)}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
  });
});

describe('Accept with q=0 (RFC 9110: not acceptable)', () => {
  it('a format refused with q=0 is never the one answered', async () => {
    const res = await request('/api/country?code=DE', { headers: { Accept: 'text/csv;q=0' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Buffer.from(await res.arrayBuffer()).equals(buildFile('api/country/DE.json'))).toBe(true);
  });

  it('the next acceptable format is', async () => {
    const res = await request('/api/country?code=DE', { headers: { Accept: 'text/csv;q=0, application/xml' } });
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  });
});

describe('pages outside the API', () => {
  it.each(['/no-such-page', '/country/ZZ/', '/flags/ZZ.svg'])('%s gets the HTML 404 page with status 404', async (url) => {
    const res = await request(url);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(Buffer.from(await res.arrayBuffer()).equals(buildFile('404.html'))).toBe(true);
  });
});
