/**
 * The contract every usage store keeps (src/access/store.ts), written once and run against
 * each implementation: memory, SQLite in a temp file, and a real redis-server. Windows come
 * from instants chosen by the test (the limiter's `consumeRequest(…, now)`), never the clock.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admit, consumeRequest } from '../../src/access/limiter.ts';
import type { PlanRule } from '../../src/access/plans.ts';
import { NO_USAGE, type ConsumeRequest, type Consumption, type KeyRecord, type MonthUsage, type UsageStore } from '../../src/access/store.ts';

/** A plan with the given limits; prices in micro-dollars (1 USD = 1,000,000). */
export const planOf = (requestsPerSecond: number, monthlyQuota: number, overageMicros: number | null): PlanRule => ({
  name: 'TEST',
  requestsPerSecond,
  monthlyQuota,
  overageMicros,
  monthlyPriceMicros: 0,
});

const T0 = Date.UTC(2026, 2, 10, 12, 0, 0, 0);

export const keyRecord = (id: string, extra: Partial<KeyRecord> = {}): KeyRecord => ({
  id,
  hash: `hash-of-${id}`.padEnd(64, '0'),
  prefix: 'cr_abcd',
  name: null,
  plan: 'PRO',
  createdAt: '2026-03-01T00:00:00.000Z',
  revokedAt: null,
  ...extra,
});

/** `count` requests one after another, returning the outcomes. */
async function consumeMany(store: UsageStore, request: ConsumeRequest, count: number) {
  const outcomes = [];
  for (let i = 0; i < count; i++) outcomes.push((await store.consume(request)).outcome);
  return outcomes;
}

const tally = (outcomes: readonly string[]) => outcomes.reduce<Record<string, number>>((t, o) => ({ ...t, [o]: (t[o] ?? 0) + 1 }), {});

/** The per-request rule applied to each request in turn, from empty counts: the consumptions and each key's months. */
function byTheRule(batches: readonly (readonly ConsumeRequest[])[]) {
  const seconds = new Map<string, number>();
  const months = new Map<string, MonthUsage>();
  const consumptions = batches.map((batch) =>
    batch.map((r): Consumption => {
      const secondKey = `${r.keyId} ${r.second}`;
      const monthKey = `${r.keyId} ${r.month}`;
      const second = seconds.get(secondKey) ?? 0;
      const month = months.get(monthKey) ?? NO_USAGE;
      const { outcome, overage } = admit(r, second, month.used);
      if (outcome !== 'allowed') return { outcome, secondCount: second, used: month.used };
      seconds.set(secondKey, second + 1);
      const used = month.used + (r.counted ? 1 : 0);
      months.set(monthKey, {
        used,
        overageRequests: month.overageRequests + (overage ? 1 : 0),
        overageMicros: month.overageMicros + (overage ? r.overageMicros! : 0),
      });
      return { outcome, secondCount: second + 1, used };
    }),
  );
  return { consumptions, months };
}

const SECOND = 1_773_144_000;
/**
 * A run of alike requests: small limits, so that rates and quotas are reached within runs. Its
 * second is the one before it or the next (`nextSecond`): time only moves forward.
 */
const runArb = fc.record({
  n: fc.integer({ min: 1, max: 8 }),
  key: fc.constantFrom('a', 'b'),
  nextSecond: fc.boolean(),
  month: fc.constantFrom('2026-03', '2026-04'),
  perSecond: fc.integer({ min: 1, max: 9 }),
  counted: fc.boolean(),
  quota: fc.integer({ min: 0, max: 8 }),
  overageMicros: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }),
});
const batchesArb = fc.array(fc.array(runArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 3 });

