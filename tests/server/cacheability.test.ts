/**
 * What may be cached (docs/api.md, HTTP behaviour): answers, the 300 of an ambiguous name
 * among them, are public with a validator; errors are never stored.
 */
import { describe, expect, it } from 'vitest';
import { request } from './server-app.ts';

const API_CACHE = 'public, max-age=300, s-maxage=86400, stale-while-revalidate=604800, stale-if-error=604800';

describe('cacheability', () => {
  it('caches the 300 of an ambiguous name like an answer, with an ETag (If-None-Match applies to 2xx answers only, RFC 9110 13.2.1)', async () => {
    const res = await request('/api/country?capital=Kingston');
    expect(res.status).toBe(300);
    expect(res.headers.get('cache-control')).toBe(API_CACHE);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await request('/api/country?capital=Kingston', { headers: { 'If-None-Match': etag! } })).status).toBe(300);
  });

  it.each(['/api/country?code=ZZ', '/api/country?codee=DE', '/api/rest/v3.1/name/atlantis', '/api/country?code=%FF%A'])(
    'never stores the error %s',
    async (url) => {
      const res = await request(url);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('answers a value that is not valid percent-encoded UTF-8 with a 400 naming its parameter', async () => {
    const res = await request('/api/country?code=%FF%A');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 400, error: 'bad_request', parameter: 'code' });
  });
});
