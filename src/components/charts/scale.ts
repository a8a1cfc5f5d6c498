/**
 * @module
 * The arithmetic of the build-time charts: round axis steps, a linear scale and the classes
 * of a choropleth. Pure, so the SVG components only lay out what these compute.
 */

/** Removes binary noise from multiples of a decimal step (0.30000000000000004 → 0.3). */
const clean = (x: number) => Number(x.toPrecision(12));

/**
 * The step between axis ticks: 1, 2 or 5 times a power of ten, so that about `count`
 * steps cover [0, max] (the rule d3-array's `tickIncrement` uses).
 */
export function niceStep(max: number, count: number): number {
  if (!(max > 0) || !(count > 0)) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
  return clean(factor * power);
}

/** Tick values from 0 to the first multiple of the step that reaches `max`. */
export function axisTicks(max: number, count = 4): number[] {
  const step = niceStep(max, count);
  const steps = Math.max(1, Math.ceil(clean(max / step)));
  return Array.from({ length: steps + 1 }, (_, i) => clean(i * step));
}

/** Maps [0, domainMax] onto [0, rangeMax]; a zero domain maps everything to 0. */
export function linearScale(domainMax: number, rangeMax: number): (value: number) => number {
  return (value) => (domainMax > 0 ? (value / domainMax) * rangeMax : 0);
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
export function classLabels(thresholds: readonly number[], format: (n: number) => string): string[] {
  if (thresholds.length === 0) return ['all'];
  return [
    `< ${format(thresholds[0]!)}`,
    ...thresholds.slice(1).map((t, i) => `${format(thresholds[i]!)}–${format(t)}`),
    `≥ ${format(thresholds[thresholds.length - 1]!)}`,
  ];
}
