/**
 * @module
 * A numeric range (population, area): two text fields that accept 1000000, 1,000,000 or 1e6.
 * A field keeps what is typed; the filter changes when the text reads as a number or is empty,
 * and text that does not says so in words (not only in colour).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { formatInteger } from '../lib/number-format.ts';
import { parseAmount } from './amount.ts';
import type { RangeDef } from './facets.ts';
import type { NumberRange } from './url-state.ts';

interface Props {
  def: RangeDef;
  range: NumberRange | undefined;
  /** The smallest and largest values among the rows the other filters keep. */
  bounds: readonly [number, number] | undefined;
  onChange: (range: NumberRange) => void;
}

export function RangeGroup({ def, range, bounds, onChange }: Props) {
  const min = range?.min ?? null;
  const max = range?.max ?? null;
  const errorId = useId();
  const [invalid, setInvalid] = useState({ From: false, To: false });
  const onInvalid = useCallback((label: 'From' | 'To', value: boolean) => setInvalid((s) => (s[label] === value ? s : { ...s, [label]: value })), []);
  const message =
    invalid.From || invalid.To
      ? 'Not a number, so it is ignored: type e.g. 1000000, 1,000,000 or 1e6.'
      : min !== null && max !== null && min > max
        ? '“From” is above “To”: no country can match.'
        : null;
  return (
    <fieldset className="range">
      <legend>{def.legend}</legend>
      <BoundField
        label="From"
        value={min}
        placeholder={bounds ? formatInteger(Math.floor(bounds[0])) : ''}
        errorId={errorId}
        onInvalid={onInvalid}
        onChange={(v) => onChange({ min: v, max })}
      />
      <BoundField
        label="To"
        value={max}
        placeholder={bounds ? formatInteger(Math.ceil(bounds[1])) : ''}
        errorId={errorId}
        onInvalid={onInvalid}
        onChange={(v) => onChange({ min, max: v })}
      />
      {message && (
        <p id={errorId} className="bound-error">
          {message}
        </p>
      )}
    </fieldset>
  );
}

interface BoundProps {
  label: 'From' | 'To';
  value: number | null;
  placeholder: string;
  /** The group's message, which an invalid field points to. */
  errorId: string;
  onInvalid: (label: 'From' | 'To', invalid: boolean) => void;
  onChange: (value: number | null) => void;
}

function BoundField({ label, value, placeholder, errorId, onInvalid, onChange }: BoundProps) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  // Follow changes made elsewhere (clear filters, back button) without fighting the typist:
  // adjusted during render when the value changes, not in an effect (no extra commit).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (parseAmount(text) !== value) setText(value === null ? '' : String(value));
  }
  const parsed = parseAmount(text);
  useEffect(() => onInvalid(label, parsed === undefined), [label, parsed, onInvalid]);
  return (
    <div className="bound">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        aria-invalid={parsed === undefined}
        aria-describedby={parsed === undefined ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const next = parseAmount(event.target.value);
          if (next !== undefined) onChange(next);
        }}
      />
    </div>
  );
}
