/**
 * @module
 * The filters: one fieldset per facet, the numeric ranges (population and area, and any other
 * column of figures), "contains" for any column of text (added from "Filter by another column")
 * and "Clear search and filters". On
 * wide screens they sit beside the table. On narrow ones they fold behind a button and open
 * over the page, with the number of matching countries always in sight at the bottom ("Show
 * 42 countries"), which closes them and brings the results into view.
 */
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { FacetGroup } from './facet-group.tsx';
import { CONTAINS, FACETS, RANGES, type FacetView } from './facets.ts';
import { RangeGroup } from './range-group.tsx';
import { ContainsGroup } from './contains-group.tsx';
import type { ExplorerState, NumberRange } from './url-state.ts';

interface Props {
  facets: ExplorerState['facets'];
  ranges: ExplorerState['ranges'];
  /** Changes each time Back, Forward or Clear filters replaces the filters. */
  rangesReplaced: number;
  contains: ExplorerState['contains'];
  views: Readonly<Record<string, FacetView>>;
  bounds: Readonly<Record<string, readonly [number, number] | undefined>>;
  ready: boolean;
  expanded: Readonly<Record<string, boolean>>;
  /** How many countries the filters keep. */
  shown: number;
  onExpand: (facetId: string, expanded: boolean) => void;
  onToggle: (facetId: string, value: string, on: boolean) => void;
  onRange: (rangeId: string, range: NumberRange) => void;
  onContains: (columnId: string, text: string) => void;
  onClear: () => void;
  /** Closes the panel (on narrow screens) and brings the results into view. */
  onShowResults: () => void;
  canClear: boolean;
}

const NONE: readonly string[] = [];
const rangeIds = new Set(RANGES.map((r) => r.id));
/** Everything on the page but the element and its ancestors: what the open panel covers. */
function besides(element: Element): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement)
    for (const sibling of node.parentElement?.children ?? []) if (sibling !== node && sibling instanceof HTMLElement) out.push(sibling);
  return out;
}

/** Focuses a new filter's first field, once it is drawn. */
function focusFilter(id: string): void {
  requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`[data-filter="${id}"] input`)?.focus());
}

export const FiltersPanel = memo(function FiltersPanel(props: Props) {
  const { facets, ranges, contains, views, bounds, ready, expanded, shown } = props;
  const [open, setOpen] = useState(false);
  // Filters added from "Filter by another column" stay in the panel once emptied, until reload.
  const [added, setAdded] = useState<readonly string[]>([]);
  const addFilter = useCallback((id: string) => {
    setAdded((a) => [...a, id]);
    focusFilter(id);
  }, []);
  const rangesShown = RANGES.filter((def) => def.standing || ranges[def.id] || added.includes(def.id));
  const containsShown = CONTAINS.filter((def) => contains[def.id] !== undefined || added.includes(def.id));
  const addableKey = [...RANGES.filter((def) => !rangesShown.includes(def)), ...CONTAINS.filter((def) => !containsShown.includes(def))]
    .map((def) => def.id)
    .join(',');
  const toggle = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);
  // Where focus goes once the panel is closed and the page behind it is reachable again.
  const afterClose = useRef<(() => void) | null>(null);
  const close = (then: () => void) => {
    afterClose.current = then;
    setOpen(false);
  };
  const active = Object.values(facets).reduce((n, values) => n + values.length, 0) + Object.keys(ranges).length + Object.keys(contains).length;

  // Open over a narrow screen: the page behind stays put and out of reach (inert, so Tab and
  // screen readers stay in the panel), and Escape closes.
  useEffect(() => {
    if (!open) return;
    document.documentElement.classList.add('filters-open');
    const behind = body.current ? besides(body.current) : [];
    for (const el of behind) el.inert = true;
    body.current?.querySelector<HTMLElement>('button:not(:disabled), input')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      afterClose.current = () => toggle.current?.focus();
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.documentElement.classList.remove('filters-open');
      for (const el of behind) el.inert = false;
      document.removeEventListener('keydown', onKey);
      afterClose.current?.();
      afterClose.current = null;
    };
  }, [open]);

  return (
    <section className="filters needs-js" aria-labelledby="filters-heading">
      <div className="filters-head">
        <h2 id="filters-heading">Filters</h2>
        <button ref={toggle} type="button" className="filters-toggle" aria-expanded={open} aria-controls="filters-body" onClick={() => setOpen(!open)}>
          {`Show filters${active > 0 ? ` (${active} active)` : ''}`}
        </button>
      </div>
      <div ref={body} id="filters-body" className={open ? 'filters-body open' : 'filters-body'}>
        <div className="filters-close">
          <button type="button" onClick={() => close(() => toggle.current?.focus())}>
            Close filters
          </button>
        </div>
        <a className="skip-inline" href="#results">
          Skip the filters, to the results
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
              onExpand={props.onExpand}
            />
          ) : null;
        })}
        {rangesShown.map((def) => (
          <div key={def.id} data-filter={def.id}>
            <RangeGroup def={def} range={ranges[def.id]} bounds={bounds[def.id]} replaced={props.rangesReplaced} onChange={props.onRange} />
          </div>
        ))}
        {containsShown.map((def) => (
          <div key={def.id} data-filter={def.id}>
            <ContainsGroup def={def} value={contains[def.id] ?? ''} onChange={props.onContains} />
          </div>
        ))}
        <AddFilter addable={addableKey} onAdd={addFilter} />
        <div className="filters-done">
          <button type="button" className="primary" onClick={() => close(props.onShowResults)}>
            Show {shown} {shown === 1 ? 'country' : 'countries'}
          </button>
        </div>
      </div>
    </section>
  );
});

const filterById = new Map([...RANGES, ...CONTAINS].map((def) => [def.id, def]));

/**
 * "Filter by another column": the columns not yet among the filters (`addable`, their ids
 * joined by commas, so that a tick elsewhere leaves its 40-odd options alone).
 */
const AddFilter = memo(function AddFilter({ addable, onAdd }: { addable: string; onAdd: (id: string) => void }) {
  const defs = addable === '' ? [] : addable.split(',').map((id) => filterById.get(id)!);
  if (defs.length === 0) return null;
  const group = (figures: boolean) =>
    defs
      .filter((def) => rangeIds.has(def.id) === figures)
      .map((def) => (
        <option key={def.id} value={def.id}>
          {def.legend}
        </option>
      ));
  return (
    <label className="add-filter">
      Filter by another column
      <select
        value=""
        onChange={(event) => {
          if (event.target.value) onAdd(event.target.value);
        }}
      >
        <option value="">Choose a column…</option>
        <optgroup label="Figures (from–to)">{group(true)}</optgroup>
        <optgroup label="Text (contains)">{group(false)}</optgroup>
      </select>
    </label>
  );
});
