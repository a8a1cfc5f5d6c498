/**
 * REST Countries v5's own typed client, @yusifaliyevpro/countries 5, unchanged, against `npm start`
 * with its `baseURL` set to `{origin}/api/rest/v5` and any key: every kind of call a v5 app makes,
 * the failures it reports for unknown values, its strict `countrySchema` over every one of our
 * records; and, with plans on, a plan's key as its Bearer token, counted like any request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RestCountries, countrySchema } from '@yusifaliyevpro/countries';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keys, startServerProcess, type ServerProcess } from '../access/server-process.ts';

/** `npm start`'s server of the layer, plans off (tests/setup/process-server.ts). */
const server = { url: inject('processServerUrl') };
const client = new RestCountries({ apiKey: 'any key will do', baseURL: `${server.url}/api/rest/v5` });

/** The country of a single-country call, which must have succeeded. */
function countryOf<T>(result: { success: boolean; country?: T; error?: Error }): T {
  if (!result.success) throw result.error ?? new Error('the call failed');
  return result.country!;
}
function countriesOf<T>(result: { success: boolean; countries?: T[]; error?: Error }): T[] {
  if (!result.success) throw result.error ?? new Error('the call failed');
  return result.countries!;
}
const codesOf = (countries: ReadonlyArray<{ codes?: { alpha_2: string } }>) => countries.map((c) => c.codes!.alpha_2);

