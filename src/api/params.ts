/**
 * @module
 * Query parameters: the zod building blocks every route uses, and the one place where a
 * zod issue becomes the API's 400 (naming the parameter and the values it accepts).
 */
import { z } from 'zod';
import { badParameter } from './errors.ts';
import { fold } from './text.ts';
import { FORMAT_EXTENSIONS } from '../formats/registry.ts';

/** A raw query string, one value per name (the server rejects repeated names before this). */
export type RawQuery = Readonly<Record<string, string>>;

const reject = (ctx: z.RefinementCtx, message: string, accepted?: readonly string[]) => {
  ctx.addIssue({ code: 'custom', message, params: accepted ? { accepted } : {} });
  return z.NEVER;
};

/** A non-empty string, trimmed, inner whitespace collapsed. */
export const text = () =>
  z.string().transform((value, ctx) => {
    const trimmed = value.trim().replace(/\s+/g, ' ');
    return trimmed ? trimmed : reject(ctx, 'must not be empty');
  });

/**
 * One of a list of values, matched case- and accent-insensitively; `aliases` maps other
 * spellings (folded) to an accepted value.
 */
export const choice = <T extends string>(accepted: readonly T[], aliases: ReadonlyMap<string, T> = new Map()) => {
  const byFolded = new Map<string, T>(accepted.map((v) => [fold(v), v]));
  return z.string().transform((value, ctx): T => {
    const key = fold(value);
    return byFolded.get(key) ?? aliases.get(key) ?? reject(ctx, `'${value}' is not one of the accepted values`, accepted);
  });
};

const BOOLEANS = new Map([
  ['true', true],
  ['1', true],
  ['yes', true],
  ['false', false],
  ['0', false],
  ['no', false],
]);
export const bool = () => z.string().transform((value, ctx) => BOOLEANS.get(fold(value)) ?? reject(ctx, `'${value}' is not a boolean`, ['true', 'false']));

export const integer = (min: number, max: number) =>
  z.string().transform((value, ctx) => {
    const n = Number(value.trim());
    return /^\s*\d+\s*$/.test(value) && n >= min && n <= max ? n : reject(ctx, `'${value}' must be an integer from ${min} to ${max}`);
  });

export const format = () => choice(FORMAT_EXTENSIONS).optional();

/** Parses a query with a route's schema; the first problem becomes a 400 naming its parameter. */
export function parseQuery<T>(schema: z.ZodType<T>, raw: RawQuery): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    // Schemas that check across parameters (country, countries) wrap the object in a pipe.
    let object: unknown = schema;
    while (object instanceof z.ZodPipe) object = object.in;
    const known = object instanceof z.ZodObject ? Object.keys(object.shape) : [];
    const key = issue.keys[0]!;
    throw badParameter(key, `Unknown parameter '${key}'.`, known);
  }
  const parameter = String(issue.path[0] ?? '');
  const accepted = issue.code === 'custom' ? (issue.params?.accepted as string[] | undefined) : undefined;
  if (!parameter) throw badParameter('', issue.message, accepted);
  throw badParameter(parameter, `Invalid value for '${parameter}': ${issue.message}.`, accepted);
}
