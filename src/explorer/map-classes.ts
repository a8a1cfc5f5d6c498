/**
 * @module
 * The colour classes of the map view: thresholds at the quantiles of the values on show (so
 * each colour holds a fair share of the selection whatever the column), rounded to two
 * significant digits so the legend reads "1.2M–5.6M" rather than "1,187,345–5,602,871".
 */
import { formatCompact } from '../lib/number-format.ts';

/** Rounds to two significant digits: 1,187,345 → 1,200,000; 0.137 → 0.14. */
export function roundThreshold(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  const power = 10 ** (Math.floor(Math.log10(Math.abs(value))) - 1);
  return Number((Math.round(value / power) * power).toPrecision(12));
}

/**
 * Ascending thresholds splitting the values into at most `count` classes of about equal size;
 * fewer when the values are few or repeat (a class is never empty of possible values).
 */
export function quantileThresholds(values: readonly number[], count: number): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  const thresholds: number[] = [];
  for (let i = 1; i < count; i++) {
    const t = roundThreshold(sorted[Math.floor((i * sorted.length) / count)]!);
    if (t > sorted[0]! && t <= sorted.at(-1)! && (thresholds.length === 0 || t > thresholds.at(-1)!)) thresholds.push(t);
  }
  return thresholds;
}

/**
 * The class of a value among ascending thresholds: 0 below the first, i when
 * thresholds[i-1] <= value < thresholds[i], thresholds.length at or above the last.
 */
export function classify(value: number, thresholds: readonly number[]): number {
  let i = 0;
  while (i < thresholds.length && value >= thresholds[i]!) i++;
  return i;
}

/** Legend labels of the classes `classify` returns: "< 10", "10–25", …, "≥ 1,000". */
export function classLabels(thresholds: readonly number[], format: (n: number) => string = formatCompact): string[] {
  if (thresholds.length === 0) return ['all'];
  return [
    `< ${format(thresholds[0]!)}`,
    ...thresholds.slice(1).map((t, i) => `${format(thresholds[i]!)}–${format(t)}`),
    `≥ ${format(thresholds[thresholds.length - 1]!)}`,
  ];
}

/**
 * How strongly a class is coloured, from faint to full: the maps fill every class with one
 * colour at this opacity (an SVG attribute, so one style serves every class in both themes).
 */
export const classOpacity = (k: number, classes: number): number => (classes <= 1 ? 0.6 : Math.round((0.2 + (0.8 * k) / (classes - 1)) * 100) / 100);