describe('@yusifaliyevpro/countries 5 against /api/rest/v5', () => {
  it('pages through every country, and its strict countrySchema accepts every record', async () => {
    const first = await client.getCountries({ limit: 100 });
    expect(first.success && first.meta).toMatchObject({ total: 250, count: 100, limit: 100, offset: 0, more: true });
    const all = countriesOf(await client.getCountries({ limit: 300 }));
    expect(all).toHaveLength(250);
    const refused = all.flatMap((c) => {
      const parsed = countrySchema.safeParse(c);
      return parsed.success ? [] : [`${c.codes.alpha_2}: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`];
    });
    expect(refused).toEqual([]);
    const last = await client.getCountries({ limit: 100, offset: 200, fields: ['codes'] });
    expect(last.success && last.meta).toMatchObject({ count: 50, offset: 200, more: false });
  });

  it('filters by region, sub-region, continent, landlocked, classification and membership', async () => {
    const landlockedEu = countriesOf(
      await client.getCountries({ filters: { region: 'Europe', landlocked: true, memberships: { eu: true } }, fields: ['codes'] }),
    );
    expect(codesOf(landlockedEu).sort()).toEqual(['AT', 'CZ', 'HU', 'LU', 'SK']);
    const nordic = codesOf(countriesOf(await client.getCountries({ filters: { subregion: 'Northern Europe' }, fields: ['codes'] })));
    expect(nordic).toEqual(expect.arrayContaining(['NO', 'SE', 'FI', 'DK', 'IS']));
    const african = countriesOf(await client.getCountries({ filters: { continent: 'Africa' }, fields: ['continents'], limit: 100 }));
    expect(african.every((c) => c.continents.includes('Africa'))).toBe(true);
    const dependencies = codesOf(countriesOf(await client.getCountries({ filters: { classification: { dependency: true } }, fields: ['codes'], limit: 100 })));
    expect(dependencies).toEqual(expect.arrayContaining(['GL', 'PR', 'GI']));
    expect(dependencies).not.toContain('DK');
    const sovereignUn = countriesOf(
      await client.getCountries({ filters: { classification: { sovereign: true, un_member: true } }, limit: 300, fields: ['codes'] }),
    );
    expect(sovereignUn).toHaveLength(193);
  });

  it('searches free text, narrowed by a filter', async () => {
    const islands = countriesOf(await client.search('island', { filters: { region: 'Oceania' }, fields: ['names', 'region'] }));
    expect(islands.length).toBeGreaterThan(3);
    expect(islands.every((c) => c.region === 'Oceania')).toBe(true);
    expect(codesOf(countriesOf(await client.search('deutschland', { fields: ['codes'] })))[0]).toBe('DE');
  });

  it('finds one country by each kind of code', async () => {
    expect(countryOf(await client.getCountryByCode({ alpha_2: 'AZ', fields: ['names'] })).names.common).toBe('Azerbaijan');
    expect(countryOf(await client.getCountryByCode({ alpha_3: 'CAN' })).names.common).toBe('Canada');
    expect(countryOf(await client.getCountryByCode({ ccn3: '840', fields: ['names'] })).names.common).toBe('United States');
    expect(countryOf(await client.getCountryByCode({ cioc: 'SUI', fields: ['names'] })).names.common).toBe('Switzerland');
  });

  it('finds by a part of a name, and by the whole common name', async () => {
    const united = countriesOf(await client.getCountriesByName({ name: 'united', fields: ['names'] })).map((c) => c.names.common);
    expect(united).toEqual(expect.arrayContaining(['United States', 'United Kingdom', 'United Arab Emirates']));
    const finland = countriesOf(await client.getCountriesByName({ name: 'Finland', fullText: true, fields: ['names'] }));
    expect(finland.map((c) => c.names.common)).toEqual(['Finland']);
  });

  it('finds by region, sub-region, language and currency', async () => {
    const asia = countriesOf(await client.getCountriesByRegion({ region: 'Asia', fields: ['region'], limit: 100 }));
    expect(asia.length).toBeGreaterThan(40);
    expect(asia.every((c) => c.region === 'Asia')).toBe(true);
    const central = countriesOf(await client.getCountriesBySubregion({ subregion: 'Central Europe', fields: ['codes'] }));
    expect(codesOf(central).sort()).toEqual(['AT', 'CZ', 'HU', 'PL', 'SI', 'SK']);
    const spanish = countriesOf(await client.getCountriesByLang({ lang: 'Spanish', fields: ['languages'], limit: 100 }));
    expect(spanish.every((c) => c.languages.some((l) => l.name === 'Spanish'))).toBe(true);
    const euro = countriesOf(await client.getCountriesByCurrency({ currency: 'EUR', fields: ['currencies'], limit: 100 }));
    expect(euro.length).toBeGreaterThan(30);
    expect(euro.every((c) => c.currencies.some((cur) => cur.code === 'EUR'))).toBe(true);
  });

  it('finds one country by capital, demonym and translation', async () => {
    expect(countryOf(await client.getCountryByCapital({ capital: 'Baku', fields: ['names'] })).names.common).toBe('Azerbaijan');
    expect(countryOf(await client.getCountryByCapital({ capital: 'Helsinki', fields: ['names'] })).names.common).toBe('Finland');
    expect(countryOf(await client.getCountryByDemonym({ demonym: 'Peruvian', fields: ['names'] })).names.common).toBe('Peru');
    expect(countryOf(await client.getCountryByTranslation({ translation: 'Deutschland', fields: ['names'] })).names.common).toBe('Germany');
  });

  it('keeps and leaves out fields', async () => {
    const kept = countryOf(await client.getCountryByCode({ alpha_2: 'DE', fields: ['names', 'flag'] }));
    expect(Object.keys(kept)).toEqual(['names', 'flag']);
    const omitted = countryOf(await client.getCountryByCode({ alpha_2: 'DE', omitFields: ['leaders', 'flag'] }));
    expect(Object.keys(omitted)).not.toContain('flag');
    expect(Object.keys(omitted)).toContain('names');
  });

  it('gives flag URLs on this origin, which load', async () => {
    const { flag } = countryOf(await client.getCountryByCode({ alpha_2: 'JP', fields: ['flag'] }));
    expect(flag.url_png).toBe(`${server.url}/flags/JP.png`);
    const png = await fetch(flag.url_png);
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('fails, as the client reports failures, for values nothing has', async () => {
    expect((await client.getCountryByCode({ alpha_3: 'XXX' as 'USA' })).success).toBe(false);
    expect((await client.getCountryByCapital({ capital: 'Atlantis' })).success).toBe(false);
    expect((await client.getCountryByDemonym({ demonym: 'Martian' })).success).toBe(false);
    expect((await client.getCountryByTranslation({ translation: 'Narnia' })).success).toBe(false);
    expect(countriesOf(await client.getCountriesByName({ name: 'Atlantis', fullText: true }))).toEqual([]);
    const badRegion = await client.getCountries({ filters: { region: 'Narnia' as 'Asia' } });
    expect(badRegion.success).toBe(false);
    expect(badRegion.error?.message).toMatch(/bad request.*region/);
    const badLimit = await client.getCountries({ limit: 0 });
    expect(badLimit.success).toBe(false);
  });
});

describe('the v5 key with access plans on', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cr-v5-plans-'));
  const env = { API_USAGE_DB: join(dir, 'usage.db') };
  let planned: ServerProcess;
  let key: string;

  beforeAll(async () => {
    key = (await keys(env, 'create', '--plan', 'MEGA', '--name', 'v5 client')).at(-1)!;
    planned = await startServerProcess(env);
  });

  afterAll(async () => {
    await planned.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes a plan's key as the Bearer token and counts each request; refuses another key in v5's error body", async () => {
    const withPlan = new RestCountries({ apiKey: key, baseURL: `${planned.url}/api/rest/v5` });
    expect(countryOf(await withPlan.getCountryByCode({ alpha_2: 'DE', fields: ['names'] })).names.common).toBe('Germany');
    expect(countriesOf(await withPlan.getCountriesByRegion({ region: 'Europe', fields: ['names'] })).length).toBeGreaterThan(0);
    const usage = (await (await fetch(`${planned.url}/api/usage`, { headers: { Authorization: `Bearer ${key}` } })).json()) as { used: number };
    expect(usage.used).toBe(2);

    const stranger = await new RestCountries({ apiKey: 'not-a-key-of-any-plan', baseURL: `${planned.url}/api/rest/v5` }).getCountries();
    expect(stranger.success).toBe(false);
    expect((stranger.error?.cause as { status: number; body: unknown }).status).toBe(401);
    expect((stranger.error?.cause as { body: unknown }).body).toEqual({ errors: [{ message: expect.stringContaining('key') as string }] });
  });
});
