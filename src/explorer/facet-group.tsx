/**
 * @module
 * One facet: a fieldset of checkboxes, each with the number of countries it would match. A long
 * one (153 languages) shows its first few; "Show all" opens the whole list in a scrolling box
 * with a field to find a value in it, and moves focus to that field, right where the list
 * starts, so the keyboard goes on through the list in order instead of from below it.
 */
import { memo, useEffect, useId, useRef, useState } from 'react';
import { foldForSearch } from '../lib/text-fold.ts';
import type { FacetDef, FacetView } from './facets.ts';

type Toggle = (facetId: string, value: string, on: boolean) => void;

/** Lists longer than this get a field to find a value in. */
const FINDABLE = 12;

interface Props {
  def: FacetDef;
  view: FacetView;
  selected: readonly string[];
  expanded: boolean;
  /** False until the records are loaded: the full option list is not known before. */
  canExpand: boolean;
  /** Stable across renders, so a tick box re-renders only when it is ticked or unticked. */
  onToggle: Toggle;
  onExpand: (facetId: string, expanded: boolean) => void;
}

export const FacetGroup = memo(function FacetGroup({ def, view, selected, expanded, canExpand, onToggle, onExpand }: Props) {
  const findId = useId();
  const [find, setFind] = useState('');
  const findField = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Set by the toggle's click, read once the list has its new length: where focus goes then.
  const focusAfterToggle = useRef<'find' | 'toggle' | null>(null);
  const findable = expanded && view.total > FINDABLE;
  const query = findable ? foldForSearch(find.trim()) : '';
  const options = query === '' ? view.options : view.options.filter((o) => foldForSearch(o.label).includes(query) || foldForSearch(o.value) === query);

  useEffect(() => {
    const where = focusAfterToggle.current;
    if (where === null) return;
    focusAfterToggle.current = null;
    const target = where === 'find' ? (findField.current ?? toggle.current) : toggle.current;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'nearest' });
  }, [expanded]);

  const noun = def.legend.toLowerCase();
  return (
    <fieldset className="facet">
      <legend>{def.legend}</legend>
      {findable && (
        <div className="facet-find">
          <label htmlFor={findId}>Find in {view.total} options</label>
          <input
            ref={findField}
            id={findId}
            type="search"
            value={find}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setFind(event.target.value)}
          />
        </div>
      )}
      {view.options.length === 0 && <p className="facet-none">None among the countries shown.</p>}
      {options.length === 0 && view.options.length > 0 && <p className="facet-none">No option matches “{find.trim()}”.</p>}
      <ul className={expanded ? 'facet-options all' : 'facet-options'}>
        {options.map((option) => (
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
        <button
          ref={toggle}
          type="button"
          className="link-button"
          aria-expanded={expanded}
          disabled={!canExpand}
          onClick={() => {
            setFind('');
            focusAfterToggle.current = expanded ? 'toggle' : 'find';
            onExpand(def.id, !expanded);
          }}
        >
          {expanded ? 'Show fewer' : `Show all ${view.total}`}
          <span className="visually-hidden"> {noun} options</span>
        </button>
      )}
    </fieldset>
  );
});

/** Apart from its label and count, which change with every keystroke in the search box. */
const TickBox = memo(function TickBox({ facetId, value, checked, onToggle }: { facetId: string; value: string; checked: boolean; onToggle: Toggle }) {
  return <input type="checkbox" checked={checked} onChange={(event) => onToggle(facetId, value, event.target.checked)} />;
});
