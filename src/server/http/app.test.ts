/**
 * The HTTP layer every delivery runs (the Node server, the Worker, Vercel's function), request
 * to reply in memory: files from an in-memory store, questions from a core that answers two
 * routes, plans over the memory usage store. No socket, no build, no dataset.
 */
import { describe, expect, it } from 'vitest';
import { createAccessControl } from '../../access/access-control.ts';
import { hashKey, newKey } from '../../access/keys.ts';
import { parsePlans } from '../../access/plans.ts';
import { createMemoryStore } from '../../stores/memory.ts';
import { createApp, type AppOptions } from './app.ts';
import { memoryAsset, type AssetStore } from './assets.ts';
import { busy, type CoreClient } from './core-client.ts';
import type { CoreAnswer, QueryJob, RouteOutline } from './core.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const file = (path: string, text: string, contentType = 'text/html; charset=utf-8', gzip?: string) =>
  memoryAsset({ path, body: bytes(text), contentType, etag: `"${path.length}${text.length}"`, encoded: gzip ? { gzip: bytes(gzip) } : {}, status: 200 });

const FILES = new Map(
  [
    file('index.html', '<h1>home</h1>', 'text/html; charset=utf-8', 'zipped home'),
    file('404.html', '<h1>not here</h1>'),
    file('about/index.html', '<h1>about</h1>'),
    file('api/country/DE.json', '{"name":"Germany"}', 'application/json; charset=utf-8'),
  ].map((asset) => [asset.path, asset]),
);
const assets: AssetStore = { get: (path) => FILES.get(path) };

const OUTLINE: readonly RouteOutline[] = [
  { name: 'country' },
  { name: 'rest/v5/all', errorShape: { notFoundFile: 'rest/v5/404', notFound: { errors: [{ message: 'Not Found' }] } } },
];

/** A core that knows Germany by its code (a file), computes `?code=fr`, and refuses anything else. */
function fakeCore() {
  const asked: QueryJob[] = [];
  const core: CoreClient = {
    outline: OUTLINE,
    async ask(job): Promise<CoreAnswer> {
      asked.push(job);
      if (job.search === '?code=de') return { kind: 'file', file: 'api/country/DE.json' };
      if (job.search === '?code=fr') {
        const body = bytes('{"name":"France"}');
        return {
          kind: 'computed',
          key: 'country?fr',
          asset: { path: 'country?fr', body, contentType: 'application/json', etag: '"fr"', encoded: {}, status: 200 },
        };
      }
      return { kind: 'error', status: 400, body: { status: 400, error: 'bad_request', message: `Unknown question ${job.search}` } };
    },
    countryPage: async (path) => (path === '/country/germany/' ? '/country/DE/' : undefined),
  };
  return { core, asked };
}

const appWith = (options: Partial<AppOptions> = {}) => {
  const { core, asked } = fakeCore();
  return { app: createApp({ core, assets, ...options }), asked };
};
const get = (app: ReturnType<typeof createApp>, path: string, headers: Record<string, string> = {}, method = 'GET') => app.request(path, { method, headers });

