import { describe, expect, it } from 'vitest';
import { boundOf, readAmount } from './amount.ts';

describe('typed amounts', () => {
  it.each([
    ['1000000', 1e6],
    ['1,000,000', 1e6],
    ['1 000 000', 1e6],
    ['1e6', 1e6],
    ['2.5', 2.5],
    ['1.5e3', 1500],
    ['10M', 10_000_000],
    ['10m', 10_000_000],
    ['1.5k', 1500],
    ['1.1M', 1_100_000],
    ['2bn', 2_000_000_000],
    ['4.5T', 4_500_000_000_000],
    ['1 trillion', 1_000_000_000_000],
    ['2 billion', 2_000_000_000],
    ['3 million', 3_000_000],
    ['.5k', 500],
    ['250 K', 250_000],
  ])('reads %j as %d', (input, expected) => {
    expect(readAmount(input)).toEqual({ kind: 'amount', value: expected });
    expect(boundOf(input)).toBe(expected);
  });

  it.each(['', '  '])('reads %j as empty', (input) => {
    expect(readAmount(input)).toEqual({ kind: 'empty' });
    expect(boundOf(input)).toBeNull();
  });

  it.each([
    ['abc', 'is not a number'],
    ['1..2', 'is not a number'],
    ['0x10', 'is not a number'],
    ['Infinity', 'is not a number'],
    ['-5', 'is below zero'],
    ['−5', 'is below zero'],
    ['10x', 'has an unknown unit “x” (use k, M or bn)'],
    ['1e400', 'is too large'],
  ])('refuses %j: it %s, and sets no bound', (input, reason) => {
    expect(readAmount(input)).toEqual({ kind: 'invalid', reason });
    expect(boundOf(input)).toBeNull();
  });
});
