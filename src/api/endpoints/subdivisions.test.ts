/**
 * Subdivisions over the real dataset, checked against facts about the world (Germany's 16
 * Länder, the 50 US states, Canada's 10 provinces and 3 territories, Spain's provinces in their
 * communities) rather than against what the code says.
 */
import { describe, expect, it } from 'vitest';
import { builtApi, errorBody } from '../../../tests/helpers.ts';
import { parseQuestion, answerQuestion } from '../question.ts';
import { countrySubdivisionsRoute, exportSubdivisionsRoute, subdivisionRoute } from './subdivisions.ts';
import type { RawQuery } from '../params.ts';

const api = builtApi();

interface Item {
  code: string;
  name: string;
  otherNames: { name: string; language: string | null; source: string }[];
  type: string;
  country: { cca2: string; name: string };
  parent: { code: string; name: string; type: string } | null;
  children?: { code: string }[];
}
interface List {
  country: { cca2: string } | null;
  count: number;
  types: { type: string; count: number }[];
  data: Item[];
}

const ask = (raw: RawQuery) => subdivisionRoute.answer(api, parseQuestion(api, subdivisionRoute, raw).params).body as unknown;
const one = (raw: RawQuery) => ask(raw) as Item;
const list = (raw: RawQuery) => ask(raw) as List;
const error = (raw: RawQuery) => errorBody(() => ask(raw));

describe('subdivision by code', () => {
  it('finds Bavaria as DE-BY in any case, with ISO’s German name and CLDR’s English one', () => {
    expect(one({ code: 'de-by' })).toMatchObject({
      code: 'DE-BY',
      name: 'Bayern',
      otherNames: [{ name: 'Bavaria', language: 'en', source: 'cldr' }],
      country: { cca2: 'DE', name: 'Germany' },
      parent: null,
    });
  });

  it('gives a Spanish province its community and a French region its departments', () => {
    expect(one({ code: 'ES-B' }).parent).toMatchObject({ code: 'ES-CT' });
    expect(one({ code: 'FR-69' }).parent).toMatchObject({ code: 'FR-ARA' });
    expect(one({ code: 'FR-ARA' }).children?.map((c) => c.code)).toEqual(expect.arrayContaining(['FR-01', 'FR-38', 'FR-69', 'FR-74']));
  });

  it('answers a code of the wrong form with a 400 that names the form XX-YYY', () => {
    for (const code of ['bavaria', 'DEBY', 'DE-BAVA', 'D-BY']) {
      const body = error({ code });
      expect(body).toMatchObject({ status: 400, parameter: 'code' });
      expect(body.message).toContain('XX-YYY');
    }
  });

  it('answers a well-formed unknown code with a 404 that names the form and where the country’s list is', () => {
    const body = error({ code: 'DE-XX' });
    expect(body.status).toBe(404);
    expect(body.message).toContain('XX-YYY');
    expect(body.message).toContain('Germany');
    expect(error({ code: 'ZZ-AB' }).message).toContain("'ZZ'");
  });
});

describe('subdivision by name', () => {
  it('finds Bavaria by its English name and Bayern by ISO’s, across all countries', () => {
    expect(one({ name: 'bavaria' }).code).toBe('DE-BY');
    expect(one({ name: 'BAYERN' }).code).toBe('DE-BY');
    expect(one({ name: 'La Coruña' }).code).toBe('ES-C');
  });

  it.each([
    ['Punjab', ['IN-PB', 'PK-PB']],
    ['La Rioja', ['AR-F', 'ES-LO', 'ES-RI']],
    ['Georgia', ['US-GA', 'GE']],
  ])('answers the ambiguous name %s with 300 and the candidates %j', (name, expected) => {
    const body = error({ name });
    expect(body.status).toBe(300);
    expect(body.candidates?.map((c) => c.code ?? c.cca2)).toEqual(expected);
  });

  it('finds Iran’s provinces by English name under the codes ISO gave them in 2020, and Morocco’s regions of 2015 under no name of the former ones', () => {
    expect(one({ name: 'Isfahan' }).code).toBe('IR-10');
    expect(one({ name: 'Tehran' }).code).toBe('IR-23');
    expect(one({ name: 'Fars' }).code).toBe('IR-07');
    expect(one({ name: 'East Azerbaijan' }).code).toBe('IR-03');
    expect(one({ name: 'Zombo' }).code).toBe('UG-330');
    expect(error({ name: 'Grand Casablanca' }).status).toBe(404);
  });

  it('finds an ambiguous name in one country', () => {
    expect(one({ name: 'punjab', country: 'PAK' }).code).toBe('PK-PB');
    expect(one({ name: 'Georgia', country: 'us' }).code).toBe('US-GA');
  });

  it('is a 404 for a name no subdivision has', () => {
    expect(error({ name: 'Atlantis' }).status).toBe(404);
    expect(error({ name: 'Bavaria', country: 'AT' }).message).toContain('Austria');
  });
});

