import { describe, expect, it } from 'vitest';
import { builtApi } from '../../tests/helpers.ts';
import type { CountryData } from '../dataset/schema.ts';
import { NUMBER_SORTS, TEXT_SORTS, defaultOrder, filterCountries, listCountries, sortCountries, type SortKey } from './list.ts';

const { countries } = builtApi();
const codes = (cs: readonly CountryData[]) => cs.map((c) => c.cca2).sort();
const byName = (a: CountryData, b: CountryData) => a.name.common.localeCompare(b.name.common, 'en');

describe('filterCountries', () => {
  it('combines region and landlocked with AND: the landlocked countries of Europe', () => {
    const result = filterCountries(countries, { region: 'Europe', landlocked: true });
    expect(codes(result)).toEqual(['AD', 'AT', 'BY', 'CH', 'CZ', 'HU', 'LI', 'LU', 'MD', 'MK', 'RS', 'SK', 'SM', 'VA', 'XK']);
  });

  it('combines region and landlocked with AND: the sixteen landlocked countries of Africa', () => {
    const result = filterCountries(countries, { region: 'Africa', landlocked: true });
    expect(codes(result)).toEqual(['BF', 'BI', 'BW', 'CF', 'ET', 'LS', 'ML', 'MW', 'NE', 'RW', 'SS', 'SZ', 'TD', 'UG', 'ZM', 'ZW']);
  });

  it('combines three filters: landlocked European users of the euro', () => {
    const result = filterCountries(countries, { region: 'Europe', landlocked: true, currency: 'EUR' });
    expect(codes(result)).toEqual(['AD', 'AT', 'LU', 'SK', 'SM', 'VA', 'XK']);
  });

  it('gives the intersection of the single filters for every pair of them', () => {
    const singles = [
      { region: 'Europe' },
      { landlocked: true },
      { currency: 'EUR' },
      { language: 'deu' },
      { independent: true },
      { unMember: false },
      { subregion: 'Western Europe' },
    ];
    const offenders: string[] = [];
    for (const a of singles)
      for (const b of singles) {
        const both = codes(filterCountries(countries, { ...a, ...b }));
        const inB = new Set(codes(filterCountries(countries, b)));
        const expected = codes(filterCountries(countries, a)).filter((c) => inB.has(c));
        if (JSON.stringify(both) !== JSON.stringify(expected)) offenders.push(`${JSON.stringify(a)} & ${JSON.stringify(b)}`);
      }
    expect(offenders).toEqual([]);
  });

  it('filters languages by ISO 639-3 code', () => {
    expect(codes(filterCountries(countries, { language: 'deu' }))).toEqual(expect.arrayContaining(['AT', 'BE', 'CH', 'DE', 'LI', 'LU']));
    expect(codes(filterCountries(countries, { language: 'deu' }))).not.toContain('FR');
  });

  it('keeps every country with no filter', () => {
    expect(filterCountries(countries, {})).toHaveLength(countries.length);
  });

  it('treats independent=false as "not independent", leaving out the disputed (null) cases', () => {
    const dependent = filterCountries(countries, { independent: false });
    expect(codes(dependent)).toEqual(expect.arrayContaining(['AQ', 'GL', 'PR', 'HK']));
    expect(codes(dependent)).not.toContain('XK');
    expect(codes(dependent)).not.toContain('DE');
  });
});

describe('defaultOrder', () => {
  it.each(TEXT_SORTS.map((s) => [s]))('sorts the text field %s ascending', (sort) => {
    expect(defaultOrder(sort)).toBe('asc');
  });
  it.each(NUMBER_SORTS.map((s) => [s]))('sorts the numeric field %s descending', (sort) => {
    expect(defaultOrder(sort)).toBe('desc');
  });
});

