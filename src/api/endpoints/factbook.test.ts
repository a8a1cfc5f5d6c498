import { describe, expect, it } from 'vitest';
import { builtApi, errorBody } from '../../../tests/helpers.ts';
import { parseQuestion } from '../question.ts';
import { factbookRoute } from './factbook.ts';

const api = builtApi();
type Body = {
  country: { cca2: string };
  source: { edition: string };
  profiles: { gec: string; name: string; sections: Record<string, Record<string, unknown>> }[];
};
const answer = (code: string) => factbookRoute.answer(api, { code }).body as unknown as Body;

describe('country/factbook', () => {
  it("gives Germany's whole profile, its texts without HTML", () => {
    const { country, source, profiles } = answer('DE');
    expect(country.cca2).toBe('DE');
    expect(source.edition).toBe('2026-01-22');
    expect(profiles.map((p) => [p.gec, p.name])).toEqual([['GM', 'Germany']]);
    const government = profiles[0]!.sections.Government!;
    expect(government['Government type']).toBe('federal parliamentary republic');
    expect((government['Executive branch'] as Record<string, string>)['chief of state']).toBe('President Frank-Walter STEINMEIER (since 19 March 2017)');
    expect(JSON.stringify(profiles)).not.toMatch(/<(br|em|strong|p)\b|&[a-z]+;/);
  });

  it('gives Palestine its two profiles, the West Bank first', () => {
    expect(answer('PS').profiles.map((p) => p.gec)).toEqual(['WE', 'GZ']);
  });

  it('is a 404 for a territory the Factbook covers inside another profile', () => {
    expect(errorBody(() => answer('GP'))).toMatchObject({ status: 404 });
    expect(factbookRoute.staticPath(api, { code: 'GP' })).toBeUndefined();
  });

  it('writes one JSON file per country with a profile, and answers JSON only', () => {
    expect([...factbookRoute.precomputed(api)]).toHaveLength(api.countries.filter((c) => c.gec).length);
    expect(parseQuestion(api, factbookRoute, { code: 'deu' }).file).toBe('country/DE/factbook.json');
    expect(errorBody(() => parseQuestion(api, factbookRoute, { code: 'DE', format: 'csv' }))).toMatchObject({ status: 400 });
  });
});
