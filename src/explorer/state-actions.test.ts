import { describe, expect, it } from 'vitest';
import * as actions from './state-actions.ts';
import { DEFAULT_STATE, type ExplorerState } from './url-state.ts';

const onPage3: ExplorerState = { ...DEFAULT_STATE, pageSize: 25, page: 2 };

describe('changes that change which rows match, or their order, go back to the first page', () => {
  it.each<[string, (s: ExplorerState) => ExplorerState]>([
    ['a new search', (s) => actions.setQuery(s, 'fr')],
    ['ticking a facet value', (s) => actions.toggleFacetValue(s, 'region', 'Europe', true)],
    ['a range', (s) => actions.setRange(s, 'population', { min: 1000, max: null })],
    ['clearing the filters', (s) => actions.clearFilters({ ...s, q: 'x' })],
    ['a new page size', (s) => actions.setPageSize(s, 50)],
    ['a new sort', (s) => actions.setSort(s, { id: 'area', desc: true })],
  ])('%s', (_title, change) => {
    expect(change(onPage3).page).toBe(0);
  });

  it.each<[string, (s: ExplorerState) => ExplorerState]>([['showing a column', (s) => actions.setColumnVisible(s, 'gini', true)]])(
    'but %s keeps the page',
    (_title, change) => {
      expect(change(onPage3).page).toBe(2);
    },
  );
});

describe('facets', () => {
  it('adds and removes values, and drops a facet left empty', () => {
    const one = actions.toggleFacetValue(DEFAULT_STATE, 'languages', 'fra', true);
    const two = actions.toggleFacetValue(one, 'languages', 'deu', true);
    expect(two.facets).toEqual({ languages: ['fra', 'deu'] });
    const back = actions.toggleFacetValue(actions.toggleFacetValue(two, 'languages', 'fra', false), 'languages', 'deu', false);
    expect(back.facets).toEqual({});
  });

  it('returns the same state when nothing changes, so no history entry is written', () => {
    expect(actions.toggleFacetValue(DEFAULT_STATE, 'region', 'Asia', false)).toBe(DEFAULT_STATE);
    expect(actions.setQuery(DEFAULT_STATE, '')).toBe(DEFAULT_STATE);
    expect(actions.setRange(DEFAULT_STATE, 'area', { min: null, max: null })).toBe(DEFAULT_STATE);
    expect(actions.setSort(DEFAULT_STATE, null)).toBe(DEFAULT_STATE);
    expect(actions.setColumnVisible(DEFAULT_STATE, 'capital', true)).toBe(DEFAULT_STATE);
  });
});

describe('ranges', () => {
  it('removes a range whose bounds are both cleared', () => {
    const set = actions.setRange(DEFAULT_STATE, 'area', { min: 10, max: null });
    expect(set.ranges).toEqual({ area: { min: 10, max: null } });
    expect(actions.setRange(set, 'area', { min: null, max: null }).ranges).toEqual({});
  });
});

describe('columns', () => {
  it('keeps table order whatever order columns are shown in', () => {
    const state = actions.setColumnVisible(actions.setColumnVisible({ ...DEFAULT_STATE, columns: [] }, 'gini', true), 'capital', true);
    expect(state.columns).toEqual(['capital', 'gini']);
  });

  it('never hides flag or name', () => {
    expect(actions.setColumnVisible(DEFAULT_STATE, 'name', false)).toBe(DEFAULT_STATE);
  });

  it('resets to the default columns', () => {
    expect(actions.resetColumns({ ...DEFAULT_STATE, columns: ['gini'] }).columns).toEqual(DEFAULT_STATE.columns);
  });
});

describe('hasFilters', () => {
  it.each<[string, ExplorerState, boolean]>([
    ['the default view', DEFAULT_STATE, false],
    ['a search of spaces', { ...DEFAULT_STATE, q: '  ' }, false],
    ['a sort and a page size', { ...DEFAULT_STATE, sort: { id: 'area', desc: false }, pageSize: 25 }, false],
    ['a search', { ...DEFAULT_STATE, q: 'fr' }, true],
    ['a facet', { ...DEFAULT_STATE, facets: { un: ['no'] } }, true],
    ['a range', { ...DEFAULT_STATE, ranges: { area: { min: 1, max: null } } }, true],
  ])('%s: %j', (_title, state, expected) => {
    expect(actions.hasFilters(state)).toBe(expected);
  });
});

