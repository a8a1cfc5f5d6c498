/**
 * @module
 * The table's column definitions, one per field, plus the hidden search column. Built once at
 * module level: v9 renders cells as components, so new definitions would remount every cell.
 */
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { CountryData } from '../dataset/schema.ts';
import { FIELDS, type Field } from './fields.ts';
import { facetFor, facetValues, isContainsColumn, isRangeColumn } from './facets.ts';
import { tieBreak } from './search.ts';
import { sitePaths } from './site-paths.ts';
import { SEARCH_COLUMN, type Features } from './table-model.ts';

type Column = ColumnDef<Features, CountryData, unknown>;

function cellOf(field: Field): (ctx: { row: { original: CountryData } }) => ReactNode {
  if (field.kind === 'flag') {
    // The palette PNG (2 KB on average, at most 15 KB; the SVGs reach 345 KB), and no alt text: the
    // country's name follows in the row, and a sentence describing the flag before every name is noise.
    return ({ row: { original: c } }) => <img src={sitePaths.flagPng(c.cca2)} alt="" width={24} height={18} loading="lazy" decoding="async" />;
  }
  if (field.id === 'name') {
    return ({ row: { original: c } }) => <a href={sitePaths.explorerCountry(c.cca2)}>{c.name.common}</a>;
  }
  return ({ row: { original: c } }) => field.text(c) || <span className="none">—</span>;
}

function columnOf(field: Field): Column {
  const facet = facetFor(field.id);
  return {
    id: field.id,
    header: field.label,
    accessorFn: (c) => field.sortValue(c),
    cell: cellOf(field),
    enableSorting: field.kind !== 'flag',
    enableHiding: field.hideable,
    enableGlobalFilter: false,
    sortDescFirst: field.descFirst,
    sortUndefined: 'last',
    sortFn: 'natural',
    ...(facet ? { getUniqueValues: (c: CountryData) => facetValues(facet, c), filterFn: 'anyOf' as const } : {}),
    ...(isRangeColumn(field.id) ? { filterFn: 'inRange' as const } : {}),
    // A facet column (region, languages) filters by its values; its text by "contains" only when it is no facet.
    ...(!facet && isContainsColumn(field.id) ? { filterFn: 'containsText' as const } : {}),
  };
}

export const COLUMNS: readonly Column[] = [
  ...FIELDS.map(columnOf),
  {
    id: SEARCH_COLUMN,
    header: 'Relevance',
    accessorFn: tieBreak,
    enableGlobalFilter: true,
    enableColumnFilter: false,
    sortFn: 'relevance',
  },
];
