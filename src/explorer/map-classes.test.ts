import { describe, expect, it } from 'vitest';
import { classLabels, classOf, quantileThresholds, roundThreshold } from './map-classes.ts';

describe('map colour classes', () => {
  it.each([
    [1_187_345, 1_200_000],
    [5_602_871, 5_600_000],
    [0.137, 0.14],
    [95, 95],
    [999, 1000],
  ])('rounds the threshold %d to %d', (value, rounded) => {
    expect(roundThreshold(value)).toBe(rounded);
  });

  it('splits 100 values into five classes of twenty', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    const thresholds = quantileThresholds(values, 5);
    expect(thresholds).toEqual([21, 41, 61, 81]);
    const sizes = [0, 0, 0, 0, 0];
    for (const v of values) sizes[classOf(v, thresholds)]!++;
    expect(sizes).toEqual([20, 20, 20, 20, 20]);
  });

  it('makes fewer classes when values repeat, and none is empty', () => {
    const thresholds = quantileThresholds([1, 1, 1, 1, 1, 1, 1, 1, 2, 3], 5);
    expect(thresholds).toEqual([2]);
    expect(quantileThresholds([7, 7, 7], 5)).toEqual([]);
    expect(quantileThresholds([], 5)).toEqual([]);
  });

  it('labels the classes in words', () => {
    expect(classLabels([1_000_000, 10_000_000])).toEqual(['under 1M', '1M to under 10M', '10M and over']);
    expect(classLabels([])).toEqual(['all']);
  });
});
