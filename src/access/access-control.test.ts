import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../stores/memory.ts';
import { CLIENT_GONE, createAccessControl, isGrant, settlement, type Answered, type Grant } from './access-control.ts';
import { hashKey, newKey } from './keys.ts';
import { parsePlans } from './plans.ts';
import { KeysChangedError, type UsageStore } from './store.ts';

const plans = parsePlans(
  {
    plans: {
      BASIC: { monthlyPriceUsd: '0', requestsPerSecond: 1, monthlyQuota: 3, overagePerRequestUsd: null },
      PRO: { monthlyPriceUsd: '9', requestsPerSecond: 5, monthlyQuota: 2, overagePerRequestUsd: '0.0050' },
      MEGA: { monthlyPriceUsd: '99', requestsPerSecond: 1000, monthlyQuota: 500000, overagePerRequestUsd: '0.0030' },
    },
    openPaths: ['/api/health'],
    uncountedPaths: ['/api/rest/v1/all', '/api/usage'],
  },
  'test plans',
);

const requestOf = (request: Request) => ({ method: request.method, header: (name: string) => request.headers.get(name) ?? undefined });

/** An access control over a memory store with one key per plan, and a clock the test moves. */
async function setup(store: UsageStore = createMemoryStore()) {
  const clock = { now: Date.UTC(2026, 0, 31, 23, 59, 58, 100) };
  const keys: Record<string, string> = {};
  for (const plan of ['BASIC', 'PRO', 'MEGA', 'GONE']) {
    keys[plan] = newKey();
    await store.addKey({
      id: `k_${plan}`,
      hash: await hashKey(keys[plan]),
      prefix: 'cr_xxxx',
      name: null,
      plan,
      createdAt: '2026-01-01T00:00:00Z',
      revokedAt: null,
    });
  }
  const access = createAccessControl({ plans, store, now: () => clock.now });
  const check = (path: string, key?: string, headers: Record<string, string> = {}) =>
    access.check(requestOf(new Request(`http://x${path}`, { headers: key ? { 'X-API-Key': key, ...headers } : headers })), path);
  /** The settling of the request a check let through. */
  const settle = (verdict: Answered | Grant) => settlement(grantOf(verdict), access);
  return { access, store, clock, keys, check, settle };
}

const statusOf = (verdict: Answered | Grant) => ('refused' in verdict ? verdict.refused.status : 200);
const grantOf = (verdict: Answered | Grant): Grant => {
  if (!isGrant(verdict)) throw new Error(`answered with ${statusOf(verdict)}`);
  return verdict;
};
/** A refusal's status, message and headers; throws for any other verdict. */
const refusalOf = (verdict: Answered | Grant) => {
  if (!('refused' in verdict)) throw new Error('not refused');
  return { ...verdict.refused, headers: verdict.headers };
};

describe('who gets in', () => {
  it('lets an open path through without a key and without limit headers', async () => {
    const { check } = await setup();
    expect(await check('/api/health.json')).toEqual({ headers: {}, unbilledHeaders: {}, cacheControl: undefined });
  });

  it.each([
    ['no key', undefined, /needs a key/],
    ['a malformed key', 'secret', /not valid/],
    ['a well-formed unknown key', `cr_${'x'.repeat(43)}`, /not valid/],
  ])('answers %s with the 401 error body', async (_, key, message) => {
    const { check } = await setup();
    const res = refusalOf(await check('/api/stats', key));
    expect(res.status).toBe(401);
    expect(res.headers['WWW-Authenticate']).toMatch(/^Bearer/);
    expect(res.message).toMatch(message);
  });

  it('refuses a revoked key with 401, and counts nothing for it', async () => {
    const { check, store, keys } = await setup();
    await store.revoke('k_PRO', '2026-01-15T00:00:00Z');
    const res = refusalOf(await check('/api/stats', keys.PRO));
    expect(res.status).toBe(401);
    expect(res.message).toMatch(/revoked/);
    expect((await store.usage('k_PRO', '2026-01')).used).toBe(0);
  });

  it('accepts the key as Authorization: Bearer too', async () => {
    const { access, keys } = await setup();
    const verdict = await access.check(requestOf(new Request('http://x/api/stats', { headers: { Authorization: `Bearer ${keys.MEGA}` } })), '/api/stats');
    expect(statusOf(verdict)).toBe(200);
  });

  it('answers 403 for a key whose plan is no longer in the table', async () => {
    const { check, keys } = await setup();
    const res = refusalOf(await check('/api/stats', keys.GONE));
    expect(res.status).toBe(403);
    expect(res.message).toContain('BASIC, PRO, MEGA');
  });
});

