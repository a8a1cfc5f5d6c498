import { describe, expect, it } from 'vitest';
import { canonicalJson, diffRecord } from './record-diff.ts';

describe('the fields of two versions of a record that differ', () => {
  it('names each leaf by its dotted path, with its old and new value', () => {
    const before = { cca2: 'SJ', area: 62422, name: { common: 'Svalbard', official: 'Svalbard og Jan Mayen' } };
    const after = { cca2: 'SJ', area: 62423, name: { common: 'Svalbard and Jan Mayen', official: 'Svalbard og Jan Mayen' } };
    expect(diffRecord(before, after)).toEqual([
      { field: 'area', change: 'changed', old: 62422, new: 62423 },
      { field: 'name.common', change: 'changed', old: 'Svalbard', new: 'Svalbard and Jan Mayen' },
    ]);
  });

  it('lists a field added or removed as such', () => {
    expect(diffRecord({ a: 1, gone: 'x' }, { a: 1, fresh: [1] })).toEqual([
      { field: 'fresh', change: 'added', old: null, new: [1] },
      { field: 'gone', change: 'removed', old: 'x', new: null },
    ]);
  });

  it('compares lists whole: one change for an item inserted, not one per shifted index', () => {
    expect(diffRecord({ borders: ['FRA', 'POL'] }, { borders: ['AUT', 'FRA', 'POL'] })).toEqual([
      { field: 'borders', change: 'changed', old: ['FRA', 'POL'], new: ['AUT', 'FRA', 'POL'] },
    ]);
  });

  it('sees no difference in the order of an object’s keys, nor between null and another null', () => {
    expect(diffRecord({ x: { a: 1, b: [{ c: 1, d: 2 }] }, n: null }, { n: null, x: { b: [{ d: 2, c: 1 }], a: 1 } })).toEqual([]);
    expect(canonicalJson({ b: 1, a: undefined, c: [{ z: 1, y: 2 }] })).toBe('{"b":1,"c":[{"y":2,"z":1}]}');
  });

  it('tells a value that became null from one that stayed', () => {
    expect(diffRecord({ gini: 31.9 }, { gini: null })).toEqual([{ field: 'gini', change: 'changed', old: 31.9, new: null }]);
  });
});
