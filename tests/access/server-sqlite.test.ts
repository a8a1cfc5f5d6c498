/**
 * The real server (`npm start`) with plans on and SQLite, as separate processes: keys made
 * with `npm run keys`, counted requests that survive `kill -9`, a revocation that takes
 * effect at once, each request counted once whichever of WORKERS serving threads answered it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { afterAll, describe, expect, it } from 'vitest';
// ajv-formats is CommonJS: its function is the default export's `default`.
const addFormats = (ajvFormats as unknown as { default: (ajv: Ajv2020) => Ajv2020 }).default;
import { KEY_PATTERN } from '../../src/access/keys.ts';
import { get, getAlone, keys, startServerProcess, type ServerProcess } from './server-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'cr-server-sqlite-'));
const running: ServerProcess[] = [];
const start = async (env: Record<string, string>) => {
  const server = await startServerProcess(env);
  running.push(server);
  return server;
};

afterAll(async () => {
  await Promise.all(running.map((s) => s.kill('SIGKILL')));
  rmSync(dir, { recursive: true, force: true });
});

/**
 * One server and database for the tests that only need one running (each with keys of its own,
 * counted apart): a server start is 4-5 s of CPU. Made by the first test that asks. On three
 * serving threads, more than the machine may have cores: each asks the main thread, which holds
 * the one usage store.
 */
const sharedEnv = { API_USAGE_DB: join(dir, 'shared', 'usage.db'), WORKERS: '3' };
let sharedServer: Promise<ServerProcess> | undefined;
const shared = () => (sharedServer ??= start(sharedEnv));

