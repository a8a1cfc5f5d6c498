/**
 * @module
 * CSV per RFC 4180: a header row, CRLF line endings, fields quoted by csv-stringify
 * whenever they need it. Rows are flattened by the rules in flatten.ts.
 */
import { stringify } from 'csv-stringify/sync';
import type { ApiDocument } from './document.ts';
import type { Format } from './registry.ts';
import { flattenRow } from './flatten.ts';
import { unionColumns } from './columns.ts';
import { CONTENT_TYPES } from '../lib/content-types.ts';

/** The CSV format: header row plus one line per row, `header=present` as RFC 4180 allows. */
export const csvFormat: Format = {
  extension: 'csv',
  contentType: CONTENT_TYPES.csv,
  canRender: () => true,
  render: renderCsv,
};

/**
 * Writes the document's rows as CSV. With no rows it writes only the header from
 * `doc.columns`, and "" when there is none either.
 */
function renderCsv(doc: ApiDocument): string {
  const rows = doc.rows.map(flattenRow);
  const columns = rows.length > 0 ? unionColumns(rows) : (doc.columns ?? []);
  if (columns.length === 0) return '';
  // Records are arrays, never objects: with `columns`, csv-stringify would read a
  // name like `name.common` as a path into nested objects instead of a plain key.
  const records = [columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))];
  return stringify(records, {
    record_delimiter: 'windows',
    // Setting record_delimiter turns off quoting of a lone \n or \r by default;
    // unquoted, such a cell would split the record for most readers.
    quote_record_delimiter: true,
  });
}
