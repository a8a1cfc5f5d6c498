/**
 * @module
 * A numeric range (population, area): two text fields that accept 1000000, 1,000,000 or 1e6.
 * A field keeps what is typed; the filter changes when the text reads as a number or is empty.
 */
import { useEffect, useId, useState } from 'react';
import { formatInteger, parseAmount } from './format.ts';
import type { RangeDef } from './facets.ts';
import type { NumberRange } from './url-state.ts';

interface Props {
  def: RangeDef;
  range: NumberRange | undefined;
  /** The smallest and largest values among the rows the other filters keep. */
  bounds: readonly [number, number] | undefined;
  onChange(range: NumberRange): void;
}

export function RangeGroup({ def, range, bounds, onChange }: Props) {
  const min = range?.min ?? null;
  const max = range?.max ?? null;
  return (
    <fieldset className="range">
      <legend>{def.legend}</legend>
      <BoundField label="From" value={min} placeholder={bounds ? formatInteger(Math.floor(bounds[0])) : ''} onChange={(v) => onChange({ min: v, max })} />
      <BoundField label="To" value={max} placeholder={bounds ? formatInteger(Math.ceil(bounds[1])) : ''} onChange={(v) => onChange({ min, max: v })} />
    </fieldset>
  );
}

interface BoundProps {
  label: string;
  value: number | null;
  placeholder: string;
  onChange(value: number | null): void;
}

function BoundField({ label, value, placeholder, onChange }: BoundProps) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  // Follow changes made elsewhere (clear filters, back button) without fighting the typist.
  useEffect(() => {
    setText((current) => (parseAmount(current) === value ? current : value === null ? '' : String(value)));
  }, [value]);
  const parsed = parseAmount(text);
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
        onChange={(event) => {
          setText(event.target.value);
          const next = parseAmount(event.target.value);
          if (next !== undefined) onChange(next);
        }}
      />
    </div>
  );
}
