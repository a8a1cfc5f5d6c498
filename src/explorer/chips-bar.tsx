/**
 * @module
 * The filters in force as chips above the results, each a button that removes it, and "Clear
 * all". The chips belong to the view shown: they change with the table, after the frame that
 * shows the tick or the letter (a chip coming or going moves the whole table, which would
 * otherwise be repainted twice). A chip pressed says so at once, struck out, until the view
 * without it shows. After a removal focus goes to the next chip (or the search field when none
 * is left), so a keyboard user can take several off in a row.
 */
import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { Chip } from './filter-chips.ts';

interface Props {
  chips: readonly Chip[];
  onRemove: (chip: Chip) => void;
  onClear: () => void;
}

export const ChipsBar = memo(function ChipsBar({ chips, onRemove, onClear }: Props) {
  const list = useRef<HTMLUListElement>(null);
  // The chip pressed, among these chips (a new list of chips has none).
  const [pressed, setPressed] = useState<{ chips: readonly Chip[]; key: string } | null>(null);
  const leaving = pressed?.chips === chips ? pressed.key : null;
  // Where focus goes once the chips without the one removed are drawn.
  const focusAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = focusAt.current;
    if (index === null || pressed?.chips === chips) return;
    focusAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button.chip');
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    (next ?? document.getElementById('country-search'))?.focus();
  }, [chips, pressed]);
  // The bar is always there (empty, it takes no room unless a link with filters is loading).
  if (chips.length === 0) return <div className="chips-bar" />;
  const removeAt = (index: number) => {
    const chip = chips[index]!;
    if (chip.key === leaving) return;
    focusAt.current = index;
    setPressed({ chips, key: chip.key });
    onRemove(chip);
  };
  return (
    <div className="chips-bar">
      <ul ref={list} className="chips" aria-label="Filters in force">
        {chips.map((chip, i) => (
          <li key={chip.key}>
            <button
              type="button"
              className="chip"
              aria-label={`Remove filter: ${chip.text}`}
              aria-disabled={chip.key === leaving || undefined}
              onClick={() => removeAt(i)}
            >
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
