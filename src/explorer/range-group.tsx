/**
 * @module
 * A numeric range (population, area): two text fields that accept 1000000, 1,000,000, 1e6 or
 * 10M. A field keeps what is typed, and the filter always does what the field says: an amount
 * is applied (and, when written with a unit or separators, repeated in full beside it), text
 * that is not one is ignored, and says so in words, not only in colour.
 */
import { memo, useId, useState } from 'react';
import { formatDecimal, formatInteger } from '../lib/number-format.ts';
import { boundOf, boundText, readAmount } from './amount.ts';
import type { RangeDef } from './facets.ts';
import type { NumberRange } from './url-state.ts';

interface Props {
  def: RangeDef;
  range: NumberRange | undefined;
  /** The smallest and largest values among the rows the other filters keep. */
  bounds: readonly [number, number] | undefined;
  /** Changes each time the filters are replaced (Back, Forward, Clear filters): the fields then show the range, whatever was typed. */
  replaced: number;
  /** Stable across renders (with the range's id), so typing in another field leaves this one alone. */
  onChange: (rangeId: string, range: NumberRange) => void;
}

const SIDES = [
  { label: 'From', key: 'min', round: Math.floor, index: 0 },
  { label: 'To', key: 'max', round: Math.ceil, index: 1 },
] as const;

export const RangeGroup = memo(function RangeGroup({ def, range, bounds, replaced, onChange }: Props) {
  const id = useId();
  const values = [range?.min ?? null, range?.max ?? null] as const;
  const [min, max] = values;
  const [texts, setTexts] = useState(() => values.map((v) => (v === null ? '' : String(v))));
  // Follow changes made elsewhere (clear filters, back button) without fighting the typist:
  // adjusted during render when the values change, not in an effect (no extra commit).
  const [shown, setShown] = useState({ values, replaced });
  if (shown.values[0] !== min || shown.values[1] !== max || shown.replaced !== replaced) {
    setShown({ values, replaced });
    setTexts((old) => old.map((text, i) => boundText(text, values[i] ?? null, shown.replaced !== replaced)));
  }
  const notes = SIDES.map((side) => noteOf(texts[side.index] ?? '', side.label));
  return (
    <fieldset className="range">
      <legend>{def.legend}</legend>
      {SIDES.map((side) => {
        const note = notes[side.index];
        return (
          <div className="bound" key={side.key}>
            <label htmlFor={`${id}-${side.key}`}>{side.label}</label>
            <input
              id={`${id}-${side.key}`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={texts[side.index]}
              placeholder={bounds ? formatInteger(side.round(bounds[side.index])) : ''}
              aria-invalid={note?.invalid ?? false}
              aria-describedby={note ? `${id}-${side.key}-note` : undefined}
              onChange={(event) => {
                const text = event.target.value;
                setTexts((old) => old.map((t, i) => (i === side.index ? text : t)));
                onChange(def.id, { min, max, [side.key]: boundOf(text) });
              }}
            />
          </div>
        );
      })}
      {SIDES.map((side) => {
        const note = notes[side.index];
        return (
          note && (
            <p key={side.key} id={`${id}-${side.key}-note`} className={note.invalid ? 'bound-error' : 'bound-reads'}>
              {note.text}
            </p>
          )
        );
      })}
      {min !== null && max !== null && min > max && <p className="bound-error">“From” is above “To”: no country can match.</p>}
    </fieldset>
  );
});

/** What a field's text reads as, when that needs saying: an amount in full ("10M" → 10,000,000), or why it is ignored. */
function noteOf(text: string, label: string): { text: string; invalid: boolean } | null {
  const read = readAmount(text);
  if (read.kind === 'invalid')
    return { invalid: true, text: `${label}: “${text.trim()}” ${read.reason}, so it is ignored. Type e.g. 10M, 1.5k, 1,000,000 or 1e6.` };
  if (read.kind === 'amount' && text.trim() !== String(read.value)) return { invalid: false, text: `${label}: ${formatDecimal(read.value)}` };
  return null;
}
