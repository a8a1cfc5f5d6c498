/**
 * Netlify: the generated `_redirects` and `_headers`, run by an evaluator of Netlify's
 * documented semantics over the test build, under both readings of what a parameter a rule does
 * not list does to a match.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outDir } from '../helpers.ts';
import { EXAMPLES_ON_STATIC_HOSTS, apiUrl, canonicalSample, documentedExamples, serverAnswer } from './cases.ts';
import { netlifyHost, parseHeaders, parseRedirects, type UnlistedParameters } from './netlify-host.ts';
import { essence } from './site.ts';
import { hostSite } from './uploads.ts';
import { hostById } from '../../src/hosts/hosts.ts';
import {
  API_CACHE_CONTROL,
  API_TYPES,
  buildText,
  canonicalProblems,
  isHtml404,
  isJson404,
  isRestJson404,
  isV5Json404,
  typeOnStaticHost,
} from './static-hosts.ts';

const site = hostSite(hostById('netlify'));
const host = (unlisted: UnlistedParameters) => netlifyHost(buildText('_redirects'), buildText('_headers'), site, unlisted);
const rules = parseRedirects(buildText('_redirects'));

/**
 * If Netlify let parameters a rule does not list stop the match, a query whose parameter set
 * no rule lists would reach the route's rule without parameters; the generated file cannot
 * prevent that (see docs/deploy.md). True when that is what happened to this query.
 */
function fellToParameterlessRule(url: string, file: string): boolean {
  const { pathname, searchParams } = new URL(url, 'https://x.invalid');
  const names = [...new Set(searchParams.keys())].sort().join('&');
  const ofPath = rules.filter((r) => r.from === pathname);
  const listed = ofPath.some(
    (r) =>
      r.query
        .map(([k]) => k)
        .sort()
        .join('&') === names,
  );
  return !listed && ofPath.some((r) => r.query.length === 0 && r.to === file);
}

describe.each<UnlistedParameters>(['ignored', 'refused'])('Netlify, when unlisted query parameters are %s', (unlisted) => {
  const netlify = host(unlisted);

  it.each(documentedExamples())('answers the documented example %s as the static layout allows', async (query) => {
    const expected = EXAMPLES_ON_STATIC_HOSTS[query];
    const served = netlify.serve(apiUrl(query));
    expect(served.status === 200 && essence(served.contentType) === 'text/html').toBe(false);
    if (!expected) throw new Error(`example ${query} has no expectation in cases.ts`);
    if ('file' in expected) {
      expect({ status: served.status, file: served.file }).toEqual({ status: 200, file: expected.file });
      const server = await serverAnswer(apiUrl(query));
      expect(essence(served.contentType)).toBe(typeOnStaticHost(apiUrl(query), served, server.contentType));
      if (query !== 'health') expect(served.body.equals(server.body)).toBe(true);
    } else if ('rest' in expected) {
      expect(isRestJson404(served)).toBe(true);
    } else if ('v5' in expected) {
      expect(isV5Json404(served)).toBe(true);
    } else if (unlisted === 'refused' && fellToParameterlessRule(apiUrl(query), served.file)) {
      expect(served.status).toBe(200);
    } else {
      expect(expected.netlify === 'json' ? isJson404(served) : isHtml404(served)).toBe(true);
    }
  });

  // Every question reaches its file through the derived rules (rules.test.ts, over all of them):
  // here the file Netlify is given is run, over one question of each kind and a random draw.
  it("answers one canonical question of each kind, and a random draw of the others, with the server's bytes", async () => {
    const { problems, asked } = await canonicalProblems((url) => netlify.serve(url), canonicalSample(100));
    expect(problems).toEqual([]);
    expect(asked).toBeGreaterThan(200);
  });

  it.each([
    ['two filters at once', 'countries?region=Europe&language=deu'],
    ['a filter with search', 'countries?region=Europe&q=ger'],
    ['a region without files', 'countries?region=Mars'],
    ['a region with a page past its files', 'countries?region=Antarctic&page=2'],
    ['a parameter no rule takes', 'countries?sort=name&order=asc&limit=10'],
    ['a boolean filter', 'countries?independent=true'],
    ['two lookups', 'country?code=DE&name=Germany'],
    ['no lookup', 'country'],
    ['CSV of a JSON-only document', 'health?format=csv'],
    ['an unknown endpoint', 'nope'],
    ['a static file that does not exist', 'country/ZZ.json'],
  ])('answers %s with the JSON 404 (%s)', (_why, query) => {
    const served = netlify.serve(apiUrl(query));
    expect(isJson404(served) || (unlisted === 'refused' && fellToParameterlessRule(apiUrl(query), served.file))).toBe(true);
  });

  it('answers a captured value without a file with the HTML 404 page and status 404, never 200', () => {
    for (const query of ['country?code=ZZ', 'borders?code=DEU', 'countries?language=xx', 'countries?page=99', 'countries?sort=gini']) {
      expect(isHtml404(netlify.serve(apiUrl(query))), query).toBe(true);
    }
  });
});

