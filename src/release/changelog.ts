/**
 * @module
 * CHANGELOG.md, in the Keep a Changelog format, made from the releases recorded in the
 * repository: each release's summary (written by the maintainer who recorded it), then what its
 * data changed since the release before, listed from the two releases' files.
 */
import type { ChangeRow, SchemaChange } from '../dataset/changes-schema.ts';
import { COLLECTIONS } from './collections.ts';
import type { ReleaseManifest } from './releases-fs.ts';

/** A release and what it changed since the one before (none for the first). */
export interface ChangelogEntry {
  readonly release: ReleaseManifest;
  readonly changes?: { readonly rows: readonly ChangeRow[]; readonly schema: readonly SchemaChange[] };
  /** How many records each collection has, for the first release's summary. */
  readonly counts: Readonly<Record<string, number>>;
}

/** Records listed one by one per collection and section; the rest are counted. */
const RECORDS_LISTED = 40;
/** Field changes shown per record; the rest are counted. */
const FIELDS_SHOWN = 4;
/** Characters of a value shown. */
const VALUE_TEXT = 60;

const HEADER = [
  '# Changelog',
  '',
  'What each release of the data of Countries Reference changed. The format is based on',
  '[Keep a Changelog](https://keepachangelog.com/en/1.1.0/), and the data follows',
  '[Semantic Versioning](https://semver.org/spec/v2.0.0.html): a major release removes, renames or',
  'retypes a field or removes a record; a minor one adds fields or records; a patch changes values.',
  'Every release’s data is kept in `releases/<version>/` (one gzipped JSON file per collection), and',
  '`npm run changes -- <from> <to>` lists every change between two of them. This file is generated',
  'by `npm run release` (docs/maintaining.md); edit a summary in its release’s `release.json`, then',
  'run `npm run release -- --changelog`.',
  '',
  '## [Unreleased]',
  '',
  'What a build changes since the last release: `/api/changes.json` (also `.csv` and `.xml`).',
];

/** A value as a short code span. */
function code(value: unknown): string {
  let text = JSON.stringify(value) ?? 'null';
  if (text.length > VALUE_TEXT) text = `${text.slice(0, VALUE_TEXT - 1)}…`;
  const fence = '`'.repeat(Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
  return fence.length > 1 || text.startsWith('`') ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
const titleOf = (collection: string) => COLLECTIONS.find((c) => c.name === collection)?.title ?? collection;
const recordName = (r: ChangeRow) => (r.label && r.label !== r.record ? `**${r.record}** (${r.label})` : `**${r.record}**`);

function fieldText(r: ChangeRow): string {
  if (r.change === 'added') return `${r.field} added: ${code(r.new)}`;
  if (r.change === 'removed') return `${r.field} removed (was ${code(r.old)})`;
  return `${r.field} ${code(r.old)} → ${code(r.new)}`;
}

/** Up to RECORDS_LISTED items, then how many more. */
function listed(items: readonly string[], noun: string): string[] {
  const shown = items.slice(0, RECORDS_LISTED).map((i) => `  - ${i}`);
  return items.length > RECORDS_LISTED ? [...shown, `  - and ${plural(items.length - RECORDS_LISTED, `more ${noun}`)}`] : shown;
}

/** One collection's rows in one section: `- Countries: …` with the records beneath. */
function collectionLines(collection: string, rows: readonly ChangeRow[], kind: 'added' | 'removed' | 'changed'): string[] {
  if (kind !== 'changed') {
    const names = rows.map(recordName);
    return [`- ${titleOf(collection)}: ${plural(names.length, 'record')} ${kind}`, ...listed(names, 'records')];
  }
  const byRecord = Map.groupBy(rows, (r) => r.record);
  const items = [...byRecord.values()].map((fields) => {
    const shown = fields.slice(0, FIELDS_SHOWN).map(fieldText);
    const more = fields.length > FIELDS_SHOWN ? `; and ${plural(fields.length - FIELDS_SHOWN, 'more field')}` : '';
    return `${recordName(fields[0]!)}: ${shown.join('; ')}${more}`;
  });
  return [`- ${titleOf(collection)}: ${plural(rows.length, 'value')} in ${plural(byRecord.size, 'record')}`, ...listed(items, 'records')];
}

const schemaText = (s: SchemaChange) => {
  const field = `Field \`${s.field}\` of ${s.collection}`;
  if (s.change === 'added') return `- ${field} (${s.new})`;
  if (s.change === 'removed') return `- ${field} (was ${s.old})`;
  return s.change === 'retyped' ? `- ${field}: ${s.old} → ${s.new}` : `- ${field} may be left out`;
};

function sections(changes: NonNullable<ChangelogEntry['changes']>): string[] {
  const out: string[] = [];
  const section = (title: string, lines: string[]) => {
    if (lines.length > 0) out.push('', `### ${title}`, '', ...lines);
  };
  const records = (kind: 'added' | 'removed' | 'changed') => {
    const rows = changes.rows.filter((r) => (kind === 'changed' ? r.field !== null : r.change === kind && r.field === null));
    return [...Map.groupBy(rows, (r) => r.collection)].flatMap(([collection, list]) => collectionLines(collection, list, kind));
  };
  section('Added', [...changes.schema.filter((s) => s.change === 'added').map(schemaText), ...records('added')]);
  section('Changed', [...changes.schema.filter((s) => s.change === 'retyped' || s.change === 'optional').map(schemaText), ...records('changed')]);
  section('Removed', [...changes.schema.filter((s) => s.change === 'removed').map(schemaText), ...records('removed')]);
  if (out.length === 0) out.push('', 'No record differs from the release before.');
  return out;
}

/** The whole file, newest release first. */
export function renderChangelog(entries: readonly ChangelogEntry[]): string {
  const lines = [...HEADER];
  for (const entry of [...entries].reverse()) {
    const { release } = entry;
    lines.push('', `## [${release.version}] - ${release.date}`, '', release.summary.trim());
    if (entry.changes) lines.push(...sections(entry.changes));
    else lines.push('', 'The first release:', '', ...Object.entries(entry.counts).map(([collection, n]) => `- ${titleOf(collection)}: ${plural(n, 'record')}`));
    lines.push('', `Content id \`${release.id}\`.`);
  }
  lines.push('', ...entries.map((e) => `[${e.release.version}]: releases/${e.release.version}/release.json`).reverse());
  return `${lines.join('\n')}\n`;
}
