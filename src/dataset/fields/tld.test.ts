import { describe, expect, it } from 'vitest';
import { normaliseTld } from './tld.ts';

describe('normaliseTld', () => {
  it.each([
    ['a right-to-left TLD stored with a trailing dot gets its dot first', 'امارات.', '.امارات'],
    ['another RTL TLD (Iran) likewise', 'ایران.', '.ایران'],
    ['a normal TLD is untouched', '.de', '.de'],
    ['a normal IDN TLD is untouched', '.рф', '.рф'],
    ['a TLD typed without any dot gets one', 'uk', '.uk'],
    ['surrounding spaces are dropped', ' .fr ', '.fr'],
  ])('%s', (_title, input, expected) => {
    expect(normaliseTld(input)).toBe(expected);
  });
});
