import { describe, expect, it } from 'vitest';
import { DEFINED_INDICATORS, definitionOf } from './definitions.ts';
import { INDICATORS } from './indicators.ts';

describe('definitions', () => {
  it('say what every indicator means', () => {
    expect(DEFINED_INDICATORS).toEqual(INDICATORS.map((i) => i.id));
  });

  it.each(['region', 'subregion', 'continents', 'population', 'area', 'density', 'gini', 'independent', 'un', 'landlocked'])('say what %s means', (id) => {
    expect(definitionOf(id)?.length).toBeGreaterThan(20);
  });

  it('say nothing of what needs no words (a name)', () => {
    expect(definitionOf('name')).toBeUndefined();
  });
});