/** Registers the contract for one store; `open` gives a fresh, empty store each time. */
export function runStoreContract(name: string, open: () => Promise<UsageStore>): void {
  const withStore = (test: (store: UsageStore) => Promise<void>) => async () => {
    const store = await open();
    try {
      await test(store);
    } finally {
      await store.close();
    }
  };

  describe(`usage store contract: ${name}`, () => {
    it(
      'finds a key by hash and by id, and lists keys oldest first',
      withStore(async (store) => {
        await store.addKey(keyRecord('k_1', { name: 'first', createdAt: '2026-03-01T00:00:00.000Z' }));
        await store.addKey(keyRecord('k_2', { plan: 'MEGA', createdAt: '2026-03-02T00:00:00.000Z' }));
        expect(await store.keyByHash(keyRecord('k_1').hash)).toEqual(keyRecord('k_1', { name: 'first' }));
        expect(await store.keyById('k_2')).toEqual(keyRecord('k_2', { plan: 'MEGA', createdAt: '2026-03-02T00:00:00.000Z' }));
        expect(await store.keyByHash('0'.repeat(64))).toBeUndefined();
        expect(await store.keyById('k_none')).toBeUndefined();
        expect((await store.listKeys()).map((k) => k.id)).toEqual(['k_1', 'k_2']);
      }),
    );

    it(
      'refuses a second key with an id already taken',
      withStore(async (store) => {
        await store.addKey(keyRecord('k_1'));
        await expect(store.addKey(keyRecord('k_1', { hash: 'f'.repeat(64) }))).rejects.toThrow();
      }),
    );

    it(
      'moves a key to another plan and revokes it once, keeping the first revocation time',
      withStore(async (store) => {
        await store.addKey(keyRecord('k_1'));
        expect(await store.setPlan('k_1', 'ULTRA')).toBe(true);
        expect(await store.revoke('k_1', '2026-03-05T00:00:00.000Z')).toBe(true);
        expect(await store.revoke('k_1', '2026-03-06T00:00:00.000Z')).toBe(true);
        expect(await store.keyByHash(keyRecord('k_1').hash)).toMatchObject({ plan: 'ULTRA', revokedAt: '2026-03-05T00:00:00.000Z' });
        expect(await store.setPlan('k_none', 'PRO')).toBe(false);
        expect(await store.revoke('k_none', '2026-03-05T00:00:00.000Z')).toBe(false);
      }),
    );

    describe.each([1, 20, 1000])('a limit of %i requests per second', (perSecond) => {
      it(
        'allows exactly that many in one second, then refuses, and allows again the next second',
        withStore(async (store) => {
          const request = consumeRequest('k_1', planOf(perSecond, 1_000_000, 3000), true, T0 + 250);
          const outcomes = await consumeMany(store, request, perSecond + 1);
          expect(tally(outcomes)).toEqual({ allowed: perSecond, rate_limited: 1 });
          expect(outcomes.at(-1)).toBe('rate_limited');
          const later = await store.consume(consumeRequest('k_1', planOf(perSecond, 1_000_000, 3000), true, T0 + 1000));
          expect(later).toEqual({ outcome: 'allowed', secondCount: 1, used: perSecond + 1 });
        }),
      );

      it(
        'holds the limit when the requests arrive all at once',
        withStore(async (store) => {
          const request = consumeRequest('k_1', planOf(perSecond, 1_000_000, 3000), true, T0);
          const results = await Promise.all(Array.from({ length: perSecond + 5 }, () => store.consume(request)));
          expect(tally(results.map((r) => r.outcome))).toEqual({ allowed: perSecond, rate_limited: 5 });
          expect(
            results
              .filter((r) => r.outcome === 'allowed')
              .map((r) => r.secondCount)
              .sort((a, b) => a - b),
          ).toEqual(Array.from({ length: perSecond }, (_, i) => i + 1));
          expect((await store.usage('k_1', '2026-03')).used).toBe(perSecond);
        }),
      );
    });

    it(
      'refuses past the monthly quota when the plan has no overage price, and counts nothing for it',
      withStore(async (store) => {
        const plan = planOf(1000, 3, null);
        const outcomes = await consumeMany(store, consumeRequest('k_1', plan, true, T0), 5);
        expect(outcomes).toEqual(['allowed', 'allowed', 'allowed', 'quota_exhausted', 'quota_exhausted']);
        expect(await store.usage('k_1', '2026-03')).toEqual({ used: 3, overageRequests: 0, overageMicros: 0 });
      }),
    );

    it(
      'starts the count afresh at the first instant of the next UTC month',
      withStore(async (store) => {
        const plan = planOf(1000, 2, null);
        const lastInstant = Date.UTC(2026, 0, 31, 23, 59, 59, 999);
        expect(await consumeMany(store, consumeRequest('k_1', plan, true, lastInstant), 3)).toEqual(['allowed', 'allowed', 'quota_exhausted']);
        const next = await store.consume(consumeRequest('k_1', plan, true, Date.UTC(2026, 1, 1)));
        expect(next).toEqual({ outcome: 'allowed', secondCount: 1, used: 1 });
        expect((await store.usage('k_1', '2026-01')).used).toBe(2);
        expect((await store.usage('k_1', '2026-02')).used).toBe(1);
      }),
    );

    it(
      'serves past the quota of a paid plan and meters each request above it at the plan price',
      withStore(async (store) => {
        // 0.0050 USD = 5000 micro-dollars; 3 requests over the quota cost 0.015 USD.
        const outcomes = await consumeMany(store, consumeRequest('k_1', planOf(1000, 2, 5000), true, T0), 5);
        expect(outcomes).toEqual(Array(5).fill('allowed'));
        expect(await store.usage('k_1', '2026-03')).toEqual({ used: 5, overageRequests: 3, overageMicros: 15_000 });
      }),
    );

    it(
      'meters each overage request at the price of the plan it was made on',
      withStore(async (store) => {
        await consumeMany(store, consumeRequest('k_1', planOf(1000, 1, 5000), true, T0), 3);
        await consumeMany(store, consumeRequest('k_1', planOf(1000, 1, 4000), true, T0 + 1000), 2);
        expect(await store.usage('k_1', '2026-03')).toEqual({ used: 5, overageRequests: 4, overageMicros: 2 * 5000 + 2 * 4000 });
      }),
    );

    it(
      'counts an overage from the first request when the quota is 0 and refuses it without a price',
      withStore(async (store) => {
        expect((await store.consume(consumeRequest('k_paid', planOf(10, 0, 3000), true, T0))).outcome).toBe('allowed');
        expect(await store.usage('k_paid', '2026-03')).toEqual({ used: 1, overageRequests: 1, overageMicros: 3000 });
        expect((await store.consume(consumeRequest('k_free', planOf(10, 0, null), true, T0))).outcome).toBe('quota_exhausted');
        expect((await store.usage('k_free', '2026-03')).used).toBe(0);
      }),
    );

    it(
      'lets uncounted requests use the second but never the month, even at a spent quota',
      withStore(async (store) => {
        const plan = planOf(3, 0, null);
        const outcomes = await consumeMany(store, consumeRequest('k_1', plan, false, T0), 4);
        expect(outcomes).toEqual(['allowed', 'allowed', 'allowed', 'rate_limited']);
        expect((await store.usage('k_1', '2026-03')).used).toBe(0);
      }),
    );

    it(
      'does not count a refused request in its second or its month',
      withStore(async (store) => {
        const plan = planOf(2, 1, null);
        expect((await store.consume(consumeRequest('k_1', plan, true, T0))).outcome).toBe('allowed');
        expect((await store.consume(consumeRequest('k_1', plan, true, T0))).outcome).toBe('quota_exhausted');
        expect(await store.consume(consumeRequest('k_1', plan, false, T0))).toEqual({ outcome: 'allowed', secondCount: 2, used: 1 });
        expect((await store.consume(consumeRequest('k_1', plan, true, T0))).outcome).toBe('rate_limited');
        expect((await store.usage('k_1', '2026-03')).used).toBe(1);
      }),
    );

    it(
      'keeps the counts of different keys apart',
      withStore(async (store) => {
        const plan = planOf(1, 1000, 3000);
        expect((await store.consume(consumeRequest('k_1', plan, true, T0))).outcome).toBe('allowed');
        expect((await store.consume(consumeRequest('k_2', plan, true, T0))).outcome).toBe('allowed');
        expect((await store.consume(consumeRequest('k_1', plan, true, T0))).outcome).toBe('rate_limited');
        expect(await store.usage('k_2', '2026-03')).toEqual({ used: 1, overageRequests: 0, overageMicros: 0 });
        expect(await store.usage('k_3', '2026-03')).toEqual({ used: 0, overageRequests: 0, overageMicros: 0 });
      }),
    );

    it(
      'takes back a counted request, with its overage charge, but not its use of the second',
      withStore(async (store) => {
        const request = consumeRequest('k_1', planOf(3, 1, 5000), true, T0);
        await consumeMany(store, request, 2);
        expect(await store.usage('k_1', '2026-03')).toEqual({ used: 2, overageRequests: 1, overageMicros: 5000 });
        await store.refund(request, true);
        expect(await store.usage('k_1', '2026-03')).toEqual({ used: 1, overageRequests: 0, overageMicros: 0 });
        await store.refund(request, false);
        expect(await store.usage('k_1', '2026-03')).toEqual({ used: 0, overageRequests: 0, overageMicros: 0 });
        // The second still holds both: one more is allowed, then the limit of 3 is reached.
        expect(await store.consume(request)).toEqual({ outcome: 'allowed', secondCount: 3, used: 1 });
        expect((await store.consume(request)).outcome).toBe('rate_limited');
        // An uncounted request has nothing to take back.
        await store.refund(consumeRequest('k_1', planOf(3, 1, 5000), false, T0), false);
        expect((await store.usage('k_1', '2026-03')).used).toBe(1);
      }),
    );

    it(
      "counts a turn's requests as the per-request rule does: batches mixing keys, runs of alike requests, limits and quotas reached within a turn, overage, and uncounted requests",
      { timeout: 120_000 },
      withStore(async (store) => {
        let run = 0;
        await fc.assert(
          fc.asyncProperty(batchesArb, async (runs) => {
            // Fresh keys per case, in the one store.
            const id = `k_${++run}`;
            let second = SECOND;
            const batches = runs.map((batch) =>
              batch.flatMap(({ n, key, nextSecond, ...rest }) => {
                if (nextSecond) second++;
                return Array.from({ length: n }, (): ConsumeRequest => ({ keyId: `${id}${key}`, second, ...rest }));
              }),
            );
            const expected = byTheRule(batches);
            const got: Consumption[][] = [];
            // Each batch asked in one turn: a store may count a turn's requests together (SQLite in one transaction, Redis in one script a key).
            for (const batch of batches) got.push(await Promise.all(batch.map((r) => store.consume(r))));
            expect(got).toEqual(expected.consumptions);
            for (const [monthKey, usage] of expected.months) {
              const [keyId, month] = monthKey.split(' ') as [string, string];
              expect(await store.usage(keyId, month)).toEqual(usage);
            }
          }),
          { numRuns: 200 },
        );
      }),
    );

    it('answers ping while open and refuses it once closed', async () => {
      const store = await open();
      await expect(store.ping()).resolves.toBeUndefined();
      await store.close();
      await expect(store.ping()).rejects.toThrow();
    });
  });
}
