import { describe, expect, it } from 'vitest';
import { lineLayout } from './line-layout.ts';

const points = [
  { x: 1960, y: 10 },
  { x: 1990, y: 35 },
  { x: 2024, y: 38 },
];

describe('lineLayout', () => {
  const layout = lineLayout(points);

  it('spans the years from the first point, values from 0 to a round top, upside down', () => {
    expect(layout.viewBox).toBe('0 0 64 40');
    expect(layout.points).toBe('0,30 30,5 64,2');
  });

  it('labels every tenth year at its share of the width', () => {
    expect(layout.xTicks.map((t) => t.value)).toEqual([1960, 1970, 1980, 1990, 2000, 2010, 2020]);
    expect(layout.xTicks[3]?.left).toBe('46.88%');
  });

  it('puts grid lines in pixels, 0 at the bottom of the plot and the top tick at its top', () => {
    expect(layout.yTicks[0]).toEqual({ value: 0, y: layout.plotTop + layout.plotHeight });
    expect(layout.yTicks.at(-1)).toEqual({ value: 40, y: layout.plotTop });
  });
});
