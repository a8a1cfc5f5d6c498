/**
 * @module
 * One environment variable of the configuration: what its text must be (a zod schema over the
 * trimmed text), its default, what it means and which commands read it. The start-up checks
 * and the docs' configuration tables are both made from these records (variables.ts).
 */
import { z } from 'zod';

/** The commands that read the configuration. */
export type Command =
  'npm run build' | 'npm start' | 'npm run keys' | 'npm run docs' | 'npm run package' | 'npm run refresh' | 'npm run release' | 'npm run changes';

/** Where a variable is documented: the README's table, docs/deploy.md's server limits, docs/plans.md's access plans. */
export type Group = 'site' | 'limits' | 'plans';

export interface Variable<T> {
  /** What the trimmed text must be, and the value it gives; unset or empty gives `default`. */
  value: z.ZodType<T, string>;
  default: T;
  /** The default as the docs give it, e.g. "`4321`" or "one per core". */
  shownDefault: string;
  /** What is accepted, completing "must be …" (a problem's line and the docs' Accepted column). */
  accepted: string;
  description: string;
  readBy: readonly Command[];
  group: Group;
  /** The value as a problem's line may show it (a password in a URL hidden). */
  shown?: (text: string) => string;
}

/** A variable of the configuration (the identity, typed: `default` and `value` agree). */
export const variable = <T>(v: Variable<T>): Variable<T> => v;

/** A whole number from `min` to `max`: digits only (no `1e3`, `1.5` or `0x10`). */
export function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER): { value: z.ZodType<number, string>; accepted: string } {
  return {
    value: z
      .string()
      .regex(/^-?\d+$/)
      .transform(Number)
      .pipe(z.number().int().min(min).max(max)),
    accepted: max === Number.MAX_SAFE_INTEGER ? `a whole number of at least ${min}` : `a whole number from ${min} to ${max}`,
  };
}

/** The schema of a variable as the environment gives it: unset, or text to trim and read. */
export function variableSchema<T>(v: Variable<T>): z.ZodType<T, string | undefined> {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T => {
      const text = raw?.trim() ?? '';
      if (text === '') return v.default;
      const read = v.value.safeParse(text);
      if (read.success) return read.data;
      ctx.addIssue({ code: 'custom', message: `must be ${v.accepted}` });
      return z.NEVER;
    });
}
