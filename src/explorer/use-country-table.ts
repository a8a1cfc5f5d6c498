/**
 * @module
 * The TanStack table over the records, driven by the explorer state. Columns, features and
 * an empty data list are module constants, so the row models are rebuilt only when the
 * state or the data change.
 */
import { functionalUpdate, useTable, type ReactTable } from '@tanstack/react-table';
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
  const tableState = useMemo(() => tableStateOf(state), [state]);
  return useTable({
    features,
    columns: COLUMNS,
    data,
    getRowId: rowId,
    state: tableState,
    onSortingChange: (updater) => update((s) => setSort(s, sortFromTable(functionalUpdate(updater, tableStateOf(s).sorting), s)), 'push'),
    globalFilterFn: 'fuzzy',
    getColumnCanGlobalFilter: (column) => column.id === SEARCH_COLUMN,
    enableMultiSort: false,
    autoResetPageIndex: false,
  });
}
