/**
 * @module
 * Query parameters: the zod building blocks every route uses, what they say of their values
 * (for the API reference and the OpenAPI document), and the one place where a zod issue
 * becomes the API's 400 (naming the parameter and the values it accepts).
 */
import { z } from 'zod';
import { badParameter } from './errors.ts';
import { fold } from '../lib/text-fold.ts';
import { nameKey } from '../lib/slug.ts';
import { DOCUMENT_FORMATS, type FormatExtension } from '../formats/extensions.ts';

/** A raw query string, one value per name (the server rejects repeated names before this). */
export type RawQuery = Readonly<Record<string, string>>;

/** Form-decoding of one part of a query string; undefined when it is not valid percent-encoded UTF-8. */
function decodePart(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * A query string (`?a=1&b=2`) as one value per name. A repeated name is ambiguous, and a value
 * that is not valid percent-encoded UTF-8 (`%FF`, `%A`) cannot be read: both are the 400 of
 * their parameter, rather than a question about text the client never sent. The parameters in
 * `lists` are comma-separated lists, so a repeated one adds to its list (`fields=name&fields=flags`).
 */
export function rawQueryOf(search: string, lists: readonly string[] = []): RawQuery {
  // No prototype: on a plain object `raw['__proto__'] = v` sets nothing, so that parameter
  // would slip past the unknown and repeated checks.
  const raw = Object.create(null) as Record<string, string>;
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const rawName = at < 0 ? pair : pair.slice(0, at);
    const name = decodePart(rawName);
    if (name === undefined) throw badParameter(rawName, `The parameter name '${rawName}' is not valid percent-encoded UTF-8.`);
    const value = decodePart(at < 0 ? '' : pair.slice(at + 1));
    if (value === undefined)
      throw badParameter(name, `The value of '${name}' is not valid percent-encoded UTF-8 (each % takes two hexadecimal digits, and the bytes must be UTF-8).`);
    if (Object.hasOwn(raw, name)) {
      if (!lists.includes(name)) throw badParameter(name, `Parameter '${name}' is given more than once.`);
      raw[name] = [raw[name], value].filter((part) => part !== '').join(',');
    } else raw[name] = value;
  }
  return raw;
}

/** What a parameter's values are, as the building blocks record it in their zod metadata. */
export interface ParameterValues {
  readonly type: 'string' | 'integer' | 'boolean';
  /** The values accepted (an enumeration), when they can be listed. */
  readonly accepted?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  /** A list of `accepted` values joined by this separator (`fields=name,flags`). */
  readonly separator?: string;
}
export const withValues = <S extends z.ZodType>(schema: S, values: ParameterValues): S => schema.meta({ values });

const reject = (ctx: z.RefinementCtx, message: string, accepted?: readonly string[]) => {
  ctx.addIssue({ code: 'custom', message, params: accepted ? { accepted } : {} });
  return z.NEVER;
};

/** A non-empty string, trimmed, inner whitespace collapsed. */
export const text = () =>
  withValues(
    z.string().transform((value, ctx) => {
      const trimmed = value.trim().replace(/\s+/g, ' ');
      return trimmed ? trimmed : reject(ctx, 'must not be empty');
    }),
    { type: 'string' },
  );

/**
 * One of a list of values, matched as names are (case, accents, spacing and punctuation aside:
 * `western europe` and the file name's `western-europe` are `Western Europe`); `aliases` maps
 * other spellings (by their name key) to an accepted value.
 */
export const choice = <T extends string>(accepted: readonly T[], aliases: ReadonlyMap<string, T> = new Map()) => {
  const byKey = new Map<string, T>(accepted.map((v) => [nameKey(v), v]));
  const schema = z.string().transform((value, ctx): T => {
    const key = nameKey(value);
    return byKey.get(key) ?? aliases.get(key) ?? reject(ctx, `'${value}' is not one of the accepted values`, accepted);
  });
  return withValues(schema, { type: 'string', accepted });
};

const BOOLEANS = new Map([
  ['true', true],
  ['1', true],
  ['yes', true],
  ['false', false],
  ['0', false],
  ['no', false],
]);
const parseBool = (value: string, ctx: z.RefinementCtx): boolean => BOOLEANS.get(fold(value)) ?? reject(ctx, `'${value}' is not a boolean`, ['true', 'false']);

/** `true`, `false` (also `1`/`0`, `yes`/`no`). */
export const bool = () => withValues(z.string().transform(parseBool), { type: 'boolean' });

