import { describe, expect, it } from 'vitest';
import { builtApi } from '../../tests/helpers.ts';
import { madeUpRoute } from '../../tests/made-up-route.ts';
import { fileFormats, fileQuestion, isComputedFile, layoutParameters, layoutPattern, routeFiles, writtenFormats } from './files.ts';
import { outcomeOf } from './question.ts';
import { routes } from './routes.ts';
import { countryRoute } from './endpoints/country.ts';
import { defineRoute } from './route.ts';

const api = builtApi();
const files = [...routeFiles(api, routes)];

describe('layouts', () => {
  it('read the values of a question from a path, one segment part each', () => {
    expect(layoutParameters('countries/region/{region}/{sort}-{order}/{page}')).toEqual(['region', 'sort', 'order', 'page']);
    expect(layoutPattern('countries/region/{region}/{sort}-{order}/{page}').exec('countries/region/europe/population-desc/2')?.groups).toEqual({
      region: 'europe',
      sort: 'population',
      order: 'desc',
      page: '2',
    });
    expect(layoutPattern('country/{code}').test('country/name/germany')).toBe(false);
    expect(layoutPattern('rest/v3.1/all').test('rest/v3x1/all')).toBe(false);
  });
});

describe('the files of the routes', () => {
  it('belong each to one declared family of its route, and every family has files', () => {
    const used = new Set(files.map((f) => f.family.layout));
    expect(routes.flatMap((r) => r.files.map((f) => f.layout)).filter((layout) => !used.has(layout))).toEqual([]);
  });

  it('make aliases of the files that ask for the same country', () => {
    const aliasOf = (path: string) => files.find((f) => f.staticPath === path)?.aliasOf;
    expect(aliasOf('country/DEU')).toBe('country/DE');
    expect(aliasOf('country/276')).toBe('country/DE');
    expect(aliasOf('country/name/deutschland')).toBe('country/DE');
    expect(aliasOf('country/capital/berlin')).toBe('country/DE');
    expect(aliasOf('country/DE')).toBeUndefined();
    // An ambiguous capital asks for no one country.
    expect(aliasOf('country/capital/kingston')).toBeUndefined();
  });

  it('refuse a precomputed file no family declares', () => {
    const undeclared = defineRoute({ ...countryRoute, files: [{ layout: 'country/{code}', policy: 'computed' }] });
    expect(() => [...routeFiles(api, [undeclared])]).toThrow(/country\/name\/.* matches 0 of its declared layouts/);
  });
});

describe('fileQuestion', () => {
  it('reads every precomputed file back as its own question: every file in its route’s first format, one in twenty of each family in the others', () => {
    // The values read back are the data's (every name, code, page); the format, the route's alone.
    const seen = new Map<string, number>();
    const sampled = (f: (typeof files)[number]) => {
      const n = seen.get(f.family.layout) ?? 0;
      seen.set(f.family.layout, n + 1);
      return n % 20 === 0;
    };
    const wrong = files.flatMap((f) =>
      (sampled(f) ? f.route.formats : f.route.formats.slice(0, 1)).flatMap((format) => {
        const path = `api/${f.staticPath}.${format}`;
        const asked = fileQuestion(api, routes, path);
        // An ambiguous name (300) and a former country's code (410) have their JSON file only.
        if (!asked) return format !== 'json' && 'referral' in outcomeOf(api, f.route, f.params) ? [] : [path];
        return asked.question.file === `${f.staticPath}.${format}` && asked.question.format === format ? [] : [path];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('gives the question and the raw query its path spells', () => {
    const asked = fileQuestion(api, routes, 'api/countries/subregion/western-europe/area-asc/1.csv');
    expect(asked?.route.name).toBe('countries');
    expect(asked?.raw).toEqual({ subregion: 'western-europe', sort: 'area', order: 'asc', page: '1', format: 'csv' });
    expect(asked?.question.params).toMatchObject({ subregion: 'Western Europe', sort: 'area', order: 'asc', page: 1 });
  });

  it.each([
    ['a lower-case code (the files are upper case)', 'api/country/deu.json'],
    ['an unknown code', 'api/country/ZZ.json'],
    ['a format the route has no file in', 'api/rest/v3.1/alpha/DE.csv'],
    ["an ambiguous name's CSV (its 300 is JSON only)", 'api/country/capital/kingston.csv'],
    ['a page past the last', 'api/countries/all/name-asc/99.json'],
    ['a name written other than as its file', 'api/country/name/Germany.json'],
    ['a path outside the API', 'country/DE.json'],
    ['no extension', 'api/country/DE'],
  ])('finds no file for %s', (_what, path) => {
    expect(fileQuestion(api, routes, path)).toBeUndefined();
  });
});

describe('isComputedFile', () => {
  it('names the files of computed families, not those of file families', () => {
    expect(isComputedFile(routes, 'api/country/DE.xml')).toBe(true);
    expect(isComputedFile(routes, 'api/countries/currency/EUR/name-asc/1.json')).toBe(true);
    expect(isComputedFile(routes, 'api/stats.json')).toBe(false);
    expect(isComputedFile(routes, 'api/export/countries.csv')).toBe(false);
    expect(isComputedFile(routes, 'flags/DE.svg')).toBe(false);
  });

  it('reads the policy the route declares', () => {
    expect(isComputedFile([madeUpRoute({ policy: 'file' })], 'api/made-up/DE.json')).toBe(false);
    expect(isComputedFile([madeUpRoute({ policy: 'computed' })], 'api/made-up/DE.json')).toBe(true);
  });
});

describe('the formats a route writes as files', () => {
  const made = (fileFormats?: readonly ('json' | 'csv')[]) =>
    madeUpRoute({ formats: ['json', 'csv'], policy: 'computed', ...(fileFormats ? { fileFormats } : {}) });

  it('are every format it answers in unless it chooses', () => {
    expect(fileFormats(made())).toEqual(['json', 'csv']);
    expect(fileQuestion(api, [made()], 'api/made-up/DE.csv')?.question.format).toBe('csv');
  });

  it('are those it chooses: a format it answers in but does not write has no file to find', () => {
    const route = made(['json']);
    expect(writtenFormats(route, { document: route.answer(api, { code: 'DE' }) })).toEqual(['json']);
    expect(fileQuestion(api, [route], 'api/made-up/DE.json')?.question.format).toBe('json');
    expect(fileQuestion(api, [route], 'api/made-up/DE.csv')).toBeUndefined();
    expect(isComputedFile([route], 'api/made-up/DE.csv')).toBe(false);
  });
});