describe('limits', () => {
  it('gives a MEGA key exactly 1000 requests in one second; the 1001st is a 429 with Retry-After', async () => {
    const { check, keys } = await setup();
    const statuses = [];
    for (let i = 0; i < 1001; i++) statuses.push(statusOf(await check('/api/stats', keys.MEGA)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1000);
    expect(statuses.at(-1)).toBe(429);
    const refused = refusalOf(await check('/api/stats', keys.MEGA));
    expect(refused.headers['Retry-After']).toBe('1');
    expect(refused.headers['RateLimit']).toMatch(/^"second";r=0;t=1, "month";r=499000;/);
    expect(refused.headers['RateLimit-Policy']).toBe('"second";q=1000;w=1, "month";q=500000;w=2592000');
  });

  it('refuses BASIC over its quota until the month turns, then serves it again', async () => {
    const { check, keys, clock } = await setup();
    clock.now = Date.UTC(2026, 0, 31, 23, 59, 50);
    for (let i = 0; i < 3; i++) {
      clock.now += 1000;
      expect(statusOf(await check('/api/stats', keys.BASIC))).toBe(200);
    }
    clock.now = Date.UTC(2026, 0, 31, 23, 59, 59, 999);
    const refused = refusalOf(await check('/api/stats', keys.BASIC));
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/quota.*spent.*2026-02-01T00:00:00Z/);
    expect(refused.headers['Retry-After']).toBe('1');
    clock.now = Date.UTC(2026, 1, 1);
    expect(statusOf(await check('/api/stats', keys.BASIC))).toBe(200);
  });

  it('serves a paid plan past its quota and reports the overage and its cost at /api/usage', async () => {
    const { check, keys, clock } = await setup();
    clock.now = Date.UTC(2026, 2, 10, 12);
    for (let i = 0; i < 4; i++) expect(statusOf(await check('/api/stats', keys.PRO))).toBe(200);
    const res = await check('/api/usage', keys.PRO);
    if (!('usage' in res)) throw new Error('no usage document');
    expect(res.headers['RateLimit']).toMatch(/"month";r=0;/);
    expect(res.usage).toEqual({
      plan: 'PRO',
      period: { start: '2026-03-01T00:00:00Z', end: '2026-04-01T00:00:00Z' },
      used: 4,
      quota: 2,
      remaining: 0,
      overage: { requests: 2, costUsd: '0.01', pricePerRequestUsd: '0.005' },
    });
  });

  it('never counts an uncounted path against the month, but holds it to the rate limit', async () => {
    const { check, keys, store } = await setup();
    expect(statusOf(await check('/api/rest/v1/all.csv', keys.BASIC))).toBe(200);
    expect(statusOf(await check('/api/rest/v1/all', keys.BASIC))).toBe(429);
    expect((await store.usage('k_BASIC', '2026-01')).used).toBe(0);
  });

  it('adds the limit headers and a private, revalidated caching to an allowed answer', async () => {
    const { check, keys } = await setup();
    const grant = grantOf(await check('/api/stats', keys.PRO));
    expect(grant.headers).toEqual({
      'RateLimit-Policy': '"second";q=5;w=1, "month";q=2;w=2592000',
      RateLimit: '"second";r=4;t=1, "month";r=1;t=2',
    });
    expect(grant.cacheControl).toBe('private, no-cache');
  });
});

