import { describe, expect, it } from 'vitest';
import { describeCount, describeSort, tableCaption } from './describe-view.ts';
import { DEFAULT_STATE } from './url-state.ts';
import { sortFromTable, tableStateOf } from './table-model.ts';

describe('describing the view', () => {
  it.each([
    [{ id: 'name', desc: false }, 'sorted by name, A to Z'],
    [{ id: 'name', desc: true }, 'sorted by name, Z to A'],
    [{ id: 'population', desc: true }, 'sorted by population, largest first'],
    [{ id: 'area', desc: false }, 'sorted by area, smallest first'],
    [{ id: 'borders', desc: true }, 'sorted by land neighbours, largest first'],
    [{ id: 'timezones', desc: false }, 'sorted by time zones, west to east'],
    [{ id: 'fifa', desc: false }, 'sorted by FIFA code, A to Z'],
    [{ id: 'search', desc: false }, 'best matches first'],
  ])('describes the sort %j', (sort, text) => {
    expect(describeSort(sort)).toBe(text);
  });

  it('counts countries, singular for one', () => {
    expect(describeCount(42, 250)).toBe('42 of 250 countries');
    expect(describeCount(1, 1)).toBe('1 of 1 country');
  });

  it('captions a search with the search and its order', () => {
    expect(tableCaption(53, 250, { ...DEFAULT_STATE, q: 'cote' })).toBe('Countries and territories (search “cote”): 53 of 250 countries, best matches first');
  });

  it('names every filter in force in the caption, values by their labels', () => {
    const labels = new Map([['languages', new Map([['fra', 'French']])]]);
    const state = {
      ...DEFAULT_STATE,
      facets: { region: ['Europe', 'Africa'], languages: ['fra'], memberships: ['nato'] },
      ranges: { population: { min: 10_000_000, max: null }, area: { min: 100, max: 5000 } },
      sort: { id: 'population', desc: true },
    };
    expect(tableCaption(12, 250, state, labels)).toBe(
      'Countries and territories (Region: Europe or Africa; Language: French; Member of: nato; Population 10,000,000 or more; Area 100 km² to 5,000 km²): 12 of 250 countries, sorted by population, largest first',
    );
  });

  it('captions the unfiltered view without a list of filters', () => {
    expect(tableCaption(250, 250, DEFAULT_STATE)).toBe('Countries and territories: 250 of 250 countries, sorted by name, A to Z');
  });
});

describe('table state', () => {
  it('sorts by name without a search and by relevance with one', () => {
    expect(tableStateOf(DEFAULT_STATE).sorting).toEqual([{ id: 'name', desc: false }]);
    expect(tableStateOf({ ...DEFAULT_STATE, q: ' cote ' }).sorting).toEqual([{ id: 'search', desc: false }]);
    expect(tableStateOf({ ...DEFAULT_STATE, q: ' cote ' }).globalFilter).toBe('cote');
  });

  it('keeps the URL free of a sort that is the default anyway', () => {
    expect(sortFromTable([{ id: 'name', desc: false }], DEFAULT_STATE)).toBeNull();
    expect(sortFromTable([], DEFAULT_STATE)).toBeNull();
    expect(sortFromTable([{ id: 'name', desc: false }], { ...DEFAULT_STATE, q: 'fr' })).toEqual({ id: 'name', desc: false });
    expect(sortFromTable([{ id: 'search', desc: false }], { ...DEFAULT_STATE, q: 'fr' })).toBeNull();
    expect(sortFromTable([{ id: 'area', desc: true }], DEFAULT_STATE)).toEqual({ id: 'area', desc: true });
  });

  it('hides the search column and every column not chosen', () => {
    const visibility = tableStateOf({ ...DEFAULT_STATE, columns: ['gini'] }).columnVisibility;
    expect(
      Object.entries(visibility)
        .filter(([, shown]) => shown)
        .map(([id]) => id),
    ).toEqual(['gini']);
    expect(visibility['search']).toBe(false);
  });
});
