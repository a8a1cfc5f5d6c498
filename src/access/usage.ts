/**
 * @module
 * The body of `GET /api/usage`: the key's plan, the current month, and what it has used and
 * owes, the cost computed as overage micro-dollars formatted exactly.
 */
import type { UsageDocument } from '../api/usage-schema.ts';
import { formatUsd } from './money.ts';
import type { PlanRule } from './plans.ts';
import type { MonthUsage } from './store.ts';
import { windowsAt } from './windows.ts';

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

export function usageDocument(plan: PlanRule, usage: MonthUsage, now: number): UsageDocument {
  const w = windowsAt(now);
  return {
    plan: plan.name,
    period: { start: iso(w.monthStart), end: iso(w.monthEnd) },
    used: usage.used,
    quota: plan.monthlyQuota,
    remaining: Math.max(0, plan.monthlyQuota - usage.used),
    overage: {
      requests: usage.overageRequests,
      costUsd: formatUsd(usage.overageMicros),
      pricePerRequestUsd: plan.overageMicros === null ? null : formatUsd(plan.overageMicros),
    },
  };
}
