/**
 * @module
 * The filters: one fieldset per facet, the numeric ranges and "Clear filters". On narrow
 * screens the panel folds behind a button (CSS keeps it open on wide ones).
 */
import { memo, useState } from 'react';
import { FacetGroup } from './facet-group.tsx';
import { FACETS, RANGES, type FacetView } from './facets.ts';
import { RangeGroup } from './range-group.tsx';
import type { ExplorerState, NumberRange } from './url-state.ts';

interface Props {
  facets: ExplorerState['facets'];
  ranges: ExplorerState['ranges'];
  views: Readonly<Record<string, FacetView>>;
  bounds: Readonly<Record<string, readonly [number, number] | undefined>>;
  ready: boolean;
  expanded: Readonly<Record<string, boolean>>;
  onExpand: (facetId: string, expanded: boolean) => void;
  onToggle: (facetId: string, value: string, on: boolean) => void;
  onRange: (rangeId: string, range: NumberRange) => void;
  onClear: () => void;
  canClear: boolean;
}

const NONE: readonly string[] = [];

export const FiltersPanel = memo(function FiltersPanel(props: Props) {
  const { facets, ranges, views, bounds, ready, expanded } = props;
  const [open, setOpen] = useState(false);
  const active = Object.values(facets).reduce((n, values) => n + values.length, 0) + Object.keys(ranges).length;
  return (
    <section className="filters needs-js" aria-labelledby="filters-heading">
      <div className="filters-head">
        <h2 id="filters-heading">Filters</h2>
        <button type="button" className="filters-toggle" aria-expanded={open} aria-controls="filters-body" onClick={() => setOpen(!open)}>
          {open ? 'Hide filters' : `Show filters${active > 0 ? ` (${active} active)` : ''}`}
        </button>
      </div>
      <div id="filters-body" className={open ? 'filters-body open' : 'filters-body'}>
        <a className="skip-inline" href="#countries-table">
          Skip the filters, to the table
        </a>
        <button type="button" className="link-button clear" disabled={!props.canClear} onClick={props.onClear}>
          Clear search and filters
        </button>
        {FACETS.map((def) => {
          const view = views[def.id];
          return view ? (
            <FacetGroup
              key={def.id}
              def={def}
              view={view}
              selected={facets[def.id] ?? NONE}
              expanded={expanded[def.id] ?? false}
              canExpand={ready}
              onToggle={props.onToggle}
              onExpand={(next) => props.onExpand(def.id, next)}
            />
          ) : null;
        })}
        {RANGES.map((def) => (
          <RangeGroup key={def.id} def={def} range={ranges[def.id]} bounds={bounds[def.id]} onChange={(range) => props.onRange(def.id, range)} />
        ))}
      </div>
    </section>
  );
});
