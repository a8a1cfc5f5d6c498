/**
 * Two real server processes sharing one real redis-server: one limit enforced together, a
 * 503 (never an uncounted answer) while Redis is gone, and service again when it is back.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { get, getAlone, keys, startServerProcess, type ServerProcess } from './server-process.ts';
import { startRedisServer, type RedisServer } from './redis-server.ts';
import { Redis } from 'ioredis';
import { CONNECTION_NAME } from '../../src/stores/redis-net.ts';

const dir = mkdtempSync(join(tmpdir(), 'cr-server-redis-'));
const plansFile = join(dir, 'plans.json');
// SHARED: a quota small enough to reach, a rate limit no burst of this test can reach.
writeFileSync(
  plansFile,
  JSON.stringify({
    plans: {
      SHARED: { monthlyPriceUsd: '0', requestsPerSecond: 1000, monthlyQuota: 10, overagePerRequestUsd: null },
      WIDE: { monthlyPriceUsd: '0', requestsPerSecond: 1000, monthlyQuota: 1000000, overagePerRequestUsd: null },
      // For load: no second's limit a test can reach.
      LOAD: { monthlyPriceUsd: '0', requestsPerSecond: 1_000_000_000, monthlyQuota: 1_000_000_000, overagePerRequestUsd: null },
    },
    openPaths: ['/api/health'],
    uncountedPaths: ['/api/usage'],
  }),
);

interface Setup {
  redis: RedisServer;
  servers: [ServerProcess, ServerProcess];
  env: Record<string, string>;
}
// Made by the first test that needs it, so that without redis-server each test fails on its own.
let setup: Promise<Setup> | undefined;
const shared = () =>
  (setup ??= (async () => {
    const redis = await startRedisServer();
    const env = { REDIS_URL: redis.url, API_PLANS_FILE: plansFile };
    // One serving thread each: every thread has its own Redis client, and /api/health reports the
    // client of the thread that answers it, so only then does a 200 from it say the instance is back
    // (CI at bf3b10f: health 200 from one thread, then a 503 from the other, still reconnecting).
    // Threads sharing Redis are the next describe's.
    const servers: [ServerProcess, ServerProcess] = await Promise.all([
      startServerProcess({ ...env, WORKERS: '1' }),
      startServerProcess({ ...env, WORKERS: '1' }),
    ]);
    return { redis, servers, env };
  })());

afterAll(async () => {
  const done = await setup?.catch(() => undefined);
  await Promise.all(done?.servers.map((s) => s.kill('SIGKILL')) ?? []);
  await done?.redis.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('two instances of npm start sharing Redis', () => {
  it('enforce one monthly quota together: of 16 requests spread over both, exactly 10 are served', async () => {
    const { servers, env } = await shared();
    const key = (await keys(env, 'create', '--plan', 'SHARED')).at(-1)!;
    const requests = Array.from({ length: 16 }, (_, i) => get(`${servers[i % 2]!.url}/api/stats`, key));
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    for (const server of servers) expect(await (await get(`${server.url}/api/usage`, key)).json()).toMatchObject({ used: 10, remaining: 0 });
  });

  it('refuse a key on both at once when npm run keys revokes it', async () => {
    const { servers, env } = await shared();
    const key = (await keys(env, 'create', '--plan', 'WIDE', '--name', 'to revoke')).at(-1)!;
    for (const server of servers) expect((await get(`${server.url}/api/stats`, key)).status).toBe(200);
    const id = (await keys(env, 'list')).find((line) => line.endsWith('to revoke'))?.split(' ')[0];
    await keys(env, 'revoke', id!);
    for (const server of servers) expect((await get(`${server.url}/api/stats`, key)).status).toBe(401);
  });

  it('answer 503 while Redis is gone, and serve again once it is back', async () => {
    const { servers, env, redis } = await shared();
    const key = (await keys(env, 'create', '--plan', 'WIDE')).at(-1)!;
    const [a, b] = servers;
    expect((await get(`${a.url}/api/stats`, key)).status).toBe(200);

    await redis.stop();
    const refused = await get(`${a.url}/api/stats`, key);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ status: 503, error: 'unavailable' });
    const health = await get(`${b.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'down', services: { usageStore: 'down' } });

    await redis.start();
    // The clients reconnect on their own (at most 0.5 s apart); wait for both, bounded.
    for (const server of servers) {
      let state = 0;
      for (let attempt = 0; attempt < 100 && state !== 200; attempt++) {
        state = (await get(`${server.url}/api/health`)).status;
        if (state !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(state).toBe(200);
    }
    expect((await get(`${b.url}/api/stats`, key)).status).toBe(200);
    // Counted while up: one before the outage, one after; the refused request is not.
    expect(await (await get(`${a.url}/api/usage`, key)).json()).toMatchObject({ used: 2 });
  });

  it('answer 503 promptly while Redis is paused under load, and count exactly the requests they served', { timeout: 60_000 }, async () => {
    const { servers, env, redis } = await shared();
    const key = (await keys(env, 'create', '--plan', 'LOAD')).at(-1)!;
    const answers: { status: number; ms: number }[] = [];
    let running = true;
    // Ten clients asking without pause, spread over both instances: whenever Redis stalls, some
    // counts are on their way to it, to be run once it resumes.
    const clients = Array.from({ length: 10 }, async (_, i) => {
      while (running) {
        const started = performance.now();
        const res = await get(`${servers[i % 2]!.url}/api/stats`, key);
        await res.arrayBuffer();
        answers.push({ status: res.status, ms: performance.now() - started });
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    redis.pause();
    await new Promise((r) => setTimeout(r, 1500));
    redis.resume();
    // Long enough for both clients to see Redis again (probes every 100 ms).
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await Promise.all(clients);

    const served = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status === 503);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    expect(served).toBeGreaterThan(0);
    // The command timeout (250 ms) and a little: never the 2 s of two 1 s timeouts in a row.
    expect(Math.max(...refused.map((a) => a.ms))).toBeLessThan(1000);
    // Every served request counted, and not one of the refused, though Redis ran what it held.
    expect(await (await get(`${servers[0].url}/api/usage`, key)).json()).toMatchObject({ used: served });
  });
});

describe('one instance on three serving threads with Redis', () => {
  it('counts in Redis from every thread itself, exactly: one quota, one revocation', { timeout: 60_000 }, async () => {
    const { redis, env } = await shared();
    const admin = new Redis(redis.url);
    const serverConnections = async () =>
      ((await admin.client('LIST')) as string).split('\n').filter((line) => line.includes(` name=${CONNECTION_NAME} `)).length;
    const before = await serverConnections();
    const server = await startServerProcess({ ...env, WORKERS: '3' });
    try {
      await expect.poll(() => server.output()).toContain('Threads: 3 serving');
      // Each thread its own connection (no check crosses to the main thread): three more.
      expect(await serverConnections()).toBe(before + 3);

      const key = (await keys(env, 'create', '--plan', 'SHARED', '--name', 'threads')).at(-1)!;
      const statuses = await Promise.all(Array.from({ length: 30 }, () => getAlone(`${server.url}/api/borders/DE.json`, key)));
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      expect(await (await get(`${server.url}/api/usage`, key)).json()).toMatchObject({ used: 10, remaining: 0 });

      // Every thread had read the key; a revocation reaches each at its next request.
      const wide = (await keys(env, 'create', '--plan', 'WIDE', '--name', 'threads to revoke')).at(-1)!;
      expect((await Promise.all(Array.from({ length: 12 }, () => getAlone(`${server.url}/api/stats`, wide)))).every((s) => s === 200)).toBe(true);
      const id = (await keys(env, 'list')).find((line) => line.endsWith('threads to revoke'))?.split(' ')[0];
      await keys(env, 'revoke', id!);
      expect(await Promise.all(Array.from({ length: 12 }, () => getAlone(`${server.url}/api/stats`, wide)))).toEqual(Array(12).fill(401));
    } finally {
      admin.disconnect();
      await server.kill('SIGTERM');
    }
  });
});
