import { describe, expect, it } from 'vitest';
import { BAR_DEFAULTS, barLayout, fitLabel } from './bar-layout.ts';

const items = [
  { label: 'Asia', value: 4_800 },
  { label: 'Africa', value: 1_500 },
  { label: 'Oceania', value: 45 },
];

describe('barLayout', () => {
  const layout = barLayout(items);
  const plot = BAR_DEFAULTS.width - BAR_DEFAULTS.labelWidth - BAR_DEFAULTS.valueWidth;

  it('draws bars proportional to the values', () => {
    const [asia, africa] = layout.bars;
    expect(asia!.width / africa!.width).toBeCloseTo(4_800 / 1_500, 9);
  });

  it('ends the axis on a round tick at or past the largest value, and fits the plot', () => {
    expect(layout.ticks.map((t) => t.value)).toEqual([0, 1_000, 2_000, 3_000, 4_000, 5_000]);
    expect(layout.ticks.at(-1)!.x).toBeCloseTo(BAR_DEFAULTS.labelWidth + plot, 9);
    expect(Math.max(...layout.bars.map((b) => b.width))).toBeLessThanOrEqual(plot);
  });

  it('gives every item its own row below the axis', () => {
    const ys = layout.bars.map((b) => b.y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(new Set(ys).size).toBe(items.length);
    expect(ys[0]).toBeGreaterThanOrEqual(BAR_DEFAULTS.axisHeight);
    expect(layout.height).toBeGreaterThan(ys.at(-1)! + layout.barHeight);
  });

  it('draws an all-zero chart without NaN', () => {
    const zero = barLayout([{ label: 'x', value: 0 }]);
    expect(zero.bars[0]!.width).toBe(0);
    expect(zero.ticks.every((t) => Number.isFinite(t.x))).toBe(true);
  });
});

describe('fitLabel', () => {
  it.each([
    ['Asia', 10, 'Asia'],
    ['United States Minor Outlying Islands', 12, 'United Stat…'],
  ])('fits %s into %d characters', (label, max, expected) => {
    expect(fitLabel(label, max)).toBe(expected);
    expect(fitLabel(label, max).length).toBeLessThanOrEqual(max);
  });
});
