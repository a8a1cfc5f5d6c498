import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { axisTicks, niceStep } from './scale.ts';

describe('niceStep', () => {
  it.each([
    // max / count, then the 1-2-5 multiple of a power of ten nearest on a log scale
    [83, 4, 20], // 20.75 → 2 × 10
    [1, 5, 0.2], // 0.2 → 2 × 0.1
    [100, 10, 10], // 10 → 1 × 10
    [8.1e9, 4, 2e9], // 2.025e9 → 2 × 1e9
    [17, 4, 5], // 4.25 → 5 × 1
    [9, 1, 10], // 9 → 10 × 1
  ])('gives a round step for max %d in about %d steps: %d', (max, count, step) => {
    expect(niceStep(max, count)).toBe(step);
  });

  it('is 1 for an empty domain rather than zero or NaN', () => {
    expect(niceStep(0, 4)).toBe(1);
  });

  it('is always 1, 2 or 5 times a power of ten', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e12, noNaN: true }), fc.integer({ min: 1, max: 12 }), (max, count) => {
        const step = niceStep(max, count);
        const mantissa = Number((step / 10 ** Math.floor(Math.log10(step))).toPrecision(6));
        expect([1, 2, 5]).toContain(mantissa);
      }),
    );
  });
});

describe('axisTicks', () => {
  it.each([
    [1, 5, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    [83, 4, [0, 20, 40, 60, 80, 100]],
    [80, 4, [0, 20, 40, 60, 80]],
  ])('covers [0, %d] with exact decimal ticks', (max, count, ticks) => {
    expect(axisTicks(max, count)).toEqual(ticks);
  });

  it('starts at 0, ends at the first step at or beyond max, with equal steps', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e11, noNaN: true }), (max) => {
        const ticks = axisTicks(max);
        const step = ticks[1]! - ticks[0]!;
        expect(ticks[0]).toBe(0);
        expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max * (1 - 1e-9));
        expect(ticks.at(-2)!).toBeLessThan(max);
        for (let i = 1; i < ticks.length; i++) expect(ticks[i]! - ticks[i - 1]!).toBeCloseTo(step, 6);
      }),
    );
  });
});
