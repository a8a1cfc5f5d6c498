/**
 * @module
 * Geometry of a horizontal bar chart, in SVG user units: one row per item, an axis of
 * round ticks on top. Pure, so the component only draws it.
 */
import { axisTicks, linearScale } from './scale.ts';

export interface BarItem {
  label: string;
  value: number;
}

export interface BarLayout {
  width: number;
  height: number;
  /** x where bars start (after the labels). */
  x0: number;
  ticks: { value: number; x: number }[];
  bars: { label: string; value: number; y: number; width: number; /** Where the value's text starts. */ textX: number }[];
  barHeight: number;
}

export interface BarOptions {
  width: number;
  labelWidth: number;
  /** Room after the longest bar for its value. */
  valueWidth: number;
  rowHeight: number;
  axisHeight: number;
  ticks: number;
}

export const BAR_DEFAULTS: BarOptions = { width: 640, labelWidth: 170, valueWidth: 70, rowHeight: 24, axisHeight: 24, ticks: 4 };

export function barLayout(items: readonly BarItem[], options: BarOptions = BAR_DEFAULTS): BarLayout {
  const max = Math.max(0, ...items.map((i) => i.value));
  const ticks = axisTicks(max, options.ticks);
  const plot = options.width - options.labelWidth - options.valueWidth;
  const x = linearScale(ticks.at(-1)!, plot);
  const barHeight = Math.round(options.rowHeight * 0.7);
  return {
    width: options.width,
    height: options.axisHeight + items.length * options.rowHeight + 4,
    x0: options.labelWidth,
    barHeight,
    ticks: ticks.map((value) => ({ value, x: options.labelWidth + x(value) })),
    bars: items.map((item, i) => {
      const width = x(item.value);
      return { label: item.label, value: item.value, y: options.axisHeight + i * options.rowHeight, width, textX: options.labelWidth + width + 6 };
    }),
  };
}

/** Cuts a label to the room a chart has for it; the data table keeps the full text. */
export function fitLabel(label: string, maxChars: number): string {
  return label.length <= maxChars ? label : `${label.slice(0, maxChars - 1).trimEnd()}…`;
}
