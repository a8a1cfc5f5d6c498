import { describe, expect, it } from 'vitest';
import { barWidths } from './bar-layout.ts';

describe('barWidths', () => {
  it('makes the longest bar full width and the others proportional', () => {
    const [asia, africa, oceania] = barWidths([{ value: 4_800 }, { value: 1_500 }, { value: 45 }]);
    expect(asia).toBe(100);
    expect(asia! / africa!).toBeCloseTo(4_800 / 1_500, 9);
    expect(oceania).toBeCloseTo((45 / 4_800) * 100, 9);
  });

  it('draws an all-zero chart without NaN', () => {
    expect(barWidths([{ value: 0 }, { value: 0 }])).toEqual([0, 0]);
    expect(barWidths([])).toEqual([]);
  });
});
