/**
 * @module
 * The cells of the site's data tables (`DataTable.astro`): text, a link, text in another
 * language, a number. Country data goes in as text and is written as text.
 */

export interface CellSpec {
  readonly text: string;
  readonly href?: string | undefined;
  /** The link's accessible name, where its text alone is too short (".json"). */
  readonly label?: string | undefined;
  /** BCP 47 tag of text in another language; its direction then follows the text. */
  readonly lang?: string | undefined;
  /** Right-aligned, tabular figures. */
  readonly num?: boolean | undefined;
  /** Set in a monospace face (codes). */
  readonly code?: boolean | undefined;
  /** Plain text after the link ("Germany: 83,516,593"). */
  readonly after?: string | undefined;
}

export type Cell = string | CellSpec;

export interface TableRow {
  /** The row's header cell (scope="row"). */
  readonly head: Cell;
  readonly cells: readonly Cell[];
}

export const cellSpec = (cell: Cell): CellSpec => (typeof cell === 'string' ? { text: cell } : cell);
