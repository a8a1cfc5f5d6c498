/**
 * @module
 * Money as integer micro-dollars. Prices are written as decimal strings ("0.0050") and parsed
 * exactly; costs are counts times integer prices (BigInt, so no size limit) and are formatted
 * back to decimal text, so no amount ever passes through binary floating point.
 */

/** A USD amount as a decimal string with at most six decimals: "0", "9", "0.0050". */
export const USD_PATTERN = /^(0|[1-9]\d{0,8})(\.\d{1,6})?$/;

const MICROS = 1_000_000n;

/** "0.0050" → 5000 (micro-dollars). */
export function parseUsd(text: string): number {
  if (!USD_PATTERN.test(text)) throw new Error(`'${text}' is not a USD amount with at most six decimals`);
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(BigInt(whole) * MICROS + BigInt(fraction.padEnd(6, '0')));
}

/** count × price, both integers. */
export const costMicros = (count: number, priceMicros: number): bigint => BigInt(count) * BigInt(priceMicros);

/**
 * Micro-dollars as decimal USD text: at least two decimals, more only when they are not zero
 * (5000n → "0.005", 1_500_000n → "1.50", 0n → "0.00").
 */
export function formatUsd(micros: bigint | number): string {
  const value = BigInt(micros);
  if (value < 0n) throw new Error('negative amount');
  const whole = value / MICROS;
  const fraction = (value % MICROS).toString().padStart(6, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${fraction}`;
}
