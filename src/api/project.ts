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

/** Keeps only the named paths; the nested structure is preserved (`name.common` → `{ name: { common } }`). */
export function project(record: JsonObject, paths: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const path of paths) {
    const keys = path.split('.');
    let src: JsonValue | undefined = record;
    let dst = out;
    keys.forEach((key, i) => {
      src = src && typeof src === 'object' && !Array.isArray(src) ? src[key] : undefined;
      if (i === keys.length - 1) dst[key] = src ?? null;
      else dst = (dst[key] ??= {}) as JsonObject;
    });
  }
  return out;
}
