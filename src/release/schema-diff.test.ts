import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { diffSchema } from './schema-diff.ts';

const schema = (t: z.ZodType) => z.toJSONSchema(t, { io: 'output', unrepresentable: 'any' });
const diff = (a: z.ZodType, b: z.ZodType) => diffSchema('countries', schema(a), schema(b));

describe('the fields of two versions of a record’s schema that differ', () => {
  it('finds a field added, removed, retyped or made optional, down nested objects, lists and maps', () => {
    const before = z.object({
      name: z.object({ common: z.string(), official: z.string() }),
      area: z.number(),
      tld: z.array(z.object({ domain: z.string() })),
      names: z.record(z.string(), z.object({ official: z.string() })),
    });
    const after = z.object({
      name: z.object({ common: z.string(), native: z.string() }),
      area: z.string(),
      tld: z.array(z.object({ domain: z.string().nullable() })),
      names: z.record(z.string(), z.object({ official: z.string().optional() })),
      gini: z.number().nullable(),
    });
    expect(diff(before, after)).toEqual([
      { collection: 'countries', field: 'area', change: 'retyped', old: 'number', new: 'string' },
      { collection: 'countries', field: 'gini', change: 'added', old: null, new: 'null|number' },
      { collection: 'countries', field: 'name.native', change: 'added', old: null, new: 'string' },
      { collection: 'countries', field: 'name.official', change: 'removed', old: 'string', new: null },
      { collection: 'countries', field: 'names.*.official', change: 'optional', old: 'string', new: 'string' },
      { collection: 'countries', field: 'tld[].domain', change: 'retyped', old: 'string', new: 'null|string' },
    ]);
  });

  it('ignores what is not a field’s type: descriptions, patterns, bounds, integer against number', () => {
    const before = z.object({ code: z.string().regex(/^[A-Z]{2}$/), n: z.number().int() });
    const after = z.object({ code: z.string().describe('ISO code'), n: z.number().min(0) });
    expect(diff(before, after)).toEqual([]);
  });
});
