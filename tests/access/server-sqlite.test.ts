/**
 * The real server (`npm start`) with plans on and SQLite, as separate processes: keys made
 * with `npm run keys`, counted requests that survive `kill -9`, a revocation that takes
 * effect at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { afterAll, describe, expect, it } from 'vitest';
// ajv-formats is CommonJS: its function is the default export's `default`.
const addFormats = (ajvFormats as unknown as { default: (ajv: Ajv2020) => Ajv2020 }).default;
import { KEY_PATTERN } from '../../src/access/keys.ts';
import { get, keys, startServerProcess, type ServerProcess } from './server-process.ts';

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

describe('npm start with API_PLANS=on and SQLite', () => {
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
    const server = await start({ API_USAGE_DB: join(dir, 'open', 'usage.db') });
    const stats = await get(`${server.url}/api/stats`);
    expect(stats.status).toBe(401);
    expect(await stats.json()).toMatchObject({ status: 401, error: 'unauthorized' });
    expect((await get(`${server.url}/api/openapi.json`)).status).toBe(200);
    const health = await get(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', services: { usageStore: 'ok' } });
  });

  it('lists, re-plans and revokes with npm run keys while the server runs', async () => {
    const env = { API_USAGE_DB: join(dir, 'manage', 'usage.db') };
    const key = (await keys(env, 'create', '--plan', 'BASIC')).at(-1)!;
    const [line] = await keys(env, 'list');
    const id = /^(k_[0-9a-f]{12}) +BASIC +active/.exec(line!)?.[1];
    expect(id).toBeDefined();
    const server = await start(env);
    expect((await get(`${server.url}/api/stats`, key)).headers.get('RateLimit-Policy')).toMatch(/^"second";q=1;w=1, "month";q=1000;/);

    await keys(env, 'set-plan', id!, 'ULTRA');
    expect((await get(`${server.url}/api/stats`, key)).headers.get('RateLimit-Policy')).toMatch(/^"second";q=20;w=1, "month";q=100000;/);

    await keys(env, 'revoke', id!);
    const revoked = await get(`${server.url}/api/stats`, key);
    expect(revoked.status).toBe(401);
    expect(((await revoked.json()) as { message: string }).message).toMatch(/revoked/);
    expect((await keys(env, 'list'))[0]).toMatch(/ULTRA +revoked /);
  });
});