/** A boolean whose empty value (`fullText=`) is no value, as REST Countries read it, rather than a 400. */
export const boolOrEmpty = () =>
  withValues(
    z.string().transform((value, ctx) => (value.trim() === '' ? undefined : parseBool(value, ctx))),
    { type: 'boolean' },
  );

export const integer = (min: number, max: number) =>
  withValues(
    z.string().transform((value, ctx) => {
      const n = Number(value.trim());
      return /^\s*\d+\s*$/.test(value) && n >= min && n <= max ? n : reject(ctx, `'${value}' must be an integer from ${min} to ${max}`);
    }),
    { type: 'integer', minimum: min, maximum: max },
  );

/** A country by code, as `/country?code=` takes it (the borders and similar routes ask the same way). */
export const countryCode = () =>
  text().describe(
    'ISO 3166-1 alpha-2 (`DE`), alpha-3 (`DEU`) or numeric (`276`, also `76`), case-insensitive; Kosovo also as `XK`, `UNK`, `XKX`, `XKK` or `KOS`. A code only a former country had (`SU`, `DDR`, ISO 3166-3’s `CSHH`) answers 410 with that country and where it went.',
  );

/** The format of the answer, for the formats a route answers in. */
export const format = (formats: readonly FormatExtension[] = DOCUMENT_FORMATS) =>
  choice(formats)
    .optional()
    .describe(
      formats.length > 1 ? 'The format of the answer; without it, the Accept header chooses, else JSON.' : 'Accepted so that clients may always send it.',
    );

/**
 * A problem that needs its own words (one spanning parameters, or a list parameter's item), as a
 * zod issue: reported as it is, naming `parameter`. Returns `z.NEVER` for the transform to return.
 */
export function queryProblem(ctx: z.RefinementCtx, parameter: string, message: string, accepted?: readonly string[]): never {
  ctx.addIssue({ code: 'custom', message, path: [parameter], params: { verbatim: true, ...(accepted ? { accepted } : {}) } });
  return z.NEVER;
}

/**
 * The parameters a route's schema takes, by name: the shape of its object, found through the
 * pipes of cross-parameter checks (`z.strictObject({...}).transform(...)`).
 */
export function parameterShape(schema: z.ZodType): Readonly<Record<string, z.ZodType>> {
  let inner: unknown = schema;
  while (inner instanceof z.ZodPipe) inner = inner.in;
  return inner instanceof z.ZodObject ? inner.shape : {};
}

export const parameterNames = (schema: z.ZodType): string[] => Object.keys(parameterShape(schema));

/** Parses a query with a route's schema; the first problem becomes a 400 naming its parameter. */
export function parseQuery<T>(schema: z.ZodType<T>, raw: RawQuery): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0]!;
    throw badParameter(key, `Unknown parameter '${key}'.`, parameterNames(schema));
  }
  const parameter = String(issue.path[0] ?? '');
  const custom = issue.code === 'custom' ? (issue.params as { accepted?: string[]; verbatim?: boolean } | undefined) : undefined;
  if (custom?.verbatim || !parameter) throw badParameter(parameter, issue.message, custom?.accepted);
  throw badParameter(parameter, `Invalid value for '${parameter}': ${issue.message}.`, custom?.accepted);
}

/** A parameter as the API reference and the OpenAPI document describe it. */
export interface ParameterInfo {
  readonly name: string;
  readonly description: string | undefined;
  readonly required: boolean;
  /** The value taken when the parameter is left out, if there is one. */
  readonly default: unknown;
  readonly values: ParameterValues;
}

/** The schema's own description, else that of what it wraps (`.optional()`, `.default()`). */
function describedValues(schema: z.ZodType): { description: string | undefined; values: ParameterValues } {
  let current: unknown = schema;
  let description: string | undefined;
  while (current instanceof z.ZodType) {
    description ??= current.description;
    const values = (current.meta() as { values?: ParameterValues } | undefined)?.values;
    if (values) return { description, values };
    current = current instanceof z.ZodOptional || current instanceof z.ZodDefault ? current.unwrap() : undefined;
  }
  return { description, values: { type: 'string' } };
}

/** Every parameter of a route's schema, in its order. */
export function parameterInfo(schema: z.ZodType): ParameterInfo[] {
  return Object.entries(parameterShape(schema)).map(([name, param]) => {
    const absent = param.safeParse(undefined);
    return { name, ...describedValues(param), required: !absent.success, default: absent.success ? absent.data : undefined };
  });
}
