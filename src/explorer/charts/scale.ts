/**
 * @module
 * The arithmetic of the charts (build-time and the explorer's): round axis steps (the classes of
 * a choropleth are in explorer/map-classes.ts, which the browser's map shares). Pure, so the
 * SVG components only lay out what these compute.
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
