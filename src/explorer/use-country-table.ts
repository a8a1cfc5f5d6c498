/**
 * @module
 * The TanStack table over the records, driven by the explorer state. Columns, features and
 * an empty data list are module constants and the options are memoised, so the row models are
 * rebuilt, and the returned table changes identity, only when the state or the data change:
 * a memo or a prop that depends on the table can name it as its dependency.
 */
import { functionalUpdate, useTable, type ReactTable, type SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { CountryData } from '../dataset/schema.ts';
import { COLUMNS } from './table-columns.tsx';
import { SEARCH_COLUMN, features, sortFromTable, tableStateOf, type Features } from './table-model.ts';
import { setSort } from './state-actions.ts';
import type { ExplorerState } from './url-state.ts';
import type { UpdateState } from './use-explorer-state.ts';

export type CountryTableModel = ReactTable<Features, CountryData>;

const rowId = (c: CountryData) => c.cca2;
const ignore: UpdateState = () => {};

export function useCountryTable(data: readonly CountryData[], state: ExplorerState, update: UpdateState = ignore): CountryTableModel {
  const options = useMemo(
    () => ({
      features,
      columns: COLUMNS,
      data,
      getRowId: rowId,
      state: tableStateOf(state),
      onSortingChange: (updater: Parameters<typeof functionalUpdate<SortingState>>[0]) =>
        update((s) => setSort(s, sortFromTable(functionalUpdate(updater, tableStateOf(s).sorting), s)), 'push'),
      globalFilterFn: 'fuzzy' as const,
      getColumnCanGlobalFilter: (column: { id: string }) => column.id === SEARCH_COLUMN,
      enableMultiSort: false,
      autoResetPageIndex: false,
    }),
    [data, state, update],
  );
  return useTable(options);
}
