/**
 * @module
 * The CSV header of flattened rows. Shared by the row level and by arrays of objects,
 * whose items are flattened and merged the same way.
 */

/** A flattened record: column name to cell text. */
export type FlatRow = Record<string, string>;

/**
 * Returns the union of the rows' column names in first-seen order. A column first
 * met in a later row is placed right after the column that precedes it in that row,
 * so an optional field keeps its place instead of drifting to the end. A column that
 * is empty in every row and is the dotted parent of other columns (`gini` beside
 * `gini.year`: a null or empty array where other rows have structure) is dropped.
 */
export function unionColumns(rows: readonly FlatRow[]): string[] {
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    let previous: string | undefined;
    for (const column in row) {
      if (!seen.has(column)) {
        seen.add(column);
        // Splicing is quadratic in theory, but new columns are rare after the first row.
        columns.splice(previous === undefined ? 0 : columns.indexOf(previous) + 1, 0, column);
      }
      previous = column;
    }
  }
  const parents = dottedParents(columns);
  return columns.filter((column) => !parents.has(column) || rows.some((row) => (row[column] ?? '') !== ''));
}

/** Every proper dotted prefix of the given names (`a` and `a.b` for `a.b.c`). */
function dottedParents(columns: readonly string[]): Set<string> {
  const parents = new Set<string>();
  for (const column of columns) {
    for (let dot = column.indexOf('.'); dot !== -1; dot = column.indexOf('.', dot + 1)) {
      parents.add(column.slice(0, dot));
    }
  }
  return parents;
}
