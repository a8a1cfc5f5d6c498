/**
 * The documented examples (each route's `examples`, shown in docs/api.md) run against the
 * server, and the query form negotiates the format: `format=` first, then `Accept`.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/api/routes.ts';
import { CONTENT_TYPES, JSON_TYPE, bytesOf, expectErrorBody, parseProblem, request, type Format } from './server-app.ts';

interface Example {
  route: string;
  url: string;
  offers: readonly Format[];
}

const EXAMPLES: Example[] = routes.flatMap((route) => route.examples.map((e) => ({ route: route.name, url: `/api/${e.query}`, offers: route.formats })));

// docs/api.md: Kingston is the capital of Jamaica and of Norfolk Island, so it is ambiguous; CS was two former countries' code;
// GeoNames has a London of 15,000 people or more in the United Kingdom, Canada and the United States.
const isAmbiguous = (url: string) => /capital=kingston|subdivision\?name=punjab$|former-country\?code=CS$|city\?name=london$/i.test(url);
// A code or name only a former country had: 410, with where it went.
const isFormer = (url: string) => /^\/api\/country\?(code=SU|name=Czechoslovakia)$/i.test(url);
/** An answer that points elsewhere (300, 410): an error body, JSON whatever the format. */
const isReferral = (url: string) => isAmbiguous(url) || isFormer(url);
const expectedStatus = (url: string) => (isAmbiguous(url) ? 300 : isFormer(url) ? 410 : 200);
/** The format asked, else the route's first (JSON, but GeoJSON for the shapes, which answer in nothing else). */
const askedFormat = (url: string, offers: readonly Format[] = ['json']): Format =>
  (new URL(url, 'http://x').searchParams.get('format') as Format | null) ?? offers[0] ?? 'json';

/** The example's URL with `format` set (replacing one the example may already give). */
function withFormat(url: string, format: Format): string {
  const u = new URL(url, 'http://x');
  u.searchParams.set('format', format);
  return u.pathname + u.search;
}
const withoutFormat = (url: string) => {
  const u = new URL(url, 'http://x');
  u.searchParams.delete('format');
  return u.pathname + u.search;
};

describe('documented examples', () => {
  it('cover every route', () => {
    expect(new Set(EXAMPLES.map((e) => e.route))).toEqual(new Set(routes.map((r) => r.name)));
  });

  it.each(EXAMPLES.map((e) => [e.url, e] as const))('%s answers with its status, content type and a body that parses', async (url, example) => {
    const res = await request(url);
    const text = await res.text();
    expect(res.status).toBe(expectedStatus(url));
    // The ambiguous answer and the former country's are error bodies, JSON whatever the format.
    const format = isReferral(url) ? 'json' : askedFormat(url, example.offers);
    expect(res.headers.get('content-type')).toBe(CONTENT_TYPES[format]);
    expect(parseProblem(format, text)).toBeUndefined();
  });

  it('Kingston answers 300 with Jamaica and Norfolk Island among the candidates', async () => {
    const body = await expectErrorBody(await request('/api/country?capital=Kingston'), 300);
    expect(body.candidates?.map((c) => c.cca2).sort()).toEqual(['JM', 'NF']);
  });
});

/** What Chromium and Firefox send when they open a page: XML only as their XHTML's fallback. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

const DATA_EXAMPLES = EXAMPLES.filter((e) => !isReferral(e.url) && e.offers.includes('csv') && e.offers.includes('xml'));
const JSON_ONLY = EXAMPLES.filter((e) => e.offers.length === 1);

describe('format negotiation in the query form', () => {
  it('is exercised on data examples and on JSON-only ones', () => {
    expect(DATA_EXAMPLES.length).toBeGreaterThan(5);
    expect(JSON_ONLY.map((e) => e.route)).toEqual(expect.arrayContaining(['health', 'openapi', 'rest/v3.1/alpha', 'rest/v1/alpha']));
  });

  describe.each(DATA_EXAMPLES.map((e) => [e.url] as const))('%s', (url) => {
    it.each(['json', 'csv', 'xml'] as const)('format=%s gives that format', async (format) => {
      const res = await request(withFormat(url, format));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(CONTENT_TYPES[format]);
      expect(parseProblem(format, await res.text())).toBeUndefined();
    });

    it.each([
      ['text/csv', 'csv'],
      ['application/xml', 'xml'],
      ['text/xml', 'xml'],
      ['application/json', 'json'],
      ['text/html;q=0.9, text/csv;q=0.5', 'csv'],
      ['text/csv;q=0, application/xml;q=0.2', 'xml'],
    ] as const)('Accept: %s without format= gives %s, the same bytes as format=', async (accept, format) => {
      const negotiated = await request(withoutFormat(url), { headers: { Accept: accept } });
      const explicit = await request(withFormat(url, format));
      expect(negotiated.status).toBe(200);
      expect(negotiated.headers.get('content-type')).toBe(CONTENT_TYPES[format]);
      expect((await bytesOf(negotiated)).equals(await bytesOf(explicit))).toBe(true);
    });

    it.each([
      ['json', 'text/csv'],
      ['csv', 'application/xml'],
      ['xml', 'text/csv'],
    ] as const)('format=%s wins over Accept: %s', async (format, accept) => {
      const res = await request(withFormat(url, format), { headers: { Accept: accept } });
      expect(res.headers.get('content-type')).toBe(CONTENT_TYPES[format]);
    });

    it.each(['*/*', 'text/html', 'image/png', BROWSER_ACCEPT])('Accept: %s falls back to JSON', async (accept) => {
      const res = await request(withoutFormat(url), { headers: { Accept: accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(JSON_TYPE);
    });
  });

  it.each(JSON_ONLY.map((e) => [e.url, e] as const))('%s stays in its one format when Accept asks for CSV or XML', async (url, example) => {
    for (const accept of ['text/csv', 'application/xml']) {
      const res = await request(url, { headers: { Accept: accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(CONTENT_TYPES[example.offers[0]!]);
    }
  });

  it.each(['csv', 'xml'] as const)('the ambiguous example with format=%s is still the JSON 300 body', async (format) => {
    await expectErrorBody(await request(withFormat('/api/country?capital=Kingston', format)), 300);
  });
});