// The kill -9 test has servers and a database of its own; they all start together.
describe.concurrent('npm start with API_PLANS=on and SQLite', () => {
  it('keeps every answered request counted through a kill -9 and a restart', async () => {
    const env = { API_USAGE_DB: join(dir, 'kill9', 'usage.db') };
    const key = (await keys(env, 'create', '--plan', 'MEGA', '--name', 'kill test')).at(-1)!;
    expect(key).toMatch(KEY_PATTERN);

    const first = await start(env);
    const paths = [
      '/api/stats',
      '/api/country?code=fr',
      '/api/borders/DE.json',
      '/api/countries?region=Europe',
      '/api/rest/v1/all',
      '/api/similar?code=jp&by=region',
    ];
    const statuses = await Promise.all(paths.map(async (p) => (await get(first.url + p, key)).status));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    await first.kill('SIGKILL');

    const second = await start(env);
    const usage = await get(`${second.url}/api/usage`, key);
    expect(usage.status).toBe(200);
    // Five counted; /api/rest/v1/all is never counted, nor is /api/usage itself.
    const body: unknown = await usage.json();
    expect(body).toMatchObject({ plan: 'MEGA', used: 5, quota: 500_000, remaining: 499_995, overage: { requests: 0, costUsd: '0.00' } });
    // The answer is what the published OpenAPI document says it is.
    const openApi = (await (await get(`${second.url}/api/openapi.json`)).json()) as { components: { schemas: { Usage: object } } };
    const validate = addFormats(new Ajv2020({ strict: false })).compile(openApi.components.schemas.Usage);
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  });

  it('refuses without a key, serves the open paths, and reports the store in /api/health', async () => {
    const server = await shared();
    const stats = await get(`${server.url}/api/stats`);
    expect(stats.status).toBe(401);
    expect(await stats.json()).toMatchObject({ status: 401, error: 'unauthorized' });
    // Over HTTP too, the path is decoded before access is decided (every encoding: encoded-paths.test.ts).
    for (const path of ['/api%2Fexport%2Fcountries.csv', '/ap%69/country/DE.xml', '/%61pi%2fstats.json'])
      expect((await get(server.url + path)).status, path).toBe(401);
    expect((await get(`${server.url}/api/openapi.json`)).status).toBe(200);
    const health = await get(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', services: { usageStore: 'ok' } });
  });

  it('serves from WORKERS threads, and counts every request once against its key whichever thread answered it', async () => {
    const server = await shared();
    await expect.poll(() => server.output()).toContain('Threads: 3 serving');
    const key = (await keys(sharedEnv, 'create', '--plan', 'MEGA', '--name', 'workers')).at(-1)!;
    const statuses = await Promise.all(Array.from({ length: 60 }, () => getAlone(`${server.url}/api/borders/DE.json`, key)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(await (await get(`${server.url}/api/usage`, key)).json()).toMatchObject({ used: 60 });
  });

  it('lists, re-plans and revokes with npm run keys while the server runs', async () => {
    const env = sharedEnv;
    const server = await shared();
    const key = (await keys(env, 'create', '--plan', 'BASIC', '--name', 'managed')).at(-1)!;
    const listed = async () => (await keys(env, 'list')).find((l) => l.endsWith(' managed'));
    const id = /^(k_[0-9a-f]{12}) +BASIC +active/.exec((await listed())!)?.[1];
    expect(id).toBeDefined();
    expect((await get(`${server.url}/api/stats`, key)).headers.get('RateLimit-Policy')).toMatch(/^"second";q=1;w=1, "month";q=1000;/);

    await keys(env, 'set-plan', id!, 'ULTRA');
    expect((await get(`${server.url}/api/stats`, key)).headers.get('RateLimit-Policy')).toMatch(/^"second";q=20;w=1, "month";q=100000;/);

    await keys(env, 'revoke', id!);
    const revoked = await get(`${server.url}/api/stats`, key);
    expect(revoked.status).toBe(401);
    expect(((await revoked.json()) as { message: string }).message).toMatch(/revoked/);
    expect(await listed()).toMatch(new RegExp(`^${id} +ULTRA +revoked `));
  });

  it("serves none of the other hosts' files, on any path: the exports they copy are sold through /api alone", async () => {
    const server = await shared();
    const key = (await keys(sharedEnv, 'create', '--plan', 'MEGA')).at(-1)!;
    const sold = await get(`${server.url}/api/export/countries.csv`, key);
    expect(sold.status).toBe(200);
    const csv = await sold.text();
    // The red team's paths: Vercel's function keeps a copy of every file the app reads; the Worker is the whole app and dataset.
    const copies = [
      '/.vercel/output/functions/api.func/files/api/export/countries.csv',
      '/.vercel/output/functions/api.func/files/api/stats.json',
      '/.vercel/output/functions/api.func/files/api/rest/v3.1/all.json',
      '/%2Evercel/output/functions/api.func/files/api/export/countries.csv',
      '/.vercel//output/functions/api.func/files/api/export/countries.csv',
      '/.vercel/output/functions/api.func/worker.mjs',
      '/.vercel/output/functions/api.func/index.mjs',
      '/.vercel/output/functions/api.func/.vc-config.json',
      '/.vercel/output/config.json',
      '/_worker.js',
      '/_worker%2Ejs',
      '/_routes.json',
      '/_redirects',
      '/_headers',
      '/.assetsignore',
    ];
    for (const path of copies) {
      for (const withKey of [undefined, key]) {
        const res = await get(server.url + path, withKey);
        const body = await res.text();
        expect(res.status, path).toBe(404);
        expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
        expect(body).not.toBe(csv);
      }
    }
    // One counted request: the export asked through the API; none of the others moved the key's usage.
    expect(await (await get(`${server.url}/api/usage`, key)).json()).toMatchObject({ used: 1 });
  });
});

// Alone, so that no other test's server slows the answers it times.
describe('npm start with API_PLANS=on and SQLite, under a held write lock', () => {
  it(
    'keeps serving while another process holds the write lock: keyed requests get a 503 after API_USAGE_WAIT_MS, nothing else waits',
    { timeout: 60_000 },
    async () => {
      const file = join(dir, 'locked', 'usage.db');
      const env = { API_USAGE_DB: file, API_USAGE_WAIT_MS: '300' };
      const key = (await keys(env, 'create', '--plan', 'MEGA')).at(-1)!;
      const server = await start(env);
      expect((await get(`${server.url}/api/stats`, key)).status).toBe(200);

      const timed = async (path: string, withKey?: string) => {
        const started = performance.now();
        const res = await get(server.url + path, withKey);
        await res.arrayBuffer();
        return { status: res.status, ms: performance.now() - started };
      };
      // An external writer (another process: this one) takes the write lock and keeps it over a second.
      const writer = new DatabaseSync(file);
      writer.exec('PRAGMA busy_timeout = 5000; BEGIN IMMEDIATE');
      let keyed: { status: number; ms: number }[];
      let pages: { status: number; ms: number }[];
      try {
        const asked = Promise.all(Array.from({ length: 5 }, () => timed('/api/country?code=fr', key)));
        pages = await Promise.all(['/', '/api/openapi.json', '/country/DE/', '/api/health'].map((p) => timed(p)));
        keyed = await asked;
        await new Promise((r) => setTimeout(r, 1000));
        // Still locked: a page asked now is as quick.
        pages.push(await timed('/'));
      } finally {
        writer.exec('COMMIT');
        writer.close();
      }
      expect(keyed.map((k) => k.status)).toEqual([503, 503, 503, 503, 503]);
      expect(Math.max(...keyed.map((k) => k.ms))).toBeLessThan(2000);
      expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200, 200]);
      // With SQLite's own busy wait (5 s) the whole process would stall until the lock is gone.
      expect(Math.max(...pages.map((p) => p.ms))).toBeLessThan(1000);

      expect((await get(`${server.url}/api/stats`, key)).status).toBe(200);
      // One before the lock, one after: none of the refused.
      expect(await (await get(`${server.url}/api/usage`, key)).json()).toMatchObject({ used: 2 });
    },
  );
});
