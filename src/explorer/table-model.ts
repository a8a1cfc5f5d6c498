/**
 * @module
 * The TanStack Table v9 setup: only the features the explorer uses (v9 tree-shakes the rest),
 * the filter and sort functions they refer to by name, and the table state derived from the
 * explorer state (the explorer owns the state; the table only computes rows from it).
 */
import {
  columnFacetingFeature,
  columnFilteringFeature,
  columnVisibilityFeature,
  createFacetedMinMaxValues,
  createFacetedRowModel,
  createFacetedUniqueValues,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnFiltersState,
  type ColumnVisibilityState,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import type { CountryData } from '../dataset/schema.ts';
import { CONTAINS, FACETS, RANGES } from './facets.ts';
import { FIELDS, fieldById } from './fields.ts';
import { foldForSearch } from '../lib/text-fold.ts';
import { compareHits, matches, normalizeQuery, searchIndex, type TieBreak } from './search.ts';
import type { ExplorerState, SortState } from './url-state.ts';

/** The hidden column that holds each row's search terms and sorts by relevance. */
export const SEARCH_COLUMN = 'search';
const DEFAULT_SORT: SortState = { id: 'name', desc: false };
const RELEVANCE_SORT: SortState = { id: SEARCH_COLUMN, desc: false };

interface RowLike {
  index: number;
  original: CountryData;
  table: { options: { data: readonly CountryData[] } };
  getValue<T>(columnId: string): T;
  getUniqueValues<T>(columnId: string): T[];
  columnFiltersMeta?: Record<string, { rank?: number } | undefined>;
}

/** Facet filter: the row holds at least one of the selected values. */
const anyOf = Object.assign(
  (row: RowLike, columnId: string, selected: ReadonlySet<unknown>): boolean => row.getUniqueValues<unknown>(columnId).some((v) => selected.has(v)),
  { resolveFilterValue: (values: readonly unknown[]) => new Set(values), autoRemove: (values: unknown) => !Array.isArray(values) || values.length === 0 },
);

/** Range filter: inclusive bounds, either open; rows without a value never match. */
const inRange = (row: RowLike, columnId: string, [min, max]: readonly [number | null, number | null]): boolean => {
  const value = row.getValue<unknown>(columnId);
  return typeof value === 'number' && (min === null || value >= min) && (max === null || value <= max);
};

/** "Contains" filter: the cell's text holds the typed text, case and accents aside. */
const containsText = Object.assign(
  (row: RowLike, columnId: string, folded: string): boolean => foldForSearch(fieldById(columnId)?.text(row.original) ?? '').includes(folded),
  { resolveFilterValue: (text: unknown) => foldForSearch(typeof text === 'string' ? text.trim() : '') },
);

/** Global search: ranks the whole list once per query (the index remembers); keeps the rank for the relevance sort. */
const fuzzy = Object.assign(
  (row: RowLike, _columnId: string, query: string, addMeta?: (meta: { rank: number }) => void): boolean => {
    const rank = searchIndex(row.table.options.data).rank(query)[row.index] ?? 0;
    addMeta?.({ rank });
    return matches(rank, query);
  },
  { resolveFilterValue: (q: unknown) => normalizeQuery(typeof q === 'string' ? q : '') },
);

const collator = new Intl.Collator('en');

/** Numbers by value, text by English collation (Åland sorts with the A's). */
const natural = (a: RowLike, b: RowLike, columnId: string): number => {
  const x = a.getValue<unknown>(columnId);
  const y = b.getValue<unknown>(columnId);
  return typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
};

const rankOf = (row: RowLike) => row.columnFiltersMeta?.[SEARCH_COLUMN]?.rank ?? 0;
const relevance = (a: RowLike, b: RowLike, columnId: string): number =>
  compareHits({ rank: rankOf(a), tie: a.getValue<TieBreak>(columnId) }, { rank: rankOf(b), tie: b.getValue<TieBreak>(columnId) });

export const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { anyOf, inRange, fuzzy, containsText },
  filterMeta: metaHelper<{ rank: number }>(),
  columnFacetingFeature,
  facetedRowModel: createFacetedRowModel(),
  facetedUniqueValues: createFacetedUniqueValues(),
  facetedMinMaxValues: createFacetedMinMaxValues(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { natural, relevance },
  columnVisibilityFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
export type Features = typeof features;

/** "Show all" as a page size: larger than any number of countries. */
const ALL_ROWS = 100_000;

export interface TableState {
  globalFilter: string;
  columnFilters: ColumnFiltersState;
  sorting: SortingState;
  columnVisibility: ColumnVisibilityState;
  pagination: PaginationState;
}

/** The table state for an explorer state. */
export function tableStateOf(state: ExplorerState): TableState {
  const q = normalizeQuery(state.q);
  const columnFilters: ColumnFiltersState = [
    ...FACETS.flatMap((f) => (state.facets[f.id]?.length ? [{ id: f.id, value: state.facets[f.id] }] : [])),
    ...RANGES.flatMap((r) => {
      const range = state.ranges[r.id];
      return range ? [{ id: r.id, value: [range.min, range.max] }] : [];
    }),
    ...CONTAINS.flatMap((c) => (state.contains[c.id]?.trim() ? [{ id: c.id, value: state.contains[c.id] }] : [])),
  ];
  const columnVisibility: ColumnVisibilityState = { [SEARCH_COLUMN]: false };
  for (const f of FIELDS) if (f.hideable) columnVisibility[f.id] = state.columns.includes(f.id);
  return {
    globalFilter: q,
    columnFilters,
    sorting: [effectiveSort(state)],
    columnVisibility,
    pagination: { pageIndex: state.page, pageSize: state.pageSize === 'all' ? ALL_ROWS : state.pageSize },
  };
}

/** The order the rows are in: the chosen one, else relevance while searching, else by name. */
export function effectiveSort(state: ExplorerState): SortState {
  return state.sort ?? (normalizeQuery(state.q) ? RELEVANCE_SORT : DEFAULT_SORT);
}

/** The explorer's sort for a table sorting: null where it is the default for the view. */
export function sortFromTable(sorting: SortingState, state: ExplorerState): SortState | null {
  const first = sorting[0];
  if (!first || first.id === SEARCH_COLUMN) return null;
  const sort = { id: first.id, desc: first.desc };
  const fallback = effectiveSort({ ...state, sort: null });
  return sort.id === fallback.id && sort.desc === fallback.desc ? null : sort;
}