describe('what is billed (docs/plans.md: every 2xx and 3xx answer, no error)', () => {
  it.each([200, 204, 300, 301, 304])('keeps the count of an answer with status %i', async (status) => {
    const { check, keys, store, settle } = await setup();
    await settle(await check('/api/stats', keys.MEGA))(status);
    expect((await store.usage('k_MEGA', '2026-01')).used).toBe(1);
  });

  it.each([400, 404, 405, 414, 417, 500, 503, CLIENT_GONE])('gives the count of an answer with status %i back', async (status) => {
    const { check, keys, store, settle } = await setup();
    await settle(await check('/api/stats', keys.MEGA))(status);
    expect((await store.usage('k_MEGA', '2026-01')).used).toBe(0);
  });

  it('gives an overage charge back with its count, once, when a served answer could not be sent after all', async () => {
    const { check, keys, store, settle } = await setup();
    for (let i = 0; i < 2; i++) await settle(await check('/api/stats', keys.PRO))(200);
    const once = settle(await check('/api/stats', keys.PRO));
    await once(200);
    expect(await store.usage('k_PRO', '2026-01')).toEqual({ used: 3, overageRequests: 1, overageMicros: 5000 });
    await once(CLIENT_GONE);
    await once(CLIENT_GONE);
    expect(await store.usage('k_PRO', '2026-01')).toEqual({ used: 2, overageRequests: 0, overageMicros: 0 });
  });

  it('frees the quota of a refunded request: BASIC at its last request gets it again after an error', async () => {
    const { check, keys, store, clock, settle } = await setup();
    clock.now = Date.UTC(2026, 2, 10, 12);
    const next = async () => {
      clock.now += 1000;
      return check('/api/stats', keys.BASIC);
    };
    for (let i = 0; i < 2; i++) await settle(await next())(200);
    await settle(await next())(404);
    await settle(await next())(200);
    expect(statusOf(await next())).toBe(429);
    expect((await store.usage('k_BASIC', '2026-03')).used).toBe(3);
  });

  it('has nothing to give back for an uncounted path', async () => {
    const { check, keys, store, settle } = await setup();
    await settle(await check('/api/rest/v1/all', keys.MEGA))(404);
    expect((await store.usage('k_MEGA', '2026-01')).used).toBe(0);
  });
});

describe('a failing store', () => {
  const failing = (): UsageStore => {
    const store = createMemoryStore();
    const down = async () => {
      throw new Error('connection refused');
    };
    return { ...store, consume: down, ping: down };
  };

  it('answers 503 with the error body instead of letting the request through uncounted', async () => {
    const { check, keys, access } = await setup(failing());
    const res = refusalOf(await check('/api/stats', keys.PRO));
    expect(res.status).toBe(503);
    expect(res.message).toMatch(/usage store is unavailable/);
    expect(await access.storeState()).toBe('down');
  });
});

describe('keys changed by another process between reading a key and counting it', () => {
  /** A memory store whose first `moves` counts are refused with KeysChangedError, the key revoked at the first. */
  const moving = (moves: number) => {
    const store = createMemoryStore();
    let left = moves;
    const reads: string[] = [];
    const moved: UsageStore = {
      ...store,
      keyByHash: async (hash) => {
        const record = await store.keyByHash(hash);
        if (record) reads.push(record.id);
        return record;
      },
      consume: async (request, key) => {
        if (left-- <= 0) return store.consume(request, key);
        if (request.keyId === 'k_PRO') await store.revoke('k_PRO', '2026-01-20T00:00:00Z');
        else await store.setPlan(request.keyId, 'MEGA');
        throw new KeysChangedError();
      },
    };
    return { store: moved, reads };
  };

  it('reads the key again and judges the request by it: revoked, a 401 with nothing counted', async () => {
    const { store, reads } = moving(1);
    const { check, keys } = await setup(store);
    expect(statusOf(await check('/api/stats', keys.PRO))).toBe(401);
    expect(reads).toEqual(['k_PRO', 'k_PRO']);
    expect((await store.usage('k_PRO', '2026-01')).used).toBe(0);
  });

  it('reads the key again and counts the request on its new plan', async () => {
    const { store, reads } = moving(1);
    const { check, keys } = await setup(store);
    const grant = grantOf(await check('/api/stats', keys.BASIC));
    expect(grant.headers['RateLimit-Policy']).toMatch(/"second";q=1000;/);
    expect(reads).toEqual(['k_BASIC', 'k_BASIC']);
    expect((await store.usage('k_BASIC', '2026-01')).used).toBe(1);
  });

  it('answers 503 when the keys change again before the second count', async () => {
    const { store, reads } = moving(2);
    const { check, keys } = await setup(store);
    const res = refusalOf(await check('/api/stats', keys.BASIC));
    expect(res.status).toBe(503);
    expect(reads).toEqual(['k_BASIC', 'k_BASIC']);
    expect((await store.usage('k_BASIC', '2026-01')).used).toBe(0);
  });
});
