import { describe, expect, it } from 'vitest';
import { rateLimitHeaders, rateLimitPolicy } from './headers.ts';
import type { PlanRule } from './plans.ts';

const ULTRA: PlanRule = { name: 'ULTRA', requestsPerSecond: 20, monthlyQuota: 100_000, overageMicros: 4000, monthlyPriceMicros: 39_000_000 };
// One day before 1 December 2026, half a second into a second.
const NOW = Date.UTC(2026, 10, 30, 0, 0, 0, 500);

describe('RateLimit-Policy', () => {
  it('names both windows in structured-field form: 20 per 1 s and 100,000 per nominal 30 days', () => {
    expect(rateLimitPolicy(ULTRA)).toBe('"second";q=20;w=1, "month";q=100000;w=2592000');
  });
});

describe('RateLimit', () => {
  it('gives what remains of each window and the seconds until each resets', () => {
    const headers = rateLimitHeaders(ULTRA, { outcome: 'allowed', secondCount: 1, used: 10 }, NOW);
    // 86,400 s minus the half second already gone, rounded up.
    expect(headers).toEqual({ 'RateLimit-Policy': rateLimitPolicy(ULTRA), RateLimit: '"second";r=19;t=1, "month";r=99990;t=86400' });
  });

  it('never shows a negative remainder: a paid plan past its quota shows r=0', () => {
    const headers = rateLimitHeaders(ULTRA, { outcome: 'allowed', secondCount: 20, used: 100_005 }, NOW);
    expect(headers.RateLimit).toBe('"second";r=0;t=1, "month";r=0;t=86400');
  });

  it('is a function of its inputs only: the same now gives the same headers', () => {
    const consumption = { outcome: 'rate_limited', secondCount: 20, used: 3 } as const;
    expect(rateLimitHeaders(ULTRA, consumption, NOW)).toEqual(rateLimitHeaders(ULTRA, consumption, NOW));
    expect(rateLimitHeaders(ULTRA, consumption, NOW + 3_600_000).RateLimit).toContain('t=82800');
  });
});