describe('Netlify headers', () => {
  const netlify = host('ignored');
  const sample = ['/api/country/DE.json', '/api/country/DE.csv', '/api/country/DE.xml', '/api/stats.csv', '/api/rest/v1/all.json'];

  it.each(sample)('serves %s with the content type, CORS, caching and nosniff of docs/api.md', (path) => {
    const served = netlify.serve(path);
    expect(served.status).toBe(200);
    expect(served.contentType).toBe(API_TYPES[path.slice(path.lastIndexOf('.') + 1)]);
    expect(Object.fromEntries([...served.headers].filter(([k]) => k !== 'content-type'))).toMatchObject({
      'access-control-allow-origin': ['*'],
      'cache-control': [API_CACHE_CONTROL],
      'x-content-type-options': ['nosniff'],
    });
  });

  it("marks Astro's content-hashed assets immutable", () => {
    const asset = readdirSync(join(outDir(), '_astro'))[0]!;
    expect(netlify.serve(`/_astro/${asset}`).headers.get('cache-control')).toEqual(['public, max-age=31536000, immutable']);
  });

  it('gives no header two values for any file of the build', () => {
    const files = readdirSync(outDir(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    const blocks = parseHeaders(buildText('_headers')).map((b) => ({
      ...b,
      re: new RegExp(
        `^${b.path
          .split('*')
          .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      ),
    }));
    const doubled = files
      .map(
        (e) =>
          `/${join(e.parentPath, e.name)
            .slice(outDir().length + 1)
            .split('\\')
            .join('/')}`,
      )
      .flatMap((path) => {
        const names = blocks.filter((b) => b.re.test(path)).flatMap((b) => b.headers.map(([k]) => k.toLowerCase()));
        return names.filter((n, i) => names.indexOf(n) !== i).map((n) => `${path}: ${n}`);
      });
    expect(doubled).toEqual([]);
  });

  it('answers a page that does not exist with the 404 page and status 404', () => {
    expect(isHtml404(netlify.serve('/no-such-page'))).toBe(true);
  });
});

describe('Netlify files', () => {
  const lines = buildText('_redirects')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'));

  it('write the query rules in the documented syntax, the REST paths, and the JSON 404 last', () => {
    expect(lines).toContain('/api/country code=:code /api/country/:code.json 200!');
    expect(lines).toContain('/api/rest/v1/all /api/rest/v1/all.json 200!');
    expect(lines).toContain('/api/rest/v3.1/alpha/DE /api/rest/v3.1/alpha/DE.json 200!');
    expect(lines).toContain('/api/rest/v3.1/alpha/:code fields=:fields /api/rest/404.json 404');
    expect(lines).toContain('/api/rest/* /api/rest/404.json 404');
    expect(lines.at(-1)).toBe('/api/* /api/404.json 404');
  });

  it('stay far below the 10,000 rules past which Netlify advises against more, and small', () => {
    expect(parseRedirects(buildText('_redirects')).length).toBe(lines.length);
    // About 700 query rules and one line per REST Countries lookup file (about 2,100).
    expect(lines.length).toBeLessThan(3_500);
    expect(Buffer.byteLength(buildText('_redirects'))).toBeLessThan(300_000);
  });

  it("keep _headers within Cloudflare Pages' 100 rules, since Pages reads the same file", () => {
    expect(parseHeaders(buildText('_headers')).length).toBeLessThanOrEqual(100);
  });
});
