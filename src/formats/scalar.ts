/**
 * @module
 * The text form of a JSON scalar, shared by CSV cells and XML text so both formats
 * spell the same value the same way.
 */
import type { JsonPrimitive } from './document.ts';

/**
 * Writes a scalar as text: null as "", booleans as true/false, numbers in their
 * JavaScript string form (no grouping, no exponent below 1e21).
 */
export function scalarText(value: JsonPrimitive): string {
  return value === null ? '' : String(value);
}
