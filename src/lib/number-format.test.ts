import { describe, expect, it } from 'vitest';
import { formatCompact, formatDecimal, formatInteger } from './number-format.ts';

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
  ])('writes %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
