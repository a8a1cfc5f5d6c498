/**
 * @module
 * What a view needs of the data beyond the slim index the page starts from: the full records
 * (a column, a sort, a filter or the map's colour that the slim index lacks) and the search terms
 * (a search). Pure: the explorer fetches what a view needs, and shows the view once it has it.
 */
import { fieldById, NUMBER_FIELDS } from './fields.ts';
import { isSlimField } from './slim-index.ts';
import { effectiveSort } from './table-model.ts';
import { normalizeQuery } from './search.ts';
import type { ExplorerState, SortState } from './url-state.ts';

export interface DataNeeds {
  /** Columns beyond the slim index's. */
  readonly full: boolean;
  /** The search terms file. */
  readonly terms: boolean;
}

const slim = (id: string) => {
  const field = fieldById(id);
  return field === undefined || isSlimField(field);
};

/** The column the map view is coloured by: the chosen one, else the sorted one when it holds figures, else population. */
export const mapMetricId = (chosen: string | null, sort: SortState): string =>
  NUMBER_FIELDS.find((f) => f.id === chosen)?.id ?? NUMBER_FIELDS.find((f) => f.id === sort.id)?.id ?? 'population';

export function dataNeeds(state: ExplorerState): DataNeeds {
  const ids = [
    ...state.columns,
    effectiveSort(state).id,
    ...Object.keys(state.ranges),
    ...Object.keys(state.contains),
    ...(state.view === 'map' ? [mapMetricId(state.metric, effectiveSort(state))] : []),
  ];
  return { full: !ids.every(slim), terms: normalizeQuery(state.q) !== '' };
}
