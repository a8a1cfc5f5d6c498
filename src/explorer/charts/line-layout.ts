/**
 * @module
 * Geometry of a line chart of one or several series over the years, on a linear or a
 * logarithmic scale, whose text is never scaled: the SVG has a fixed height in CSS pixels and
 * no viewBox, so labels stay at their font size at any width (12 px on a phone as on a desktop).
 * Vertical positions are pixels; horizontal ones are fractions of the width, and the lines
 * themselves are drawn in a nested SVG stretched over the plot area. Shared by the charts drawn
 * at build time (country pages) and the explorer's chart view.
 */
import { axisTicks } from './scale.ts';

export interface LinePoint {
  x: number;
  y: number;
}

export interface LineSeries {
  readonly id: string;
  readonly points: readonly LinePoint[];
}

export type Scale = 'linear' | 'log';

export interface LineLayout {
  height: number;
  /** Top and height of the plot area, px. */
  plotTop: number;
  plotHeight: number;
  /** The first and last year. */
  x0: number;
  x1: number;
  /** The nested SVG's viewBox: x in years from the first, y from 0 (the top tick) to PLOT_UNITS (the bottom one). */
  viewBox: string;
  /** Each series' polyline points in that viewBox (a log scale leaves out values of 0). */
  lines: { id: string; points: string }[];
  /** Horizontal grid lines with their value, px from the top. */
  yTicks: { value: number; y: number }[];
  /** Labels along the bottom: value and percentage from the left. */
  xTicks: { value: number; left: string }[];
  /** Pixels from the top of a value; the fraction of the width of a year. */
  yOf(value: number): number;
  xOf(year: number): number;
}

export const LINE_DEFAULTS = { height: 220, top: 20, bottom: 24, yTicks: 4, xStep: 10 };
/** The height of the lines' own coordinates (a tenth of a unit is far below a pixel). */
export const PLOT_UNITS = 1000;

/** Ticks of a log scale: the powers of ten over the values, with 2× and 5× between when they span few. */
export function logTicks(min: number, max: number): number[] {
  const low = Math.floor(Math.log10(min));
  const high = Math.max(Math.ceil(Math.log10(max)), low + 1);
  const decades = Array.from({ length: high - low + 1 }, (_, i) => 10 ** (low + i));
  if (high - low > 2) return decades;
  return decades.flatMap((d, i) => (i === decades.length - 1 ? [d] : [d, 2 * d, 5 * d])).map((v) => Number(v.toPrecision(12)));
}

export function lineLayout(series: readonly LineSeries[], scale: Scale = 'linear', options = LINE_DEFAULTS): LineLayout {
  const all = series.flatMap((s) => s.points).filter((p) => scale === 'linear' || p.y > 0);
  if (all.length === 0) throw new Error('a line chart needs points');
  const x0 = Math.min(...all.map((p) => p.x));
  const x1 = Math.max(...all.map((p) => p.x));
  const span = Math.max(x1 - x0, 1);
  const values = all.map((p) => p.y);
  const ticks = scale === 'log' ? logTicks(Math.min(...values), Math.max(...values)) : axisTicks(Math.max(...values), options.yTicks);
  const t = scale === 'log' ? (v: number) => Math.log10(v) : (v: number) => v;
  const bottom = t(ticks[0]!);
  const top = t(ticks.at(-1)!);
  const range = top - bottom || 1;
  const plotHeight = options.height - options.top - options.bottom;
  const firstX = Math.ceil(x0 / options.xStep) * options.xStep;
  const xTicks: LineLayout['xTicks'] = [];
  for (let x = firstX; x <= x1; x += options.xStep) xTicks.push({ value: x, left: `${(((x - x0) / span) * 100).toFixed(2)}%` });
  const yOf = (value: number) => options.top + plotHeight * (1 - (t(value) - bottom) / range);
  // The nested viewBox is a fixed 0–PLOT_UNITS high whatever the values: Chromium drew lines in
  // a viewBox billions of units high (populations) only where they came close to its top.
  const unitsOf = (v: number) => Math.round(((top - t(v)) / range) * PLOT_UNITS * 10) / 10;
  return {
    height: options.height,
    plotTop: options.top,
    plotHeight,
    x0,
    x1,
    viewBox: `0 0 ${span} ${PLOT_UNITS}`,
    lines: series.map((s) => ({
      id: s.id,
      points: s.points
        .filter((p) => scale === 'linear' || p.y > 0)
        .map((p) => `${p.x - x0},${unitsOf(p.y)}`)
        .join(' '),
    })),
    yTicks: ticks.map((value) => ({ value, y: yOf(value) })),
    xTicks,
    yOf,
    xOf: (year) => (year - x0) / span,
  };
}
