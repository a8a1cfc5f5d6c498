import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMNS, HIDEABLE_IDS, NUMBER_FIELDS, SORTABLE_IDS } from './fields.ts';
import { CONTAINS, FACETS, RANGES } from './facets.ts';
import { SERIES_IDS } from './series.ts';
import { DEFAULT_STATE, PAGE_SIZES, SCALES, VIEWS, paramsToState, queryString, stateToParams, type ExplorerState, type NumberRange } from './url-state.ts';

const read = (query: string) => paramsToState(new URLSearchParams(query));

describe('reading a query string', () => {
  it('reads the empty query as the default view', () => {
    expect(read('')).toEqual(DEFAULT_STATE);
  });

  it('reads every part of a shared link', () => {
    const state = read(
      '?q=cote&region=Africa,Europe&lang=fra&cur=EUR&indep=yes&pop=1000000..&area=..5000&sort=-population&cols=capital,languages&size=50&page=3',
    );
    expect(state).toEqual({
      q: 'cote',
      facets: { region: ['Africa', 'Europe'], languages: ['fra'], currencies: ['EUR'], independent: ['yes'] },
      ranges: { population: { min: 1_000_000, max: null }, area: { min: null, max: 5000 } },
      sort: { id: 'population', desc: true },
      columns: ['capital', 'languages'],
      page: 2,
      pageSize: 50,
      view: 'table',
      contains: {},
      metric: null,
      series: 'population',
      scale: 'linear',
      picks: [],
      time: null,
    });
  });

  it('reads the ticked rows as the comparison writes them (c=DE,FR) and as Our World in Data does (country=DEU~FRA), at most six', () => {
    expect(read('?c=DE,fr,IN').picks).toEqual(['DE', 'FR', 'IN']);
    expect(read('?country=DEU~FRA~IND').picks).toEqual(['DEU', 'FRA', 'IND']);
    expect(read('?country=~DEU').picks).toEqual(['DEU']);
    expect(read('?c=DE,FR,IT,ES,PT,NL,BE').picks).toHaveLength(6);
    expect(read('?c=<script>,DE,,DE').picks).toEqual(['DE']);
    expect(queryString({ ...DEFAULT_STATE, picks: ['DE', 'FR', 'IN'] })).toBe('?c=DE,FR,IN');
  });

  it('reads the map’s year, and ignores one that is not a year', () => {
    expect(read('?view=map&time=1990').time).toBe(1990);
    for (const text of ['abc', '1990.5', '-5', '99999', '']) expect(read(`?time=${text}`).time).toBeNull();
  });

  it('reads the filters of any column, the map’s colour and the chart’s series and scale', () => {
    const state = read('?density=100..&gini=..30&contains.capital=ber&metric=gini&view=chart&series=population&scale=log');
    expect(state.ranges).toEqual({ density: { min: 100, max: null }, gini: { min: null, max: 30 } });
    expect(state.contains).toEqual({ capital: 'ber' });
    expect([state.metric, state.view, state.series, state.scale]).toEqual(['gini', 'chart', 'population', 'log']);
    expect(read('?metric=name&scale=cubic&series=nonsense')).toMatchObject({ metric: null, scale: 'linear', series: 'population' });
  });

  it('reads the comma as %2C the same as a literal comma', () => {
    expect(read('region=Africa%2CEurope').facets).toEqual(read('region=Africa,Europe').facets);
  });

  it('merges repeated keys and drops empty and repeated values', () => {
    expect(read('region=Asia&region=Europe,,Asia').facets).toEqual({ region: ['Asia', 'Europe'] });
  });

  it.each([
    ['1e6..2e6', { min: 1e6, max: 2e6 }],
    ['500..', { min: 500, max: null }],
    ['..500', { min: null, max: 500 }],
    ['2000..1000', { min: 1000, max: 2000 }],
  ])('reads the range %j', (text, range) => {
    expect(read(`pop=${text}`).ranges).toEqual({ population: range });
  });

  it.each(['..', 'abc..', 'abc..def', '1..2..3', ''])('ignores the unreadable range %j', (text) => {
    expect(read(`pop=${encodeURIComponent(text)}`).ranges).toEqual({});
  });

  it.each([
    ['sort=name', { id: 'name', desc: false }],
    ['sort=-area', { id: 'area', desc: true }],
    ['sort=flag', null],
    ['sort=-nonsense', null],
    ['sort=', null],
  ])('reads %j as sort %j', (query, sort) => {
    expect(read(query).sort).toEqual(sort);
  });

  it('keeps known hideable columns in table order and drops the rest', () => {
    expect(read('cols=gini,bogus,capital,name,capital').columns).toEqual(['capital', 'gini']);
  });

  it('reads an empty column list as "only flag and name"', () => {
    expect(read('cols=').columns).toEqual([]);
  });

  it.each([
    ['size=25&page=2', 25, 1],
    ['size=100', 100, 0],
    ['size=7&page=3', 50, 2],
    ['page=4', 50, 3],
    ['size=all&page=4', 'all', 0],
    ['size=50&page=0', 50, 0],
    ['size=50&page=-2', 50, 0],
    ['size=50&page=2.5', 50, 0],
  ])('reads %j as page size %j, page index %j', (query, pageSize, page) => {
    const state = read(query);
    expect([state.pageSize, state.page]).toEqual([pageSize, page]);
  });

  it.each([
    ['view=map', 'map'],
    ['view=table', 'table'],
    ['view=globe', 'table'],
  ])('reads %j as the %s view', (query, view) => {
    expect(read(query).view).toBe(view);
  });

  it('caps an overlong search text', () => {
    expect(read(`q=${'a'.repeat(5000)}`).q).toHaveLength(200);
  });
});

