/**
 * Two real server processes sharing one real redis-server: one limit enforced together, a
 * 503 (never an uncounted answer) while Redis is gone, and service again when it is back.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { get, keys, startServerProcess, type ServerProcess } from './server-process.ts';
import { startRedisServer, type RedisServer } from './redis-server.ts';

const dir = mkdtempSync(join(tmpdir(), 'cr-server-redis-'));
const plansFile = join(dir, 'plans.json');
// SHARED: a quota small enough to reach, a rate limit no burst of this test can reach.
writeFileSync(
  plansFile,
  JSON.stringify({
    plans: {
      SHARED: { monthlyPriceUsd: '0', requestsPerSecond: 1000, monthlyQuota: 10, overagePerRequestUsd: null },
      WIDE: { monthlyPriceUsd: '0', requestsPerSecond: 1000, monthlyQuota: 1000000, overagePerRequestUsd: null },
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
    const servers: [ServerProcess, ServerProcess] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
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

  it('answer 503 promptly while Redis is paused, and never count a refused request once it resumes', { timeout: 60_000 }, async () => {
    const { servers, env, redis } = await shared();
    const key = (await keys(env, 'create', '--plan', 'WIDE')).at(-1)!;
    const [a, b] = servers;
    expect((await get(`${a.url}/api/stats`, key)).status).toBe(200);

    redis.pause();
    try {
      // Sent to both instances in bursts, as load keeps coming while Redis is stalled.
      const timed = async (url: string) => {
        const started = performance.now();
        const res = await get(url, key);
        await res.arrayBuffer();
        return { status: res.status, ms: performance.now() - started };
      };
      const answers: { status: number; ms: number }[] = [];
      for (let burst = 0; burst < 3; burst++) {
        answers.push(...(await Promise.all(Array.from({ length: 6 }, (_, i) => timed(`${servers[i % 2]!.url}/api/stats`)))));
        await new Promise((r) => setTimeout(r, 300));
      }
      expect(answers.map((x) => x.status)).toEqual(answers.map(() => 503));
      // The command timeout (250 ms) and a little: never the 2 s of two 1 s timeouts in a row.
      expect(Math.max(...answers.map((x) => x.ms))).toBeLessThan(1000);
    } finally {
      redis.resume();
    }
    // Once Redis answers again, the commands it held are run: the counts among them must refuse.
    for (const server of servers) {
      let state = 0;
      for (let attempt = 0; attempt < 100 && state !== 200; attempt++) {
        state = (await get(`${server.url}/api/stats`, key)).status;
        if (state !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(state).toBe(200);
    }
    // One before the pause and one per instance after it: not one of the 18 refused.
    expect(await (await get(`${b.url}/api/usage`, key)).json()).toMatchObject({ used: 3 });
  });
});
