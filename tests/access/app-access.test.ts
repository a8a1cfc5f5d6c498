/**
 * The app with plans on, in process, over the test build: which requests need a key, the
 * headers a keyed answer carries, and the healthcheck the server adds to the static one.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../src/api/context.ts';
import { routes } from '../../src/api/routes.ts';
import type { App } from '../../src/server/http/app.ts';
import { busy, localCore } from '../../src/server/http/core-client.ts';
import { createCore } from '../../src/server/http/core.ts';
import { appOver } from '../server/server-app.ts';
import { loadAssets, type FileAssets } from '../../src/server/node/assets-fs.ts';
import { createAccessControl } from '../../src/access/access-control.ts';
import { hashKey, newKey } from '../../src/access/keys.ts';
import { parsePlans } from '../../src/access/plans.ts';
import type { UsageStore } from '../../src/access/store.ts';
import { createMemoryStore } from '../../src/stores/memory.ts';
import { TEST_CACHE_DIR, builtDataset, outDir, siteFiles } from '../helpers.ts';

let shared: { api: ReturnType<typeof createApi>; assets: FileAssets } | undefined;
const built = () => (shared ??= { api: createApi(builtDataset()), assets: loadAssets(outDir(), TEST_CACHE_DIR, siteFiles()) });
const repositoryPlans = () => parsePlans(JSON.parse(readFileSync(resolve('data/plans.json'), 'utf8')), 'data/plans.json');

async function appWithPlans(store: UsageStore = createMemoryStore(), plan = 'MEGA'): Promise<{ app: App; key: string; store: UsageStore }> {
  const key = newKey();
  await store.addKey({ id: 'k_1', hash: await hashKey(key), prefix: 'cr_xxxx', name: null, plan, createdAt: '2026-01-01T00:00:00Z', revokedAt: null });
  const access = createAccessControl({ plans: repositoryPlans(), store, now: () => Date.UTC(2026, 5, 15) });
  return { app: appOver(built().api, built().assets, { access }), key, store };
}

const healthOnDisk = () => JSON.parse(readFileSync(join(outDir(), 'api', 'health.json'), 'utf8')) as Record<string, unknown>;

describe('with plans on', () => {
  it.each(['/', '/index.html', '/favicon.svg', '/api/health', '/api/openapi.json', '/api/export/countries.json', '/api/country/DE.json'])(
    '%s needs no key',
    async (path) => {
      const { app } = await appWithPlans();
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('RateLimit')).toBeNull();
    },
  );

  it.each(['/api/stats', '/api/country?code=de', '/api/country/DE.csv', '/api/usage', '/api/nothing-here.json'])(
    '%s without a key is a 401 JSON error with the API headers',
    async (path) => {
      const { app } = await appWithPlans();
      const res = await app.request(path);
      expect(res.status).toBe(401);
      expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(await res.json()).toMatchObject({ status: 401, error: 'unauthorized' });
    },
  );

  it.each([
    ['/api/rest/v1/all', { status: 401, message: expect.stringContaining('key') as string }],
    ['/api/rest/v3.1/alpha/DE', { status: 401, message: expect.stringContaining('key') as string }],
    ['/api/rest/v5', { errors: [{ message: expect.stringContaining('key') as string }] }],
    ['/api/rest/v5/codes.alpha_2/DE', { errors: [{ message: expect.stringContaining('key') as string }] }],
  ])("%s without a key is a 401 in REST Countries' own error body, its length told right", async (path, body) => {
    const { app } = await appWithPlans();
    const res = await app.request(path);
    expect(res.status).toBe(401);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get('Content-Length')).toBe(String(bytes.length));
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual(body);
  });

  it('answers a CORS preflight without a key (browsers send none)', async () => {
    const { app } = await appWithPlans();
    expect((await app.request('/api/stats', { method: 'OPTIONS' })).status).toBe(204);
  });

  it('serves a keyed request with the limit headers, kept out of shared caches', async () => {
    const { app, key } = await appWithPlans();
    const res = await app.request('/api/country?code=de', { headers: { 'X-API-Key': key } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { cca3: string }).cca3).toBe('DEU');
    expect(res.headers.get('RateLimit-Policy')).toBe('"second";q=1000;w=1, "month";q=500000;w=2592000');
    expect(res.headers.get('RateLimit')).toMatch(/^"second";r=999;t=1, "month";r=499999;t=\d+$/);
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
  });

  // docs/plans.md, what is counted: every 2xx and 3xx answer, never an error.
  it.each([
    ['an unknown file (404)', '/api/nothing-here.json', 404],
    ['a bad parameter (400)', '/api/countries?region=Atlantis', 400],
    ['a malformed path (400)', '/api/country/%ZZ.json', 400],
    ['no such country (404)', '/api/country?code=ZZ', 404],
  ])('does not bill %s, says so in its headers, and keeps it out of every cache', async (_what, path, status) => {
    const { app, key, store } = await appWithPlans();
    const res = await app.request(path, { headers: { 'X-API-Key': key } });
    expect(res.status).toBe(status);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect((await store.usage('k_1', '2026-06')).used).toBe(0);
    if (res.headers.get('RateLimit')) expect(res.headers.get('RateLimit')).toMatch(/"month";r=500000;/);
  });

  it('bills a 304 like any answer: the client was told its copy is current', async () => {
    const { app, key, store } = await appWithPlans();
    const first = await app.request('/api/stats.json', { headers: { 'X-API-Key': key } });
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag')!;
    const again = await app.request('/api/stats.json', { headers: { 'X-API-Key': key, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('RateLimit')).toMatch(/"month";r=499998;/);
    expect((await store.usage('k_1', '2026-06')).used).toBe(2);
  });

  it('answers 503 busy with Retry-After and bills nothing when no answer can be computed now', async () => {
    const store = createMemoryStore();
    const { key } = await appWithPlans(store);
    const access = createAccessControl({ plans: repositoryPlans(), store, now: () => Date.UTC(2026, 5, 15) });
    // A core whose render threads are all taken, their queue full.
    const idle = localCore(createCore(built().api, routes));
    const busyCore = { ...idle, ask: async () => Promise.reject(busy()) };
    const app = appOver(built().api, built().assets, { access, core: busyCore });
    const res = await app.request('/api/countries?region=Europe&landlocked=true&sort=area&limit=10', { headers: { 'X-API-Key': key } });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('1');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect((await store.usage('k_1', '2026-06')).used).toBe(0);
  });

  // REST Countries' clients read their own error bodies: v1/v3.1's `{status, message}`, v5's `{errors: [{message}]}`.
  const restMessage = (pattern: RegExp) => ({ status: expect.any(Number) as number, message: expect.stringMatching(pattern) as string });
  const v5Message = (pattern: RegExp) => ({ errors: [{ message: expect.stringMatching(pattern) as string }] });

  it.each([
    ['/api/rest/v1/name/germany', restMessage(/busy/)],
    ['/api/rest/v3.1/name/germany', restMessage(/busy/)],
    ['/api/rest/v5/names.common/germany', v5Message(/busy/)],
  ])("answers %s's 503 busy in REST Countries' error body, with Retry-After, billing nothing", async (path, body) => {
    const store = createMemoryStore();
    const { key } = await appWithPlans(store);
    const access = createAccessControl({ plans: repositoryPlans(), store, now: () => Date.UTC(2026, 5, 15) });
    const idle = localCore(createCore(built().api, routes));
    const app = appOver(built().api, built().assets, { access, core: { ...idle, ask: async () => Promise.reject(busy()) } });
    const res = await app.request(path, { headers: { Authorization: `Bearer ${key}` } });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('1');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await res.json()).toEqual(body);
    expect((await store.usage('k_1', '2026-06')).used).toBe(0);
  });

  it.each([
    ['/api/rest/v3.1/alpha/DE', restMessage(/./)],
    ['/api/rest/v5/codes.alpha_2/DE', v5Message(/./)],
  ])("answers %s's 429 (over the plan's rate) in REST Countries' error body, with Retry-After", async (path, body) => {
    const { app, key } = await appWithPlans(createMemoryStore(), 'BASIC');
    const headers = { Authorization: `Bearer ${key}` };
    expect((await app.request(path, { headers })).status).toBe(200);
    const res = await app.request(path, { headers });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await res.json()).toEqual(body);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { app, key } = await appWithPlans();
    const res = await app.request('/api/usage', { method: 'HEAD', headers: { 'X-API-Key': key } });
    expect(res.status).toBe(200);
    expect(res.headers.get('RateLimit')).not.toBeNull();
    expect(await res.text()).toBe('');
  });
});

describe('/api/health as the server answers it', () => {
  it('is the static document plus uptime and the usage store state; the file itself stays as built', async () => {
    const { app } = await appWithPlans();
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ...healthOnDisk(), services: { usageStore: 'ok' } });
    expect(body.uptime).toEqual(expect.any(Number));
    expect(healthOnDisk()).not.toHaveProperty('uptime');
  });

  it('reports the usage store as off when plans are off', async () => {
    const app = appOver(built().api, built().assets);
    const body = (await (await app.request('/api/health.json')).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'ok', services: { usageStore: 'off' } });
  });

  it('answers 503 and status down when the usage store does not answer', async () => {
    const store = createMemoryStore();
    const { app } = await appWithPlans({ ...store, ping: async () => Promise.reject(new Error('down')) });
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'down', services: { usageStore: 'down' } });
  });
});

describe('with plans off', () => {
  it('the API is open and /api/usage does not exist', async () => {
    const app = appOver(built().api, built().assets);
    expect((await app.request('/api/stats')).status).toBe(200);
    expect((await app.request('/api/stats')).headers.get('RateLimit')).toBeNull();
    expect((await app.request('/api/usage')).status).toBe(404);
  });
});
