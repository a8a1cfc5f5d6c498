/**
 * @module
 * The limiter's rules, without I/O: what a request may consume given the counts before it
 * (used by the memory and SQLite stores; the Redis script implements the same rule, and all
 * three pass the same contract suite), and what the server answers given the outcome.
 */
import type { PlanRule } from './plans.ts';
import type { ConsumeRequest, Consumption, Outcome } from './store.ts';
import { secondsUntil, windowsAt } from './windows.ts';

/** The consume request for one key, plan, path and instant. */
export function consumeRequest(keyId: string, plan: PlanRule, counted: boolean, now: number): ConsumeRequest {
  const { second, month } = windowsAt(now);
  return { keyId, second, month, perSecond: plan.requestsPerSecond, counted, quota: plan.monthlyQuota, overageMicros: plan.overageMicros };
}

/** The rule every store applies atomically, from the counts before the request. */
export function admit(request: ConsumeRequest, secondCount: number, used: number): { outcome: Outcome; overage: boolean } {
  if (secondCount >= request.perSecond) return { outcome: 'rate_limited', overage: false };
  const over = request.counted && used >= request.quota;
  if (over && request.overageMicros === null) return { outcome: 'quota_exhausted', overage: false };
  return { outcome: 'allowed', overage: over };
}

/**
 * Which answers count against the month (docs/plans.md, what is counted): those that give the
 * client what it asked for or where to find it, every 2xx and 3xx (a 304 too: the client's copy
 * was confirmed). Errors, 4xx and 5xx alike, are never billed; they still use the second.
 */
export const isBilled = (status: number): boolean => status >= 200 && status < 400;

/** Whether an allowed, counted request was metered as overage (its count went past the quota on a paid plan). */
export const isOverage = (request: ConsumeRequest, consumption: Consumption): boolean =>
  request.counted && request.overageMicros !== null && consumption.used > request.quota;

export interface Refusal {
  readonly status: 429;
  readonly message: string;
  readonly retryAfter: number;
}

/** The 429 for a refused consumption; undefined when it was allowed. */
export function refusal(plan: PlanRule, consumption: Consumption, now: number): Refusal | undefined {
  const w = windowsAt(now);
  if (consumption.outcome === 'rate_limited') {
    const retryAfter = secondsUntil(w.secondEnd, now);
    const per = plan.requestsPerSecond === 1 ? '1 request' : `${plan.requestsPerSecond} requests`;
    return { status: 429, retryAfter, message: `Rate limit of plan ${plan.name} reached: ${per} per second. Retry in ${retryAfter} s.` };
  }
  if (consumption.outcome === 'quota_exhausted') {
    const resets = new Date(w.monthEnd).toISOString().replace('.000Z', 'Z');
    return {
      status: 429,
      retryAfter: secondsUntil(w.monthEnd, now),
      message: `The monthly quota of plan ${plan.name} (${plan.monthlyQuota} requests) is spent for ${w.month}; it resets at ${resets}. A paid plan serves requests above its quota.`,
    };
  }
  return undefined;
}
