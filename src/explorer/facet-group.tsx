/**
 * @module
 * One facet: a fieldset of checkboxes, each with the number of countries it would match.
 */
import { memo } from 'react';
import type { FacetDef, FacetView } from './facets.ts';

type Toggle = (facetId: string, value: string, on: boolean) => void;

interface Props {
  def: FacetDef;
  view: FacetView;
  selected: readonly string[];
  expanded: boolean;
  /** False until the records are loaded: the full option list is not known before. */
  canExpand: boolean;
  /** Stable across renders, so a tick box re-renders only when it is ticked or unticked. */
  onToggle: Toggle;
  onExpand: (expanded: boolean) => void;
}

export function FacetGroup({ def, view, selected, expanded, canExpand, onToggle, onExpand }: Props) {
  return (
    <fieldset className="facet">
      <legend>{def.legend}</legend>
      {view.options.length === 0 && <p className="facet-none">None among the countries shown.</p>}
      <ul>
        {view.options.map((option) => (
          <li key={option.value}>
            <label>
              <TickBox facetId={def.id} value={option.value} checked={selected.includes(option.value)} onToggle={onToggle} />
              <span className="facet-label">{option.label}</span>
              <span className="facet-count">
                {option.count}
                <span className="visually-hidden">{option.count === 1 ? ' country' : ' countries'}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {(view.total > view.options.length || expanded) && (
        <button type="button" className="link-button" aria-expanded={expanded} disabled={!canExpand} onClick={() => onExpand(!expanded)}>
          {expanded ? 'Show fewer' : `Show all ${view.total}`}
          <span className="visually-hidden"> {def.legend.toLowerCase()} options</span>
        </button>
      )}
    </fieldset>
  );
}

/** Apart from its label and count, which change with every keystroke in the search box. */
const TickBox = memo(function TickBox({ facetId, value, checked, onToggle }: { facetId: string; value: string; checked: boolean; onToggle: Toggle }) {
  return <input type="checkbox" checked={checked} onChange={(event) => onToggle(facetId, value, event.target.checked)} />;
});
