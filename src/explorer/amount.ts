/**
 * @module
 * Amounts typed into the explorer's range fields, as people write them: "1000000",
 * "1,000,000", "1 000 000", "1e6", "10M", "1.5k", "2bn", "3 million".
 */

/** What a field's text reads as: empty, an amount, or why it is not one. */
export type ReadAmount =
  { readonly kind: 'empty' } | { readonly kind: 'amount'; readonly value: number } | { readonly kind: 'invalid'; readonly reason: string };

/** Multipliers by suffix, after lower-casing; "m" is a million (no one filters countries in metres). */
const SUFFIXES: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  mio: 1e6,
  million: 1e6,
  millions: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  // Economies are counted in trillions (the table writes GDP as "4.46T").
  t: 1e12,
  tn: 1e12,
  trillion: 1e12,
  trillions: 1e12,
};

// Decimal digits only: Number() alone would also read "0x10" as 16 and "Infinity".
const NUMBER = /^(\d+\.?\d*|\.\d+)(e\+?\d+)?$/i;
const WITH_SUFFIX = /^(.*?\d\.?)\s*([a-z]+)$/i;

/** Reads a typed amount; negative numbers and anything else are "invalid", with the reason in words. */
export function readAmount(text: string): ReadAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (/^[-−]/.test(trimmed)) return { kind: 'invalid', reason: 'is below zero' };
  const suffixed = WITH_SUFFIX.exec(trimmed);
  const multiplier = suffixed ? SUFFIXES[suffixed[2]!.toLowerCase()] : 1;
  // "1e6" ends in a digit, so it never reaches the suffix table; "10x" does, and is refused there.
  if (multiplier === undefined) return { kind: 'invalid', reason: `has an unknown unit “${suffixed![2]}” (use k, M or bn)` };
  const digits = (suffixed ? suffixed[1]! : trimmed).replace(/[\s,_\u00a0\u202f]/g, '');
  if (!NUMBER.test(digits)) return { kind: 'invalid', reason: 'is not a number' };
  const value = Number(digits) * multiplier;
  if (!Number.isFinite(value)) return { kind: 'invalid', reason: 'is too large' };
  // 1.1 × 1e6 is 1100000.0000000002 in binary: whole amounts stay whole.
  return { kind: 'amount', value: Math.abs(value - Math.round(value)) < 1e-6 * Math.max(1, value) ? Math.round(value) : value };
}

/** The bound a text sets: its amount, or none when it is empty or not an amount (an ignored field filters nothing). */
export function boundOf(text: string): number | null {
  const read = readAmount(text);
  return read.kind === 'amount' ? read.value : null;
}

/**
 * What a range field shows once its bound is changed from elsewhere: the text as typed while it
 * reads as that bound (the typist's "10M" stays), else the bound. When the filters are replaced
 * (Back, Forward, Clear filters), text that sets no bound ("abc") goes too, though the bound was
 * none before and after: the field shows the view it now filters by, not text from the one left.
 */
export function boundText(typed: string, bound: number | null, replaced: boolean): string {
  const read = readAmount(typed);
  const keeps = replaced ? (read.kind === 'amount' ? read.value === bound : read.kind === 'empty' && bound === null) : boundOf(typed) === bound;
  return keeps ? typed : bound === null ? '' : String(bound);
}
