/**
 * @module
 * The filters in force as chips above the results, one per thing that narrows the view (the
 * search, each ticked facet value, each range, each "contains"), each removable on its own.
 */
import { CONTAINS, FACETS, RANGES } from './facets.ts';
import { describeContains, describeRange, type FacetLabels } from './describe-view.ts';
import { setContains, setQuery, setRange, toggleFacetValue } from './state-actions.ts';
import type { ExplorerState } from './url-state.ts';

export interface Chip {
  /** Stable across renders, for React's list and for focus after a removal. */
  readonly key: string;
  readonly text: string;
  /** The state without this filter. */
  readonly remove: (state: ExplorerState) => ExplorerState;
}

export function filterChips(state: ExplorerState, labels: FacetLabels): Chip[] {
  const chips: Chip[] = [];
  const q = state.q.trim();
  if (q !== '') chips.push({ key: 'q', text: `Search “${q}”`, remove: (s) => setQuery(s, '') });
  for (const def of FACETS)
    for (const value of state.facets[def.id] ?? [])
      chips.push({
        key: `${def.id}=${value}`,
        text: `${def.legend}: ${labels.get(def.id)?.get(value) ?? value}`,
        remove: (s) => toggleFacetValue(s, def.id, value, false),
      });
  for (const def of RANGES) {
    const range = state.ranges[def.id];
    if (range) chips.push({ key: `range:${def.id}`, text: describeRange(def, range), remove: (s) => setRange(s, def.id, { min: null, max: null }) });
  }
  for (const def of CONTAINS) {
    const text = state.contains[def.id];
    if (text) chips.push({ key: `contains:${def.id}`, text: describeContains(def.legend, text), remove: (s) => setContains(s, def.id, '') });
  }
  return chips;
}
