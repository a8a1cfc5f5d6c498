/**
 * The host-neutral rewrite rules: derived from the route table (schema, `staticPath`,
 * `precomputed`), not written by hand, so they follow the layout; checked here against the
 * layout and defaults docs/api.md states, and against routes made up to change the layout.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from '../../src/api/routes.ts';
import { defineRoute } from '../../src/api/route.ts';
import { queryRewrites, routeRewrites, type QueryRewrite, type RouteRewrites } from '../../src/hosts/rewrites.ts';
import { staticQuestions } from '../../src/hosts/questions.ts';
import { fillTemplate, templatesOf } from '../../src/hosts/templates.ts';
import { builtApi } from '../helpers.ts';

const api = builtApi();
const all = queryRewrites(api, routes);
const of = (route: string) => all.find((r) => r.route === route)!;
const written = (rule: QueryRewrite) => rule.query.map((c) => `${c.name}=${c.value ?? `:${c.placeholder}`}`).join('&');
const ruleFor = (route: string, query: string) => of(route).rules.find((r) => written(r) === query);
/** docs/api.md: regions and sub-regions are slugged, `Western Europe` → `western-europe`. */
const slug = (name: string) => name.toLowerCase().replace(/ /g, '-');

describe('rules derived from the route table', () => {
  it('capture a country code into its file, as in the contract (/api/country/DE.json)', () => {
    expect(ruleFor('country', 'code=:code')).toMatchObject({ path: '/api/country', to: '/api/country/:code.json', missing: ['format'] });
  });

  it('give every region and sub-region a rule of its own, to its slug', () => {
    const regions = [...api.vocabulary.regions, ...api.vocabulary.subregions];
    const wrong = regions.filter((name) => {
      const key = api.vocabulary.regions.includes(name) ? 'region' : 'subregion';
      return ruleFor('countries', `${key}=${name}`)?.to !== `/api/countries/${key}/${slug(name)}/name-asc/1.json`;
    });
    expect(wrong).toEqual([]);
    expect(regions.length).toBe(28);
  });

  it.each([
    ['sort=name', '/api/countries/all/name-asc/1.json'],
    ['sort=:sort', '/api/countries/all/:sort-desc/1.json'],
    ['order=:order', '/api/countries/all/name-:order/1.json'],
    ['page=:page', '/api/countries/all/name-asc/:page.json'],
    ['', '/api/countries/all/name-asc/1.json'],
  ])('fill the documented defaults into the target: %s → %s', (query, to) => {
    expect(ruleFor('countries', query)?.to).toBe(to);
  });

  it('send a numeric sort without order to its descending file, for population and area only', () => {
    expect(ruleFor('countries', 'sort=:sort')?.query[0]?.values).toEqual(['area', 'population']);
  });

  it('capture languages by ISO 639-3 code and currencies by ISO 4217 code, as the files are named', () => {
    const language = ruleFor('countries', 'language=:language')!;
    const currency = ruleFor('countries', 'currency=:currency')!;
    expect(language.query[0]?.values).toEqual([...api.vocabulary.languages.keys()].sort());
    expect(currency.query[0]?.values).toEqual([...api.vocabulary.currencies.keys()].sort());
    expect(language.query[0]?.values?.every((v) => /^[a-z]{3}$/.test(v))).toBe(true);
    expect(currency.query[0]?.values?.every((v) => /^[A-Z]{3}$/.test(v))).toBe(true);
  });

  it('take borders and similar by alpha-2 code only, the one their files have', () => {
    const codes = api.countries.map((c) => c.cca2).sort();
    expect(ruleFor('borders', 'code=:code')?.query[0]?.values).toEqual(codes);
    expect(ruleFor('similar', 'code=:code')).toMatchObject({ to: '/api/similar/:code/region.json', query: [{ values: codes }] });
  });

  it('take format as the extension, and only json for JSON-only documents', () => {
    expect(ruleFor('stats', 'format=:format')?.to).toBe('/api/stats.:format');
    expect(ruleFor('health', 'format=json')?.to).toBe('/api/health.json');
  });

  it('refuse what only the server answers: search, limits, projections, boolean and combined filters, two lookups', () => {
    const sets = (route: string) => of(route).refused.map((s) => s.join('+'));
    expect(sets('countries')).toEqual(
      expect.arrayContaining(['q', 'limit', 'fields', 'independent', 'unMember', 'landlocked', 'language+region', 'currency+subregion']),
    );
    expect(sets('country')).toEqual(['capital+code', 'capital+name', 'code+name']);
    expect(sets('similar')).toEqual([]);
  });

  it('list most parameters first, so that no rule is tried before a rule for more of the question', () => {
    const late = all.flatMap((r) => r.rules.filter((rule, i) => i > 0 && rule.query.length > r.rules[i - 1]!.query.length).map(written));
    expect(late).toEqual([]);
  });
});

