/**
 * REST Countries clients, unchanged, against `npm start` with their base URL pointed at
 * `{origin}/api/rest`: restcountries-js (a v2 client whose base URL is a parameter) on v2 and on
 * v1, the calls a real v2 app makes (recorded from it), the behaviour REST Countries' own v3.1
 * test suite expects, asked over HTTP, and what a real client on another origin hit.
 */
import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';

/** restcountries-js has no types: the calls these tests make. */
interface RestCountriesJs {
  all(extra?: { fields?: string[] }): Promise<V1[]>;
  name(name: string, fullText?: boolean): Promise<V1[]>;
  code(code: string): Promise<V1>;
  codes(codes: string[]): Promise<V1[]>;
  currency(currency: string): Promise<V1[]>;
  language(language: string): Promise<V1[]>;
  capital(capital: string): Promise<V1[]>;
  callingCode(callingCode: string | number): Promise<V1[]>;
  region(region: string): Promise<V1[]>;
}
interface V1 {
  name: string;
  alpha2Code: string;
  capital: string;
  nativeName: string;
  currencies: string[];
  languages: string[];
  region: string;
}
const restcountriesJs = createRequire(import.meta.url)('restcountries-js') as (baseUrl: string) => RestCountriesJs;

interface V31 {
  name: { common: string };
  currencies: Record<string, unknown>;
  flags: { png: string; svg: string; alt: string };
}

/** `npm start`'s server of the layer, plans off (tests/setup/process-server.ts). */
const server = { url: inject('processServerUrl') };
const realFetch = globalThis.fetch;

/** A REST Countries URL under `{origin}/api/rest/`, as a client sends it. */
const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await realFetch(`${server.url}/api/rest/${path}`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as unknown };
};

describe('restcountries-js against /api/rest/v1', () => {
  const client = () => restcountriesJs(`${server.url}/api/rest/v1`);

  it('lists every country, and ignores its v2-style fields= as v1 did', async () => {
    expect(await client().all()).toHaveLength(250);
    expect(await client().all({ fields: ['name', 'capital'] })).toHaveLength(250);
  });

  it('finds Norway by name and by its spelling Norge, and Russia by its full name', async () => {
    expect((await client().name('norway'))[0]!.name).toBe('Norway');
    expect((await client().name('norge'))[0]!.name).toBe('Norway');
    expect((await client().name('Russian Federation', true)).map((c) => c.name)).toEqual(['Russia']);
  });

  it('finds Colombia by code (the record itself) and three countries by a list of codes', async () => {
    expect((await client().code('COL')).alpha2Code).toBe('CO');
    expect((await client().codes(['co', 'nor', 'ee'])).map((c) => c.alpha2Code)).toEqual(['CO', 'NO', 'EE']);
  });

  it('finds by currency, language, capital, calling code and region', async () => {
    expect((await client().currency('eur')).every((c) => c.currencies.includes('EUR'))).toBe(true);
    // v1 listed English for Antarctica and Saint Martin, where our records have none: they are found as v1 found them.
    expect((await client().language('en')).filter((c) => !c.languages.includes('en')).map((c) => c.alpha2Code)).toEqual(['AQ', 'MF']);
    expect((await client().capital('tallinn')).map((c) => [c.alpha2Code, c.nativeName])).toEqual([['EE', 'Eesti']]);
    expect((await client().callingCode(57)).map((c) => c.alpha2Code)).toEqual(['CO']);
    expect((await client().region('europe')).every((c) => c.region === 'Europe')).toBe(true);
  });

  it('rejects a lookup that finds nothing, as the client does for any status but 200', async () => {
    await expect(client().name('atlantis')).rejects.toMatchObject({ response: { status: 404, data: { status: 404, message: 'Not Found' } } });
  });
});

/** What restcountries-js and v2 apps read of a v2 record. */
interface V2 {
  name: string;
  alpha2Code: string;
  alpha3Code: string;
  capital: string;
  nativeName: string;
  population: number;
  region: string;
  topLevelDomain: string[];
  borders: string[];
  currencies: { code: string; name: string }[];
  languages: { iso639_1?: string; name: string }[];
  flag: string;
  flags: { svg: string; png: string };
}
/** restcountries-js's calls, typed for v2's records. */
interface RestCountriesJsV2 {
  all(extra?: { fields?: string[] }): Promise<V2[]>;
  name(name: string, fullText?: boolean): Promise<V2[]>;
  code(code: string): Promise<V2>;
  codes(codes: string[]): Promise<V2[]>;
  currency(currency: string): Promise<V2[]>;
  language(language: string): Promise<V2[]>;
  capital(capital: string): Promise<V2[]>;
  callingCode(callingCode: string | number): Promise<V2[]>;
  region(region: string): Promise<V2[]>;
  regionalBloc(regionalBloc: string): Promise<V2[]>;
}

