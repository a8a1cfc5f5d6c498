import { describe, expect, it } from 'vitest';
import { builtApi, errorBody } from '../../../tests/helpers.ts';
import { parseQuestion } from '../question.ts';
import { describeSources } from '../../dataset/sources-fs.ts';
import { POPULATION_SOURCE, populationRoute } from './population.ts';

const api = builtApi();
const answer = (code: string) =>
  populationRoute.answer(api, { code }).body as { country: { cca2: string }; count: number; data: { year: number; population: number }[] };

describe('country/population', () => {
  it("gives Germany's population every year from 1960 to 2024, oldest first", () => {
    const { country, data, count } = answer('DEU');
    expect(country.cca2).toBe('DE');
    expect(data[0]?.year).toBe(1960);
    expect(data.at(-1)?.year).toBe(2024);
    expect(count).toBe(data.length);
    expect(data.map((d) => d.year)).toEqual([...data.map((d) => d.year)].sort((a, b) => a - b));
    // World Bank, SP.POP.TOTL: Germany had between 72 and 74 million people in 1960 and over 82 million in 2024.
    expect(data[0]!.population).toBeGreaterThan(72e6);
    expect(data[0]!.population).toBeLessThan(74e6);
    expect(data.at(-1)!.population).toBeGreaterThan(82e6);
  });

  it('says the vintage of its figures, the one the sources table gives, which holds no later year', () => {
    const body = populationRoute.answer(api, { code: 'DE' }).body as { source: typeof POPULATION_SOURCE; data: { year: number }[] };
    expect(body.source.vintage).toBe('2026-03');
    expect(describeSources().find((s) => s.name.includes('SP.POP.TOTL'))!.version).toContain(`snapshot ${body.source.vintage}`);
    for (const series of Object.values(api.populationSeries)) expect(series.at(-1)!.year).toBeLessThan(Number(body.source.vintage.slice(0, 4)));
  });

  it("ends with the record's own population, which says it is the World Bank's", () => {
    const record = api.byCode.get('SO')!;
    expect(record.populationSource).toBe('worldbank');
    expect(answer('SO').data.at(-1)).toEqual({ year: record.populationYear, population: record.population });
  });

  it('is a 404 for a territory the World Bank does not cover, saying where its figure comes from', () => {
    expect(errorBody(() => answer('AX'))).toMatchObject({ status: 404, message: expect.stringContaining('World Bank does not cover') });
    expect(populationRoute.staticPath(api, { code: 'AX' })).toBeUndefined();
  });

  it('writes a static file for every covered country by alpha-2 code, and maps other codes onto it', () => {
    expect([...populationRoute.precomputed(api)]).toHaveLength(Object.keys(api.populationSeries).length);
    expect(parseQuestion(api, populationRoute, { code: '276', format: 'csv' }).file).toBe('country/DE/population.csv');
  });
});
