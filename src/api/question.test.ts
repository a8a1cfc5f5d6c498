import { describe, expect, it } from 'vitest';
import { answerQuestion, outcomeOf, parseQuestion, render, tryParseQuestion } from './question.ts';
import { countryRoute } from './endpoints/country.ts';
import { countriesRoute } from './endpoints/countries.ts';
import { healthRoute } from './endpoints/documents.ts';
import { builtApi, errorBody } from '../../tests/helpers.ts';

const api = builtApi();

describe('parseQuestion', () => {
  it('normalises the parameters and finds the static file of a precomputed question', () => {
    const q = parseQuestion(api, countryRoute, { code: ' deu ' });
    expect(q.params.code).toBe('deu');
    expect(q.format).toBe('json');
    expect(q.staticPath).toBe('country/DEU');
    expect(q.file).toBe('country/DEU.json');
  });

  it('takes the format from the query, else from what the Accept header chooses, else JSON', () => {
    expect(parseQuestion(api, countryRoute, { code: 'DE', format: 'XML' }).file).toBe('country/DE.xml');
    expect(parseQuestion(api, countryRoute, { code: 'DE' }, (offered) => offered.at(-1)).format).toBe('xml');
    expect(parseQuestion(api, countryRoute, { code: 'DE' }, () => undefined).format).toBe('json');
  });

  it('has no static file for a question that is not precomputed', () => {
    const q = parseQuestion(api, countriesRoute, { q: 'cote' });
    expect(q.staticPath).toBeUndefined();
    expect(q.file).toBeUndefined();
  });

  it('refuses a format the route does not answer in, naming the ones it does', () => {
    expect(errorBody(() => parseQuestion(api, healthRoute, { format: 'csv' }))).toMatchObject({ status: 400, parameter: 'format', accepted: ['json'] });
  });

  it('reports a problem across parameters as a 400 naming one of them, not as an exception from the schema', () => {
    expect(errorBody(() => parseQuestion(api, countryRoute, { code: 'DE', name: 'Germany' }))).toMatchObject({
      status: 400,
      parameter: 'name',
      message: "Give exactly one of 'code', 'name' or 'capital' (got 2).",
      accepted: ['code', 'name', 'capital'],
    });
    expect(countryRoute.params(api).safeParse({}).success).toBe(false);
  });
});

describe('tryParseQuestion', () => {
  it('gives undefined for a query the route refuses', () => {
    expect(tryParseQuestion(api, countriesRoute, { region: 'Atlantis' })).toBeUndefined();
    expect(tryParseQuestion(api, countriesRoute, { region: 'europe' })?.params.region).toBe('Europe');
  });
});

describe('answers', () => {
  it('keep an ambiguous name (300) as an answer, in JSON whatever the format', () => {
    const outcome = outcomeOf(api, countryRoute, { capital: 'Kingston' });
    expect('referral' in outcome).toBe(true);
    const answer = render(outcome, 'csv');
    expect(answer.status).toBe(300);
    expect(answer.contentType).toBe('application/json; charset=utf-8');
    expect((JSON.parse(answer.text) as { candidates: { cca2: string }[] }).candidates.map((c) => c.cca2).sort()).toEqual(['JM', 'NF']);
  });

  it('are written in the format asked', () => {
    const answer = answerQuestion(api, parseQuestion(api, countryRoute, { code: 'DE', format: 'csv' }));
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/csv/);
    expect(answer.text.split('\n')[0]).toContain('name.common');
  });

  it('let other errors through as they are', () => {
    expect(errorBody(() => answerQuestion(api, parseQuestion(api, countryRoute, { code: 'ZZ' })))).toMatchObject({ status: 404 });
  });
});
