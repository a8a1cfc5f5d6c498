/**
 * @module
 * The plan table: one zod schema is the type, the documentation and the validator of
 * `data/plans.json` (or the file `API_PLANS_FILE` names). Prices are decimal strings, parsed
 * to integer micro-dollars; path lists are compiled once.
 */
import { z } from 'zod';
import { parseUsd, USD_PATTERN } from './money.ts';
import { PATH_PATTERN, pathMatcher } from './path-patterns.ts';

const Usd = z.string().regex(USD_PATTERN, 'must be a USD amount as a string with at most six decimals, e.g. "0.0050"');
const PathPattern = z.string().regex(PATH_PATTERN, 'must be a path under /api, e.g. "/api/health" or "/api/country/*.json"');

export const Plan = z
  .strictObject({
    /** What the plan costs per month, e.g. "9". */
    monthlyPriceUsd: Usd.describe('Price per month in USD, as a decimal string ("0" for free).'),
    /** Requests allowed in one fixed one-second window. */
    requestsPerSecond: z.int().min(1).describe('Requests allowed per key in each fixed one-second window.'),
    /** Counted requests per UTC calendar month before overage (or refusal). */
    monthlyQuota: z.int().min(0).describe('Counted requests per UTC calendar month included in the price.'),
    /** Price of each counted request above the quota; null: such requests are refused. */
    overagePerRequestUsd: Usd.nullable().describe('USD per counted request above the quota; null refuses them with 429.'),
    /** Free text: where the figures come from, or why they were chosen. */
    note: z.string().optional().describe('Where the figures come from, or why they were chosen.'),
  })
  .describe('One plan of the plan table.');
export type PlanInput = z.input<typeof Plan>;

export const PlansFile = z
  .strictObject({
    $comment: z.string().optional(),
    /** Plans by name (upper case), e.g. BASIC, PRO. */
    plans: z
      .record(z.string().regex(/^[A-Z][A-Z0-9_]{0,31}$/, 'plan names are upper case, e.g. PRO'), Plan)
      .refine((plans) => Object.keys(plans).length > 0, 'at least one plan is needed')
      .describe('The plans a key can be on, by name.'),
    /** API paths answered without a key (never counted, no limit headers). */
    openPaths: z.array(PathPattern).describe('API paths that need no key: never counted, no limit headers.'),
    /** API paths that need a key and obey its per-second limit but never count against the month. */
    uncountedPaths: z.array(PathPattern).describe('API paths that need a key and obey its rate limit, but never count against the monthly quota.'),
  })
  .describe('The plan table of the access layer (docs/plans.md).');
export type PlansFile = z.infer<typeof PlansFile>;

/** A plan ready for the limiter: prices in micro-dollars. */
export interface PlanRule {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly monthlyQuota: number;
  readonly monthlyPriceMicros: number;
  /** Micro-dollars per request over the quota; null when such requests are refused. */
  readonly overageMicros: number | null;
}

export interface PlanTable {
  readonly plans: ReadonlyMap<string, PlanRule>;
  readonly names: readonly string[];
  readonly isOpen: (path: string) => boolean;
  readonly isUncounted: (path: string) => boolean;
}

/** Validates a parsed plan file; every problem is listed, each prefixed with its path in the file. */
export function parsePlans(json: unknown, source: string): PlanTable {
  const result = PlansFile.safeParse(json);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`);
    throw new Error(`${source} is not a valid plan file:\n${lines.join('\n')}`);
  }
  const file = result.data;
  const plans = new Map<string, PlanRule>();
  for (const [name, plan] of Object.entries(file.plans)) {
    plans.set(name, {
      name,
      requestsPerSecond: plan.requestsPerSecond,
      monthlyQuota: plan.monthlyQuota,
      monthlyPriceMicros: parseUsd(plan.monthlyPriceUsd),
      overageMicros: plan.overagePerRequestUsd === null ? null : parseUsd(plan.overagePerRequestUsd),
    });
  }
  return { plans, names: [...plans.keys()], isOpen: pathMatcher(file.openPaths), isUncounted: pathMatcher(file.uncountedPaths) };
}
