import { describe, expect, it } from 'vitest';
import { boundOf, boundText, readAmount } from './amount.ts';

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

describe('the text a range field shows when its bound changes from elsewhere', () => {
  it.each<[string, string, number | null, boolean, string]>([
    ['keeps the typed form of the bound', '10M', 10_000_000, false, '10M'],
    ['keeps text being typed that sets no bound yet', '1x', null, false, '1x'],
    ['shows a bound set elsewhere', '10M', 5, false, '5'],
    ['empties the field when the bound is removed', '10M', null, false, ''],
    ['keeps the typed form of the bound when the filters are replaced', '10M', 10_000_000, true, '10M'],
    ['shows the bound of the filters that replace typed text', 'abc', 1000, true, '1000'],
    ['empties text that set no bound when the filters are replaced without one', 'abc', null, true, ''],
    ['leaves an empty field empty when the filters are replaced without a bound', '', null, true, ''],
  ])('%s', (_title, typed, bound, replaced, expected) => {
    expect(boundText(typed, bound, replaced)).toBe(expected);
  });
});
