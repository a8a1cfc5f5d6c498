import { describe, expect, it } from 'vitest';
import { builtApi, errorBody } from '../../../tests/helpers.ts';
import { parseQuery, type RawQuery } from '../params.ts';
import { countriesRoute } from './countries.ts';

const api = builtApi();
const record = new Map(api.countries.map((c) => [c.cca2, c]));

interface Item {
  cca2: string;
  name: { common: string };
  population: number;
  [key: string]: unknown;
}
interface Page {
  data: Item[];
  meta: { page: number; limit: number; total: number; pages: number; sort: string; order: string; filters: Record<string, unknown>; q?: string };
  links: { self: string; first: string; prev: string | null; next: string | null; last: string };
}

const parse = (raw: RawQuery) => parseQuery(countriesRoute.params(api), raw);
const list = (raw: RawQuery) => countriesRoute.answer(api, parse(raw)).body as unknown as Page;
const staticPath = (raw: RawQuery) => countriesRoute.staticPath(api, parse(raw));
const codesOf = (page: Page) => page.data.map((c) => c.cca2);

/** The page a link leads to: a query-form link is parsed back, a static one looked up among the precomputed questions. */
const staticQuestions = new Map([...countriesRoute.precomputed(api)].map((p) => [api.paths.file(countriesRoute.staticPath(api, p)!), p]));
function follow(link: string): Page {
  const question = staticQuestions.get(link);
  if (question) return countriesRoute.answer(api, question).body as unknown as Page;
  const url = new URL(link, 'http://host');
  expect(url.pathname).toBe('/api/countries');
  return list(Object.fromEntries(url.searchParams));
}

describe('filters', () => {
  it('combine with AND: region=Europe&landlocked=true gives the landlocked European countries', () => {
    const page = list({ region: 'Europe', landlocked: 'true' });
    expect(codesOf(page).sort()).toEqual(['AD', 'AT', 'BY', 'CH', 'CZ', 'HU', 'LI', 'LU', 'MD', 'MK', 'RS', 'SK', 'SM', 'VA', 'XK']);
    expect(page.meta.filters).toEqual({ region: 'Europe', landlocked: true });
  });

  it('give the same countries for German by 639-1, 639-3 and English name', () => {
    const sets = ['de', 'deu', 'German', 'GERMAN'].map((language) => list({ language, limit: '250' }));
    const expected = api.countries.filter((c) => c.languages.some((l) => l.name === 'German')).map((c) => c.cca2);
    for (const page of sets) {
      expect(page.meta.filters).toEqual({ language: 'deu' });
      expect(codesOf(page).sort()).toEqual(expected.sort());
    }
    expect(expected).toEqual(expect.arrayContaining(['AT', 'BE', 'CH', 'DE', 'LI', 'LU']));
  });

  it.each(['EUR', 'eur', 'Eur'])('match the currency %j case-insensitively', (currency) => {
    const page = list({ currency, limit: '250' });
    expect(page.meta.filters).toEqual({ currency: 'EUR' });
    expect(codesOf(page)).toEqual(expect.arrayContaining(['AT', 'DE', 'ES', 'FR', 'IT', 'ME', 'MC', 'SM', 'VA', 'XK']));
    expect(codesOf(page)).not.toContain('GB');
    expect(page.meta.total).toBe(api.countries.filter((c) => c.currencies.some((x) => x.code === 'EUR')).length);
  });

  it('answers 400 naming the parameter for an unknown language', () => {
    expect(errorBody(() => parse({ language: 'klingon' }))).toMatchObject({ status: 400, parameter: 'language' });
  });
});

