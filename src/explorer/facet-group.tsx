/**
 * @module
 * One facet: a fieldset of checkboxes, each with the number of countries it would match.
 */
import type { FacetDef, FacetView } from './facets.ts';

interface Props {
  def: FacetDef;
  view: FacetView;
  selected: readonly string[];
  expanded: boolean;
  /** False until the records are loaded: the full option list is not known before. */
  canExpand: boolean;
  onToggle(value: string, on: boolean): void;
  onExpand(expanded: boolean): void;
}

export function FacetGroup({ def, view, selected, expanded, canExpand, onToggle, onExpand }: Props) {
  return (
    <fieldset className="facet">
      <legend>{def.legend}</legend>
      <ul>
        {view.options.map((option) => (
          <li key={option.value}>
            <label>
              <input type="checkbox" checked={selected.includes(option.value)} onChange={(event) => onToggle(option.value, event.target.checked)} />
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
