/**
 * Former countries wherever the API is asked: the country lookups answer a code or name only a
 * former country had with 410 (its record, the countries it went to), never with a current
 * country that merely shares a code; the former-country routes answer the record; a search finds
 * the countries it went to and names it (REST Countries' routes: src/api/rest/former-countries.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../tests/helpers.ts';
import { ask } from '../../tests/rest/ask.ts';
import { searchFormer } from './former-search.ts';
import { parseQuestion } from './question.ts';
import { countryRoute } from './endpoints/country.ts';

const api = builtApi();
type Referral = {
  status: number;
  error: string;
  message: string;
  candidates: { cca2: string }[];
  formerCountries: { alpha4: string; successors: { link: string }[] }[];
};
const referral = (url: string) => {
  const reply = ask(api, url);
  expect(reply.status, url).toBe(410);
  return reply.body as Referral;
};
const codes = (r: Referral) => r.candidates.map((c) => c.cca2);
const cca2Of = (url: string) => {
  const reply = ask(api, url);
  expect(reply.status, url).toBe(200);
  return (reply.body as { cca2: string }).cca2;
};

const SOVIET = ['AM', 'AZ', 'BY', 'EE', 'GE', 'KG', 'KZ', 'LT', 'LV', 'MD', 'RU', 'TJ', 'TM', 'UA', 'UZ'];

describe('/country with a former country’s code or name', () => {
  it.each(['SU', 'su', 'SUN', '810', 'SUHH'])('answers %s with 410: the Soviet Union and the fifteen countries it went to', (code) => {
    const body = referral(`/api/country?code=${code}`);
    expect(body).toMatchObject({ status: 410, error: 'former_country' });
    expect(body.formerCountries.map((f) => f.alpha4)).toEqual(['SUHH']);
    expect(codes(body)).toEqual(SOVIET);
    expect(body.message).toContain('Soviet Union');
  });

  it('answers CS with both countries that had it, and where each went', () => {
    const body = referral('/api/country?code=CS');
    expect(body.formerCountries.map((f) => f.alpha4)).toEqual(['CSHH', 'CSXX']);
    expect(codes(body)).toEqual(['CZ', 'ME', 'RS', 'SK']);
  });

  it.each([
    ['Yugoslavia', 'YUCS', ['BA', 'HR', 'ME', 'MK', 'RS', 'SI']],
    ['USSR', 'SUHH', SOVIET],
    ['czechoslovakia', 'CSHH', ['CZ', 'SK']],
    ['East Germany', 'DDDE', ['DE']],
    ['Zaire', 'ZRCD', ['CD']],
    ['Rhodesia', 'RHZW', ['ZW']],
  ])('answers the name %s with 410: %s', (name, alpha4, successors) => {
    const body = referral(`/api/country?name=${encodeURIComponent(name)}`);
    expect(body.formerCountries.map((f) => f.alpha4)).toEqual([alpha4]);
    expect(codes(body)).toEqual(successors);
  });

  it.each([
    ['BY', 'BY'],
    ['GE', 'GE'],
    ['AI', 'AI'],
    ['BQ', 'BQ'],
    ['ATF', 'TF'],
    ['104', 'MM'],
    ['180', 'CD'],
  ])('keeps %s the current country’s (%s): a code ISO gave again, or kept, is never the former one', (code, cca2) => {
    expect(cca2Of(`/api/country?code=${code}`)).toBe(cca2);
  });

  it.each([
    ['Burma', 'MM'],
    ['East Timor', 'TL'],
  ])('keeps the name %s the current country’s (%s), whose record has it', (name, cca2) => {
    expect(cca2Of(`/api/country?name=${encodeURIComponent(name)}`)).toBe(cca2);
  });

  it('answers 410 in JSON whatever the format asked', () => {
    const reply = ask(api, '/api/country?code=DD&format=csv');
    expect(reply.status).toBe(410);
    expect((reply.body as Referral).formerCountries[0]!.alpha4).toBe('DDDE');
  });

  it('has a static file of the 410 for each former code and name, and none for a code no country had', () => {
    const file = (raw: Record<string, string>) => parseQuestion(api, countryRoute, raw).file;
    expect(file({ code: 'yu' })).toBe('country/YU.json');
    expect(file({ name: 'Soviet Union' })).toBe('country/name/soviet-union.json');
    expect(file({ code: 'ZZ' })).toBeUndefined();
    const precomputed = [...countryRoute.precomputed(api)];
    expect(precomputed).toContainEqual({ code: 'SUHH' });
    // ATF, the French Southern Territories' alpha-3 code and once the former territories', is written once: theirs.
    expect(precomputed.filter((p) => p.code === 'ATF')).toHaveLength(1);
  });

  it('answers 410 from the other country lookups too (borders, similar)', () => {
    expect(codes(referral('/api/borders?code=DDR'))).toEqual(['DE']);
    expect(codes(referral('/api/similar?code=ZR'))).toEqual(['CD']);
  });
});

describe('/former-country and /former-countries', () => {
  it('answers any code of one former country with its record, successors linked', () => {
    for (const code of ['YUCS', 'YU', 'yug']) {
      const reply = ask(api, `/api/former-country?code=${code}`);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        alpha4: 'YUCS',
        alpha2: 'YU',
        alpha3: 'YUG',
        numeric: '891',
        change: 'divided',
        currentSuccessors: ['BA', 'HR', 'ME', 'MK', 'RS', 'SI'],
      });
    }
    const yu = ask(api, '/api/former-country?code=YUCS').body as Referral['formerCountries'][number];
    expect(yu.successors.map((s) => s.link)).toContain('/api/former-country/CSXX.json');
    expect(yu.successors.map((s) => s.link)).toContain('/api/country/SI.json');
  });

  it('finds a former country by a code a current country holds now (GE: the Gilbert and Ellice Islands)', () => {
    expect(ask(api, '/api/former-country?code=GE').body).toMatchObject({ alpha4: 'GEHH' });
  });

  it('answers 300 for a code two former countries had, 404 naming the current country for a current code', () => {
    const cs = ask(api, '/api/former-country?code=891');
    expect(cs.status).toBe(300);
    expect((cs.body as { candidates: { code: string }[] }).candidates.map((c) => c.code)).toEqual(['CSXX', 'YUCS']);
    const de = ask(api, '/api/former-country?code=DE');
    expect(de.status).toBe(404);
    expect((de.body as { message: string }).message).toContain('Germany');
  });

  it('finds one by another name it went by', () => {
    expect(ask(api, '/api/former-country?name=east%20germany').body).toMatchObject({ alpha4: 'DDDE', currentSuccessors: ['DE'] });
  });

  it('lists every former country of ISO 3166-3', () => {
    const body = ask(api, '/api/former-countries').body as { meta: { count: number; licence: string }; data: { alpha4: string }[] };
    expect(body.meta.count).toBe(31);
    expect(body.data.map((f) => f.alpha4)).toContain('SUHH');
    expect(body.meta.licence).toContain('LGPL-2.1-or-later');
  });
});

describe('search (q=) finds former countries', () => {
  const search = (q: string) =>
    ask(api, `/api/countries?q=${encodeURIComponent(q)}&limit=50`).body as {
      data: { cca2: string }[];
      meta: { formerCountries?: { alpha4: string }[] };
    };

  it.each([
    ['ussr', 'SUHH', SOVIET],
    ['Soviet Union', 'SUHH', SOVIET],
    ['Czechoslovakia', 'CSHH', ['CZ', 'SK']],
    ['East Germany', 'DDDE', ['DE']],
    ['Serbia and Montenegro', 'CSXX', ['ME', 'RS']],
  ])('%s: the countries it went to first, and itself in meta.formerCountries', (q, alpha4, successors) => {
    const body = search(q);
    expect(body.meta.formerCountries?.[0]?.alpha4).toBe(alpha4);
    expect(
      body.data
        .slice(0, successors.length)
        .map((c) => c.cca2)
        .sort(),
    ).toEqual(successors);
  });

  it.each([
    ['Burma', 'MM', 'BUMM'],
    ['Zaire', 'CD', 'ZRCD'],
    ['Ceylon', 'LK', undefined],
    ['georgia', 'GE', undefined],
  ])('%s still finds %s first (former names that were aliases stay right)', (q, first, former) => {
    const body = search(q);
    expect(body.data[0]?.cca2).toBe(first);
    expect(body.meta.formerCountries?.[0]?.alpha4).toBe(former);
  });

  it('finds no other country by letters in order once the name is typed as it is: ussr is the fifteen, not Luxembourg; GDR Germany, not Tanzania', () => {
    const found = (q: string) => search(q).data.map((c) => c.cca2);
    expect(found('ussr').sort()).toEqual(SOVIET);
    expect(found('GDR')).toEqual(['DE']);
    // Filters narrow what was found among every country: in Africa, GDR finds nothing.
    expect((ask(api, '/api/countries?q=GDR&region=Africa').body as { data: unknown[] }).data).toEqual([]);
    // A typo, which no country has as typed, still finds its country.
    expect(found('sovet union').sort()).toEqual(SOVIET);
  });

  it('finds a former country by a code no current country holds, not by one a current country holds', () => {
    const isCurrent = (code: string) => api.byCode.has(code);
    expect(searchFormer(api.formerCountries.all, 'su', isCurrent).map((f) => f.alpha4)).toEqual(['SUHH']);
    expect(searchFormer(api.formerCountries.all, 'ge', isCurrent)).toEqual([]);
    expect(searchFormer(api.formerCountries.all, 'czechoslov', isCurrent).map((f) => f.alpha4)).toEqual(['CSHH']);
  });
});
