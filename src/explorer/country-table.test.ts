/**
 * The table as the island builds it (TanStack v9 row models behind `useCountryTable`, rendered
 * by `CountryTable`), checked through its server-rendered HTML.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import { search as apiSearch } from '../api/search.ts';
import type { CountryData } from '../dataset/schema.ts';
import { CountryTable } from './country-table.tsx';
import { useCountryTable } from './use-country-table.ts';
import { DEFAULT_STATE, type ExplorerState } from './url-state.ts';

const { countries } = builtDataset();

function Probe({ rows, state, probe }: { rows: readonly CountryData[]; state: ExplorerState; probe?: (t: ReturnType<typeof useCountryTable>) => string }) {
  const table = useCountryTable(rows, state);
  return probe ? createElement('output', null, probe(table)) : createElement(CountryTable, { table, caption: 'Countries', interactive: true });
}

const render = (state: Partial<ExplorerState>, rows: readonly CountryData[] = countries) =>
  renderToStaticMarkup(createElement(Probe, { rows, state: { ...DEFAULT_STATE, ...state } }));

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Names of the rows on show, in order. */
function shownNames(html: string): string[] {
  const body = /<tbody>(.*)<\/tbody>/s.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => decode(/<th scope="row"><a [^>]*>(.*?)<\/a><\/th>/.exec(m[1] ?? '')?.[1] ?? '?'));
}
const nameOf = (cca2: string) => countries.find((c) => c.cca2 === cca2)?.name.common;
const collator = new Intl.Collator('en');

describe('the country table', () => {
  it('shows every country by name, A to Z, when showing all', () => {
    expect(shownNames(render({ pageSize: 'all' }))).toEqual(countries.map((c) => c.name.common).sort(collator.compare));
  });

  it('shows the first 50 by default, and only them', () => {
    const html = render({});
    expect(shownNames(html)).toEqual(shownNames(render({ pageSize: 'all' })).slice(0, 50));
    expect(html.match(/<tr[ >]/g)).toHaveLength(51);
  });

  it('shows the API’s search results, in the API’s order, while searching', () => {
    expect(shownNames(render({ q: 'cote', pageSize: 'all' }))).toEqual(apiSearch(countries, 'cote').map((c) => c.name.common));
    expect(shownNames(render({ q: 'cote' }))[0]).toBe(nameOf('CI'));
  });

  it('filters by facet and sorts by a column: Europe by population, Russia first', () => {
    const names = shownNames(render({ facets: { region: ['Europe'] }, sort: { id: 'population', desc: true }, pageSize: 'all' }));
    expect(names).toHaveLength(countries.filter((c) => c.region === 'Europe').length);
    expect(names[0]).toBe('Russia');
  });

  it('keeps rows that hold any of the ticked values of a facet', () => {
    const names = shownNames(render({ facets: { languages: ['fra', 'ita'] } }));
    const expected = countries.filter((c) => c.languages.some((l) => l.iso639_3 === 'fra' || l.iso639_3 === 'ita'));
    expect(names.sort()).toEqual(expected.map((c) => c.name.common).sort());
  });

  it('filters by a numeric range, leaving out rows without the figure', () => {
    const names = shownNames(render({ ranges: { area: { min: null, max: 100 } } }));
    expect(names.sort()).toEqual(
      countries
        .filter((c) => c.area !== null && c.area <= 100)
        .map((c) => c.name.common)
        .sort(),
    );
  });

  it('shows the requested page', () => {
    const all = shownNames(render({ pageSize: 'all' }));
    expect(shownNames(render({ pageSize: 25, page: 1 }))).toEqual(all.slice(25, 50));
  });

  it('shows only a box to pick the row, flag, name and the chosen columns', () => {
    const headers = [...render({ columns: ['capital', 'gini'] }).matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) =>
      m[1]?.replace(/<[^>]+>/g, '').replace(/[▲▼↕]/g, ''),
    );
    expect(headers).toEqual(['Compare', 'Flag', 'Name', 'Capital', 'Gini index']);
  });

  it('marks the sorted header with aria-sort, other sortable ones with none, the pick box and flag with nothing', () => {
    const html = render({ sort: { id: 'area', desc: true } });
    const headers = [...html.matchAll(/<th scope="col"([^>]*)>(.*?)<\/th>/g)].map((m) => [
      m[2]?.replace(/<[^>]+>/g, '').replace(/[▲▼↕]/g, ''),
      /aria-sort="(\w+)"/.exec(m[1] ?? '')?.[1] ?? null,
    ]);
    expect(headers.slice(0, 4)).toEqual([
      ['Compare', null],
      ['Flag', null],
      ['Name', 'none'],
      ['Capital', 'none'],
    ]);
    expect(headers.filter(([, sort]) => sort !== 'none' && sort !== null)).toEqual([['Area (km²)', 'descending']]);
  });

  it('writes country data as text: markup in a name is shown, not run', () => {
    const base = countries[0];
    if (!base) throw new Error('empty dataset');
    const evil: CountryData = { ...base, name: { ...base.name, common: '<img src=x onerror=alert(1)>' }, capital: ['<b>Bold</b>'] };
    const html = render({}, [evil]);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>');
    expect(shownNames(html)).toEqual(['<img src=x onerror=alert(1)>']);
  });
});

describe('facet counts', () => {
  const counts = (state: Partial<ExplorerState>, column: string) =>
    JSON.parse(
      decode(
        renderToStaticMarkup(
          createElement(Probe, {
            rows: countries,
            state: { ...DEFAULT_STATE, ...state },
            probe: (t) => JSON.stringify(Object.fromEntries(t.getColumn(column)?.getFacetedUniqueValues() ?? [])),
          }),
        ).replace(/^<output>|<\/output>$/g, ''),
      ),
    ) as Record<string, number>;

  it('counts subregions among the rows the other filters keep', () => {
    const europe = countries.filter((c) => c.region === 'Europe');
    const expected: Record<string, number> = {};
    for (const c of europe) if (c.subregion) expected[c.subregion] = (expected[c.subregion] ?? 0) + 1;
    expect(counts({ facets: { region: ['Europe'] } }, 'subregion')).toEqual(expected);
  });

  it('ignores a facet’s own ticks, so the other regions stay on offer', () => {
    const regions = counts({ facets: { region: ['Europe'] } }, 'region');
    expect(regions['Africa']).toBe(countries.filter((c) => c.region === 'Africa').length);
  });

  it('follows the search', () => {
    const hits = apiSearch(countries, 'cote');
    expect(counts({ q: 'cote' }, 'region')['Africa']).toBe(hits.filter((c) => c.region === 'Africa').length);
  });
});
