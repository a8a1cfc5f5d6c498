/**
 * @module
 * Amounts typed into the explorer's range fields.
 */

/**
 * A typed amount: "1000000", "1,000,000", "1 000 000" or "1e6". null for empty text,
 * undefined for text that is not a non-negative number.
 */
export function parseAmount(text: string): number | null | undefined {
  const clean = text.replace(/[\s,_]/g, '');
  if (clean === '') return null;
  // Decimal digits only: Number() would also read "0x10" as 16 and "Infinity".
  if (!/^(\d+\.?\d*|\.\d+)(e\+?\d+)?$/i.test(clean)) return undefined;
  const n = Number(clean);
  return Number.isFinite(n) ? n : undefined;
}
