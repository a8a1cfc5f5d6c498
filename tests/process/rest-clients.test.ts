/**
 * REST Countries clients, unchanged, against `npm start` with their base URL pointed at
 * `{origin}/api/rest`: two published client packages (restcountries-js, a v2-era client whose
 * base URL is a parameter, on v1; @yusifaliyevpro/countries 2.3.2, a typed v3.1 client whose
 * host is a constant, `https://restcountries.com/v3.1`, so its `fetch` is pointed here), and the
 * behaviour REST Countries' own v3.1 test suite expects, asked over HTTP.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v31Client from '@yusifaliyevpro/countries';
import { startServerProcess, type ServerProcess } from '../access/server-process.ts';

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

let server: ServerProcess;
let realFetch: typeof fetch;

beforeAll(async () => {
  server = await startServerProcess({ API_PLANS: 'off' });
  // @yusifaliyevpro/countries builds every URL from https://restcountries.com/v3.1: the one
  // change a migrating app makes is its base URL, made here where the client fetches.
  realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    return realFetch(url.replace('https://restcountries.com/v3.1/', `${server.url}/api/rest/v3.1/`), init);
  };
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  await server.kill('SIGTERM');
});

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
    expect((await client().language('en')).every((c) => c.languages.includes('en'))).toBe(true);
    expect((await client().capital('tallinn')).map((c) => [c.alpha2Code, c.nativeName])).toEqual([['EE', 'Eesti']]);
    expect((await client().callingCode(57)).map((c) => c.alpha2Code)).toEqual(['CO']);
    expect((await client().region('europe')).every((c) => c.region === 'Europe')).toBe(true);
  });

  it('rejects a lookup that finds nothing, as the client does for any status but 200', async () => {
    await expect(client().name('atlantis')).rejects.toMatchObject({ response: { status: 404, data: { status: 404, message: 'Not Found' } } });
  });
});

describe('@yusifaliyevpro/countries (v3.1) pointed at /api/rest/v3.1', () => {
  it("does what REST Countries' own v3.1 tests expect", async () => {
    expect((await v31Client.getCountryByCode({ code: 'CO' }))?.name.common).toBe('Colombia');
    expect(await v31Client.getCountriesByCodes({ codes: ['de', 'co'] })).toHaveLength(2);
    expect((await v31Client.getCountriesByName({ name: 'Peru' }))?.[0]?.name.common).toBe('Peru');
    const euro = await v31Client.getCountriesByCurrency({ currency: 'EUR' });
    expect(euro?.every((c) => Object.keys(c.currencies ?? {}).includes('EUR'))).toBe(true);
    expect((await v31Client.getCountryByCapital({ capital: 'Helsinki' }))?.name.common).toBe('Finland');
    expect((await v31Client.getCountriesByRegion({ region: 'Asia' }))?.map((c) => c.name.common)).toContain('Bangladesh');
    expect((await v31Client.getCountriesBySubregion({ subregion: 'Middle Africa' }))?.map((c) => c.name.common)).toContain('Gabon');
    expect((await v31Client.getCountriesByLang({ lang: 'german' }))?.map((c) => c.name.common)).toContain('Liechtenstein');
    expect((await v31Client.getCountryByDemonym({ demonym: 'chilean' }))?.name.common).toBe('Chile');
    expect((await v31Client.getCountryByTranslation({ translation: 'Běloruská' }))?.name.common).toBe('Belarus');
  });

  it('gets every country with up to 10 fields, each flag with png, svg and alt on this origin', async () => {
    const all = await v31Client.getCountries({ fields: ['name', 'flags'] });
    expect(all).toHaveLength(250);
    const flags = all!.map((c) => c.flags);
    expect(flags.filter((f) => !f.png.startsWith('/flags/') || !f.svg.startsWith('/flags/') || !f.alt)).toEqual([]);
    const png = await realFetch(`${server.url}${flags[0]!.png}`);
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('gets one country with fields as the object itself, and the independent countries', async () => {
    expect(await v31Client.getCountryByCode({ code: 'deu', fields: ['capital'] })).toEqual({ capital: ['Berlin'] });
    const independent = await v31Client.getCountries({ independent: true, fields: ['name'] });
    expect(independent?.map((c) => c.name.common)).toContain('France');
    expect(independent?.map((c) => c.name.common)).not.toContain('Greenland');
  });
});

describe('the REST Countries URLs over HTTP', () => {
  const get = async (path: string) => {
    const res = await realFetch(`${server.url}/api/rest/${path}`);
    return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as unknown };
  };

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
