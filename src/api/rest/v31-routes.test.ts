/**
 * REST Countries v3.1 answered in-process: the behaviour its own test suite
 * (RestCountriesV31Test) expects, its answers' shapes (a list even for one match; the object for
 * `alpha/{code}?fields=`), `fields=`, and its error body.
 */
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { ask, commonNames } from '../../../tests/rest/ask.ts';

const api = builtApi();
const v31 = (path: string) => ask(api, `/api/rest/v3.1/${path}`);
type Record31 = Record<string, unknown> & { name: { common: string }; currencies: Record<string, unknown>; region: string; subregion: string };
const list = (path: string) => {
  const reply = v31(path);
  expect(reply.status).toBe(200);
  expect(Array.isArray(reply.body)).toBe(true);
  return reply.body as Record31[];
};

describe("REST Countries' own v3.1 expectations", () => {
  it('finds Colombia by code CO', () => {
    expect(commonNames(v31('alpha/CO'))).toEqual(['Colombia']);
  });

  it('finds two countries for codes de,co, and three for PE,NL,DE', () => {
    expect(commonNames(v31('alpha?codes=de,co')).sort()).toEqual(['Colombia', 'Germany']);
    expect(commonNames(v31('alpha?codes=PE,NL,DE')).sort()).toEqual(['Germany', 'Netherlands', 'Peru']);
  });

  it('finds Peru by name, first', () => {
    expect(commonNames(v31('name/Peru'))[0]).toBe('Peru');
  });

  it('finds only countries using the euro for EUR', () => {
    const users = list('currency/EUR');
    expect(users.length).toBeGreaterThan(20);
    expect(users.filter((c) => !('EUR' in c.currencies)).map((c) => c.name.common)).toEqual([]);
  });

  it('finds exactly Finland by the capital Helsinki', () => {
    expect(commonNames(v31('capital/Helsinki'))).toEqual(['Finland']);
  });

  it('finds Bangladesh in Asia and Gabon in Middle Africa', () => {
    expect(commonNames(v31('region/Asia'))).toContain('Bangladesh');
    expect(commonNames(v31('subregion/Middle Africa'))).toContain('Gabon');
  });

  it('finds Liechtenstein among the German-speaking countries', () => {
    expect(commonNames(v31('lang/german'))).toContain('Liechtenstein');
  });

  it('finds Chile by the demonym "chilean"', () => {
    expect(commonNames(v31('demonym/chilean'))).toContain('Chile');
  });

  it('finds exactly Belarus by its Czech name "Běloruská"', () => {
    expect(commonNames(v31('translation/Běloruská'))).toEqual(['Belarus']);
  });

  it('gives every country a PNG and an SVG flag and its alt text', () => {
    const missing = list('all').filter((c) => {
      const flags = c.flags as { png?: string; svg?: string; alt?: string };
      return !flags.png?.endsWith('.png') || !flags.svg?.endsWith('.svg') || !flags.alt;
    });
    expect(missing.map((c) => c.name.common)).toEqual([]);
  });
});

describe('matching', () => {
  it('ignores case and accents', () => {
    expect(commonNames(v31('capital/bogota'))).toEqual(['Colombia']);
    expect(commonNames(v31('name/CÔTE'))).toContain('Ivory Coast');
  });

  it('matches a name as a substring, names before alternative spellings, the closest first', () => {
    const united = commonNames(v31('name/united'));
    expect(united.slice(0, 3)).toEqual(['United Arab Emirates', 'United Kingdom', 'United States']);
    expect(united).toContain('Mexico'); // United Mexican States
    expect(commonNames(v31('name/india'))[0]).toBe('India');
  });

  it('matches the whole common or official name with fullText=true', () => {
    expect(commonNames(v31('name/republic of colombia?fullText=true'))).toEqual(['Colombia']);
    expect(v31('name/colomb?fullText=true').status).toBe(404);
  });

  it('takes a currency by name as well as by code', () => {
    expect(commonNames(v31('currency/swiss franc')).sort()).toEqual(['Liechtenstein', 'Switzerland']);
  });

  it('takes a language by ISO 639-3 code as well as by name', () => {
    expect(commonNames(v31('lang/deu'))).toEqual(commonNames(v31('lang/German')));
  });

  it('takes codes as cca2, cca3, ccn3 and cioc', () => {
    for (const code of ['de', 'DEU', '276', 'GER']) expect(commonNames(v31(`alpha/${code}`))).toEqual(['Germany']);
  });

  it('lists the independent countries, and the others with status=false', () => {
    const independent = commonNames(v31('independent'));
    const others = commonNames(v31('independent?status=false'));
    expect(independent).toContain('France');
    expect(others).toContain('Greenland');
    expect(independent.length + others.length).toBe(api.countries.length);
  });
});