describe('subdivision lists', () => {
  it('lists Germany’s 16 Länder by ISO’s type, by its English gloss, and whole', () => {
    for (const type of ['Land', 'state', 'STATE']) expect(list({ country: 'DE', type }).count).toBe(16);
    expect(list({ country: 'DE' })).toMatchObject({ country: { cca2: 'DE' }, count: 16, types: [{ type: 'Land', count: 16 }] });
  });

  it('lists the 50 US states, and Canada’s 10 provinces and 3 territories', () => {
    expect(list({ country: 'US', type: 'state' }).count).toBe(50);
    const canada = list({ country: 'CA' });
    expect(canada.types).toEqual([
      { type: 'Province', count: 10 },
      { type: 'Territory', count: 3 },
    ]);
  });

  it('lists a type across all countries, any spelling of it', () => {
    const departments = list({ type: 'metropolitan-department' });
    expect(departments.country).toBeNull();
    expect(new Set(departments.data.map((s) => s.country.cca2))).toEqual(new Set(['FR']));
  });

  it('refuses a type the country has none of, naming its types', () => {
    const body = error({ country: 'DE', type: 'province' });
    expect(body).toMatchObject({ status: 400, parameter: 'type', accepted: ['Land'] });
    expect(body.message).toContain('Land (state)');
    expect(error({ type: 'galaxy' })).toMatchObject({ status: 400, parameter: 'type' });
  });

  it('refuses a question without a lookup, or with code and another', () => {
    expect(error({})).toMatchObject({ status: 400 });
    expect(error({ code: 'DE-BY', country: 'DE' })).toMatchObject({ status: 400, parameter: 'country' });
    expect(error({ name: 'Bavaria', type: 'state' })).toMatchObject({ status: 400, parameter: 'type' });
  });

  it('is one answer whether asked as subdivision?country= or country/subdivisions?code=', () => {
    const a = answerQuestion(api, parseQuestion(api, subdivisionRoute, { country: 'deu', format: 'csv' }));
    const b = answerQuestion(api, parseQuestion(api, countrySubdivisionsRoute, { code: 'DE', format: 'csv' }));
    expect(a.text).toBe(b.text);
  });

  it('answers a country without subdivisions with an empty list and a CSV header', () => {
    const answer = answerQuestion(api, parseQuestion(api, countrySubdivisionsRoute, { code: 'AQ', format: 'csv' }));
    expect(answer.status).toBe(200);
    expect(answer.text.trim().split('\n')).toEqual([expect.stringContaining('code,name,type')]);
  });
});

describe('the country record and the export', () => {
  it('counts each country’s subdivisions in its record', () => {
    expect(api.byCode.get('DE')!.subdivisions).toEqual({
      count: 16,
      topLevel: 16,
      types: [{ type: 'Land', count: 16 }],
      edition: '2026-01-01',
      laterChanges: [],
    });
    expect(api.byCode.get('AQ')!.subdivisions.count).toBe(0);
    const total = api.countries.reduce((sum, c) => sum + c.subdivisions.count, 0);
    expect(total).toBe(api.subdivisions.all.length);
  });

  it('says which ISO 3166-2 edition the lists follow, and the later changes it has not taken up, with their sources', () => {
    const vietnam = api.byCode.get('VN')!.subdivisions;
    expect(vietnam.edition).toBe(api.subdivisions.edition!.date);
    expect(vietnam.laterChanges).toEqual([
      expect.objectContaining({ date: '2025-07-01', codes: [], source: expect.objectContaining({ url: expect.stringMatching(/^https:/) }) }),
    ]);
    const list = countrySubdivisionsRoute.answer(api, { code: 'NO' }).body as unknown as { edition: { date: string }; laterChanges: unknown[]; data: Item[] };
    expect(list.edition.date).toBe('2026-01-01');
    expect(list.laterChanges).toEqual([expect.objectContaining({ country: 'NO', codes: ['NO-30', 'NO-38', 'NO-54'] })]);
    // Each item carries the edition, and the changes that concern it alone.
    const viken = list.data.find((s) => s.code === 'NO-30') as unknown as { edition: string; laterChanges: unknown[] };
    const oslo = list.data.find((s) => s.code === 'NO-03') as unknown as { laterChanges: unknown[] };
    expect(viken.edition).toBe('2026-01-01');
    expect(viken.laterChanges).toHaveLength(1);
    expect(oslo.laterChanges).toEqual([]);
    expect(countrySubdivisionsRoute.answer(api, { code: 'DE' }).body).toMatchObject({ laterChanges: [] });
  });

  it('exports about 5,000 subdivisions with iso-codes and CLDR among the sources and the cross-check', () => {
    const body = exportSubdivisionsRoute.answer(api, {}).body as unknown as { meta: { count: number; crossCheck: { differences: unknown[] } }; data: Item[] };
    expect(body.data.length).toBeGreaterThan(4500);
    expect(body.meta.count).toBe(body.data.length);
    expect(body.meta.crossCheck.differences.length).toBeGreaterThan(0);
  });
});
