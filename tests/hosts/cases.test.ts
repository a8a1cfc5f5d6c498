/**
 * The questions the host tests ask (cases.ts): one canonical question of each kind stands for the
 * rest only if every kind is there.
 */
import { describe, expect, it } from 'vitest';
import { canonicalCases, representativeCases } from './cases.ts';

describe('one canonical question of each kind', () => {
  it('holds every route, file family, alias or not, and format of the canonical questions, once each', () => {
    const kinds = (cases: ReturnType<typeof canonicalCases>) => new Set(cases.map((c) => [c.route, c.family, c.alias, c.format].join('|')));
    const sample = representativeCases();
    expect([...kinds(sample)].sort()).toEqual([...kinds(canonicalCases())].sort());
    expect(new Set(sample.map((c) => c.url)).size).toBe(sample.length);
    expect(sample.length).toBeLessThan(canonicalCases().length / 20);
  });
});
