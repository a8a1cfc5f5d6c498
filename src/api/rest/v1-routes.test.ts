/**
 * REST Countries v1 answered in-process: the behaviour v1's own service test
 * (CountryServiceTest) expects, v1's answer shapes and its 404 body.
 */
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { ask } from '../../../tests/rest/ask.ts';

const api = builtApi();
const v1 = (path: string) => ask(api, `/api/rest/v1/${path}`);
type Record1 = {
  name: string;
  alpha2Code: string;
  alpha3Code: string;
  currencies: string[];
  languages: string[];
  region: string;
  subregion: string;
  nativeName: string;
};
const list = (path: string) => {
  const reply = v1(path);
  expect(reply.status).toBe(200);
  return reply.body as Record1[];
};
const one = (path: string) => {
  const reply = v1(path);
  expect(reply.status).toBe(200);
  expect(Array.isArray(reply.body)).toBe(false);
  return reply.body as Record1;
};

describe("REST Countries' own v1 expectations", () => {
  it('finds Colombia by alpha-2 CO and alpha-3 COL, as one object', () => {
    expect(one('alpha/CO').alpha2Code).toBe('CO');
    expect(one('alpha/COL').alpha3Code).toBe('COL');
  });

  it('finds three countries for the codes CO;NOR;EE', () => {
    expect(list('alpha?codes=CO;NOR;EE').map((c) => c.alpha2Code)).toEqual(['CO', 'NO', 'EE']);
  });

  it('finds only euro users for EUR', () => {
    const users = list('currency/EUR');
    expect(users.length).toBeGreaterThan(20);
    expect(users.filter((c) => !c.currencies.includes('EUR'))).toEqual([]);
  });

  it('finds Norway by name, and by its alternative spelling Norge', () => {
    expect(list('name/Norway')[0]!.name).toBe('Norway');
    expect(list('name/Norge')[0]!.name).toBe('Norway');
  });

  it('finds Russia by the full text "Russian Federation", and nothing for "Russian Fed"', () => {
    expect(list('name/Russian Federation?fullText=true')[0]!.name).toBe('Russia');
    expect(v1('name/Russian Fed?fullText=true')).toEqual({ status: 404, body: { status: 404, message: 'Not Found' } });
  });

  it('finds exactly Colombia by the calling code 57', () => {
    expect(list('callingcode/57').map((c) => c.alpha2Code)).toEqual(['CO']);
  });

  it('finds exactly Estonia, native name Eesti, by the capital Tallinn', () => {
    expect(list('capital/Tallinn').map((c) => [c.alpha2Code, c.nativeName])).toEqual([['EE', 'Eesti']]);
  });

  it('finds only European countries in Europe, and only Northern European ones in Northern Europe', () => {
    expect(list('region/Europe').filter((c) => c.region !== 'Europe')).toEqual([]);
    expect(list('subregion/Northern Europe').filter((c) => c.subregion !== 'Northern Europe')).toEqual([]);
  });

  it('finds only countries speaking English for en, with those v1 listed English for', () => {
    const speakers = list('lang/en');
    expect(speakers.length).toBeGreaterThan(50);
    // v1 listed English for Antarctica and Saint Martin, where our records have none.
    expect(speakers.filter((c) => !c.languages.includes('en')).map((c) => c.alpha2Code)).toEqual(['AQ', 'MF']);
  });
});

describe('v1 answers', () => {
  it('answers the bare root with every country, as all does', () => {
    expect(v1('').body).toEqual(v1('all').body);
    expect(list('all')).toHaveLength(api.countries.length);
  });

  it('ignores parameters it does not know: v2-style fields, a jQuery cache-buster', () => {
    expect(v1('alpha/de?fields=name;capital&_=1700000000000')).toEqual(v1('alpha/de'));
    expect(v1('all?_=1700000000000').status).toBe(200);
  });

  it('finds Antarctica in the region Polar', () => {
    expect(list('region/polar').map((c) => c.alpha2Code)).toContain('AQ');
  });

  it('takes a NANP calling code with its area code', () => {
    expect(list('callingcode/1876').map((c) => c.alpha2Code)).toEqual(['JM']);
  });

  it('answers a code of the wrong length with 400, an unknown one with 404, in v1 shape', () => {
    expect(v1('alpha/abcd')).toMatchObject({ status: 400, body: { status: 400 } });
    expect(v1('alpha/zz')).toEqual({ status: 404, body: { status: 404, message: 'Not Found' } });
  });

  it('answers a list of codes not separated by ";", and a currency that is no 3-letter code, with 400, as v1 did', () => {
    for (const path of ['alpha?codes=co,nor,ee', 'alpha?codes=conoree', 'alpha?codes=c', 'alpha?codes=', 'currency/euro', 'currency/eu'])
      expect(v1(path), path).toMatchObject({ status: 400, body: { status: 400 } });
    expect(list('alpha?codes=col').map((c) => c.alpha2Code)).toEqual(['CO']);
  });

  it('answers a code in the path whatever codes says, as v1 did', () => {
    expect(v1('alpha/de?codes=co;nor')).toEqual(v1('alpha/de'));
  });
});

describe('what a real client hit, now as v1 answered it', () => {
  it('finds the 26 members of the North American Numbering Plan by calling code 1, as v1 did', () => {
    const nanp = list('callingcode/1');
    expect(nanp).toHaveLength(26);
    expect(nanp.map((c) => c.alpha2Code)).toEqual(expect.arrayContaining(['US', 'CA', 'JM', 'PR', 'BS']));
  });

  it('treats an empty fullText= as absent', () => {
    expect(v1('name/norway?fullText=')).toEqual(v1('name/norway'));
  });

  it('finds a country by its v1 name where that is our official name', () => {
    for (const [name, code] of [
      ['czech republic', 'CZ'],
      ['democratic republic of the congo', 'CD'],
      ['republic of kosovo', 'XK'],
    ])
      expect(list(`name/${name}?fullText=true`).map((c) => c.alpha2Code)).toEqual([code]);
  });

  it('finds Norway by the code v1 gave Norwegian, no', () => {
    expect(list('lang/no').map((c) => c.alpha2Code)).toContain('NO');
  });

  it('finds a country by the name v1 gave it, and by a retired currency code', () => {
    expect(list('name/the bahamas').map((c) => c.alpha2Code)).toEqual(['BS']);
    expect(list('name/turkey').map((c) => c.alpha2Code)).toEqual(['TR']);
    expect(list('currency/hrk').map((c) => c.alpha2Code)).toEqual(['HR']);
  });
});
