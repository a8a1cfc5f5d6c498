import { describe, expect, it } from 'vitest';
import { apiLinks, nativeNames, neighbours, similar, translations } from './country-view.ts';
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
  it('offers the record, borders and both similar sets in JSON, CSV and XML', () => {
    const rows = apiLinks(api, country('DE'));
    expect(rows.map((r) => r.links.map((l) => l.href))).toEqual([
      ['/api/country/DE.json', '/api/country/DE.csv', '/api/country/DE.xml'],
      ['/api/borders/DE.json', '/api/borders/DE.csv', '/api/borders/DE.xml'],
      ['/api/similar/DE/region.json', '/api/similar/DE/region.csv', '/api/similar/DE/region.xml'],
      ['/api/similar/DE/language.json', '/api/similar/DE/language.csv', '/api/similar/DE/language.xml'],
    ]);
  });
});
