/**
 * @module
 * The IETF rate-limit headers (draft-ietf-httpapi-ratelimit-headers, structured-field form),
 * for both windows of a plan, computed from the consumption and `now` only; the server sets
 * them in one place. `w` of the monthly policy is a nominal 30 days (2,592,000 s): a calendar
 * month has no fixed length, and `t` of `RateLimit` gives the true seconds to its reset.
 */
import type { PlanRule } from './plans.ts';
import type { Consumption } from './store.ts';
import { secondsUntil, windowsAt } from './windows.ts';

export const MONTH_WINDOW_SECONDS = 30 * 24 * 60 * 60;

const policies = new WeakMap<PlanRule, string>();

/** `RateLimit-Policy` of a plan: the same for every response of its keys (made once per plan). */
export function rateLimitPolicy(plan: PlanRule): string {
  let policy = policies.get(plan);
  if (policy === undefined) {
    policy = `"second";q=${plan.requestsPerSecond};w=1, "month";q=${plan.monthlyQuota};w=${MONTH_WINDOW_SECONDS}`;
    policies.set(plan, policy);
  }
  return policy;
}

/**
 * `RateLimit-Policy` and `RateLimit` after a request. Remaining counts never go below zero: a
 * paid plan over its quota shows `r=0` for the month while still being served.
 */
export function rateLimitHeaders(plan: PlanRule, consumption: Consumption, now: number): Record<string, string> {
  const w = windowsAt(now);
  const second = Math.max(0, plan.requestsPerSecond - consumption.secondCount);
  const month = Math.max(0, plan.monthlyQuota - consumption.used);
  return {
    'RateLimit-Policy': rateLimitPolicy(plan),
    RateLimit: `"second";r=${second};t=${secondsUntil(w.secondEnd, now)}, "month";r=${month};t=${secondsUntil(w.monthEnd, now)}`,
  };
}
