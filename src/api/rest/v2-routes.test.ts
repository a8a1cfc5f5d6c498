/**
 * REST Countries v2 answered in-process: what its own test suite (RestCountriesV2Test) and its
 * controllers (CountryControllerV2, restcountries.eu's CountryRest) say, the calls real v2 apps
 * make, its answer shapes (`alpha/{code}` the object itself, every other lookup a list) and its
 * error bodies.
 */
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { ask } from '../../../tests/rest/ask.ts';
import { restLanguages } from './vocabulary.ts';

const api = builtApi();
const country = (cca2: string) => api.countries.find((c) => c.cca2 === cca2)!;
const v2 = (path: string) => ask(api, `/api/rest/v2/${path}`);
type Record2 = Record<string, unknown> & {
  name: string;
  alpha2Code: string;
  alpha3Code: string;
  region: string;
  subregion: string;
  demonym: string;
  nativeName: string;
  currencies: { code: string }[];
  languages: { iso639_1?: string; iso639_2: string }[];
  translations: Record<string, string | null>;
};
const list = (path: string) => {
  const reply = v2(path);
  expect(reply.status, path).toBe(200);
  expect(Array.isArray(reply.body)).toBe(true);
  return reply.body as Record2[];
};
const one = (path: string) => {
  const reply = v2(path);
  expect(reply.status, path).toBe(200);
  expect(Array.isArray(reply.body)).toBe(false);
  return reply.body as Record2;
};
const codes = (path: string) => list(path).map((c) => c.alpha2Code);
const NOT_FOUND = { status: 404, body: { status: 404, message: 'Not Found' } };
const BAD_REQUEST = { status: 400, body: { status: 400, message: 'Bad Request' } };

describe("REST Countries' own v2 expectations", () => {
  it('finds Colombia by CO and by COL, as one object, with its translations', () => {
    expect(one('alpha/CO').alpha2Code).toBe('CO');
    expect(one('alpha/COL')).toMatchObject({
      alpha3Code: 'COL',
      translations: { de: 'Kolumbien', es: 'Colombia', fr: 'Colombie', ja: 'コロンビア', it: 'Colombia', pt: 'Colômbia' },
    });
  });

  it('finds exactly CO, NO and EE for the codes CO,NOR,EE', () => {
    expect(codes('alpha?codes=CO,NOR,EE')).toEqual(['CO', 'NO', 'EE']);
  });

  it('finds only euro users for EUR', () => {
    const users = list('currency/EUR');
    expect(users.length).toBeGreaterThan(20);
    expect(users.filter((c) => !c.currencies.some((cur) => cur.code === 'EUR'))).toEqual([]);
  });

  it('finds Norway first by name and by Norge; Iran (Islamic Republic of) first for Iran', () => {
    expect(list('name/Norway')[0]!.name).toBe('Norway');
    expect(list('name/Norge')[0]!.name).toBe('Norway');
    expect(list('name/Iran')[0]!.name).toBe('Iran (Islamic Republic of)');
  });

  it('finds the Russian Federation by its full name, and nothing for Russian Fed', () => {
    expect(list('name/Russian Federation?fullText=true').map((c) => c.name)).toEqual(['Russian Federation']);
    expect(v2('name/Russian Fed?fullText=true')).toEqual(NOT_FOUND);
  });

  it('finds exactly Colombia by calling code 57, and exactly Estonia, native name Eesti, by Tallinn', () => {
    expect(codes('callingcode/57')).toEqual(['CO']);
    expect(list('capital/Tallinn').map((c) => [c.alpha2Code, c.nativeName])).toEqual([['EE', 'Eesti']]);
  });

  it('finds only European countries in Europe, and only Northern European ones in Northern Europe', () => {
    expect(list('region/Europe').filter((c) => c.region !== 'Europe')).toEqual([]);
    expect(list('subregion/Northern Europe').filter((c) => c.subregion !== 'Northern Europe')).toEqual([]);
  });

  it('finds Spanish speakers by es and by spa, and French people by demonym', () => {
    expect(codes('lang/es')).toEqual(codes('lang/spa'));
    // Belize, whose record has English alone (its one official language), is found by Spanish as v2 found it.
    const spanish = (c: Record2) => c.languages.some((l) => l.iso639_1 === 'es') || restLanguages(country(c.alpha2Code)).some((l) => l.iso639_1 === 'es');
    expect(list('lang/es').filter((c) => !spanish(c))).toEqual([]);
    expect(codes('lang/es')).toContain('BZ');
    const french = list('demonym/french');
    expect(french.map((c) => c.alpha2Code)).toContain('FR');
    expect(french.filter((c) => c.demonym.toLowerCase() !== 'french')).toEqual([]);
  });

  it('finds the members of a regional bloc by acronym or another acronym, any case', () => {
    expect(list('regionalbloc/eu')).toHaveLength(27);
    expect(codes('regionalbloc/EU')).toEqual(codes('regionalbloc/eu'));
    expect(codes('regionalbloc/unasur')).toEqual(codes('regionalbloc/usan'));
    expect(codes('regionalbloc/sica')).toContain('PA');
  });
});

