/**
 * @module
 * Geometry of a line chart whose text is never scaled: the SVG has a fixed height in CSS
 * pixels and no viewBox, so labels stay at their font size at any width (12 px on a phone as
 * on a desktop). Vertical positions are pixels; horizontal ones are percentages of the width,
 * and the line itself is drawn in a nested SVG stretched over the plot area.
 */
import { axisTicks } from './scale.ts';

export interface LinePoint {
  x: number;
  y: number;
}

export interface LineLayout {
  height: number;
  /** Top and height of the plot area, px. */
  plotTop: number;
  plotHeight: number;
  /** The nested SVG's viewBox: x from the first point, y from 0 to the top tick (flipped). */
  viewBox: string;
  /** Polyline points in that viewBox. */
  points: string;
  /** Horizontal grid lines with their value, px from the top. */
  yTicks: { value: number; y: number }[];
  /** Labels along the bottom: value and percentage from the left. */
  xTicks: { value: number; left: string }[];
}

export const LINE_DEFAULTS = { height: 220, top: 20, bottom: 24, yTicks: 4, xStep: 10 };

export function lineLayout(points: readonly LinePoint[], options = LINE_DEFAULTS): LineLayout {
  if (points.length === 0) throw new Error('a line chart needs points');
  const x0 = points[0]!.x;
  const x1 = points.at(-1)!.x;
  const span = Math.max(x1 - x0, 1);
  const ticks = axisTicks(Math.max(...points.map((p) => p.y)), options.yTicks);
  const top = ticks.at(-1)!;
  const plotHeight = options.height - options.top - options.bottom;
  const firstX = Math.ceil(x0 / options.xStep) * options.xStep;
  const xTicks: LineLayout['xTicks'] = [];
  for (let x = firstX; x <= x1; x += options.xStep) xTicks.push({ value: x, left: `${(((x - x0) / span) * 100).toFixed(2)}%` });
  return {
    height: options.height,
    plotTop: options.top,
    plotHeight,
    viewBox: `0 0 ${span} ${top}`,
    points: points.map((p) => `${p.x - x0},${top - p.y}`).join(' '),
    yTicks: ticks.map((value) => ({ value, y: options.top + plotHeight * (1 - value / top) })),
    xTicks,
  };
}
