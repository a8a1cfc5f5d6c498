import { describe, expect, it } from 'vitest';
import { formatAreaFigure, formatCompact, formatDecimal, formatDensityFigure, formatInteger } from './number-format.ts';

describe('number formats', () => {
  it.each([
    [formatInteger(84119100), '84,119,100'],
    [formatInteger(1234.6), '1,235'],
    [formatCompact(8_100_000_000), '8.1B'],
    [formatCompact(84_119_100), '84.1M'],
    [formatDecimal(357_588.47), '357,588.47'],
    [formatDecimal(0.5), '0.5'],
    [formatDecimal(1e6), '1,000,000'],
    [formatDecimal(0), '0'],
    [formatDecimal(0.0000214), '0.0000214'],
    [formatDecimal(0.0181), '0.0181'],
    [formatDecimal(0.301), '0.301'],
    [formatAreaFigure(150_147_224.66), '150,147,225'],
    [formatAreaFigure(357_114), '357,114'],
    [formatAreaFigure(2.02), '2.02'],
    [formatAreaFigure(0.49), '0.49'],
    [formatDensityFigure(233.87), '234'],
    [formatDensityFigure(10), '10'],
    [formatDensityFigure(3.14159), '3.1'],
    [formatDensityFigure(0.137), '0.14'],
    [formatDensityFigure(0.0000214), '< 0.01'],
    [formatDensityFigure(0), '0'],
  ])('writes %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
