/**
 * What only the Redis store does, against a private redis-server: it counts a key's requests
 * of one turn as runs of alike requests, one step per run (that this gives exactly what the
 * per-request rule gives is in the store contract); and it answers a key it knows without
 * asking Redis, its count being refused (KeysChangedError) once another process has changed
 * the keys.
 */
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccessControl, type Answered, type Grant } from '../../src/access/access-control.ts';
import { hashKey, newKey } from '../../src/access/keys.ts';
import { consumeRequest } from '../../src/access/limiter.ts';
import { parsePlans } from '../../src/access/plans.ts';
import { KeysChangedError, type UsageStore } from '../../src/access/store.ts';
import { openRedisStore } from '../../src/stores/redis-net.ts';
import { keyRecord, planOf } from './store-contract.ts';
import { startRedisServer, type RedisServer } from './redis-server.ts';

// Started by the first test, so that without redis-server each test fails on its own.
let redis: Promise<RedisServer> | undefined;
const server = () => (redis ??= startRedisServer());
let opened = 0;
const open = async (namespace = `runs${++opened}:`, commandTimeoutMs?: number) =>
  openRedisStore((await server()).url, { namespace, ...(commandTimeoutMs ? { commandTimeoutMs } : {}) });

afterAll(async () => {
  await (await redis?.catch(() => undefined))?.dispose();
});

async function using<T>(stores: Promise<UsageStore>[], use: (...stores: UsageStore[]) => Promise<T>): Promise<T> {
  const opened = await Promise.all(stores);
  try {
    return await use(...opened);
  } finally {
    await Promise.all(opened.map((s) => s.close()));
  }
}

const SECOND = 1_773_144_000;

describe('the Redis store counts runs of alike requests', () => {
  it('counts twenty alike requests of one turn in one script, with one increment of each counter', async () => {
    const url = (await server()).url;
    const admin = new Redis(url);
    const calls = async () => {
      const stats = await admin.info('commandstats');
      const of = (command: string) => Number(new RegExp(`cmdstat_${command}:calls=(\\d+)`).exec(stats)?.[1] ?? 0);
      return { scripts: of('evalsha') + of('eval'), incrby: of('incrby'), hincrby: of('hincrby') };
    };
    try {
      const namespace = `runs${++opened}:`;
      await using([open(namespace)], async (store) => {
        const request = consumeRequest('k_1', planOf(15, 12, 3000), true, SECOND * 1000);
        await store.consume(request);
        const before = await calls();
        const results = await Promise.all(Array.from({ length: 20 }, () => store.consume(request)));
        // Of 20: 14 allowed (the second's limit of 15, one used before), 11 of them past the quota of 12.
        expect(results.map((r) => r.outcome)).toEqual([...Array(14).fill('allowed'), ...Array(6).fill('rate_limited')]);
        expect(await calls()).toEqual({ scripts: before.scripts + 1, incrby: before.incrby + 1, hincrby: before.hincrby + 3 });
        expect(await store.usage('k_1', '2026-03')).toEqual({ used: 15, overageRequests: 3, overageMicros: 9000 });
        // The second's counter goes away by itself.
        expect(await admin.ttl(`${namespace}{k_1}:second:${SECOND}`)).toBeGreaterThan(0);
      });
    } finally {
      admin.disconnect();
    }
  });
  it("sends a turn's scripts of several keys in one write (Redis reads them at once)", async () => {
    const url = (await server()).url;
    const admin = new Redis(url);
    const reads = async () => Number(/total_reads_processed:(\d+)/.exec(await admin.info('stats'))?.[1]);
    try {
      await using([open()], async (store) => {
        const keys = ['k_1', 'k_2', 'k_3', 'k_4', 'k_5', 'k_6'];
        // Once first: the store's connection is up and each key's month exists.
        await Promise.all(keys.map((id) => store.consume(consumeRequest(id, planOf(100, 100, null), true, SECOND * 1000))));
        const before = await reads();
        const results = await Promise.all(keys.map((id) => store.consume(consumeRequest(id, planOf(100, 100, null), true, SECOND * 1000))));
        expect(results.map((r) => r.used)).toEqual(keys.map(() => 2));
        // One read for the six scripts, one for the INFO that asks (a write each would be six).
        expect((await reads()) - before).toBe(2);
      });
    } finally {
      admin.disconnect();
    }
  });
});

