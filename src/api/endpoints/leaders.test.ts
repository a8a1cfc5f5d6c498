import { describe, expect, it } from 'vitest';
import { builtApi, errorBody } from '../../../tests/helpers.ts';
import { answerQuestion, parseQuestion } from '../question.ts';
import { leadersRoute } from './leaders.ts';
import type { LeaderTerm } from '../../dataset/schema-profile.ts';

const api = builtApi();
type Body = { country: { cca2: string }; asOf: string; count: number; current: number; data: LeaderTerm[] };
const answer = (code: string) => leadersRoute.answer(api, { code }).body as unknown as Body;

describe('country/leaders', () => {
  it("gives every term the data holds, in office on the as-of date or ended, with the record's current ones", () => {
    const body = answer('CL');
    expect(body.country.cca2).toBe('CL');
    expect(body.asOf).toBe(api.meta.asOf);
    expect(body.count).toBe(body.data.length);
    const current = body.data.filter((t) => t.to === null);
    expect(body.current).toBe(current.length);
    expect(current).toEqual(api.byCode.get('CL')!.government!.leaders);
    expect(body.data.some((t) => t.to !== null && t.endSource !== null)).toBe(true);
  });

  it("holds what an independent report says, not what the code computes: Chile's presidency changed hands on 11 March 2026", () => {
    // AP, "Kast takes office as Chile marks its sharpest shift to the right since dictatorship", 2026-03-11.
    const presidents = answer('CL').data.filter((t) => t.office === 'President');
    expect(presidents.find((t) => t.to === null)).toMatchObject({ name: 'José Antonio Kast', from: '2026-03-11' });
    expect(presidents.find((t) => t.name === 'Gabriel Boric')).toMatchObject({ to: '2026-03-11' });
  });

  it('writes one file per format for each country with terms, by any of its codes', () => {
    const withTerms = api.countries.filter((c) => api.leaders[c.cca2]);
    expect([...leadersRoute.precomputed(api)]).toHaveLength(withTerms.length);
    expect(parseQuestion(api, leadersRoute, { code: 'chl', format: 'csv' }).file).toBe('country/CL/leaders.csv');
  });

  it('writes a CSV row a term, the sources flattened', () => {
    const question = parseQuestion(api, leadersRoute, { code: 'CL', format: 'csv' });
    const [header, ...rows] = String(answerQuestion(api, question).text).trim().split('\n');
    expect(header!.split(',').slice(0, 10)).toEqual([
      'office',
      'name',
      'from',
      'to',
      'headOfState',
      'headOfGovernment',
      'representative',
      'source.title',
      'source.url',
      'source.date',
    ]);
    expect(rows).toHaveLength(answer('CL').count);
  });

  it('is a 404 saying why for a country without terms: a profile that lists none, or no profile', () => {
    expect(errorBody(() => answer('AQ'))).toMatchObject({ status: 404, message: expect.stringMatching(/lists none in its profile/) });
    expect(errorBody(() => answer('GP'))).toMatchObject({ status: 404, message: expect.stringMatching(/has no profile of it/) });
    expect(leadersRoute.staticPath(api, { code: 'GP' })).toBeUndefined();
  });
});