describe('restcountries-js against /api/rest/v2, the version it was written for', () => {
  const client = () => restcountriesJs(`${server.url}/api/rest/v2`) as unknown as RestCountriesJsV2;

  it('lists every country, and with fields joined by ";" (in lower case, as it sends them) only those', async () => {
    expect(await client().all()).toHaveLength(250);
    const some = await client().all({ fields: ['name', 'alpha2Code', 'capital'] });
    expect(some).toHaveLength(250);
    expect(some.find((c) => c.alpha2Code === 'DE')).toEqual({ name: 'Germany', alpha2Code: 'DE', capital: 'Berlin' });
  });

  it('finds by name, full name, code (the record itself) and a list of codes', async () => {
    expect((await client().name('norway'))[0]!.name).toBe('Norway');
    expect((await client().name('Russian Federation', true)).map((c) => c.alpha2Code)).toEqual(['RU']);
    expect((await client().code('COL')).alpha2Code).toBe('CO');
    expect((await client().codes(['col', 'no', 'ee'])).map((c) => c.alpha2Code)).toEqual(['CO', 'NO', 'EE']);
  });

  it('finds by currency, language, capital, calling code, region and regional bloc', async () => {
    expect((await client().currency('cop')).map((c) => c.alpha2Code)).toEqual(['CO']);
    // v2 listed Spanish for Belize, whose record has English alone (its one official language): it is found as v2 found it.
    expect((await client().language('es')).filter((c) => !c.languages.some((l) => l.iso639_1 === 'es')).map((c) => c.alpha2Code)).toEqual(['BZ']);
    expect((await client().capital('tallinn')).map((c) => [c.alpha2Code, c.nativeName])).toEqual([['EE', 'Eesti']]);
    expect((await client().callingCode(372)).map((c) => c.alpha2Code)).toEqual(['EE']);
    expect((await client().region('europe')).every((c) => c.region === 'Europe')).toBe(true);
    expect(await client().regionalBloc('EU')).toHaveLength(27);
  });

  it("rejects a lookup that finds nothing, with REST Countries' 404 body", async () => {
    await expect(client().name('atlantis')).rejects.toMatchObject({ response: { status: 404, data: { status: 404, message: 'Not Found' } } });
  });
});

describe("a v2 app's calls, recorded from it, on another origin", () => {
  const APP = { Origin: 'http://app.invalid' };
  const v2 = async <T>(path: string) => {
    const res = await realFetch(`${server.url}/api/rest/v2/${path}`, { headers: APP });
    expect([path, res.status, res.headers.get('access-control-allow-origin')]).toEqual([path, 200, '*']);
    return (await res.json()) as T;
  };

  it('draws the grid from any of the three list calls apps make, with flags that load from this origin', async () => {
    const lists = await Promise.all([
      v2<V2[]>('all?fields=flag,name,population,region,capital'),
      v2<V2[]>('all'),
      v2<V2[]>('all?fields=name;population;region;capital;alpha2Code;flag'),
    ]);
    for (const list of lists) {
      expect(list).toHaveLength(250);
      expect(list.filter((c) => !c.flag.startsWith(`${server.url}/flags/`) || !c.name || !c.region)).toEqual([]);
    }
    expect(Object.keys(lists[2][0]!)).toEqual(['name', 'alpha2Code', 'capital', 'region', 'population', 'flag']);
    const [svg, png] = await Promise.all([realFetch(lists[0][0]!.flag), realFetch(lists[1][0]!.flags.png)]);
    expect([svg.status, svg.headers.get('content-type'), png.status, png.headers.get('content-type')]).toEqual([200, 'image/svg+xml', 200, 'image/png']);
  });

  it('filters by region and searches by name', async () => {
    for (const region of ['africa', 'americas', 'asia', 'europe', 'oceania']) expect((await v2<V2[]>(`region/${region}`)).length).toBeGreaterThan(10);
    expect((await v2<V2[]>('name/germ')).map((c) => c.name)).toContain('Germany');
  });

  it('opens a country by its full name, and its border countries by their codes, even an island without any', async () => {
    const [belgium] = await v2<V2[]>('name/belgium?fullText=true');
    expect(belgium).toMatchObject({ nativeName: expect.stringMatching(/^Belgi/) as unknown, topLevelDomain: ['.be'], currencies: [{ name: 'Euro' }] });
    expect(belgium!.languages.map((l) => l.name)).toContain('French');
    const borders = await Promise.all(belgium!.borders.map((code) => v2<V2>(`alpha/${code}`)));
    expect(borders.map((c) => c.name).sort()).toEqual(['France', 'Germany', 'Luxembourg', 'Netherlands']);
    expect((await v2<V2>('alpha/ISL')).borders.map((code) => code)).toEqual([]);
  });
});

