import { describe, expect, it } from 'vitest';
import { builtApi, errorBody } from '../../../tests/helpers.ts';
import { parseQuestion } from '../question.ts';
import { gdpRoute } from './gdp.ts';

const api = builtApi();
type Body = { country: { cca2: string }; count: number; data: { year: number; gdp: number; gdpPerCapita: number | null }[] };
const answer = (code: string) => gdpRoute.answer(api, { code }).body as Body;

describe('country/gdp', () => {
  it("gives Germany's GDP from 1960, oldest first, with GDP per person of the same year", () => {
    const { country, data, count } = answer('DEU');
    expect(country.cca2).toBe('DE');
    expect(data[0]?.year).toBe(1960);
    expect(count).toBe(data.length);
    // World Bank: Germany's GDP passed 4 trillion US dollars in 2021; about 50,000 dollars a person.
    const y2021 = data.find((p) => p.year === 2021)!;
    expect(y2021.gdp).toBeGreaterThan(4e12);
    expect(y2021.gdpPerCapita).toBeGreaterThan(45_000);
    expect(y2021.gdpPerCapita).toBeLessThan(60_000);
  });

  it("ends with the record's own GDP figures", () => {
    const record = api.byCode.get('BR')!;
    const last = answer('BR').data.at(-1)!;
    expect(record.economy.gdp).toEqual({ value: last.gdp, unit: 'USD', year: last.year, source: 'worldbank' });
    expect(record.economy.gdpPerCapita).toMatchObject({ value: last.gdpPerCapita, year: last.year });
  });

  it('is a 404 for a territory the World Bank does not cover', () => {
    expect(errorBody(() => answer('AX'))).toMatchObject({ status: 404, message: expect.stringContaining('World Bank does not cover') });
  });

  it('writes a static file for every covered economy by alpha-2 code, maps other codes onto it, and none for the others', () => {
    // The World Bank's GDP table covers 217 economies; the series keeps those with at least one figure.
    expect([...gdpRoute.precomputed(api)].map((p) => p.code).sort()).toEqual(Object.keys(api.gdpSeries).sort());
    expect(Object.keys(api.gdpSeries).length).toBeGreaterThan(200);
    expect(parseQuestion(api, gdpRoute, { code: '076', format: 'csv' }).file).toBe('country/BR/gdp.csv');
    expect(parseQuestion(api, gdpRoute, { code: 'ALA', format: 'json' }).file).toBeUndefined();
  });
});