describe('sortCountries', () => {
  const value: Record<'population' | 'area' | 'gini' | 'capital', (c: CountryData) => number | string | null> = {
    population: (c) => c.population,
    area: (c) => c.area,
    gini: (c) => c.gini?.value ?? null,
    capital: (c) => c.capital[0] ?? null,
  };

  /** Every adjacent pair out of order: by value in the given order, nulls after values, ties by name. */
  const misordered = (sorted: readonly CountryData[], key: keyof typeof value, order: 'asc' | 'desc') =>
    sorted.slice(1).flatMap((b, i) => {
      const a = sorted[i]!;
      const va = value[key](a);
      const vb = value[key](b);
      if (va === null) return vb === null && byName(a, b) <= 0 ? [] : [`${a.cca2}>${b.cca2}`];
      if (vb === null) return [];
      const cmp = typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb), 'en');
      const ok = order === 'asc' ? cmp < 0 : cmp > 0;
      return ok || (cmp === 0 && byName(a, b) <= 0) ? [] : [`${a.cca2}>${b.cca2}`];
    });

  it.each([
    ['population', 'asc'],
    ['population', 'desc'],
    ['area', 'asc'],
    ['area', 'desc'],
    ['gini', 'asc'],
    ['gini', 'desc'],
    ['capital', 'asc'],
    ['capital', 'desc'],
  ] as const)('orders by %s %s, ties by name', (key, order) => {
    const sorted = sortCountries(countries, key, order);
    expect(sorted).toHaveLength(countries.length);
    expect(misordered(sorted, key, order)).toEqual([]);
  });

  it.each(['asc', 'desc'] as const)('puts the countries without a Gini index last in %s order', (order) => {
    const sorted = sortCountries(countries, 'gini', order);
    const without = countries.filter((c) => c.gini === null).length;
    expect(without).toBeGreaterThan(0);
    expect(
      sorted
        .slice(-without)
        .filter((c) => c.gini !== null)
        .map((c) => c.cca2),
    ).toEqual([]);
  });

  it.each(['asc', 'desc'] as const)('puts the five countries without a capital last in %s order', (order) => {
    expect(codes(sortCountries(countries, 'capital', order).slice(-5))).toEqual(['AQ', 'BV', 'HM', 'MO', 'UM']);
  });

  it.each(['asc', 'desc'] as const)('puts a missing area last in %s order', (order) => {
    const noArea = countries.map((c) => (c.cca2 === 'DE' || c.cca2 === 'FR' ? { ...c, area: null, density: null } : c));
    expect(
      sortCountries(noArea, 'area', order)
        .slice(-2)
        .map((c) => c.cca2),
    ).toEqual(['FR', 'DE']);
  });

  it('starts with Afghanistan and ends with Zimbabwe by name, Åland between Afghanistan and Albania', () => {
    const names = sortCountries(countries, 'name', 'asc').map((c) => c.name.common);
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(names.at(-1)).toBe('Zimbabwe');
  });

  it('reverses the name order in desc', () => {
    const asc = sortCountries(countries, 'name', 'asc').map((c) => c.cca2);
    expect(sortCountries(countries, 'name', 'desc').map((c) => c.cca2)).toEqual([...asc].reverse());
  });

  it('puts Russia first by area and Vatican City first by area ascending', () => {
    expect(sortCountries(countries, 'area', 'desc')[0]?.cca2).toBe('RU');
    expect(sortCountries(countries, 'area', 'asc')[0]?.cca2).toBe('VA');
  });

  it('breaks ties by name: equal border counts of zero come alphabetically', () => {
    const islands = sortCountries(countries, 'borders', 'desc').filter((c) => c.borders.length === 0);
    expect(islands.map((c) => c.cca2)).toEqual([...islands].sort(byName).map((c) => c.cca2));
  });

  it('does not change its input', () => {
    const before = countries.map((c) => c.cca2);
    sortCountries(countries, 'population', 'desc');
    expect(countries.map((c) => c.cca2)).toEqual(before);
  });
});

describe('listCountries', () => {
  const query = (page: number, limit: number, sort: SortKey | null = 'name') => ({ filters: {}, sort, order: 'asc' as const, page, limit });

  it('counts pages as the total divided by the limit, rounded up', () => {
    expect(listCountries(countries, query(1, 25))).toMatchObject({ total: 250, pages: 10 });
    expect(listCountries(countries, query(1, 100))).toMatchObject({ total: 250, pages: 3 });
    expect(listCountries(countries, query(1, 250))).toMatchObject({ total: 250, pages: 1 });
  });

  it('gives every country exactly once over all pages, in order', () => {
    const pages = [1, 2, 3].flatMap((page) => listCountries(countries, query(page, 100)).items);
    expect(pages.map((c) => c.cca2)).toEqual(sortCountries(countries, 'name', 'asc').map((c) => c.cca2));
    expect(listCountries(countries, query(3, 100)).items).toHaveLength(50);
  });

  it('gives an empty page past the end', () => {
    expect(listCountries(countries, query(11, 25)).items).toEqual([]);
  });

  it('counts an empty selection as zero pages', () => {
    expect(listCountries(countries, { ...query(1, 25), filters: { region: 'Oceania', landlocked: true } })).toEqual({ items: [], total: 0, pages: 0 });
  });

  it('ranks by relevance when searching without a sort, and sorts the matches when a sort is given', () => {
    const ranked = listCountries(countries, { ...query(1, 250, null), search: 'guinea' }).items.map((c) => c.name.common);
    const sorted = listCountries(countries, { ...query(1, 250, 'name'), search: 'guinea' }).items.map((c) => c.name.common);
    expect(ranked[0]).toBe('Guinea');
    expect(sorted).toEqual([...ranked].sort((a, b) => a.localeCompare(b, 'en')));
    expect(sorted).toEqual(expect.arrayContaining(['Equatorial Guinea', 'Guinea', 'Guinea-Bissau', 'Papua New Guinea']));
  });
});
