/**
 * @module
 * Turns a JSON record into one CSV row. The rules, as published in the API reference:
 *
 * - Nested objects become dotted column names: `name.common`, `gini.year`. Maps whose
 *   keys are data flatten the same way: `translations.deu.common`.
 * - An array of scalars becomes one cell, its items joined by `|` (LIST_SEPARATOR):
 *   `tld` = `.ch|.li`. Items are not escaped, so list items must not contain `|`.
 * - An array of objects becomes one column per sub-field, each cell the `|`-joined
 *   values of that sub-field over the items, in item order: `languages.name` =
 *   `German|French`, `currencies.code` = `CHF`. Objects inside the items flatten with
 *   dots again. A missing or null sub-value (or a null item) is an empty string
 *   between separators, so the n-th value of every sub-field column is the n-th item.
 * - An array inside an array item, or an array mixing objects and scalars, cannot be
 *   written with a single level of `|`; it is written as its compact JSON text.
 * - null and an empty array are an empty cell; an empty object adds no column.
 *   Booleans are `true`/`false`; numbers are in their JavaScript string form (no
 *   thousands separators, no exponent below 1e21).
 * - The header is the union of all rows' columns in first-seen order; a column first
 *   met in a later row sits after the column preceding it in that row. A column that
 *   is empty in every row and is the dotted parent of other columns (`gini`, from a
 *   null, beside `gini.year` from other rows) is left out. A row without a column has
 *   an empty cell there.
 */
import type { JsonObject, JsonPrimitive, JsonValue } from './document.ts';
import { scalarText } from './scalar.ts';
import { unionColumns, type FlatRow } from './columns.ts';

export type { FlatRow } from './columns.ts';

/** Separates the items of a list inside one CSV cell. */
export const LIST_SEPARATOR = '|';

/** Flattens one record into column name → cell text, following the rules above. */
export function flattenRow(record: JsonObject): FlatRow {
  const row = emptyRow();
  flattenObject(record, '', row, false);
  return row;
}

/** The CSV header for the given records: the union of their flattened columns. */
export function columnsOf(records: readonly JsonObject[]): string[] {
  return unionColumns(records.map(flattenRow));
}

/** A prototype-less object, so data keys such as `__proto__` stay plain columns. */
function emptyRow(): FlatRow {
  return Object.create(null) as FlatRow;
}

function flattenObject(object: JsonObject, prefix: string, row: FlatRow, inItem: boolean): void {
  for (const key in object) {
    flattenValue(object[key] ?? null, prefix + key, row, inItem);
  }
}

function flattenValue(value: JsonValue, column: string, row: FlatRow, inItem: boolean): void {
  if (value === null || typeof value !== 'object') {
    row[column] = scalarText(value);
  } else if (!Array.isArray(value)) {
    flattenObject(value, `${column}.`, row, inItem);
  } else if (inItem) {
    row[column] = JSON.stringify(value);
  } else {
    flattenArray(value, column, row);
  }
}

function flattenArray(items: readonly JsonValue[], column: string, row: FlatRow): void {
  if (items.every(isScalar)) {
    row[column] = items.map(scalarText).join(LIST_SEPARATOR);
    return;
  }
  if (!items.every(isObjectOrNull)) {
    row[column] = JSON.stringify(items);
    return;
  }
  const itemRows = items.map((item) => {
    const itemRow = emptyRow();
    if (item !== null) flattenObject(item, '', itemRow, true);
    return itemRow;
  });
  const subColumns = unionColumns(itemRows);
  if (subColumns.length === 0) {
    row[column] = '';
    return;
  }
  for (const sub of subColumns) {
    row[`${column}.${sub}`] = itemRows.map((itemRow) => itemRow[sub] ?? '').join(LIST_SEPARATOR);
  }
}

function isScalar(value: JsonValue): value is JsonPrimitive {
  return value === null || typeof value !== 'object';
}

function isObjectOrNull(value: JsonValue): value is JsonObject | null {
  return value === null || (typeof value === 'object' && !Array.isArray(value));
}