describe('pages', () => {
  it('stays on page 0 while showing all', () => {
    const all = { ...DEFAULT_STATE, pageSize: 'all' as const };
    expect(actions.setPage(all, 3)).toBe(all);
  });

  it('never goes below the first page', () => {
    expect(actions.setPage(onPage3, -1).page).toBe(0);
  });
});

describe('hand-written facet values', () => {
  const known = new Map([
    [
      'region',
      new Map([
        ['Europe', 'Europe'],
        ['Africa', 'Africa'],
      ]),
    ],
    [
      'landlocked',
      new Map([
        ['yes', 'Yes'],
        ['no', 'No'],
        ['unknown', 'Unknown'],
      ]),
    ],
  ]);

  it("take the records' spelling: any case, and true/false for yes/no", () => {
    const state = actions.canonicalFacets({ ...DEFAULT_STATE, facets: { region: ['europe', 'AFRICA'], landlocked: ['true'] } }, known);
    expect(state.facets).toEqual({ region: ['Europe', 'Africa'], landlocked: ['yes'] });
  });

  it('keep a value that matches nothing, and leave a canonical state as it is', () => {
    const canonical = { ...DEFAULT_STATE, facets: { region: ['Europe', 'Atlantis'] } };
    expect(actions.canonicalFacets(canonical, known)).toBe(canonical);
  });

  it('merge spellings of the same value', () => {
    expect(actions.canonicalFacets({ ...DEFAULT_STATE, facets: { region: ['Europe', 'europe'] } }, known).facets).toEqual({ region: ['Europe'] });
  });
});

describe('ticked rows', () => {
  it('keeps them in the order ticked, at most six, and leaves the page and filters alone', () => {
    let s: ExplorerState = onPage3;
    for (const code of ['DE', 'FR', 'IN', 'US', 'CN', 'BR', 'JP']) s = actions.setPicked(s, code, true);
    expect(s.picks).toEqual(['DE', 'FR', 'IN', 'US', 'CN', 'BR']);
    expect(s.page).toBe(2);
    expect(actions.setPicked(s, 'FR', false).picks).toEqual(['DE', 'IN', 'US', 'CN', 'BR']);
    expect(actions.setPicked(s, 'DE', true)).toBe(s);
    expect(actions.clearPicks(s).picks).toEqual([]);
  });

  it('gives a link’s codes of any kind their alpha-2 code once the records are known, and drops the unknown', () => {
    const records = [
      { cca2: 'DE', cca3: 'DEU', ccn3: '276' },
      { cca2: 'FR', cca3: 'FRA', ccn3: '250' },
      { cca2: 'IN', cca3: 'IND', ccn3: '356' },
    ];
    expect(actions.canonicalPicks({ ...DEFAULT_STATE, picks: ['DEU', 'FRA', 'XXX', '356'] }, records).picks).toEqual(['DE', 'FR', 'IN']);
    const done = { ...DEFAULT_STATE, picks: ['DE', 'FR'] };
    expect(actions.canonicalPicks(done, records)).toBe(done);
  });
});

describe('a filter on a hidden column', () => {
  it('shows the column a range or a “contains” starts on, and leaves it when the filter goes', () => {
    const gini = actions.setRange(DEFAULT_STATE, 'gini', { min: 30, max: null });
    expect(gini.columns).toContain('gini');
    expect(actions.setRange(gini, 'gini', { min: null, max: null }).columns).toContain('gini');
    expect(actions.setContains(DEFAULT_STATE, 'official', 'republic').columns).toContain('official');
    // A column already shown stays where it is; a facet's column is not added.
    expect(actions.setRange(DEFAULT_STATE, 'population', { min: 1, max: null }).columns).toBe(DEFAULT_STATE.columns);
    expect(actions.toggleFacetValue(DEFAULT_STATE, 'landlocked', 'yes', true).columns).toBe(DEFAULT_STATE.columns);
  });

  it('keeps a column the reader hid while the filter is edited', () => {
    const gini = actions.setRange(DEFAULT_STATE, 'gini', { min: 30, max: null });
    const hidden = actions.setColumnVisible(gini, 'gini', false);
    expect(actions.setRange(hidden, 'gini', { min: 35, max: null }).columns).not.toContain('gini');
  });
});