/**
 * The file a host that takes the first matching rule sends a query to, from the derived rules
 * alone (a host's file is a serialization of them): `refused` when the route refuses its set of
 * parameters. Under the reading where parameters a rule does not list stop a match, a rule with
 * parameters matches only a query with exactly those (as tests/hosts/netlify-host.ts reads it).
 */
function firstMatch(route: RouteRewrites, query: Readonly<Record<string, string>>, unlisted: 'ignored' | 'refused'): string | undefined {
  const names = Object.keys(query);
  if (route.refused.some((set) => set.every((name) => names.includes(name)))) return 'refused';
  const rule = route.rules.find(
    (r) =>
      (unlisted === 'ignored' || r.query.length === 0 || r.query.length === names.length) &&
      r.query.every((c) => query[c.name] !== undefined && (c.value === undefined || c.value === query[c.name])),
  );
  return rule && fillTemplate(rule.to, Object.fromEntries(rule.query.flatMap((c) => (c.placeholder ? [[c.placeholder, query[c.name]!]] : []))));
}

describe.each(['ignored', 'refused'] as const)('rules derived from the route table, when unlisted parameters are %s', (unlisted) => {
  it('send every static question of every route, in every format, to its file', () => {
    const wrong: string[] = [];
    let asked = 0;
    for (const route of routes) {
      const rewrites = of(route.name);
      const withFormat = rewrites.params.includes('format');
      for (const { query, rel } of staticQuestions(api, route).questions) {
        const formats = withFormat ? [undefined, ...route.formats] : [undefined];
        for (const format of formats) {
          const asking = format === undefined ? query : { ...query, format };
          const to = firstMatch(rewrites, asking, unlisted);
          asked++;
          if (to !== `/api/${rel}.${format ?? route.formats[0]}`) wrong.push(`${route.name}?${new URLSearchParams(asking).toString()} → ${to}`);
        }
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(asked).toBeGreaterThan(10_000);
  });
});

describe('rules follow the layout', () => {
  const byCodeIn = (file: (code: string) => string) =>
    defineRoute<{ code: string; format?: 'json' | undefined }>({
      name: 'made-up',
      summary: '',
      formats: ['json'],
      params: () => z.strictObject({ code: z.string() }),
      staticPath: (_api, p) => file(p.code),
      precomputed: () => ['DE', 'FR', 'IT'].map((code) => ({ code })),
      files: [],
      answer: () => ({ body: {}, rows: [], xmlRoot: 'x' }),
      response: [],
      misses: [],
      examples: [],
    });

  it('capture a value that stands as is in the file name', () => {
    const rules = routeRewrites(
      api,
      byCodeIn((code) => `made-up/${code}`),
    ).rules;
    expect(rules.map((r) => [written(r), r.to])).toEqual([['code=:code', '/api/made-up/:code.json']]);
  });

  it('write one rule per value when the file name changes the value', () => {
    const rules = routeRewrites(
      api,
      byCodeIn((code) => `made-up/${code.toLowerCase()}`),
    ).rules;
    expect(rules.map((r) => [written(r), r.to])).toEqual([
      ['code=DE', '/api/made-up/de.json'],
      ['code=FR', '/api/made-up/fr.json'],
      ['code=IT', '/api/made-up/it.json'],
    ]);
  });

  it('refuse a layout that gives one question two files', () => {
    const questions = [
      { query: { x: 'a' }, rel: 'p/a' },
      { query: { x: 'a' }, rel: 'p/b' },
    ];
    expect(() => templatesOf('made-up', ['x'], questions)).toThrow(/no rewrite rule can send/);
  });
});
