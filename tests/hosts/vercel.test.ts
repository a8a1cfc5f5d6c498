/**
 * Vercel: the generated `vercel.json`, run by an evaluator of Vercel's documented rewrite and
 * header semantics over the test build, and held to Vercel's limits.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { VercelConfig } from '../../src/hosts/vercel.ts';
import { outDir } from '../helpers.ts';
import { EXAMPLES_ON_STATIC_HOSTS, apiUrl, documentedExamples, serverAnswer } from './cases.ts';
import { essence } from './site.ts';
import { hostSite } from './uploads.ts';
import { hostById, routesAnswered } from '../../src/hosts/uploads.ts';
import { routes } from '../../src/api/routes.ts';
import { API_CACHE_CONTROL, API_TYPES, buildText, canonicalProblems, isHtml404, isJson404, isRestJson404, isV5Json404 } from './static-hosts.ts';
import { sourcePattern, vercelHost } from './vercel-host.ts';

const config = JSON.parse(buildText('vercel.json')) as VercelConfig;
const vercel = vercelHost(config, hostSite(hostById('vercel')));

describe('Vercel rewrites', () => {
  it.each(documentedExamples())('answers the documented example %s with its file, or the JSON 404', async (query) => {
    const expected = EXAMPLES_ON_STATIC_HOSTS[query];
    if (!expected) throw new Error(`example ${query} has no expectation in cases.ts`);
    const served = vercel.serve(apiUrl(query));
    if ('file' in expected && !expected.notOnVercel) {
      expect({ status: served.status, file: served.file }).toEqual({ status: 200, file: expected.file });
      const server = await serverAnswer(apiUrl(query));
      expect(essence(served.contentType)).toBe(essence(server.contentType));
      if (query !== 'health') expect(served.body.equals(server.body)).toBe(true);
    } else {
      expect('rest' in expected ? isRestJson404(served) : 'v5' in expected ? isV5Json404(served) : isJson404(served)).toBe(true);
    }
  });

  it("answers every precomputed question in its canonical query form with the server's bytes", async () => {
    const answered = new Set(routesAnswered(hostById('vercel'), routes).map((r) => r.name));
    const { problems, asked } = await canonicalProblems(
      (url) => vercel.serve(url),
      (route) => answered.has(route),
    );
    expect(problems).toEqual([]);
    expect(asked).toBeGreaterThan(5000);
  });

  it.each([
    ['two filters at once', 'countries?region=Europe&language=deu'],
    ['a filter with search', 'countries?region=Europe&q=ger'],
    ['a parameter no rule takes', 'countries?sort=name&order=asc&limit=10'],
    ['a region without files', 'countries?region=Mars'],
    ['a page past the files', 'countries?region=Europe&page=9'],
    ['a sort that is not precomputed', 'countries?sort=gini'],
    ['a lower-case code', 'borders?code=de'],
    ['an alpha-3 code where only alpha-2 files exist', 'borders?code=DEU'],
    ['a code without a file', 'country?code=ZZ'],
    ['two lookups', 'country?code=DE&name=Germany'],
    ['no lookup', 'country'],
    ['CSV of a JSON-only document', 'health?format=csv'],
    ['an unknown endpoint', 'nope'],
    ['a static file that does not exist', 'country/ZZ.json'],
  ])('answers %s with the JSON 404 and status 404 (%s)', (_why, query) => {
    expect(isJson404(vercel.serve(apiUrl(query)))).toBe(true);
  });

  it('answers a page that does not exist with the 404 page and status 404', () => {
    expect(isHtml404(vercel.serve('/no-such-page'))).toBe(true);
  });
});

describe('Vercel headers', () => {
  it.each(['/api/country/DE.json', '/api/country/DE.csv', '/api/country/DE.xml', '/api/similar/CH/language.csv', '/api/export/countries.xml'])(
    'serves %s with the content type, CORS, caching and nosniff of docs/api.md',
    (path) => {
      const served = vercel.serve(path);
      expect(served.status).toBe(200);
      expect(served.contentType).toBe(API_TYPES[path.slice(path.lastIndexOf('.') + 1)]);
      expect(Object.fromEntries([...served.headers].filter(([k]) => k !== 'content-type'))).toMatchObject({
        'access-control-allow-origin': ['*'],
        'cache-control': [API_CACHE_CONTROL],
        'x-content-type-options': ['nosniff'],
      });
    },
  );

  it("marks Astro's content-hashed assets immutable", () => {
    const asset = readdirSync(join(outDir(), '_astro'))[0]!;
    expect(vercel.serve(`/_astro/${asset}`).headers.get('cache-control')).toEqual(['public, max-age=31536000, immutable']);
  });
});

describe('vercel.json', () => {
  it('stays within the 2,048 routes Vercel allows per deployment, counting rewrites and headers', () => {
    const routes = config.rewrites.length + config.headers.length;
    expect(routes).toBeLessThanOrEqual(2048);
    expect(routes).toBeGreaterThan(100);
  });

  it('keeps every rule within 16 has and 16 missing items and 4,096 characters per value', () => {
    const over = config.rewrites
      .filter(
        (r) =>
          (r.has?.length ?? 0) > 16 ||
          (r.missing?.length ?? 0) > 16 ||
          [r.source, r.destination, ...(r.has ?? []).map((h) => h.value ?? '')].some((v) => v.length > 4096),
      )
      .map((r) => r.destination);
    expect(over).toEqual([]);
  });

  it('writes only regular expressions and sources that compile', () => {
    const broken: string[] = [];
    for (const r of config.rewrites) {
      for (const h of r.has ?? []) {
        try {
          new RegExp(h.value ?? '');
        } catch {
          broken.push(h.value ?? '');
        }
      }
    }
    for (const source of [...config.rewrites, ...config.headers].map((r) => r.source)) {
      try {
        sourcePattern(source);
      } catch {
        broken.push(source);
      }
    }
    expect(broken).toEqual([]);
  });

  it('ends with the JSON 404 for every other API path, with status 404', () => {
    expect(config.rewrites.at(-1)).toEqual({ source: '/api/:path*', destination: '/api/404.json', statusCode: 404 });
  });

  it('is small', () => {
    expect(Buffer.byteLength(buildText('vercel.json'))).toBeLessThan(400_000);
  });
});