describe('the Redis store and keys changed by another process', () => {
  it('answers a key it knows without asking Redis (the count checks the keys instead)', async () => {
    const stopped = await server();
    await using([open(undefined, 100)], async (store) => {
      await store.addKey(keyRecord('k_1'));
      expect(await store.keyByHash(keyRecord('k_1').hash)).toEqual(keyRecord('k_1'));
      stopped.pause();
      try {
        expect(await store.keyByHash(keyRecord('k_1').hash)).toEqual(keyRecord('k_1'));
        await expect(store.keyByHash(keyRecord('k_2').hash)).rejects.toThrow(/did not answer|not answering/);
      } finally {
        stopped.resume();
      }
    });
  });

  it('refuses the count of a key revoked elsewhere since it was read, counting nothing, and reads it anew', async () => {
    const namespace = `shared${++opened}:`;
    await using([open(namespace), open(namespace)], async (here, there) => {
      await here.addKey(keyRecord('k_1'));
      const request = consumeRequest('k_1', planOf(10, 100, null), true, SECOND * 1000);
      const read = (await here.keyByHash(keyRecord('k_1').hash))!;
      expect(await here.consume(request, read)).toMatchObject({ outcome: 'allowed', used: 1 });
      await there.revoke('k_1', '2026-03-10T00:00:00.000Z');
      // Still the record known here, but its count is refused: the keys moved.
      const known = (await here.keyByHash(keyRecord('k_1').hash))!;
      expect(known.revokedAt).toBeNull();
      await expect(here.consume(request, known)).rejects.toBeInstanceOf(KeysChangedError);
      expect((await here.usage('k_1', '2026-03')).used).toBe(1);
      expect(await here.keyByHash(keyRecord('k_1').hash)).toMatchObject({ revokedAt: '2026-03-10T00:00:00.000Z' });
    });
  });

  const plans = parsePlans(
    {
      plans: {
        SMALL: { monthlyPriceUsd: '0', requestsPerSecond: 100, monthlyQuota: 100, overagePerRequestUsd: null },
        LARGE: { monthlyPriceUsd: '9', requestsPerSecond: 100, monthlyQuota: 5000, overagePerRequestUsd: null },
      },
      openPaths: [],
      uncountedPaths: [],
    },
    'test plans',
  );
  /** Two access controls, each over its own store in one namespace (two server instances), and a key on SMALL. */
  const twoInstances = async (use: (check: (a: 0 | 1) => Promise<Answered | Grant>, stores: UsageStore[]) => Promise<void>) => {
    const namespace = `shared${++opened}:`;
    await using([open(namespace), open(namespace)], async (...stores) => {
      const key = newKey();
      await stores[0]!.addKey(keyRecord('k_1', { hash: await hashKey(key), plan: 'SMALL' }));
      const access = stores.map((store) => createAccessControl({ plans, store, now: () => SECOND * 1000 }));
      const check = (i: 0 | 1) => access[i]!.check({ method: 'GET', header: (name) => (name === 'x-api-key' ? key : undefined) }, '/api/stats');
      await use(check, stores);
    });
  };
  const status = (verdict: Answered | Grant) => ('refused' in verdict ? verdict.refused.status : 200);

  it("refuses a key revoked through another instance at this instance's next request, counting nothing", async () => {
    await twoInstances(async (check, stores) => {
      expect(status(await check(1))).toBe(200);
      await stores[0]!.revoke('k_1', '2026-03-10T00:00:00.000Z');
      const refused = await check(1);
      expect(status(refused)).toBe(401);
      expect('refused' in refused && refused.refused.message).toMatch(/revoked/);
      expect((await stores[1]!.usage('k_1', '2026-03')).used).toBe(1);
    });
  });

  it("applies a plan changed through another instance at this instance's next request", async () => {
    await twoInstances(async (check, stores) => {
      const limit = async () => ((await check(1)) as { headers: Record<string, string> }).headers['RateLimit-Policy'];
      expect(await limit()).toMatch(/"month";q=100;/);
      await stores[0]!.setPlan('k_1', 'LARGE');
      expect(await limit()).toMatch(/"month";q=5000;/);
      expect((await stores[1]!.usage('k_1', '2026-03')).used).toBe(2);
    });
  });
});
