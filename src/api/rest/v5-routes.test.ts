/**
 * REST Countries v5 answered in-process: its routes (the list with `q`, a property equal to a
 * value, a search within a property), filters, pages, fields, the list envelope and its error
 * body, stated from docs/rest-countries.md and the v5 client's calls.
 */
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { ask } from '../../../tests/rest/ask.ts';

const api = builtApi();
const v5 = (path: string) => ask(api, `/api/rest/v5${path}`);
interface Meta {
  total: number;
  count: number;
  limit: number;
  offset: number;
  more: boolean;
  request_id: string;
  duration: number;
}
type Record5 = Record<string, unknown> & { names: { common: string }; codes: { alpha_2: string } };
const page = (path: string) => {
  const reply = v5(path);
  expect(reply.status).toBe(200);
  return (reply.body as { data: { objects: Record5[]; meta: Meta } }).data;
};
const codes = (path: string) => page(path).objects.map((c) => c.codes.alpha_2);
const errorOf = (path: string) => {
  const reply = v5(path);
  return { status: reply.status, message: (reply.body as { errors: [{ message: string }] }).errors[0].message };
};

describe('the routes a v5 client calls', () => {
  it('lists every country a page at a time, 25 by default', () => {
    const first = page('');
    expect(first.meta).toMatchObject({ total: api.countries.length, count: 25, limit: 25, offset: 0, more: true, duration: 0 });
    const last = page('?limit=100&offset=200');
    expect(last.meta).toMatchObject({ count: api.countries.length - 200, more: false });
    expect(page('?limit=300').objects).toHaveLength(api.countries.length);
  });

  it('finds one country by each kind of code', () => {
    expect(codes('/codes.alpha_2/AZ')).toEqual(['AZ']);
    expect(codes('/codes.alpha_3/AZE')).toEqual(['AZ']);
    expect(codes('/codes.ccn3/031')).toEqual(['AZ']);
    expect(codes('/codes.cioc/SUI')).toEqual(['CH']);
  });

  it('finds by a whole common name, by region and by sub-region', () => {
    expect(codes('/names.common/Finland')).toEqual(['FI']);
    expect(codes('/names.common/Finlan')).toEqual([]);
    expect(page('/region/Asia?limit=500').objects.every((c) => c.region === 'Asia')).toBe(true);
    expect(codes('/subregion/Northern%20Europe')).toContain('SE');
  });

  it('searches within a property, the whole value first', () => {
    expect(codes('/name?q=united').slice(0, 3)).toEqual(['AE', 'GB', 'US']);
    expect(codes('/capitals?q=Baku')[0]).toBe('AZ');
    expect(codes('/demonyms?q=Peruvian')[0]).toBe('PE');
    expect(codes('/names.translations?q=Deutschland')[0]).toBe('DE');
    expect(codes('/languages?q=Spanish')).toContain('ES');
    const euro = page('/currencies?q=EUR&limit=100').objects as Array<Record5 & { currencies: { code: string }[] }>;
    expect(euro.every((c) => c.currencies.some((cur) => cur.code === 'EUR'))).toBe(true);
  });

  it('takes a text in capitals as a whole code, not a part of a name: AUD is not in "Saudi riyal"', () => {
    const users = (q: string) => page(`/currencies?q=${q}&limit=100`).objects as Array<Record5 & { currencies: { code: string }[] }>;
    const aud = users('AUD');
    expect(aud.map((c) => c.codes.alpha_2)).toContain('AU');
    expect(aud.filter((c) => !c.currencies.some((cur) => cur.code === 'AUD')).map((c) => c.codes.alpha_2)).toEqual([]);
    expect(users('aud').map((c) => c.codes.alpha_2)).toContain('SA');
  });

  it('searches every property with q at the root', () => {
    expect(codes('?q=deutschland')[0]).toBe('DE');
  });

  it('answers a value nothing has with an empty page, not an error', () => {
    expect(page('/codes.alpha_3/XXX')).toMatchObject({ objects: [], meta: { total: 0, count: 0, more: false } });
  });
});

describe('filters, pages and fields', () => {
  it('combines filters with AND', () => {
    const found = page('?region=Europe&landlocked=true&memberships.eu=true').objects as Array<Record5 & { landlocked: boolean }>;
    expect(found.map((c) => c.codes.alpha_2).sort()).toEqual(['AT', 'CZ', 'HU', 'LU', 'SK']);
    expect(codes('?classification.sovereign=false&continents=Europe')).toContain('GI');
    expect(codes('?memberships.g7=true').sort()).toEqual(['CA', 'DE', 'FR', 'GB', 'IT', 'JP', 'US']);
  });

  it('keeps or drops top-level fields, a repeated list included', () => {
    expect(Object.keys(page('/codes.alpha_2/DE?response_fields=names,flag').objects[0]!)).toEqual(['names', 'flag']);
    expect(Object.keys(page('/codes.alpha_2/DE?response_fields=names&response_fields=flag').objects[0]!)).toEqual(['names', 'flag']);
    const all = Object.keys(page('/codes.alpha_2/DE').objects[0]!);
    const dropped = (omit: string) => all.filter((f) => !Object.keys(page(`/codes.alpha_2/DE?response_fields_omit=${omit}`).objects[0]!).includes(f));
    expect(all).toEqual(expect.arrayContaining(['names', 'leaders', 'flag']));
    expect(dropped('leaders,flag')).toEqual(['leaders', 'flag'].sort((a, b) => all.indexOf(a) - all.indexOf(b)));
    expect(dropped('flag,leaders')).toEqual(dropped('leaders,flag'));
    expect(dropped('flag&response_fields_omit=leaders')).toEqual(dropped('leaders,flag'));
    expect(Object.keys(page('/codes.alpha_2/DE?response_fields=names,flag,leaders&response_fields_omit=flag').objects[0]!)).toEqual(
      ['names', 'leaders'].sort((a, b) => all.indexOf(a) - all.indexOf(b)),
    );
  });

  it('gives the same question the same request id, another question another', () => {
    expect(page('?limit=2').meta.request_id).toBe(page('?limit=2').meta.request_id);
    expect(page('?limit=2').meta.request_id).not.toBe(page('?limit=3').meta.request_id);
  });
});

describe("v5's errors", () => {
  it('refuses an empty q, a limit out of range and an unknown field, saying what is accepted', () => {
    expect(errorOf('?q=')).toMatchObject({ status: 400, message: expect.stringContaining("'q'") as string });
    expect(errorOf('?limit=0')).toMatchObject({ status: 400, message: expect.stringContaining('1 to 500') as string });
    expect(errorOf('?limit=501').status).toBe(400);
    expect(errorOf('?response_fields=names,shoe_size')).toMatchObject({ status: 400, message: expect.stringContaining('Accepted: names, codes') as string });
    expect(errorOf('?region=Narnia')).toMatchObject({ status: 400, message: expect.stringContaining('Antarctic') as string });
  });

  it('answers a property the record does not have with 404', () => {
    expect(errorOf('/shoe_size/42').status).toBe(404);
    expect(errorOf('/codes.shoe/42').status).toBe(404);
  });

  it('asks for q when a property is searched without one', () => {
    expect(errorOf('/capitals').status).toBe(400);
  });
});
