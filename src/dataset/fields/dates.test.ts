import { describe, expect, it } from 'vitest';
import { firstDate, monthNumber } from './dates.ts';

describe('firstDate', () => {
  it.each([
    ['since 19 March 2017', '2017-03-19'],
    ['5 Sep 2025', '2025-09-05'],
    ['since July 2024', '2024-07'],
    ['since 1997', '1997'],
    ['June 1, 2020', '2020-06-01'],
    ['since 16 November 1994; head of state since 20 November 1992', '1994-11-16'],
    ['18 January 1871 (establishment of the German Empire)', '1871-01-18'],
  ])('%j → %s', (text, expected) => {
    expect(firstDate(text)).toBe(expected);
  });

  it('finds nothing in a text without a date, and refuses days that do not exist', () => {
    expect(firstDate('Col.')).toBeUndefined();
    expect(firstDate('31 April 2020')).toBe('2020-04');
  });
});

describe('monthNumber', () => {
  it('reads full names and abbreviations, not other words', () => {
    expect([monthNumber('March'), monthNumber('Sep'), monthNumber('Sept.'), monthNumber('may'), monthNumber('Mayor'), monthNumber('Ju')]).toEqual([
      3,
      9,
      9,
      5,
      undefined,
      undefined,
    ]);
  });
});
