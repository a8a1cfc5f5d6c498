import { describe, expect, it } from 'vitest';
import { lineLayout, logTicks } from './line-layout.ts';

const points = [
  { x: 1960, y: 10 },
  { x: 1990, y: 35 },
  { x: 2024, y: 38 },
];

describe('lineLayout, linear', () => {
  const layout = lineLayout([{ id: 'a', points }]);

  it('spans the years from the first point, values from 0 to a round top, upside down in a viewBox 1000 high', () => {
    expect(layout.viewBox).toBe('0 0 64 1000');
    expect(layout.lines).toEqual([{ id: 'a', points: '0,750 30,125 64,50' }]);
  });

  it('labels every tenth year at its share of the width', () => {
    expect(layout.xTicks.map((t) => t.value)).toEqual([1960, 1970, 1980, 1990, 2000, 2010, 2020]);
    expect(layout.xTicks[3]?.left).toBe('46.88%');
    expect(layout.xOf(1992)).toBe(0.5);
  });

  it('puts grid lines in pixels, 0 at the bottom of the plot and the top tick at its top', () => {
    expect(layout.yTicks[0]).toEqual({ value: 0, y: layout.plotTop + layout.plotHeight });
    expect(layout.yTicks.at(-1)).toEqual({ value: 40, y: layout.plotTop });
  });
});

describe('lineLayout, several series on a log scale', () => {
  const layout = lineLayout(
    [
      {
        id: 'big',
        points: [
          { x: 2000, y: 1_000_000 },
          { x: 2020, y: 10_000_000 },
        ],
      },
      {
        id: 'small',
        points: [
          { x: 1990, y: 0 },
          { x: 2000, y: 1000 },
          { x: 2020, y: 10_000 },
        ],
      },
    ],
    'log',
  );

  it('spans the years of every series and gives each its line, leaving out values of 0', () => {
    expect([layout.x0, layout.x1]).toEqual([2000, 2020]);
    expect(layout.lines.map((l) => l.points)).toEqual(['0,250 20,0', '0,1000 20,750']);
  });

  it('puts powers of ten at equal distances', () => {
    expect(layout.yTicks.map((t) => t.value)).toEqual([1000, 10_000, 100_000, 1_000_000, 10_000_000]);
    const gaps = layout.yTicks.slice(1).map((t, i) => layout.yTicks[i]!.y - t.y);
    for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0]!, 6);
  });
});

describe('logTicks', () => {
  it('adds 2× and 5× steps within one or two decades', () => {
    expect(logTicks(150, 900)).toEqual([100, 200, 500, 1000]);
  });
});
