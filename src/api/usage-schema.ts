/**
 * @module
 * The body of `GET /api/usage` (answered by the project's server when access plans are on):
 * the schema is part of the API's contract, so it lives here and the OpenAPI document shows it.
 */
import { z } from 'zod';

const Usd = z
  .string()
  .regex(/^\d+\.\d{2,}$/)
  .describe('US dollars as an exact decimal string, e.g. "0.005" or "6.015".');

export const UsageDocument = z.object({
  plan: z.string().describe("The key's plan: BASIC, PRO, ULTRA or MEGA (data/plans.json)."),
  period: z
    .object({ start: z.iso.datetime(), end: z.iso.datetime() })
    .describe('The current UTC calendar month: start inclusive, end exclusive (the instant the quota resets).'),
  used: z.number().int().nonnegative().describe('Requests counted this month, overage included.'),
  quota: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  overage: z.object({
    requests: z.number().int().nonnegative(),
    costUsd: Usd,
    pricePerRequestUsd: Usd.nullable().describe('null: the plan has no overage; requests over the quota are refused.'),
  }),
});
export type UsageDocument = z.infer<typeof UsageDocument>;
