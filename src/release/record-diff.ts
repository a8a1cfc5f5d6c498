/**
 * @module
 * The fields of two versions of a record that differ: objects are compared key by key down to
 * their leaves, lists and other values whole (a list that gained an item is one change, not one
 * per shifted index). Keys' order is not data: `{a, b}` equals `{b, a}`.
 */

export interface FieldChange {
  /** Dotted path in the record. */
  readonly field: string;
  readonly change: 'added' | 'removed' | 'changed';
  readonly old: unknown;
  readonly new: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON with every object's keys sorted: equal for equal values whatever the order of their keys. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export const sameValue = (a: unknown, b: unknown): boolean => a === b || canonicalJson(a) === canonicalJson(b);

/** Every field of `before` and `after` (two versions of one record) that differs, in key order. */
export function diffRecord(before: unknown, after: unknown): FieldChange[] {
  // Most records of two builds are equal, keys in the same order: one comparison of their text.
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const out: FieldChange[] = [];
  walk(before, after, '', out);
  return out;
}

function walk(before: unknown, after: unknown, path: string, out: FieldChange[]): void {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    for (const key of keys) {
      const field = path ? `${path}.${key}` : key;
      const [a, b] = [before[key], after[key]];
      if (a === undefined && b !== undefined) out.push({ field, change: 'added', old: null, new: b });
      else if (b === undefined && a !== undefined) out.push({ field, change: 'removed', old: a, new: null });
      else walk(a, b, field, out);
    }
    return;
  }
  if (!sameValue(before, after)) out.push({ field: path, change: 'changed', old: before ?? null, new: after ?? null });
}
