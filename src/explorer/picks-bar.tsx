/**
 * @module
 * The rows picked for comparison, above the table: how many, which, and the link to the
 * comparison page. Always there with the same height, so ticking a first box moves nothing; on
 * a phone, once a row is ticked, a bar at the foot of the screen instead (explorer.css).
 */
import { memo } from 'react';
import { COMPARE_MAX, compareHref } from './compare-link.ts';

interface Props {
  /** Alpha-2 codes in the order they were picked, with their names. */
  picks: readonly { cca2: string; name: string }[];
  onClear: () => void;
}

export const PicksBar = memo(function PicksBar({ picks, onClear }: Props) {
  const count = picks.length;
  return (
    <div className={count === 0 ? 'picks empty needs-js' : 'picks needs-js'}>
      <p role="status" className="picks-status">
        {count === 0
          ? `Tick up to ${COMPARE_MAX} rows to compare them side by side.`
          : `${count} of ${COMPARE_MAX} picked: ${picks.map((p) => p.name).join(', ')}${count === 1 ? '. Pick at least one more.' : '.'}`}
      </p>
      {count >= 2 && (
        <a className="button primary" href={compareHref(picks.map((p) => p.cca2))}>
          Compare {count} countries
        </a>
      )}
      {count > 0 && (
        <button type="button" className="link-button" onClick={onClear}>
          Clear picks
        </button>
      )}
    </div>
  );
});
