/**
 * No way around the plans through percent-encoding: a path names the file it decodes to, so
 * `/ap%69/export%2Fcountries.csv` is the API and needs a key like `/api/export/countries.csv`.
 * Every percent-encoding of every character of the prefix `/api/` is tried, against the app with
 * each store (memory, SQLite, a real redis-server), without a key (401, nothing served) and with
 * one (served and counted, as the plain path is).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/api/context.ts';
import { createAccessControl } from '../../src/access/access-control.ts';
import { hashKey, newKey } from '../../src/access/keys.ts';
import { parsePlans } from '../../src/access/plans.ts';
import type { UsageStore } from '../../src/access/store.ts';
import { appOver } from '../server/server-app.ts';
import { loadAssets } from '../../src/server/node/assets-fs.ts';
import { createMemoryStore } from '../../src/stores/memory.ts';
import { openRedisStore } from '../../src/stores/redis-net.ts';
import { openSqliteStore } from '../../src/stores/sqlite-fs.ts';
import { TEST_CACHE_DIR, builtDataset, outDir, siteFiles } from '../helpers.ts';
import { startRedisServer, type RedisServer } from './redis-server.ts';
import { timeScale } from '../time-scale.ts';

/** Each character of `/api/` after the leading slash, raw or percent-encoded (hex digits in both cases). */
function prefixEncodings(): string[] {
  const forms = (c: string) => {
    const hex = c.charCodeAt(0).toString(16);
    return [...new Set([c, `%${hex.toUpperCase()}`, `%${hex.toLowerCase()}`])];
  };
  let prefixes = ['/'];
  for (const c of 'api/') prefixes = prefixes.flatMap((p) => forms(c).map((f) => p + f));
  return prefixes.filter((p) => p !== '/api/');
}

const PREFIXES = prefixEncodings();
// Files that need a key with the repository's plan table (neither is on its open list).
const FILES = ['export/countries.csv', 'country/DE.xml', 'stats.json'];

const dir = mkdtempSync(join(tmpdir(), 'cr-encoded-'));
let redis: Promise<RedisServer> | undefined;
afterAll(async () => {
  await (await redis?.catch(() => undefined))?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

// Access is about what is refused and counted, not latency: a command may wait as long as the machine's
// load makes it (its 250 ms default gives a request a 503, tested with the server in server-redis.test.ts).
const commandTimeoutMs = Math.round(250 * timeScale());
const STORES: ReadonlyArray<[string, () => Promise<UsageStore>]> = [
  ['memory', async () => createMemoryStore()],
  ['sqlite', async () => openSqliteStore(join(dir, `usage-${Math.random().toString(36).slice(2)}.db`))],
  [
    'redis',
    async () => openRedisStore((await (redis ??= startRedisServer())).url, { namespace: `enc${Math.random().toString(36).slice(2)}:`, commandTimeoutMs }),
  ],
];

let built: { api: ReturnType<typeof createApi>; assets: ReturnType<typeof loadAssets> } | undefined;
const shared = () => (built ??= { api: createApi(builtDataset()), assets: loadAssets(outDir(), TEST_CACHE_DIR, siteFiles()) });

describe('the prefix enumeration', () => {
  it('covers each of a, p, i and the second slash encoded alone and together, in both hex cases', () => {
    expect(PREFIXES).toContain('/%61pi/');
    expect(PREFIXES).toContain('/ap%69/');
    expect(PREFIXES).toContain('/api%2F');
    expect(PREFIXES).toContain('/api%2f');
    expect(PREFIXES).toContain('/%61%70%69%2f');
    // a, p, i: raw or one encoding each; the slash: raw, %2F or %2f.
    expect(PREFIXES).toHaveLength(2 * 2 * 2 * 3 - 1);
  });
});

describe.each(STORES)('percent-encoded API paths with plans on, %s store', (_name, open) => {
  it('are refused without a key, and served and counted with one, every encoding of the prefix', async () => {
    const store = await open();
    try {
      const key = newKey();
      await store.addKey({
        id: 'k_enc',
        hash: await hashKey(key),
        prefix: 'cr_xxxx',
        name: null,
        plan: 'MEGA',
        createdAt: '2026-01-01T00:00:00Z',
        revokedAt: null,
      });
      const plans = parsePlans(JSON.parse(readFileSync(resolve('data/plans.json'), 'utf8')), 'data/plans.json');
      // One request a second apart each: MEGA's 1,000 a second never runs out.
      let at = Date.UTC(2026, 5, 15);
      const app = appOver(shared().api, shared().assets, { access: createAccessControl({ plans, store, now: () => (at += 1000) }) });
      let served = 0;
      for (const prefix of PREFIXES) {
        for (const file of FILES) {
          const path = prefix + file;
          const open = await app.request(path);
          expect({ path, status: open.status, cacheControl: open.headers.get('Cache-Control') }).toEqual({ path, status: 401, cacheControl: 'no-store' });
          expect(await open.json()).toMatchObject({ status: 401, error: 'unauthorized' });
          const keyed = await app.request(path, { headers: { 'X-API-Key': key } });
          expect({ path, status: keyed.status }).toEqual({ path, status: 200 });
          expect(keyed.headers.get('RateLimit')).not.toBeNull();
          expect(keyed.headers.get('Cache-Control')).toMatch(/^private/);
          expect(Buffer.from(await keyed.arrayBuffer()).equals(readFileSync(join(outDir(), 'api', file)))).toBe(true);
          served++;
        }
      }
      expect((await store.usage('k_enc', '2026-06')).used).toBe(served);
    } finally {
      await store.close();
    }
  });
});
