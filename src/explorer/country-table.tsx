/**
 * @module
 * The country table: a native <table> with a caption, sort buttons in the column headers
 * (aria-sort on every sortable one) and the name as each row's header. The same component
 * renders the server HTML (no buttons: nothing would answer them) and the live table.
 */
import { FlexRender, type Cell, type Header, type Row } from '@tanstack/react-table';
import { memo, useEffect, useRef } from 'react';
import { stickyHeader } from './sticky-header.ts';
import type { CountryData } from '../dataset/schema.ts';
import { fieldById } from './fields.ts';
import type { Features } from './table-model.ts';
import type { CountryTableModel } from './use-country-table.ts';

/** Rows picked for the comparison: a tick box starts each row (the server HTML's are off until the island runs). */
export interface Picking {
  readonly picked: ReadonlySet<string>;
  /** False once as many are picked as the comparison takes: the others' boxes are then off. */
  readonly canPickMore: boolean;
  readonly onPick: (cca2: string, picked: boolean) => void;
}

interface Props {
  table: CountryTableModel;
  caption: string;
  /** Undefined in the server HTML: its boxes are there, off, so nothing moves when the island takes over. */
  picking?: Picking | undefined;
  /** Why a row matched the search, by alpha-2 code, where its own name did not ("former name “Ceylon”"). */
  reasons?: ReadonlyMap<string, string> | undefined;
  /** False for the server HTML: headers without sort buttons. */
  interactive: boolean;
  /**
   * The server HTML has every row, for reading without JavaScript; rows from this index on
   * are marked so that, with JavaScript, only the first page shows, as the island will.
   */
  laterPageFrom?: number;
}

export function CountryTable({ table, caption, interactive, laterPageFrom, picking, reasons }: Props) {
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const columnsKey = headers.map((h) => h.column.id).join(',');
  // Only the rows on show are in the DOM: the table follows a change after the frame that shows
  // the control's change is painted, so building rows anew never holds up an interaction, and
  // the first live render (the records' arrival) builds one page of rows, not 250.
  const rows = table.getRowModel().rows;
  const box = useRef<HTMLDivElement>(null);
  const tableElement = useRef<HTMLTableElement>(null);
  // The live table's header stays in view while its rows pass under the screen's top (sticky-header.ts).
  useEffect(() => (interactive && box.current && tableElement.current ? stickyHeader(box.current, tableElement.current) : undefined), [interactive]);
  return (
    <div ref={box} id="countries-table" className="table-scroll" role="region" aria-labelledby="countries-caption" tabIndex={0}>
      <table ref={tableElement} className="countries">
        <caption id="countries-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="pick">
              <span className="visually-hidden">Compare</span>
            </th>
            {headers.map((header) => (
              <HeaderCell key={header.id} header={header} interactive={interactive} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <CountryRow
              key={row.id}
              row={row}
              columnsKey={columnsKey}
              laterPage={laterPageFrom !== undefined && index >= laterPageFrom}
              pick={pickOf(picking, row.id)}
              onPick={picking?.onPick}
              why={reasons?.get(row.id)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

const numeric = (columnId: string) => fieldById(columnId)?.kind === 'number';

/** A row's tick box: 'on', 'off', 'full' (off, and no more can be picked) or 'inert' (server HTML). */
type PickState = 'on' | 'off' | 'full' | 'inert';
function pickOf(picking: Picking | undefined, cca2: string): PickState {
  if (!picking) return 'inert';
  if (picking.picked.has(cca2)) return 'on';
  return picking.canPickMore ? 'off' : 'full';
}

function HeaderCell({ header, interactive }: { header: Header<Features, CountryData, unknown>; interactive: boolean }) {
  const column = header.column;
  const sortable = column.getCanSort();
  const sorted = column.getIsSorted();
  const ariaSort = !sortable ? undefined : sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
  const text = fieldById(column.id)?.label ?? column.id;
  const label = (
    <>
      {/* The flags speak for themselves; the header keeps its name for screen readers, not its width. */}
      {column.id === 'flag' ? <span className="visually-hidden">{text}</span> : text}
      {sortable && <SortIcon sorted={sorted} />}
    </>
  );
  return (
    <th scope="col" aria-sort={ariaSort} className={numeric(column.id) ? 'num' : column.id === 'flag' ? 'flag' : undefined}>
      {sortable && interactive ? (
        <button type="button" className="sort" onClick={column.getToggleSortingHandler()}>
          {label}
        </button>
      ) : (
        <span className="sort">{label}</span>
      )}
    </th>
  );
}

function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  return (
    <span className={sorted ? 'sort-icon active' : 'sort-icon'} aria-hidden="true">
      {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
    </span>
  );
}

interface RowProps {
  row: Row<Features, CountryData>;
  columnsKey: string;
  laterPage: boolean;
  pick: PickState;
  /** Stable across renders, so a row re-renders only when its own box changes. */
  onPick: Picking['onPick'] | undefined;
  why?: string | undefined;
}

/** Rows are stable objects in v9: a row re-renders only when it is picked, matches for another reason, or the visible columns change. */
const CountryRow = memo(function CountryRow({ row, columnsKey, laterPage, pick, onPick, why }: RowProps) {
  return (
    <tr className={laterPage ? 'later-page' : undefined}>
      <td className="pick">
        <PickBox cca2={row.id} name={row.original.name.common} pick={pick} onPick={onPick} />
      </td>
      <RowCells row={row} columnsKey={columnsKey} why={why} />
    </tr>
  );
});

function PickBox({ cca2, name, pick, onPick }: { cca2: string; name: string; pick: PickState; onPick: Picking['onPick'] | undefined }) {
  return (
    <input
      type="checkbox"
      checked={pick === 'on'}
      disabled={pick === 'inert' || pick === 'full'}
      aria-label={`Compare ${name}`}
      onChange={(event) => onPick?.(cca2, event.target.checked)}
    />
  );
}

/** Apart from the row, so that ticking its box or a new reason leaves its cells alone. */
const RowCells = memo(function RowCells({ row, why }: { row: Row<Features, CountryData>; columnsKey: string; why: string | undefined }) {
  return row.getVisibleCells().map((cell) => <BodyCell key={cell.column.id} cell={cell} why={why} />);
});

function BodyCell({ cell, why }: { cell: Cell<Features, CountryData, unknown>; why: string | undefined }) {
  const id = cell.column.id;
  const content = <FlexRender cell={cell} />;
  if (id === 'name')
    return (
      <th scope="row">
        {content}
        {why && <span className="why">{why}</span>}
      </th>
    );
  const field = fieldById(id);
  const className = field?.kind === 'number' ? 'num' : field?.kind === 'flag' ? 'flag' : field?.wrap ? 'wrap' : undefined;
  return <td className={className}>{content}</td>;
}
