/**
 * @module
 * A text column's filter: the rows whose cell contains what is typed, case and accents aside
 * ("ber" keeps Berlin, Bern and Canberra as capitals).
 */
import { memo, useId } from 'react';
import type { ContainsDef } from './facets.ts';

interface Props {
  def: ContainsDef;
  value: string;
  /** Stable across renders, with the column's id. */
  onChange: (columnId: string, text: string) => void;
}

export const ContainsGroup = memo(function ContainsGroup({ def, value, onChange }: Props) {
  const id = useId();
  return (
    <fieldset className="range contains">
      <legend>{def.legend}</legend>
      <div className="bound">
        <label htmlFor={id}>Contains</label>
        <input id={id} type="text" autoComplete="off" spellCheck={false} value={value} onChange={(event) => onChange(def.id, event.target.value)} />
      </div>
    </fieldset>
  );
});