describe('v2 answers', () => {
  it('answers all and the bare root with every country, by its v2 name', () => {
    expect(v2('').body).toEqual(v2('all').body);
    const all = list('all');
    expect(all).toHaveLength(api.countries.length);
    expect(all.findIndex((c) => c.name === 'Korea (Republic of)')).toBeLessThan(all.findIndex((c) => c.name === 'Kuwait'));
  });

  it('keeps the fields asked, separated by "," or ";", in the record order; ignores names v2 did not have', () => {
    const asked = 'name;population;region;capital;alpha2Code;flag';
    expect(Object.keys(list(`all?fields=${asked}`)[0]!)).toEqual(['name', 'alpha2Code', 'capital', 'region', 'population', 'flag']);
    expect(list(`all?fields=${asked.replaceAll(';', ',')}`)).toEqual(list(`all?fields=${asked}`));
    expect(one('alpha/de?fields=capital;shoeSize')).toEqual({ capital: 'Berlin' });
    expect(one('alpha/de?fields=shoeSize')).toEqual({});
  });

  it('takes field names in lower case, as restcountries-js sends them', () => {
    expect(one('alpha/de?fields=name;alpha2code')).toEqual({ name: 'Germany', alpha2Code: 'DE' });
  });

  it('joins a repeated fields, and reads an empty one as none', () => {
    expect(Object.keys(list('all?fields=name&fields=flag')[0]!)).toEqual(['name', 'flag']);
    expect(v2('alpha/de?fields=')).toEqual(v2('alpha/de'));
  });

  it("refuses more than 10 fields on all with v2's own message", () => {
    expect(v2('all?fields=name,topLevelDomain,alpha2Code,alpha3Code,callingCodes,capital,altSpellings,subregion,region,population,latlng')).toEqual({
      status: 400,
      body: { status: 400, message: "'fields' query not specified or you're requesting more than 10 fields" },
    });
    expect(
      list('region/europe?fields=name,topLevelDomain,alpha2Code,alpha3Code,callingCodes,capital,altSpellings,subregion,region,population,latlng'),
    ).not.toHaveLength(0);
  });

  it('answers a code of the wrong length with 400, a numeric or unknown code with 404', () => {
    for (const code of ['d', 'deut']) expect(v2(`alpha/${code}`), code).toEqual(BAD_REQUEST);
    for (const code of ['276', 'zz', 'GER']) expect(v2(`alpha/${code}`), code).toEqual(NOT_FOUND);
  });

  it('answers codes= in the order asked, without repeats or unknown codes; a malformed list with 400, none found with 404', () => {
    expect(codes('alpha?codes=col;no;ee')).toEqual(['CO', 'NO', 'EE']);
    expect(codes('alpha?codes=ee,est;zz;co')).toEqual(['EE', 'CO']);
    for (const path of ['alpha?codes=', 'alpha?codes=c', 'alpha?codes=conoree', 'alpha']) expect(v2(path), path).toEqual(BAD_REQUEST);
    expect(v2('alpha?codes=zz;qq')).toEqual(NOT_FOUND);
  });

  it('answers a code in the path whatever codes says', () => {
    expect(v2('alpha/de?codes=co')).toEqual(v2('alpha/de'));
  });

  it('answers a currency that is not 3 characters long with 400, a language code of another length with 404', () => {
    expect(v2('currency/euro')).toEqual(BAD_REQUEST);
    expect(v2('lang/spanish')).toEqual(NOT_FOUND);
    expect(v2('lang/e')).toEqual(NOT_FOUND);
  });

  it('ignores parameters it does not know', () => {
    expect(v2('alpha/de?_=1700000000000&callback=cb')).toEqual(v2('alpha/de'));
  });

  it("answers nothing found with REST Countries' 404 body", () => {
    for (const path of ['name/atlantis', 'capital/atlantis', 'region/atlantis', 'regionalbloc/nato', 'callingcode/999'])
      expect(v2(path), path).toEqual(NOT_FOUND);
  });
});

describe('what v2 apps call', () => {
  it('finds a country by v2’s name, ours, and the name v2 had before it was renamed', () => {
    expect(codes('name/united states of america?fullText=true')).toEqual(['US']);
    expect(codes('name/south korea')).toEqual(['KR']);
    expect(codes('name/swaziland?fullText=true')).toEqual(['SZ']);
    expect(codes('name/turkey')).toEqual(['TR']);
  });

  it('finds every country of the Americas, and the Polar ones', () => {
    expect(codes('region/americas')).toEqual(expect.arrayContaining(['US', 'BR', 'MX', 'UM']));
    expect(codes('region/polar').sort()).toEqual(['AQ', 'BV', 'HM']);
  });

  it('finds the North American Numbering Plan by 1, and Jamaica alone by 1876', () => {
    expect(codes('callingcode/1')).toHaveLength(26);
    expect(codes('callingcode/1876')).toEqual(['JM']);
  });

  it('finds a country by its alpha-3 code in any case, as border buttons ask', () => {
    for (const code of ['DEU', 'deu', 'UNK']) expect(one(`alpha/${code}`).alpha2Code, code).toBe(code === 'UNK' ? 'XK' : 'DE');
  });
});