describe('answers', () => {
  it('is a list even for one match', () => {
    expect(v31('alpha/de').body).toHaveLength(1);
  });

  it('keeps only the fields asked, in the record order, and ignores names v3.1 did not have', () => {
    const [first] = list('all?fields=flags,name,shoeSize');
    expect(Object.keys(first!)).toEqual(['name', 'flags']);
  });

  it('answers an empty fields= with whole records, and only unknown names with empty ones, as v3.1 did', () => {
    expect(v31('alpha/de?fields=')).toEqual(v31('alpha/de'));
    expect(v31('alpha/de?fields=shoeSize')).toEqual({ status: 200, body: {} });
  });

  it('answers alpha/{code} with fields by the object itself, as v3.1 did', () => {
    expect(v31('alpha/de?fields=capital')).toEqual({ status: 200, body: { capital: ['Berlin'] } });
  });

  it('refuses more than 10 fields on all, naming the parameter', () => {
    const reply = v31('all?fields=name,tld,cca2,ccn3,cca3,cioc,fifa,independent,status,unMember,currencies');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ status: 400, message: expect.stringContaining("'fields'") as string });
  });

  it('ignores parameters it does not know, such as a cache-buster', () => {
    expect(v31('alpha/de?_=1700000000000')).toEqual(v31('alpha/de'));
  });

  it("answers nothing found with REST Countries' 404 body", () => {
    expect(v31('name/atlantis')).toEqual({ status: 404, body: { status: 404, message: 'Not Found' } });
    expect(v31('alpha/zz')).toEqual({ status: 404, body: { status: 404, message: 'Not Found' } });
  });
});

describe('what a real client hit, now as v3.1 answered it', () => {
  const cca2s = (path: string) => list(path).map((c) => c.cca2 as string);

  it('matches symbols as written: no name or currency name holds € (the slugger read it as "e"), a hyphen only hyphenated names', () => {
    expect(v31('name/€').status).toBe(404);
    expect(v31('currency/€').status).toBe(404);
    const hyphenated = list('name/-');
    expect(hyphenated.length).toBeGreaterThan(0);
    expect(hyphenated.length).toBeLessThan(40);
    expect(commonNames(v31('name/-'))).toContain('Guinea-Bissau');
  });

  it('matches a code in capitals against codes only; lower case also against names, as v3.1 compared them', () => {
    // Antarctica: REST Countries v1 listed AUD there (data/rest-countries-vocabulary.json).
    expect(cca2s('currency/AUD').sort()).toEqual(['AQ', 'AU', 'CC', 'CX', 'HM', 'KI', 'NF', 'NR', 'TV']);
    expect(cca2s('currency/RON')).toEqual(['RO']);
    expect(cca2s('currency/aud')).toContain('SA'); // "Saudi riyal" contains "aud", as in v3.1
  });

  it("carries v3.1's regions and sub-regions, and finds by them", () => {
    expect(cca2s('subregion/north america').sort()).toEqual(['BM', 'CA', 'GL', 'MX', 'PM', 'UM', 'US']);
    expect(cca2s('region/north america').sort()).toEqual(['BM', 'CA', 'GL', 'MX', 'PM', 'UM', 'US']);
    expect(cca2s('subregion/central europe').sort()).toEqual(['AT', 'CZ', 'HU', 'PL', 'SI', 'SK']);
    expect(cca2s('subregion/southeast europe').sort()).toEqual(['AL', 'BA', 'BG', 'HR', 'ME', 'MK', 'RO', 'RS', 'XK']);
    expect(list('alpha/at')[0]).toMatchObject({ region: 'Europe', subregion: 'Central Europe' });
  });

  it('still finds by the UN M49 names where no v3.1 name matches', () => {
    expect(cca2s('subregion/northern america').sort()).toEqual(['BM', 'CA', 'GL', 'PM', 'US']);
  });

  it('treats an empty fullText= or status= as absent', () => {
    expect(v31('name/peru?fullText=')).toEqual(v31('name/peru'));
    expect(v31('independent?status=')).toEqual(v31('independent'));
  });

  it('joins a repeated fields', () => {
    expect(Object.keys(list('all?fields=name&fields=flags')[0]!)).toEqual(['name', 'flags']);
  });

  it('answers a code of the wrong length with 400, as v3.1 did', () => {
    for (const code of ['d', 'deut']) expect(v31(`alpha/${code}`)).toMatchObject({ status: 400, body: { status: 400 } });
  });

  it('finds a country by the names REST Countries gave it (Turkey), and a currency by its v3.1 name or old code', () => {
    expect(commonNames(v31('name/turkey'))).toEqual(['Türkiye']);
    expect(commonNames(v31('name/turkey?fullText=true'))).toEqual(['Türkiye']);
    expect(cca2s('currency/british pound')).toContain('GB');
    expect(cca2s('currency/hrk')).toEqual(['HR']);
    expect(cca2s('currency/GGP')).toEqual(['GG']);
  });

  it('answers a code in the path whatever codes says, and a list not separated by commas with 400, as v3.1 did', () => {
    expect(v31('alpha/de?codes=co')).toEqual(v31('alpha/de'));
    expect(v31('alpha?codes=de;co')).toMatchObject({ status: 400, body: { status: 400 } });
  });

  it('finds San Marino by its v3.1 official name, and Spain by Catalan and Basque, as v3.1 did', () => {
    expect(cca2s('name/republic of san marino?fullText=true')).toEqual(['SM']);
    expect(cca2s('lang/catalan')).toEqual(expect.arrayContaining(['AD', 'ES']));
    expect(cca2s('lang/eus')).toEqual(['ES']);
  });

  it('reads a run of spaces and punctuation as one separator between words, never as nothing, as v3.1 did', () => {
    expect(cca2s('name/guinea bissau')).toEqual(['GW']);
    expect(cca2s('capital/washington d c')).toEqual(['US']);
    expect(v31('name/cotedivoire').status).toBe(404);
    expect(v31('capital/washington dc').status).toBe(404);
  });
});
