import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costMicros, formatUsd, parseUsd } from './money.ts';

describe('parseUsd', () => {
  it.each([
    ['0', 0],
    ['9', 9_000_000],
    ['0.0050', 5_000],
    ['0.0040', 4_000],
    ['0.0030', 3_000],
    ['0.000001', 1],
    ['39.99', 39_990_000],
  ])('reads %s USD as %i micro-dollars', (text, micros) => {
    expect(parseUsd(text)).toBe(micros);
  });

  it.each(['', '.5', '01', '-1', '1e3', '0.0000001', '1,5', ' 1'])('refuses %j', (text) => {
    expect(() => parseUsd(text)).toThrow(/USD amount/);
  });
});

describe('formatUsd', () => {
  it.each([
    [0, '0.00'],
    [5_000, '0.005'],
    [15_000, '0.015'],
    [1_500_000, '1.50'],
    [99_000_000, '99.00'],
    [123_456_789, '123.456789'],
  ])('writes %i micro-dollars as %s', (micros, text) => {
    expect(formatUsd(micros)).toBe(text);
  });

  it('reads back what it writes, for any whole number of micro-dollars', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (micros) => parseUsd(formatUsd(micros)) === micros));
  });
});

describe('costMicros', () => {
  it('multiplies exactly where floating point would not: 3 × 0.0030 USD is 0.009 USD', () => {
    expect(3 * 0.003).not.toBe(0.009);
    expect(formatUsd(costMicros(3, parseUsd('0.0030')))).toBe('0.009');
    expect(formatUsd(costMicros(3, parseUsd('0.0050')))).toBe('0.015');
  });

  it('stays exact beyond the safe integer range of a double', () => {
    expect(costMicros(4_000_000_000_000, 3_000)).toBe(12_000_000_000_000_000n);
    expect(formatUsd(costMicros(4_000_000_000_000, 3_000))).toBe('12000000000.00');
  });
});
