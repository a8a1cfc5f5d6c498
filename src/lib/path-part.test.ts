import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { wholePartsOf } from './path-part.ts';
import { escapeRegExp } from './escape-regexp.ts';

describe('wholePartsOf', () => {
  it.each([
    ['country/DE', 'DE', [8]],
    ['countries/region/europe/name-asc/1', 'europe', [17]],
    ['countries/region/europe/name-asc/1', 'asc', [29]],
    ['code/de-facto', 'de', [5]],
    ['code/de-facto', 'fact', []],
    ['a/b.a', 'a', [0, 4]],
    ['a-a-a', 'a-a', [0]],
    ['country/DE', 'X', []],
  ] as const)('finds in %s the whole parts %s', (path, part, expected) => {
    expect(wholePartsOf(path, part)).toEqual(expected);
  });

  it('finds what a global regular expression with the separators as lookarounds finds, empty parts included', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '/', '.', '-'), maxLength: 12 });
    fc.assert(
      fc.property(text, fc.string({ unit: fc.constantFrom('a', 'b', '/', '-'), maxLength: 3 }), (path, part) => {
        const regex = new RegExp(`(?<=^|[/.-])${escapeRegExp(part)}(?=$|[/.-])`, 'g');
        expect(wholePartsOf(path, part)).toEqual([...path.matchAll(regex)].map((m) => m.index));
      }),
      { numRuns: 2000 },
    );
  });
});