describe("REST Countries' own v3.1 expectations, over HTTP", () => {
  const names = async (path: string) => ((await get(`v3.1/${path}`)).body as V31[]).map((c) => c.name.common);

  it('finds what its test suite finds', async () => {
    expect(await names('alpha/CO')).toEqual(['Colombia']);
    expect(await names('alpha?codes=de,co')).toHaveLength(2);
    expect((await names('name/Peru'))[0]).toBe('Peru');
    const euro = (await get('v3.1/currency/EUR')).body as V31[];
    expect(euro.every((c) => Object.keys(c.currencies).includes('EUR'))).toBe(true);
    expect(await names('capital/Helsinki')).toEqual(['Finland']);
    expect(await names('region/Asia')).toContain('Bangladesh');
    expect(await names('subregion/Middle Africa')).toContain('Gabon');
    expect(await names('lang/german')).toContain('Liechtenstein');
    expect((await names('demonym/chilean'))[0]).toBe('Chile');
    expect(await names('translation/Běloruská')).toEqual(['Belarus']);
  });

  it('gets every country with up to 10 fields, each flag with png, svg and alt, absolute on this origin', async () => {
    const all = (await get('v3.1/all?fields=name,flags')).body as V31[];
    expect(all).toHaveLength(250);
    const flags = all.map((c) => c.flags);
    expect(flags.filter((f) => !f.png.startsWith(`${server.url}/flags/`) || !f.svg.startsWith(`${server.url}/flags/`) || !f.alt)).toEqual([]);
    const png = await realFetch(flags[0]!.png);
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('gets one country with fields as the object itself, and the independent countries', async () => {
    expect((await get('v3.1/alpha/deu?fields=capital')).body).toEqual({ capital: ['Berlin'] });
    const independent = await names('independent?status=true&fields=name');
    expect(independent).toContain('France');
    expect(independent).not.toContain('Greenland');
  });
});

describe('the REST Countries URLs over HTTP', () => {
  it('answers alpha/{code} with a list, the v1 root with every country, and trailing slashes as v3.1 clients send them', async () => {
    expect(await get('v3.1/alpha/co')).toMatchObject({ status: 200, type: 'application/json; charset=utf-8', body: [{ cca2: 'CO' }] });
    expect((await get('v1')).body).toHaveLength(250);
    expect((await get('v3.1/all/?fields=name')).body).toHaveLength(250);
  });

  it('ignores a jQuery cache-buster and other unknown parameters', async () => {
    expect(await get('v1/alpha/de?_=1700000000000')).toMatchObject({ status: 200, body: { alpha2Code: 'DE' } });
    expect(await get('v3.1/name/peru?_=1700000000000')).toMatchObject({ status: 200, body: [{ cca2: 'PE' }] });
  });

  it("answers nothing found, and an unknown REST path, with REST Countries' 404 body", async () => {
    for (const path of ['v3.1/name/atlantis', 'v1/alpha/zz', 'v3.1/nothing/here'])
      expect(await get(path)).toEqual({ status: 404, type: 'application/json; charset=utf-8', body: { status: 404, message: 'Not Found' } });
  });

  it('refuses more than 10 fields on all with a 400 that says so', async () => {
    const reply = await get('v3.1/all?fields=name,tld,cca2,ccn3,cca3,cioc,fifa,independent,status,unMember,currencies');
    expect(reply).toMatchObject({ status: 400, body: { status: 400, message: expect.stringContaining('fields') as string } });
  });
});

describe('what a real client on another origin hit', () => {
  it('answers a base URL that ends in a slash (a double slash) as the path itself', async () => {
    expect(await get('v3.1//alpha/co')).toMatchObject({ status: 200, body: [{ cca2: 'CO' }] });
    expect((await get('v1//all')).body).toHaveLength(250);
  });

  it("gives a browser's Accept header on v1/all JSON", async () => {
    const reply = await get('v1/all', { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' });
    expect(reply).toMatchObject({ status: 200, type: 'application/json; charset=utf-8' });
  });

  it('reads an empty fullText= and status= as absent, and a repeated fields as one list', async () => {
    expect((await get('v3.1/name/peru?fullText=')).status).toBe(200);
    expect((await get('v3.1/independent?status=')).status).toBe(200);
    const [first] = (await get('v3.1/all?fields=name&fields=flags')).body as object[];
    expect(Object.keys(first!)).toEqual(['name', 'flags']);
  });

  it('answers alpha/d with 400, callingcode/1 with the 26 NANP members, and symbols as written', async () => {
    expect(await get('v3.1/alpha/d')).toMatchObject({ status: 400, body: { status: 400 } });
    expect((await get('v1/callingcode/1')).body).toHaveLength(26);
    expect((await get('v3.1/name/€')).status).toBe(404);
    expect(((await get('v3.1/currency/AUD')).body as { cca2: string }[]).map((c) => c.cca2)).not.toContain('SA');
  });
});
