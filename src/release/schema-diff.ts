/**
 * @module
 * The fields of two JSON Schemas of one collection (as zod writes them, `z.toJSONSchema`) that
 * differ for a reader of the data: a field added, removed, retyped (its JSON types differ, `null`
 * included), or no longer always there. A description, a pattern or a bound is not a field's type.
 */
import type { SchemaChange } from '../dataset/changes-schema.ts';

type JsonSchema = { readonly [key: string]: unknown };

/** What a reader meets at one place of a record. */
interface Shape {
  /** JSON types, `integer` read as `number`. */
  readonly types: ReadonlySet<string>;
  readonly properties: ReadonlyMap<string, Shape>;
  readonly required: ReadonlySet<string>;
  /** The items of a list; the values of a map (`additionalProperties`). */
  readonly items?: Shape;
  readonly values?: Shape;
}

const asSchema = (v: unknown): JsonSchema => (typeof v === 'object' && v !== null ? (v as JsonSchema) : {});
const typeOfValue = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'object' ? 'object' : typeof v);

function shapeOf(schema: JsonSchema, root: JsonSchema): Shape {
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => asSchema(node)[key], root);
    return shapeOf(asSchema(target), root);
  }
  const members = [...((schema.anyOf ?? schema.oneOf ?? []) as unknown[]), ...((schema.allOf ?? []) as unknown[])].map((m) => shapeOf(asSchema(m), root));
  const types = new Set<string>(members.flatMap((m) => [...m.types]));
  const own = schema.type;
  for (const t of Array.isArray(own) ? own : own === undefined ? [] : [own]) types.add(t === 'integer' ? 'number' : String(t));
  if ('const' in schema) types.add(typeOfValue(schema.const));
  if (Array.isArray(schema.enum)) for (const v of schema.enum) types.add(typeOfValue(v));

  const properties = new Map<string, Shape>();
  const required = new Set<string>(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  for (const m of members) {
    for (const [k, s] of m.properties) properties.set(k, s);
    for (const k of m.required) required.add(k);
  }
  for (const [k, s] of Object.entries(asSchema(schema.properties))) properties.set(k, shapeOf(asSchema(s), root));
  const items = schema.items === undefined ? members.find((m) => m.items)?.items : shapeOf(asSchema(schema.items), root);
  const extra = schema.additionalProperties;
  const values = typeof extra === 'object' && extra !== null ? shapeOf(asSchema(extra), root) : members.find((m) => m.values)?.values;
  return { types, properties, required, ...(items ? { items } : {}), ...(values ? { values } : {}) };
}

const typesText = (s: Shape) => [...s.types].sort().join('|');

/** The fields of `after` that differ from `before` (both JSON Schemas of `collection`'s stored value). */
export function diffSchema(collection: string, before: unknown, after: unknown): SchemaChange[] {
  const out: SchemaChange[] = [];
  const [b, a] = [asSchema(before), asSchema(after)];
  compare(shapeOf(b, b), shapeOf(a, a), '', collection, out);
  return out;
}

function compare(before: Shape, after: Shape, path: string, collection: string, out: SchemaChange[]): void {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const [old, next] = [typesText(before), typesText(after)];
  if (path && old !== next) out.push({ collection, field: path, change: 'retyped', old, new: next });
  for (const key of [...new Set([...before.properties.keys(), ...after.properties.keys()])].sort()) {
    const [x, y] = [before.properties.get(key), after.properties.get(key)];
    if (!x) out.push({ collection, field: at(key), change: 'added', old: null, new: typesText(y!) });
    else if (!y) out.push({ collection, field: at(key), change: 'removed', old: typesText(x), new: null });
    else {
      if (before.required.has(key) && !after.required.has(key))
        out.push({ collection, field: at(key), change: 'optional', old: typesText(x), new: typesText(y) });
      compare(x, y, at(key), collection, out);
    }
  }
  if (before.items && after.items) compare(before.items, after.items, `${path}[]`, collection, out);
  if (before.values && after.values) compare(before.values, after.values, at('*'), collection, out);
}
