/**
 * @module
 * The rows of the build-time bar charts and how long each bar is: a share of the longest, so
 * the longest fills the width. Pure, so the component only lays out what this computes.
 */

export interface ChartRow {
  label: string;
  value: number;
  href?: string | undefined;
  /** More columns for the table only. */
  extra?: string[];
}

/** Each bar's length as a percentage of the full width (0 for a chart of zeros). */
export function barWidths(items: readonly { value: number }[]): number[] {
  const max = Math.max(0, ...items.map((i) => i.value));
  return items.map((i) => (max > 0 ? (Math.max(i.value, 0) / max) * 100 : 0));
}
