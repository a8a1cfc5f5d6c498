import { describe, expect, it } from 'vitest';
import { UsageDocument } from '../api/usage-schema.ts';
import { parseUsd } from './money.ts';
import type { PlanRule } from './plans.ts';
import { usageDocument } from './usage.ts';

const PRO: PlanRule = { name: 'PRO', requestsPerSecond: 1, monthlyQuota: 25_000, overageMicros: parseUsd('0.0050'), monthlyPriceMicros: 9_000_000 };
const BASIC: PlanRule = { name: 'BASIC', requestsPerSecond: 1, monthlyQuota: 1000, overageMicros: null, monthlyPriceMicros: 0 };
const NOW = Date.UTC(2026, 1, 14, 9, 30);

describe('usageDocument', () => {
  it('gives the plan, the UTC month as the period and what remains of the quota', () => {
    expect(usageDocument(BASIC, { used: 250, overageRequests: 0, overageMicros: 0 }, NOW)).toEqual({
      plan: 'BASIC',
      period: { start: '2026-02-01T00:00:00Z', end: '2026-03-01T00:00:00Z' },
      used: 250,
      quota: 1000,
      remaining: 750,
      overage: { requests: 0, costUsd: '0.00', pricePerRequestUsd: null },
    });
  });

  it('prices overage exactly: 1,203 requests at 0.0050 USD are 6.015 USD, and nothing remains', () => {
    const doc = usageDocument(PRO, { used: 26_203, overageRequests: 1203, overageMicros: 1203 * 5000 }, NOW);
    expect(doc).toMatchObject({ used: 26_203, remaining: 0, overage: { requests: 1203, costUsd: '6.015', pricePerRequestUsd: '0.005' } });
  });

  it('matches the schema the OpenAPI document publishes, with and without overage', () => {
    for (const doc of [
      usageDocument(BASIC, { used: 1000, overageRequests: 0, overageMicros: 0 }, NOW),
      usageDocument(PRO, { used: 25_001, overageRequests: 1, overageMicros: 5000 }, NOW),
    ]) {
      expect(UsageDocument.safeParse(doc).error?.issues).toBeUndefined();
    }
  });
});