describe('writing a query string', () => {
  it('writes nothing for the default view', () => {
    expect(queryString(DEFAULT_STATE)).toBe('');
  });

  it('writes short keys with readable commas and leaves defaults out', () => {
    const state: ExplorerState = {
      ...DEFAULT_STATE,
      q: 'côte d’ivoire',
      facets: { region: ['Africa', 'Europe'] },
      ranges: { area: { min: null, max: 5000 } },
      sort: { id: 'population', desc: true },
    };
    expect(queryString(state)).toBe('?q=c%C3%B4te+d%E2%80%99ivoire&region=Africa,Europe&area=..5000&sort=-population');
  });

  it('writes no page for the first page, no size for 50 a page, and no page at all when showing all', () => {
    expect(queryString({ ...DEFAULT_STATE, pageSize: 25, page: 0 })).toBe('?size=25');
    expect(queryString({ ...DEFAULT_STATE, pageSize: 25, page: 4 })).toBe('?size=25&page=5');
    expect(queryString({ ...DEFAULT_STATE, page: 2 })).toBe('?page=3');
    expect(queryString({ ...DEFAULT_STATE, pageSize: 'all', page: 4 })).toBe('?size=all');
  });

  it('writes a search of spaces as no search', () => {
    expect(stateToParams({ ...DEFAULT_STATE, q: '   ' }).has('q')).toBe(false);
  });

  it('writes the column list only when it differs from the default', () => {
    expect(stateToParams({ ...DEFAULT_STATE, columns: [...DEFAULT_COLUMNS].reverse() }).has('cols')).toBe(false);
    expect(stateToParams({ ...DEFAULT_STATE, columns: [] }).get('cols')).toBe('');
  });
});

/** Any state the explorer can be in (values never hold commas: they are codes and UN names). */
const arbitraryState: fc.Arbitrary<ExplorerState> = fc
  .record({
    q: fc.string({ maxLength: 30 }).filter((q) => q.trim() !== ''),
    facets: fc.record(
      Object.fromEntries(FACETS.map((f) => [f.id, fc.uniqueArray(fc.stringMatching(/^[A-Za-z][A-Za-z -]{0,14}[A-Za-z]$/), { minLength: 1, maxLength: 3 })])),
      { requiredKeys: [] },
    ),
    ranges: fc.record(
      Object.fromEntries(
        RANGES.map((r) => [
          r.id,
          fc
            .tuple(fc.option(fc.nat(2_000_000_000)), fc.option(fc.nat(2_000_000_000)))
            .filter(([min, max]) => min !== null || max !== null)
            .map(([a, b]) => (a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b })),
        ]),
      ),
      { requiredKeys: [] },
    ),
    sort: fc.option(fc.record({ id: fc.constantFrom(...SORTABLE_IDS), desc: fc.boolean() })),
    columns: fc.subarray([...HIDEABLE_IDS]),
    pageSize: fc.constantFrom(...PAGE_SIZES, 'all' as const),
    page: fc.nat(20),
    view: fc.constantFrom(...VIEWS),
    contains: fc.record(Object.fromEntries(CONTAINS.map((c) => [c.id, fc.stringMatching(/^[a-zé][a-zé ]{0,8}[a-zé]$/)])), { requiredKeys: [] }),
    metric: fc.option(fc.constantFrom(...NUMBER_FIELDS.map((f) => f.id))),
    series: fc.constantFrom(...SERIES_IDS),
    scale: fc.constantFrom(...SCALES),
    picks: fc.uniqueArray(fc.stringMatching(/^[A-Z]{2}$/), { maxLength: 6 }),
    time: fc.option(fc.integer({ min: 1960, max: 2030 })),
  })
  .map((s): ExplorerState => ({
    ...s,
    // Optional keys are absent, never undefined.
    facets: s.facets as Record<string, string[]>,
    ranges: s.ranges as Record<string, NumberRange>,
    contains: s.contains as Record<string, string>,
    page: s.pageSize === 'all' ? 0 : s.page,
  }));

describe('round trip', () => {
  it('reads back every state it writes', () => {
    fc.assert(
      fc.property(arbitraryState, (state) => {
        expect(read(queryString(state))).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });
});
