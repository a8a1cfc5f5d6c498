/**
 * @module
 * Number formats of the explorer: one place, so the server HTML and the browser agree.
 */
const integer = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const small = new Intl.NumberFormat('en', { maximumSignificantDigits: 3 });

/** 83491249 → "83,491,249". */
export const formatInteger = (n: number): string => integer.format(n);
/**
 * 357588.5 → "357,588.5": at most two decimals, but three significant digits below 1, as the
 * dataset keeps densities (Antarctica's 0.0000214 must not read as 0).
 */
export const formatDecimal = (n: number): string => (n !== 0 && Math.abs(n) < 1 ? small.format(n) : decimal.format(n));

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
