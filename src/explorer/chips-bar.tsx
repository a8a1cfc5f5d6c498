/**
 * @module
 * The filters in force as chips above the results, each a button that removes it, and "Clear
 * all". After a removal focus goes to the next chip (or the search field when none is left), so
 * a keyboard user can take several off in a row.
 */
import { memo, useRef } from 'react';
import type { Chip } from './filter-chips.ts';

interface Props {
  chips: readonly Chip[];
  onRemove: (chip: Chip) => void;
  onClear: () => void;
}

export const ChipsBar = memo(function ChipsBar({ chips, onRemove, onClear }: Props) {
  const list = useRef<HTMLUListElement>(null);
  // The bar is always there (empty, it takes no room unless a link with filters is loading).
  if (chips.length === 0) return <div className="chips-bar" />;
  const removeAt = (index: number) => {
    onRemove(chips[index]!);
    // The list re-renders without the chip: focus what now stands in its place.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button.chip');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? document.getElementById('country-search'))?.focus();
    });
  };
  return (
    <div className="chips-bar">
      <ul ref={list} className="chips" aria-label="Filters in force">
        {chips.map((chip, i) => (
          <li key={chip.key}>
            <button type="button" className="chip" aria-label={`Remove filter: ${chip.text}`} onClick={() => removeAt(i)}>
              {chip.text}
              <span aria-hidden="true"> ✕</span>
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <button type="button" className="link-button" onClick={onClear}>
          Clear all
        </button>
      )}
    </div>
  );
});
