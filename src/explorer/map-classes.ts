/**
 * @module
 * The colour classes of the map view: readable thresholds (1M, 3M, 10M…; 60, 65, 70…) over
 * the values on show, so the legend reads "1M–3M" rather than "1,187,345–5,602,871", and at most
 * eight classes from faint to full.
 */
import { formatCompact } from '../lib/number-format.ts';

/** At most as many colour classes as the eye tells apart on one map. */
export const MAX_CLASSES = 8;

/**
 * Ascending thresholds of readable classes for the values on show. Figures spread over orders of
 * magnitude (population, area, GDP) get steps of 1 and 3 times a power of ten (1M, 3M, 10M…), or
 * of ten alone (or every hundred) where those would be too many: the United States and India, or
 * Germany and China, then never share a colour as they did in five quantiles. Other figures
 * (life expectancy, a Gini index, a percentage) get equal steps of a round size (5, 10, 25…).
 * The classes span the values: none lies wholly below the smallest or above the largest.
 */
export function niceThresholds(values: readonly number[], maxClasses = MAX_CLASSES): number[] {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return [];
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  if (min === max) return [];
  // Where the classes start: past the few smallest (a handful of islands with a few dozen people
  // would otherwise spend half the classes on themselves); those fall into the first class.
  const positive = finite.filter((v) => v > 0).sort((a, b) => a - b);
  const start = positive[Math.floor(positive.length * 0.05)] ?? 0;
  if (min >= 0 && positive.length > 1 && max / start >= 100) return logThresholds(start, min, max, maxClasses);
  return linearThresholds(min, max, maxClasses);
}

function logThresholds(start: number, min: number, max: number, maxClasses: number): number[] {
  const low = Math.floor(Math.log10(start));
  const high = Math.ceil(Math.log10(max));
  const inRange = (t: number) => t > min && t <= max;
  for (const [multiples, everyDecades] of [
    [[1, 3], 1],
    [[1], 1],
    [[1], 2],
    [[1], 3],
  ] as const) {
    const thresholds: number[] = [];
    for (let k = low; k <= high; k++) {
      if ((k - low) % everyDecades !== 0) continue;
      for (const m of multiples) {
        const t = Number((m * 10 ** k).toPrecision(12));
        if (inRange(t)) thresholds.push(t);
      }
    }
    if (thresholds.length + 1 <= maxClasses) return thresholds;
  }
  return [];
}

function linearThresholds(min: number, max: number, maxClasses: number): number[] {
  const rough = (max - min) / maxClasses;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => Math.ceil(max / s) - Math.floor(min / s) <= maxClasses) ?? 10 * power;
  const thresholds: number[] = [];
  for (let t = (Math.floor(min / step) + 1) * step; t <= max; t += step) thresholds.push(Number(t.toPrecision(12)));
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
