import { describe, expect, it } from 'vitest';
import { mostPopulous } from './stats-view.ts';
import { builtApi } from '../../../tests/helpers.ts';

const api = builtApi();

describe('mostPopulous', () => {
  const { items } = mostPopulous(api);

  // Independent fact: India and China are the two most populous countries, each over 1.4 billion.
  it('starts with India and China', () => {
    expect(
      items
        .slice(0, 2)
        .map((c) => c.cca2)
        .sort(),
    ).toEqual(['CN', 'IN']);
    expect(items[1]!.population).toBeGreaterThan(1.4e9);
  });

  it('is sorted by population, largest first', () => {
    const populations = items.map((c) => c.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(items).toHaveLength(10);
  });
});
