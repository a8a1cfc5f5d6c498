import { describe, expect, it } from 'vitest';
import { admit, consumeRequest, refusal } from './limiter.ts';
import type { PlanRule } from './plans.ts';

const plan = (requestsPerSecond: number, monthlyQuota: number, overageMicros: number | null, name = 'P'): PlanRule => ({
  name,
  requestsPerSecond,
  monthlyQuota,
  overageMicros,
  monthlyPriceMicros: 0,
});

describe('admit', () => {
  it.each([
    ['under both limits', plan(5, 10, null), true, 4, 9, 'allowed', false],
    ['at the per-second limit', plan(5, 10, null), true, 5, 0, 'rate_limited', false],
    ['at the quota, overage refused', plan(5, 10, null), true, 0, 10, 'quota_exhausted', false],
    ['at the quota, overage priced', plan(5, 10, 3000), true, 0, 10, 'allowed', true],
    ['over the quota and the second: the second wins', plan(5, 10, null), true, 5, 12, 'rate_limited', false],
    ['uncounted at a spent quota', plan(5, 10, null), false, 0, 10, 'allowed', false],
    ['a quota of 0, overage refused', plan(5, 0, null), true, 0, 0, 'quota_exhausted', false],
  ])('%s', (_, p, counted, secondCount, used, outcome, overage) => {
    expect(admit(consumeRequest('k', p, counted, 0), secondCount, used)).toEqual({ outcome, overage });
  });
});

describe('consumeRequest', () => {
  it('carries the plan limits and the windows of the instant', () => {
    expect(consumeRequest('k_1', plan(20, 100_000, 4000), true, Date.UTC(2026, 4, 31, 23, 59, 59, 999))).toEqual({
      keyId: 'k_1',
      second: Date.UTC(2026, 4, 31, 23, 59, 59) / 1000,
      month: '2026-05',
      perSecond: 20,
      counted: true,
      quota: 100_000,
      overageMicros: 4000,
    });
  });
});

describe('refusal', () => {
  const now = Date.UTC(2026, 10, 30, 12, 0, 0, 250);

  it('says nothing about an allowed request', () => {
    expect(refusal(plan(1, 1, null), { outcome: 'allowed', secondCount: 1, used: 1 }, now)).toBeUndefined();
  });

  it('asks to retry at the next second when the rate limit is reached', () => {
    const r = refusal(plan(1000, 500_000, 3000, 'MEGA'), { outcome: 'rate_limited', secondCount: 1000, used: 7 }, now);
    expect(r).toMatchObject({ status: 429, retryAfter: 1 });
    expect(r?.message).toMatch(/MEGA.*1000 requests per second/);
  });

  it('says the quota is spent and when it resets (1 December 00:00 UTC), with Retry-After until then', () => {
    const r = refusal(plan(1, 1000, null, 'BASIC'), { outcome: 'quota_exhausted', secondCount: 0, used: 1000 }, now);
    expect(r?.status).toBe(429);
    expect(r?.retryAfter).toBe(12 * 3600);
    expect(r?.message).toContain('quota');
    expect(r?.message).toContain('spent');
    expect(r?.message).toContain('2026-12-01T00:00:00Z');
  });
});
