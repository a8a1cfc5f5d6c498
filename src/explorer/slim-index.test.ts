/**
 * The slim index reads like the full records wherever the explorer reads it: every column it
 * claims, every facet, the search's tie-breaker; and the default view needs nothing else.
 */
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../tests/helpers.ts';
import type { CountryData } from '../dataset/schema.ts';
import { exportRoute } from '../api/endpoints/documents.ts';
import { FACETS, facetValues } from './facets.ts';
import { DEFAULT_COLUMNS, FIELDS, fieldById } from './fields.ts';
import { tieBreak } from './search.ts';
import { isSlimField, slimRecord } from './slim-index.ts';

const api = builtApi();
const full = (exportRoute.answer(api, {}).body as { data: CountryData[] }).data;
const slim = full.map((c) => slimRecord(c as unknown as Record<string, unknown>) as unknown as CountryData);

describe('the slim index', () => {
  it.each(FIELDS.filter(isSlimField).map((f) => f.id))('reads column %s as the full record does', (id) => {
    const field = fieldById(id)!;
    const read = (c: CountryData) => [field.text(c), field.sortValue(c), field.year?.(c)];
    expect(slim.map(read)).toEqual(full.map(read));
  });

  it.each(FACETS.map((f) => f.id))('reads facet %s as the full record does', (id) => {
    const def = FACETS.find((f) => f.id === id)!;
    expect(slim.map((c) => def.entries(c))).toEqual(full.map((c) => def.entries(c)));
    expect(slim.map((c) => facetValues(def, c))).toEqual(full.map((c) => facetValues(def, c)));
  });

  it('orders search hits as the full record does', () => {
    expect(slim.map(tieBreak)).toEqual(full.map(tieBreak));
  });

  it('holds every default column, and leaves out the indicators and names in every language', () => {
    expect(DEFAULT_COLUMNS.filter((id) => !isSlimField(fieldById(id)!))).toEqual([]);
    for (const id of ['gini', 'gdp', 'lifeExpectancy', 'demonym', 'driving']) expect(isSlimField(fieldById(id)!)).toBe(false);
    expect(Object.keys(slim[0]!)).not.toContain('translations');
    expect(JSON.stringify(slim).length).toBeLessThan(JSON.stringify(full).length / 5);
  });

  it('keeps of a dotted path only what lies on it', () => {
    expect(slimRecord({ name: { common: 'A', official: 'B', native: {} }, flag: { emoji: 'x', svg: 'y' }, gini: 1 })).toEqual({
      name: { common: 'A', official: 'B' },
      flag: { emoji: 'x' },
    });
  });
});
