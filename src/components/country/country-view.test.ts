import { describe, expect, it } from 'vitest';
import { apiLinks, nativeNames, neighbours, similar, translations, ordinal, worldRank } from './country-view.ts';
import { builtApi } from '../../../tests/helpers.ts';

const api = builtApi();
const country = (code: string) => api.byCode.get(code)!;

describe('neighbours', () => {
  it("lists Germany's nine land neighbours as links to their pages", () => {
    const list = neighbours(api, country('DE'));
    expect(list.map((n) => n.cca2).sort()).toEqual(['AT', 'BE', 'CH', 'CZ', 'DK', 'FR', 'LU', 'NL', 'PL']);
    expect(list.find((n) => n.cca2 === 'FR')?.href).toBe('/country/FR/');
  });

  it('gives an island none', () => {
    expect(neighbours(api, country('JP'))).toEqual([]);
  });
});

describe('similar', () => {
  it("starts Germany's region list with the Western European countries closest to it in size, each saying why", () => {
    const shown = similar(api, country('DE'), 'region').shown;
    expect(shown.map((s) => s.name).slice(0, 2)).toEqual(['France', 'Netherlands']);
    expect(shown[0]!.reason).toMatch(/^Same sub-region: Western Europe; population .+× smaller$/);
  });

  it('says when the countries shown are no ranking: dozens share exactly the language of an English-only country', () => {
    const englishOnly = api.countries.find((c) => c.languages.length === 1 && c.languages[0]!.iso639_3 === 'eng' && c.cca2 !== 'GB')!;
    const { shown, tied } = similar(api, englishOnly, 'language');
    expect(tied).toBeGreaterThan(shown.length);
    expect(similar(api, country('DE'), 'region').tied).toBe(1);
  });

  it('names the shared language as the reason', () => {
    const austria = similar(api, country('DE'), 'language', 50).shown.find((s) => s.cca2 === 'AT');
    expect(austria?.reason).toContain('German');
  });
});

describe('names', () => {
  it("gives Germany's native name in German, tagged for the browser", () => {
    expect(nativeNames(country('DE'))).toEqual([
      { code: 'deu', language: 'German', lang: 'de', common: 'Deutschland', official: 'Bundesrepublik Deutschland' },
    ]);
  });

  it('names translation languages in English and tags them with BCP 47 codes', () => {
    const persian = translations(country('DE')).find((t) => t.code === 'fas');
    expect(persian).toMatchObject({ language: 'Persian', lang: 'fa' });
    const french = translations(country('DE')).find((t) => t.code === 'fra');
    expect(french).toMatchObject({ language: 'French', lang: 'fr', common: 'Allemagne' });
  });
});

describe('apiLinks', () => {
  it('offers the record, borders, both similar sets, the World Bank series and the cities in JSON, CSV and XML', () => {
    const rows = apiLinks(api, country('DE'));
    expect(rows.map((r) => r.links.map((l) => l.href))).toEqual([
      ['/api/country/DE.json', '/api/country/DE.csv', '/api/country/DE.xml'],
      ['/api/borders/DE.json', '/api/borders/DE.csv', '/api/borders/DE.xml'],
      ['/api/similar/DE/region.json', '/api/similar/DE/region.csv', '/api/similar/DE/region.xml'],
      ['/api/similar/DE/language.json', '/api/similar/DE/language.csv', '/api/similar/DE/language.xml'],
      ['/api/country/DE/population.json', '/api/country/DE/population.csv', '/api/country/DE/population.xml'],
      ['/api/country/DE/gdp.json', '/api/country/DE/gdp.csv', '/api/country/DE/gdp.xml'],
      ['/api/country/DE/cities.json', '/api/country/DE/cities.csv', '/api/country/DE/cities.xml'],
    ]);
  });

  it('leaves out the series of a territory the World Bank does not cover (Åland)', () => {
    expect(apiLinks(api, country('AX')).map((r) => r.label)).toEqual([
      'Record',
      'Land borders',
      'Similar by region',
      'Similar by language',
      'Cities (GeoNames)',
    ]);
  });
});

describe('worldRank', () => {
  it('places a country by a column of figures, largest first, and links to the table page that shows it', () => {
    const china = worldRank(api.countries, country('CN'), 'population', '');
    const india = worldRank(api.countries, country('IN'), 'population', '');
    expect([china?.rank, india?.rank].sort()).toEqual([1, 2]);
    const germany = worldRank(api.countries, country('DE'), 'area', '')!;
    const larger = api.countries.filter((c) => (c.area ?? 0) > country('DE').area!).length;
    expect(germany.rank).toBe(larger + 1);
    expect(germany.of).toBe(api.countries.filter((c) => c.area !== null).length);
    expect(germany.text).toBe(`${ordinal(larger + 1)} largest of ${germany.of}`);
    expect(china?.text).toMatch(/^[12](st|nd) most populous of \d+$/);
    expect(worldRank(api.countries, country('DE'), 'lifeExpectancy', '')?.text).toMatch(/^\d+(st|nd|rd|th) highest of \d+$/);
    expect(germany.href).toBe(`/?sort=-area${larger + 1 > 50 ? `&page=${Math.floor(larger / 50) + 1}` : ''}`);
  });

  it('counts only the countries with a figure, and gives none to a country without one', () => {
    const withGini = api.countries.filter((c) => c.gini !== null).length;
    expect(worldRank(api.countries, country('DE'), 'gini', '')?.of).toBe(withGini);
    const noGini = api.countries.find((c) => c.gini === null)!;
    expect(worldRank(api.countries, noGini, 'gini', '')).toBeUndefined();
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [63, '63rd'],
    [111, '111th'],
    [250, '250th'],
  ])('%i → %s', (n, text) => expect(ordinal(n)).toBe(text));
});
