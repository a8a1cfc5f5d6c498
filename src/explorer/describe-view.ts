/**
 * @module
 * Sentences that describe the view: the table caption and the live announcement.
 */
import { fieldById } from './fields.ts';
import type { ExplorerState, SortState } from './url-state.ts';
import { SEARCH_COLUMN, effectiveSort } from './table-model.ts';

/** "sorted by population, largest first" for the order the rows are in. */
export function describeSort(sort: SortState): string {
  if (sort.id === SEARCH_COLUMN) return 'best matches first';
  const field = fieldById(sort.id);
  if (!field) return 'unsorted';
  const label = field.label.replace(/ \(.*\)$/, '').toLowerCase();
  const numeric = field.kind === 'number' || field.descFirst;
  const direction = numeric ? (sort.desc ? 'largest first' : 'smallest first') : sort.desc ? 'Z to A' : 'A to Z';
  return `sorted by ${label}, ${direction}`;
}

/** "42 of 250 countries". */
export const describeCount = (shown: number, total: number): string => `${shown} of ${total} ${total === 1 ? 'country' : 'countries'}`;

/** The table caption: what the table holds and in which order. */
export function tableCaption(shown: number, total: number, state: ExplorerState): string {
  return `Countries and territories: ${describeCount(shown, total)}, ${describeSort(effectiveSort(state))}`;
}
