import { describe, expect, it } from 'vitest';
import { classLabels, classOpacity, classify, quantileThresholds, roundThreshold } from './map-classes.ts';

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
    for (const v of values) sizes[classify(v, thresholds)]!++;
    expect(sizes).toEqual([20, 20, 20, 20, 20]);
  });

  it('makes fewer classes when values repeat, and none is empty', () => {
    const thresholds = quantileThresholds([1, 1, 1, 1, 1, 1, 1, 1, 2, 3], 5);
    expect(thresholds).toEqual([2]);
    expect(quantileThresholds([7, 7, 7], 5)).toEqual([]);
    expect(quantileThresholds([], 5)).toEqual([]);
  });

  it('labels the classes by their bounds', () => {
    expect(classLabels([1_000_000, 10_000_000])).toEqual(['< 1M', '1M–10M', '≥ 10M']);
    expect(classLabels([])).toEqual(['all']);
  });

  it('colours classes from faint to full', () => {
    expect([0, 1, 2, 3, 4].map((k) => classOpacity(k, 5))).toEqual([0.2, 0.4, 0.6, 0.8, 1]);
  });
});

describe('classify', () => {
  const thresholds = [10, 25, 50];
  it.each([
    [0, 0],
    [9.99, 0],
    [10, 1], // a threshold starts its class
    [24.9, 1],
    [25, 2],
    [50, 3],
    [1e6, 3],
  ])('puts %d in class %d', (value, expected) => {
    expect(classify(value, thresholds)).toBe(expected);
  });

  it('has one label per class, naming the bounds', () => {
    expect(classLabels(thresholds, String)).toEqual(['< 10', '10–25', '25–50', '≥ 50']);
  });
});
