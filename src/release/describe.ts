/**
 * @module
 * The changes since the last release in a few lines for people: what `npm run release` and
 * `npm run refresh` print before they write anything.
 */
import type { DatasetChanges } from '../dataset/changes-schema.ts';
import { COLLECTIONS } from './collections.ts';
import { FIRST_RELEASE } from './version.ts';

const n = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
/** A few keys, then how many more. */
const some = (keys: readonly string[], shown = 8) => (keys.length > shown ? `${keys.slice(0, shown).join(', ')}, …` : keys.join(', '));

export function describeChanges(changes: DatasetChanges): string[] {
  const { since, bump, rows, schema } = changes;
  if (!since) return [`No release is recorded yet: this data would be the first, ${FIRST_RELEASE}.`];
  if (!bump) return [`The data is release ${since.version}'s (${since.date}): nothing differs.`];
  const lines = [`Since release ${since.version} (${since.date}), a ${bump} change:`];
  for (const s of schema) lines.push(`  ${s.collection}: field ${s.field} ${s.change}${s.change === 'retyped' ? ` (${s.old} → ${s.new})` : ''}`);
  const order = COLLECTIONS.map((c) => c.name);
  const groups = [...Map.groupBy(rows, (r) => r.collection)].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  for (const [collection, list] of groups) {
    const whole = (kind: string) => list.filter((r) => r.field === null && r.change === kind).map((r) => r.record);
    const fields = list.filter((r) => r.field !== null);
    const records = [...new Set(fields.map((r) => r.record))];
    const parts = [
      ...(whole('added').length ? [`${n(whole('added').length, 'record')} added (${some(whole('added'))})`] : []),
      ...(whole('removed').length ? [`${n(whole('removed').length, 'record')} removed (${some(whole('removed'))})`] : []),
      ...(fields.length ? [`${n(fields.length, 'value')} changed in ${n(records.length, 'record')} (${some(records)})`] : []),
    ];
    lines.push(`  ${collection}: ${parts.join('; ')}`);
  }
  if (changes.unlisted) lines.push('  no record kept in a release differs, but the content id does (the subdivisions’ notes, say)');
  return lines;
}
