import { describe, expect, it } from 'vitest';
import { builtApi, builtDataset, errorBody } from '../../../tests/helpers.ts';
import { Country } from '../../dataset/schema.ts';
import { createApi, type Api } from '../context.ts';
import { parseQuery, type RawQuery } from '../params.ts';
import { countryRoute } from './country.ts';

const api = builtApi();

const parse = (raw: RawQuery, a: Api = api) => parseQuery(countryRoute.params(a), raw);
const answer = (raw: RawQuery, a: Api = api) => countryRoute.answer(a, parse(raw, a));
const staticPath = (raw: RawQuery) => countryRoute.staticPath(api, parse(raw));

describe('exactly one of code, name, capital', () => {
  it('answers 400 naming the three parameters when none is given', () => {
    expect(errorBody(() => parse({}))).toMatchObject({
      status: 400,
      error: 'bad_request',
      parameter: 'code',
      accepted: ['code', 'name', 'capital'],
    });
  });

  it.each([
    [{ code: 'DE', name: 'Germany' }, 'name', 2],
    [{ name: 'Germany', capital: 'Berlin' }, 'capital', 2],
    [{ code: 'DE', capital: 'Berlin' }, 'capital', 2],
    [{ code: 'DE', name: 'Germany', capital: 'Berlin' }, 'name', 3],
  ])('answers 400 for %j, naming the extra parameter %j', (raw, parameter, count) => {
    const body = errorBody(() => parse(raw));
    expect(body).toMatchObject({ status: 400, error: 'bad_request', parameter, accepted: ['code', 'name', 'capital'] });
    expect(body.message).toContain(`got ${count}`);
  });

  it.each<RawQuery>([{ code: 'DE' }, { name: 'Germany' }, { capital: 'Berlin' }, { code: 'DE', format: 'csv' }])('accepts %j', (raw) => {
    expect(() => parse(raw)).not.toThrow();
  });
});

describe('static path', () => {
  it.each([
    [{ code: 'DE' }, 'country/DE'],
    [{ code: 'de' }, 'country/DE'],
    [{ code: 'deu' }, 'country/DEU'],
    [{ code: '276' }, 'country/276'],
    [{ code: '76' }, 'country/076'],
    [{ code: 'xkx' }, 'country/XKX'],
    [{ name: 'Germany' }, 'country/name/germany'],
    [{ name: 'GERMANY' }, 'country/name/germany'],
    [{ name: 'Federal Republic of Germany' }, 'country/name/federal-republic-of-germany'],
    [{ name: 'Deutschland' }, 'country/name/deutschland'],
    [{ name: "Côte d'Ivoire" }, 'country/name/cote-d-ivoire'],
    [{ name: 'BES islands' }, 'country/name/bes-islands'],
    [{ capital: 'Berlin' }, 'country/capital/berlin'],
    [{ capital: 'The Bottom' }, 'country/capital/the-bottom'],
    [{ capital: 'Kingston' }, 'country/capital/kingston'],
  ])('is precomputed for %j: %s', (raw, path) => {
    expect(staticPath(raw)).toBe(path);
  });

  it.each<[RawQuery, string]>([
    [{ code: 'ZZ' }, 'an unknown code'],
    [{ name: 'Allemagne' }, 'a translation (not written as files)'],
    [{ name: '日本' }, 'a name without an ASCII slug'],
    [{ name: 'Atlantis' }, 'an unknown name'],
    [{ capital: 'Munich' }, 'a city that is no capital'],
  ])('is not precomputed for %j (%s)', (raw) => {
    expect(staticPath(raw)).toBeUndefined();
  });

  it('has a static path for every precomputed question, and no path twice', () => {
    const questions = [...countryRoute.precomputed(api)];
    const paths = questions.map((q) => countryRoute.staticPath(api, q));
    expect(questions.filter((_, i) => paths[i] === undefined)).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('precomputes every alpha-2, alpha-3 and numeric code of the dataset', () => {
    const codes = new Set([...countryRoute.precomputed(api)].map((q) => q.code).filter((c) => c !== undefined));
    const missing = api.countries.flatMap((c) => [c.cca2, c.cca3, ...(c.ccn3 ? [c.ccn3] : [])]).filter((code) => !codes.has(code));
    expect(missing).toEqual([]);
  });
});

describe('answer', () => {
  const germany = answer({ code: 'DE' });
  const body = germany.body as Record<string, unknown>;

  it('is the full record, valid against the Country schema', () => {
    const parsed = Country.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("carries Germany's facts", () => {
    expect(body).toMatchObject({ cca2: 'DE', cca3: 'DEU', ccn3: '276', capital: ['Berlin'], region: 'Europe', callingCodes: ['+49'], tld: ['.de'] });
  });

  it('links to its own file, borders, similar lists and explorer page', () => {
    expect(body.links).toEqual({
      self: '/api/country/DE.json',
      borders: '/api/borders/DE.json',
      similarByRegion: '/api/similar/DE/region.json',
      similarByLanguage: '/api/similar/DE/language.json',
      explorer: '/country/DE/',
    });
  });

  it('gives the flag as the emoji, the URL of the SVG file and a text alternative', () => {
    expect(body.flag).toEqual({ emoji: '🇩🇪', svg: '/flags/DE.svg', alt: expect.stringContaining('black, red and gold') });
  });

  it('makes every link absolute and under the base path when the site is configured so', () => {
    const hosted = createApi(builtDataset(), { siteUrl: 'https://countries.example/', basePath: '/reference' });
    const b = answer({ code: 'DE' }, hosted).body as { links: Record<string, string>; flag: { svg: string } };
    expect(b.flag.svg).toBe('https://countries.example/reference/flags/DE.svg');
    expect(b.links.self).toBe('https://countries.example/reference/api/country/DE.json');
    expect(b.links.explorer).toBe('https://countries.example/reference/country/DE/');
  });

  it('gives one row and the country XML root', () => {
    expect(germany.rows).toEqual([germany.body]);
    expect(germany.xmlRoot).toBe('country');
  });

  it.each<RawQuery>([{ name: 'Deutschland' }, { name: 'Allemagne' }, { capital: 'berlin' }, { code: '276' }, { code: 'deu' }])(
    'answers %j with the same record as code=DE',
    (raw) => {
      expect(answer(raw).body).toEqual(germany.body);
    },
  );

  it('answers an ambiguous capital with 300 and the candidates', () => {
    const error = errorBody(() => answer({ capital: 'Kingston' }));
    expect(error.status).toBe(300);
    expect(error.candidates?.map((c) => c.cca2).sort()).toEqual(['JM', 'NF']);
  });

  it('answers an unknown code with 404', () => {
    expect(errorBody(() => answer({ code: 'ZZ' }))).toMatchObject({ status: 404, error: 'not_found' });
  });
});
