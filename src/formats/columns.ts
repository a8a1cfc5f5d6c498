/**
 * @module
 * The CSV header of flattened rows. Shared by the row level and by arrays of objects,
 * whose items are flattened and merged the same way.
 */

/** A flattened record: column name to cell text. */
export type FlatRow = Record<string, string>;

/**
 * Returns the union of the rows' column names in first-seen order. A column first
 * met in a later row is placed right after the column that precedes it in that row
 * (or before the one that follows it), so an optional field keeps its place instead
 * of drifting to the end. A column that is empty in every row and is the dotted
 * parent of other columns (`gini` beside `gini.year`: a null or an empty array where
 * other rows have structure) is dropped.
 */
export function unionColumns(rows: readonly FlatRow[]): string[] {
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const names = Object.keys(row);
    names.forEach((name, index) => {
      if (seen.has(name)) return;
      seen.add(name);
      // Splicing is quadratic in theory, but new columns are rare after the first row.
      columns.splice(insertionPoint(columns, names, index, seen), 0, name);
    });
  }
  const parents = dottedParents(columns);
  return columns.filter((column) => !parents.has(column) || rows.some((row) => (row[column] ?? '') !== ''));
}

/**
 * Where the row's new column `names[index]` goes: after the row's previous column,
 * else before the row's next known column, else at the end.
 */
function insertionPoint(columns: readonly string[], names: readonly string[], index: number, seen: ReadonlySet<string>): number {
  const previous = names[index - 1];
  if (previous !== undefined) return columns.indexOf(previous) + 1;
  const next = names.slice(index + 1).find((name) => seen.has(name));
  return next === undefined ? columns.length : columns.indexOf(next);
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