describe('sorting', () => {
  it('sorts by name ascending by default', () => {
    const page = list({});
    expect(page.meta).toMatchObject({ sort: 'name', order: 'asc' });
    expect(page.data[0]?.name.common).toBe('Afghanistan');
  });

  it('sorts a numeric field descending by default: the most populous first', () => {
    const page = list({ sort: 'population' });
    expect(page.meta).toMatchObject({ sort: 'population', order: 'desc' });
    expect(page.data[0]?.population).toBe(Math.max(...api.countries.map((c) => c.population)));
    expect(codesOf(page).slice(0, 3).sort()).toEqual(['CN', 'IN', 'US']);
  });

  it('sorts a text field ascending by default', () => {
    const page = list({ sort: 'capital', limit: '250' });
    expect(page.meta.order).toBe('asc');
    const capitals = page.data.map((c) => record.get(c.cca2)!.capital[0]).filter((x) => x !== undefined);
    expect(capitals).toEqual([...capitals].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('honours an explicit order', () => {
    expect(list({ sort: 'population', order: 'asc' }).data[0]?.population).toBe(Math.min(...api.countries.map((c) => c.population)));
  });

  it.each(['asc', 'desc'])('lists countries without a Gini index last in %s order', (order) => {
    const page = list({ sort: 'gini', order, limit: '250' });
    const gini = page.data.map((c) => record.get(c.cca2)!.gini);
    const firstNull = gini.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(gini.slice(firstNull).filter((g) => g !== null)).toEqual([]);
  });
});

describe('pagination', () => {
  it('describes the default first page and links the static pages', () => {
    const page = list({});
    expect(page.meta).toEqual({ page: 1, limit: 25, total: 250, pages: 10, sort: 'name', order: 'asc', filters: {} });
    expect(page.data).toHaveLength(25);
    expect(page.links).toEqual({
      self: '/api/countries/all/name-asc/1.json',
      first: '/api/countries/all/name-asc/1.json',
      prev: null,
      next: '/api/countries/all/name-asc/2.json',
      last: '/api/countries/all/name-asc/10.json',
    });
  });

  it('links the last page back and has no next', () => {
    const page = list({ page: '10' });
    expect(page.links.prev).toBe('/api/countries/all/name-asc/9.json');
    expect(page.links.next).toBeNull();
    expect(page.data.at(-1)?.name.common).toBe('Zimbabwe');
  });

  it('links with the query form when the question is not precomputed', () => {
    const page = list({ region: 'Europe', sort: 'population', limit: '10', page: '2' });
    expect(page.meta).toMatchObject({ page: 2, limit: 10, total: 52, pages: 6 });
    const next = new URL(page.links.next!, 'http://host');
    expect(next.pathname).toBe('/api/countries');
    expect(Object.fromEntries(next.searchParams)).toEqual({ region: 'Europe', sort: 'population', limit: '10', page: '3' });
    expect(new URL(page.links.first, 'http://host').searchParams.has('page')).toBe(false);
  });

  it.each<[RawQuery, string]>([
    [{}, 'all pages, static links'],
    [{ region: 'Europe', sort: 'area', order: 'asc' }, 'one region, static links'],
    [{ currency: 'EUR', landlocked: 'true', limit: '3' }, 'combined filters, query links'],
    [{ q: 'island', limit: '10' }, 'a search, query links'],
  ])('leads from %j through next links to last, page by page (%s)', (raw) => {
    let page = list(raw);
    const seen = [...codesOf(page)];
    let steps = 0;
    while (page.links.next && steps++ < 30) {
      const next = follow(page.links.next);
      expect(next.meta.page).toBe(page.meta.page + 1);
      expect(follow(next.links.prev!).data).toEqual(page.data);
      page = next;
      seen.push(...codesOf(page));
    }
    expect(page.links.self).toBe(page.links.last);
    expect(seen).toHaveLength(page.meta.total);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('answers 404 for a page past the end', () => {
    expect(errorBody(() => list({ page: '11' }))).toMatchObject({ status: 404, error: 'not_found' });
    expect(errorBody(() => list({ region: 'Europe', page: '4' }))).toMatchObject({ status: 404 });
  });

  it('answers an empty selection with page 1 and no data', () => {
    const page = list({ region: 'Oceania', landlocked: 'true' });
    expect(page.meta).toMatchObject({ page: 1, total: 0, pages: 0 });
    expect(page.data).toEqual([]);
    expect(errorBody(() => list({ region: 'Oceania', landlocked: 'true', page: '2' })).status).toBe(404);
  });

  it.each(['0', '251', '-5', 'all'])('answers 400 for limit=%s', (limit) => {
    expect(errorBody(() => parse({ limit }))).toMatchObject({ status: 400, error: 'bad_request', parameter: 'limit' });
  });

  it.each(['1', '250'])('accepts limit=%s', (limit) => {
    expect(list({ limit }).meta.limit).toBe(Number(limit));
  });

  it('answers 400 for page=0', () => {
    expect(errorBody(() => parse({ page: '0' }))).toMatchObject({ status: 400, parameter: 'page' });
  });
});

describe('static paths', () => {
  it.each([
    [{}, 'countries/all/name-asc/1'],
    [{ page: '3' }, 'countries/all/name-asc/3'],
    [{ sort: 'population' }, 'countries/all/population-desc/1'],
    [{ sort: 'area', order: 'asc' }, 'countries/all/area-asc/1'],
    [{ region: 'europe' }, 'countries/region/europe/name-asc/1'],
    [{ subregion: 'western europe' }, 'countries/subregion/western-europe/name-asc/1'],
    [{ language: 'German' }, 'countries/language/deu/name-asc/1'],
    [{ currency: 'eur', sort: 'name', order: 'desc' }, 'countries/currency/EUR/name-desc/1'],
  ])('precomputes %j as %s', (raw, path) => {
    expect(staticPath(raw)).toBe(path);
  });

  it.each<RawQuery>([{ sort: 'gini' }, { limit: '50' }, { q: 'cote' }, { landlocked: 'true' }, { region: 'Europe', language: 'de' }, { fields: 'population' }])(
    'does not precompute %j',
    (raw) => {
      expect(staticPath(raw)).toBeUndefined();
    },
  );

  it('precomputes every page of each sort and order for a region: Europe has three pages of 25', () => {
    const europe = [...countriesRoute.precomputed(api)].filter((p) => p.region === 'Europe');
    expect(europe).toHaveLength(3 * 3 * 2);
    expect(europe.map((p) => countriesRoute.staticPath(api, p)).filter((p) => p === undefined)).toEqual([]);
  });
});

describe('search', () => {
  it('finds Côte d’Ivoire first for q=cote and ranks by relevance', () => {
    const page = list({ q: 'cote' });
    expect(page.data[0]?.cca2).toBe('CI');
    expect(page.meta).toMatchObject({ sort: 'relevance', q: 'cote' });
  });

  it.each([
    ['germany', 'DE'],
    ['Deutschland', 'DE'],
    ['BRA', 'BR'],
    ['Berlin', 'DE'],
    ['.de', 'DE'],
    ['+49', 'DE'],
    ['germny', 'DE'],
  ])('ranks the obvious answer first for q=%s (names, codes, capitals, domains, calling codes, a dropped letter)', (q, cca2) => {
    expect(list({ q }).data[0]?.cca2).toBe(cca2);
  });

  it.each([
    // The four countries with Guinea in their English name; no letters strewn over a long name.
    ['guinea', ['GN', 'GQ', 'GW', 'PG']],
    ['tokyo', ['JP']],
    ['paris', ['FR']],
    ['korea', ['KP', 'KR']],
  ])('finds only what q=%s means, even sorted by population', (q, expected) => {
    expect(codesOf(list({ q, sort: 'population', limit: '250' })).sort()).toEqual(expected);
  });

  it('lets one or two letters match only the start of a name or code', () => {
    const page = list({ q: 'an', limit: '250' });
    expect(page.meta.total).toBeLessThan(30);
    expect(codesOf(page)).toEqual(expect.arrayContaining(['AD', 'AO', 'AI', 'AG']));
  });

  it('applies filters before the search', () => {
    const codes = codesOf(list({ q: 'guinea', region: 'Oceania' }));
    expect(codes).toEqual(['PG']);
  });
});

describe('projection', () => {
  it('keeps only the named fields, nested as in the record', () => {
    const page = list({ fields: 'name.common,population', region: 'Europe', sort: 'population', limit: '3' });
    const top = [...api.countries]
      .filter((c) => c.region === 'Europe')
      .sort((a, b) => b.population - a.population)
      .slice(0, 3);
    expect(page.data).toEqual(top.map((c) => ({ name: { common: c.name.common }, population: c.population })));
  });

  it('reaches fields the summary has not, such as calling codes', () => {
    const page = list({ fields: 'cca2,callingCodes', q: 'germany', limit: '1' });
    expect(page.data).toEqual([{ cca2: 'DE', callingCodes: ['+49'] }]);
  });

  it('answers 400 naming fields and listing the accepted paths for an unknown field', () => {
    for (const empty of ['', ' , ']) {
      expect(errorBody(() => parse({ fields: empty }))).toMatchObject({ status: 400, error: 'bad_request', parameter: 'fields' });
    }
    const body = errorBody(() => parse({ fields: 'name.common,shoeSize' }));
    expect(body).toMatchObject({ status: 400, error: 'bad_request', parameter: 'fields' });
    expect(body.message).toContain('shoeSize');
    expect(body.accepted).toEqual(expect.arrayContaining(['cca2', 'name.common', 'population', 'languages']));
  });
});

describe('membership', () => {
  // Independent facts: the G7 (its 7 member countries) and NATO's 32 members since Sweden (2024-03-07).
  it('lists the member states of an organisation', () => {
    expect(codesOf(list({ membership: 'g7' })).sort()).toEqual(['CA', 'DE', 'FR', 'GB', 'IT', 'JP', 'US']);
    expect(list({ membership: 'nato', limit: '250' }).meta.total).toBe(32);
    expect(codesOf(list({ membership: 'nato', limit: '250' }))).toEqual(expect.arrayContaining(['SE', 'FI', 'TR', 'US']));
  });

  it('combines with the other filters and is written as a static page when alone', () => {
    expect(codesOf(list({ membership: 'eu', landlocked: 'true' })).sort()).toEqual(['AT', 'CZ', 'HU', 'LU', 'SK']);
    expect(staticPath({ membership: 'eurozone', sort: 'population' })).toBe('countries/membership/eurozone/population-desc/1');
    expect(staticPath({ membership: 'eu', region: 'Europe' })).toBeUndefined();
  });

  it('refuses an organisation it does not know, listing the ones it does', () => {
    expect(errorBody(() => parse({ membership: 'warsaw-pact' }))).toMatchObject({
      status: 400,
      parameter: 'membership',
      accepted: expect.arrayContaining(['nato', 'eu']),
    });
  });
});
