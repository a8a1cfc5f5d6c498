/**
 * @module
 * `fields=a,b.c` projection of a record.
 */
import { z } from 'zod';
import { Country } from '../dataset/schema.ts';
import type { JsonObject, JsonValue } from '../formats/document.ts';

/** Field paths a projection may name: every top-level field and one level below objects. */
export const fieldPaths: ReadonlySet<string> = new Set(
  Object.entries(Country.shape).flatMap(([key, schema]) => {
    // A nullable object (gini) has sub-fields too.
    const inner: unknown = schema instanceof z.ZodNullable ? schema.unwrap() : schema;
    const shape = (inner as { shape?: Record<string, unknown> }).shape;
    return [key, ...(shape ? Object.keys(shape).map((sub) => `${key}.${sub}`) : [])];
  }),
);

const isObject = (value: JsonValue | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keeps only the named paths; the nested structure is preserved (`name.common` → `{ name: { common } }`).
 * Only what the record has is projected: below a null (`gini.year` of a country without a Gini
 * index) the null itself is kept, `{ gini: null }`, rather than an object the record does not have.
 */
export function project(record: JsonObject, paths: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const path of paths) {
    const keys = path.split('.');
    // How far the record has the path: to its end, or to a null (or list) where it stops.
    let value: JsonValue | undefined = record;
    let depth = 0;
    while (depth < keys.length && isObject(value)) value = value[keys[depth++]!];
    if (value === undefined) continue;
    let dst = out;
    for (const key of keys.slice(0, depth - 1)) {
      const next: JsonValue | undefined = dst[key];
      dst = isObject(next) ? next : (dst[key] = {});
    }
    dst[keys[depth - 1]!] = value;
  }
  return out;
}
