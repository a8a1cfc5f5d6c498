import { describe, expect, it } from 'vitest';
import { splitDigraphs, translationsOf } from './names.ts';

describe('names', () => {
  it.each([
    ['Taǆikistan', 'Tadžikistan'],
    ['ǅibutsko', 'Džibutsko'],
    ['Fiǆijská republika', 'Fidžijská republika'],
    ['Tadžikistan', 'Tadžikistan'],
  ])('writes %s as %s', (source, expected) => {
    expect(splitDigraphs(source)).toBe(expected);
  });

  it('keys the source’s Persian (per) as fas and splits digraphs in both names', () => {
    expect(
      translationsOf({ per: { common: 'تاجیکستان', official: 'جمهوری تاجیکستان' }, slk: { common: 'Taǆikistan', official: 'Taǆická republika' } }),
    ).toEqual({
      fas: { common: 'تاجیکستان', official: 'جمهوری تاجیکستان' },
      slk: { common: 'Tadžikistan', official: 'Tadžická republika' },
    });
  });
});
