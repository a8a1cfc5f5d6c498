/**
 * @module
 * The options of every facet as the filters show them: counts from the table (or, before the
 * records arrive, the server's), selected values kept, trimmed unless expanded. A facet whose
 * counts, ticks and labels did not change keeps its view object, so its memoised group skips
 * the render: a tick re-renders its own facet, not all of them.
 */
import { useMemo } from 'react';
import { FACETS, facetView, type FacetView } from './facets.ts';
import type { ExplorerState } from './url-state.ts';
import type { CountryTableModel } from './use-country-table.ts';

const NONE: readonly string[] = [];

interface Cached {
  readonly selected: readonly string[];
  readonly labels: ReadonlyMap<string, string> | undefined;
  readonly expanded: boolean;
  readonly view: FacetView;
}
/** By the table's count map of a facet, which TanStack keeps while the rows stay the same. */
const cache = new WeakMap<object, Cached>();

export function useFacetViews(
  table: CountryTableModel,
  labels: ReadonlyMap<string, ReadonlyMap<string, string>>,
  facets: ExplorerState['facets'],
  expanded: Readonly<Record<string, boolean>>,
  initial: Readonly<Record<string, FacetView>> | null,
): Record<string, FacetView> {
  return useMemo(() => {
    const views: Record<string, FacetView> = {};
    for (const def of FACETS) {
      const selected = facets[def.id] ?? NONE;
      if (initial) {
        // Before the records arrive: the server's counts, plus any value the URL selects.
        const options = initial[def.id]?.options ?? [];
        const counts = new Map(options.map((o) => [o.value, o.count]));
        const shown = facetView(def, counts, new Map(options.map((o) => [o.value, o.label])), selected, false);
        views[def.id] = { options: shown.options, total: Math.max(shown.total, initial[def.id]?.total ?? 0) };
        continue;
      }
      const counts = table.getColumn(def.id)?.getFacetedUniqueValues() ?? new Map<unknown, number>();
      const own = labels.get(def.id);
      const open = expanded[def.id] ?? false;
      const hit = cache.get(counts);
      if (hit && hit.selected === selected && hit.labels === own && hit.expanded === open) {
        views[def.id] = hit.view;
        continue;
      }
      const view = facetView(def, counts, own ?? new Map(), selected, open);
      cache.set(counts, { selected, labels: own, expanded: open, view });
      views[def.id] = view;
    }
    return views;
  }, [table, facets, labels, expanded, initial]);
}
