import { describe, expect, it } from 'vitest';
import { encodeExampleQuery } from './route.ts';

describe('encodeExampleQuery', () => {
  it.each([
    ['country?name=Côte d’Ivoire', 'country?name=C%C3%B4te%20d%E2%80%99Ivoire'],
    ['countries?fields=name.common,population', 'countries?fields=name.common,population'],
    ['stats', 'stats'],
  ])('writes %s as %s', (query, expected) => {
    expect(encodeExampleQuery(query)).toBe(expected);
  });
});
