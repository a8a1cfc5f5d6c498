import { describe, expect, it } from 'vitest';
import { classLabels, classOpacity, classify, niceThresholds } from './map-classes.ts';

describe('map colour classes', () => {
  it('gives the world’s populations classes of ten times, so the United States, India, China and Germany do not share one', () => {
    const values = [1.41e9, 1.45e9, 3.4e8, 8.4e7, 2.8e8, 5e4, 1.2e4, 5e3, 800, 50, 0, ...Array.from({ length: 200 }, (_, i) => 1e5 * (i + 1))];
    const thresholds = niceThresholds(values);
    // From the 5th percentile up (600,000 here): the few smallest all fall into the first class.
    expect(thresholds).toEqual([1e5, 1e6, 1e7, 1e8, 1e9]);
    const classOf = (v: number) => classify(v, thresholds);
    expect(new Set([1.45e9, 3.4e8, 8.4e7].map(classOf)).size).toBe(3);
    expect(classOf(1.41e9)).toBe(classOf(1.45e9));
    expect(classOf(0)).toBe(0);
  });

  it('steps by 1 and 3 times a power of ten when the figures span few orders of magnitude', () => {
    expect(niceThresholds([200, 5_000, 40_000, 90_000])).toEqual([300, 1000, 3000, 10_000, 30_000]);
  });

  it('gives figures of one order of magnitude equal round steps, at most eight classes', () => {
    expect(niceThresholds([52.3, 61, 70, 78.9, 85.4])).toEqual([55, 60, 65, 70, 75, 80, 85]);
    expect(niceThresholds([24.6, 35, 63.1])).toEqual([30, 40, 50, 60]);
    expect(niceThresholds([-2.5, 0, 12, 250])).toEqual([0, 50, 100, 150, 200, 250]);
    for (const values of [
      [1, 2, 3, 1000, 1e9],
      [0.01, 0.02, 99.9],
      [-50, 50],
    ])
      expect(niceThresholds(values).length + 1).toBeLessThanOrEqual(8);
  });

  it('makes no classes of one value or none', () => {
    expect(niceThresholds([7, 7, 7])).toEqual([]);
    expect(niceThresholds([])).toEqual([]);
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
