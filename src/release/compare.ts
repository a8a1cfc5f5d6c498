/**
 * @module
 * A build's data against a release's: every record and field that differs, the fields of the
 * records' JSON Schemas that differ, and what that calls for (semantic versioning of the data:
 * major when a field is removed, renamed or retyped, or a record removed; minor when fields or
 * records are added; patch when values changed).
 */
import { z } from 'zod';
import type { Bump, ChangeRow, DatasetChanges, ReleaseRef, SchemaChange } from '../dataset/changes-schema.ts';
import { COLLECTIONS, countryNames, type KeyedRecord, type ReleaseSource } from './collections.ts';
import { diffRecord } from './record-diff.ts';
import { diffSchema } from './schema-diff.ts';
import { dataVersion } from './version.ts';

/** A dataset as a release keeps it: each collection's file and its records' JSON Schema, by collection. */
export interface Snapshot {
  readonly parts: Readonly<Record<string, unknown>>;
  readonly schemas: Readonly<Record<string, unknown>>;
}

let schemas: Record<string, unknown> | undefined;
/** Each collection's record JSON Schema as zod writes it (its output: what a reader gets). */
export function recordSchemas(): Record<string, unknown> {
  return (schemas ??= Object.fromEntries(COLLECTIONS.map((c) => [c.name, z.toJSONSchema(c.record, { io: 'output', unrepresentable: 'any' })])));
}

export function snapshotOf(dataset: ReleaseSource): Snapshot {
  return { parts: Object.fromEntries(COLLECTIONS.map((c) => [c.name, c.part(dataset)])), schemas: recordSchemas() };
}

/** The collections of either snapshot: today's in their order, then any only the older one has. */
const collectionNames = (a: Snapshot, b: Snapshot) => [...new Set([...COLLECTIONS.map((c) => c.name), ...Object.keys(a.parts), ...Object.keys(b.parts)])];

export function compareSnapshots(before: Snapshot, after: Snapshot): { rows: ChangeRow[]; schema: SchemaChange[]; bump: Bump | null } {
  const names = new Map([...countryNames(before.parts.countries), ...countryNames(after.parts.countries)]);
  const rows: ChangeRow[] = [];
  const schema: SchemaChange[] = [];
  for (const name of collectionNames(before, after)) {
    const collection = COLLECTIONS.find((c) => c.name === name);
    const read = (stored: unknown): Map<string, KeyedRecord> =>
      stored === undefined || !collection ? new Map<string, KeyedRecord>() : collection.records(stored, names);
    const [old, now] = [read(before.parts[name]), read(after.parts[name])];
    for (const key of [...new Set([...old.keys(), ...now.keys()])].sort()) {
      const [a, b] = [old.get(key), now.get(key)];
      const row = { collection: name, record: key, label: (b ?? a)!.label };
      if (!a) rows.push({ ...row, change: 'added', field: null, old: null, new: b!.value });
      else if (!b) rows.push({ ...row, change: 'removed', field: null, old: a.value, new: null });
      else for (const f of diffRecord(a.value, b.value)) rows.push({ ...row, ...f });
    }
    if (before.schemas[name] !== undefined && after.schemas[name] !== undefined) schema.push(...diffSchema(name, before.schemas[name], after.schemas[name]));
  }
  return { rows, schema, bump: bumpOf(rows, schema) };
}

/** The largest change the differences make for a reader. */
export function bumpOf(rows: readonly ChangeRow[], schema: readonly SchemaChange[]): Bump | null {
  const breaking = schema.some((s) => s.change !== 'added') || rows.some((r) => r.change === 'removed' && r.field === null);
  if (breaking) return 'major';
  if (schema.length > 0 || rows.some((r) => r.change === 'added' && r.field === null)) return 'minor';
  return rows.length > 0 ? 'patch' : null;
}

/** The last release recorded in the repository, with its files. */
export interface RecordedRelease {
  readonly ref: ReleaseRef;
  readonly snapshot: Snapshot;
}

/**
 * The data's version and its changes since `last` (none recorded: every record is new, and the
 * version is the first release's with a pre-release tag). Data whose content id differs from the
 * release's is never that release, even when no record kept in a release differs (`unlisted`).
 */
export function versionAndChanges(last: RecordedRelease | undefined, current: Snapshot, id: string): { version: string; changes: DatasetChanges } {
  if (!last) return { version: dataVersion(undefined, null, id), changes: { since: null, bump: null, schema: [], rows: [], unlisted: false } };
  const { rows, schema, bump } = compareSnapshots(last.snapshot, current);
  const unlisted = bump === null && id !== last.ref.id;
  const effective = bump ?? (unlisted ? 'patch' : null);
  return { version: dataVersion(last.ref.version, effective, id), changes: { since: last.ref, bump: effective, schema, rows, unlisted } };
}