describe('the site', () => {
  it('serves a file with the headers of every page, and a 304 to its validator', async () => {
    const { app } = appWith();
    const res = await get(app, '/about/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>about</h1>');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await get(app, '/about/', { 'If-None-Match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('sends the encoding the client takes, with its own validator', async () => {
    const { app } = appWith();
    const zipped = await get(app, '/', { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await get(app, '/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('etag')).not.toBe(plain.headers.get('etag'));
  });

  it('sends a mistyped country address to its page, and a missing page to the 404 page, never cached', async () => {
    const { app } = appWith();
    const moved = await get(app, '/country/germany/?x=1');
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/country/DE/?x=1']);
    const missing = await get(app, '/nowhere');
    expect([missing.status, missing.headers.get('cache-control'), await missing.text()]).toEqual([404, 'no-store', '<h1>not here</h1>']);
  });

  it('asks the core only about country addresses: any other missing page is a 404 even while the core is busy', async () => {
    const { core } = fakeCore();
    const askedPages: string[] = [];
    const busyCore: CoreClient = {
      ...core,
      countryPage: (path) => {
        askedPages.push(path);
        return Promise.reject(busy());
      },
    };
    const app = createApp({ core: busyCore, assets });
    for (const path of ['/wp-login.php', '/nowhere/', '/countries/x', '/country/DE/extra']) expect((await get(app, path)).status, path).toBe(404);
    expect(askedPages).toEqual([]);
    // A country address still is, and a busy core says so.
    expect((await get(app, '/country/germany/')).status).toBe(503);
    expect(askedPages).toEqual(['/country/germany/']);
  });
});

describe('the guard', () => {
  it.each([
    ['a method it does not answer', 'POST', '/api/country', 405],
    ['an overlong target', 'GET', `/api/country?q=${'x'.repeat(3000)}`, 414],
    ['a path badly encoded', 'GET', '/api/%E0%A4%A/x', 400],
  ])('refuses %s with the API error (%s %#)', async (_, method, path, status) => {
    const { app, asked } = appWith();
    const res = await get(app, path, {}, method);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { status: number }).status).toBe(status);
    expect(asked).toEqual([]);
  });

  it('answers a preflight', async () => {
    const { app } = appWith();
    const res = await get(app, '/api/country', {}, 'OPTIONS');
    expect([res.status, res.headers.get('allow'), res.headers.get('access-control-allow-methods')]).toEqual([204, 'GET, HEAD, OPTIONS', 'GET, HEAD, OPTIONS']);
  });

  it('refuses a Host that is no host, on every path', async () => {
    const { app } = appWith();
    expect((await get(app, '/', { Host: 'evil example' })).status).toBe(400);
  });

  it("writes its errors in the family's own shape (REST Countries v5's)", async () => {
    const { app } = appWith();
    const res = await get(app, '/api/rest/v5/all', {}, 'DELETE');
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ errors: [{ message: 'Method DELETE is not allowed; use GET or HEAD.' }] });
  });
});

describe('the query form', () => {
  it("serves a precomputed question's file, and asks the core once per question", async () => {
    const { app, asked } = appWith();
    for (let i = 0; i < 3; i++) {
      const res = await get(app, '/api/country?code=de');
      expect([res.status, await res.text(), res.headers.get('vary')]).toEqual([200, '{"name":"Germany"}', 'Accept, Accept-Encoding']);
    }
    const computed = await get(app, '/api/country?code=fr');
    expect(await computed.text()).toBe('{"name":"France"}');
    await get(app, '/api/country?code=fr');
    expect(asked.map((job) => job.search)).toEqual(['?code=de', '?code=fr']);
  });

  it("answers the core's refusal with its status and body", async () => {
    const { app } = appWith();
    const res = await get(app, '/api/country?code=zz');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Unknown question ?code=zz' });
  });
});

describe('a base path', () => {
  it('serves the build under it, leads the root there, and names where the API is', async () => {
    const { app } = appWith({ basePath: '/reference' });
    expect(await (await get(app, '/reference/about/')).text()).toBe('<h1>about</h1>');
    const root = await get(app, '/?a=1');
    expect([root.status, root.headers.get('location')]).toEqual([301, '/reference/?a=1']);
    const api = await get(app, '/api/country?code=de');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ message: 'The API is at /reference/api.' });
  });
});

describe('the plans', () => {
  const plans = parsePlans(
    {
      plans: { BASIC: { monthlyPriceUsd: '0', requestsPerSecond: 100, monthlyQuota: 10, overagePerRequestUsd: null } },
      openPaths: ['/api/health'],
      uncountedPaths: [],
    },
    'test plans',
  );
  async function planned() {
    const store = createMemoryStore();
    const key = newKey();
    await store.addKey({
      id: 'k_1',
      hash: await hashKey(key),
      prefix: 'cr_xxxx',
      name: null,
      plan: 'BASIC',
      createdAt: '2026-01-01T00:00:00Z',
      revokedAt: null,
    });
    const access = createAccessControl({ plans, store, now: () => Date.UTC(2026, 5, 15) });
    const used = async () => (await store.usage('k_1', '2026-06')).used;
    return { ...appWith({ access }), key, used };
  }

  it('refuses a request without a key, in the error shape of the family asked', async () => {
    const { app } = await planned();
    const api = await get(app, '/api/country?code=de');
    expect([api.status, api.headers.get('www-authenticate')]).toEqual([401, 'Bearer realm="api"']);
    expect(await api.json()).toMatchObject({ status: 401, message: expect.stringMatching(/needs a key/) });
    const v5 = await get(app, '/api/rest/v5/all');
    expect(v5.status).toBe(401);
    expect(await v5.json()).toEqual({ errors: [{ message: expect.stringMatching(/needs a key/) }] });
  });

  it('counts an answer it bills, gives back one it does not, and never lets a shared cache keep either', async () => {
    const { app, key, used } = await planned();
    const ok = await get(app, '/api/country?code=de', { 'X-API-Key': key });
    expect([ok.status, ok.headers.get('cache-control')]).toEqual([200, 'private, no-cache']);
    expect(ok.headers.get('ratelimit')).toMatch(/"month";r=9;/);
    expect(await used()).toBe(1);
    const refused = await get(app, '/api/country?code=zz', { 'X-API-Key': key });
    expect(refused.status).toBe(400);
    expect(await used()).toBe(1);
    // Its headers say the month as it stands, this request given back (counted, it would say 8).
    expect(refused.headers.get('ratelimit')).toMatch(/"month";r=9;/);
  });
});
