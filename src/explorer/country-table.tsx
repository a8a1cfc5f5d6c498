/**
 * @module
 * The country table: a native <table> with a caption, sort buttons in the column headers
 * (aria-sort on every sortable one) and the name as each row's header. The same component
 * renders the server HTML (no buttons: nothing would answer them) and the live table.
 */
import { FlexRender, type Cell, type Header, type Row } from '@tanstack/react-table';
import { memo } from 'react';
import type { CountryData } from '../dataset/schema.ts';
import { fieldById } from './fields.ts';
import type { Features } from './table-model.ts';
import type { CountryTableModel } from './use-country-table.ts';

interface Props {
  table: CountryTableModel;
  caption: string;
  /** False for the server HTML: headers without sort buttons. */
  interactive: boolean;
}

export function CountryTable({ table, caption, interactive }: Props) {
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const columnsKey = headers.map((h) => h.column.id).join(',');
  const rows = table.getRowModel().rows;
  // Rows out of the view stay in the DOM, hidden, after the shown ones: a row that comes back
  // (deleting a letter of the search) is shown again instead of being built anew.
  const shown = new Set(rows.map((row) => row.id));
  const others = rows.length === table.getCoreRowModel().rows.length ? [] : table.getCoreRowModel().rows.filter((row) => !shown.has(row.id));
  return (
    <div id="countries-table" className="table-scroll" role="region" aria-labelledby="countries-caption" tabIndex={0}>
      <table className="countries">
        <caption id="countries-caption">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <HeaderCell key={header.id} header={header} interactive={interactive} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CountryRow key={row.id} row={row} columnsKey={columnsKey} hidden={false} />
          ))}
          {others.map((row) => (
            <CountryRow key={row.id} row={row} columnsKey={columnsKey} hidden />
          ))}
        </tbody>
      </table>
    </div>
  );
}

const numeric = (columnId: string) => fieldById(columnId)?.kind === 'number';

function HeaderCell({ header, interactive }: { header: Header<Features, CountryData, unknown>; interactive: boolean }) {
  const column = header.column;
  const sortable = column.getCanSort();
  const sorted = column.getIsSorted();
  const ariaSort = !sortable ? undefined : sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
  const label = (
    <>
      {fieldById(column.id)?.label ?? column.id}
      {sortable && <SortIcon sorted={sorted} />}
    </>
  );
  return (
    <th scope="col" aria-sort={ariaSort} className={numeric(column.id) ? 'num' : undefined}>
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

/** Rows are stable objects in v9: a row re-renders only when the visible columns change. */
const CountryRow = memo(function CountryRow({ row, hidden }: { row: Row<Features, CountryData>; columnsKey: string; hidden: boolean }) {
  return (
    <tr hidden={hidden}>
      {row.getVisibleCells().map((cell) => (
        <BodyCell key={cell.id} cell={cell} />
      ))}
    </tr>
  );
});

function BodyCell({ cell }: { cell: Cell<Features, CountryData, unknown> }) {
  const id = cell.column.id;
  const content = <FlexRender cell={cell} />;
  if (id === 'name') return <th scope="row">{content}</th>;
  const field = fieldById(id);
  const className = field?.kind === 'number' ? 'num' : field?.kind === 'flag' ? 'flag' : field?.wrap ? 'wrap' : undefined;
  return <td className={className}>{content}</td>;
}
