/**
 * @module
 * `/api/changes`: every record and field of this build that differs from the last release
 * recorded in the repository (src/release/compare.ts made the list when the dataset was built),
 * with the version the differences call for. One file per format, for CDNs and diff tools alike.
 */
import { documentRoute } from '../document-route.ts';
import { DOCUMENT_FORMATS } from '../../formats/extensions.ts';
import type { JsonObject, JsonValue } from '../../formats/document.ts';
import type { ChangeRow } from '../../dataset/changes-schema.ts';
import { datasetInfo } from './documents.ts';
import { ChangesDocument } from '../response-schemas.ts';

/** The CSV's columns, also when nothing changed. */
export const CHANGE_COLUMNS = ['collection', 'record', 'label', 'change', 'field', 'old', 'new'] as const;

/** A value in one CSV cell: a scalar as itself, a list or an object as its JSON text (a value's shape varies from row to row). */
const cell = (value: unknown): JsonValue => (value === null || typeof value !== 'object' ? (value as JsonValue) : JSON.stringify(value));

/** A change as a CSV row. */
export const changeCells = (r: ChangeRow): JsonObject => ({ ...r, old: cell(r.old), new: cell(r.new) });

export const changesRoute = documentRoute({
  name: 'changes',
  summary: 'What differs from the last release of the data recorded in the repository: records added and removed, and each field’s old and new value.',
  formats: DOCUMENT_FORMATS,
  response: [ChangesDocument],
  answer(api) {
    const { since, bump, schema, rows, unlisted } = api.changes;
    const count = (change: ChangeRow['change'], whole: boolean) => rows.filter((r) => r.change === change && (r.field === null) === whole).length;
    const meta = {
      dataset: datasetInfo(api),
      since,
      bump,
      counts: {
        recordsAdded: count('added', true),
        recordsRemoved: count('removed', true),
        fieldsChanged: rows.length - count('added', true) - count('removed', true),
      },
      schema,
      unlisted,
    } as JsonObject;
    return { body: { meta, data: rows as JsonObject[] }, rows: rows.map(changeCells), columns: CHANGE_COLUMNS, xmlRoot: 'changes' };
  },
  examples: [
    { query: 'changes', description: 'what changed since the last release' },
    { query: 'changes?format=csv', description: 'the same as one CSV row per change' },
  ],
});
