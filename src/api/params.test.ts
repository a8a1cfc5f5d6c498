import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { builtApi } from '../../tests/helpers.ts';
import { countriesRoute } from './endpoints/countries.ts';
import { countryRoute } from './endpoints/country.ts';
import { similarRoute } from './endpoints/similar.ts';
import { ApiError, type ErrorBody } from './errors.ts';
import { bool, choice, format, integer, parseQuery, text, type RawQuery } from './params.ts';

const api = builtApi();

/** The 400 body parseQuery throws for a query (fails the test when the query parses). */
function rejection(schema: z.ZodType<unknown>, raw: RawQuery): ErrorBody {
  try {
    parseQuery(schema, raw);
  } catch (e) {
    if (e instanceof ApiError) return e.body;
    throw e;
  }
  throw new Error(`expected a 400 for ${JSON.stringify(raw)}`);
}

const toy = z.strictObject({
  name: text().optional(),
  flag: bool().optional(),
  size: integer(1, 250).optional(),
  order: choice(['asc', 'desc'] as const).optional(),
  format: format(),
});

describe('unknown parameters', () => {
  it('names the parameter and lists the accepted ones', () => {
    expect(rejection(toy, { name: 'x', colour: 'red' })).toEqual({
      status: 400,
      error: 'bad_request',
      message: "Unknown parameter 'colour'.",
      parameter: 'colour',
      accepted: ['name', 'flag', 'size', 'order', 'format'],
    });
  });

  it.each([
    ['country', countryRoute.params(api), { code: 'DE', lang: 'de' }, 'lang', ['code', 'name', 'capital', 'format']],
    ['country, typo of its only lookup', countryRoute.params(api), { codee: 'DE' }, 'codee', ['code', 'name', 'capital', 'format']],
    ['similar', similarRoute.params(api), { code: 'DE', by: 'region', limit: '3' }, 'limit', ['code', 'by', 'format']],
  ] as const)('%s: names %j and lists the route parameters', (_route, schema, raw, parameter, accepted) => {
    const body = rejection(schema, raw);
    expect(body.status).toBe(400);
    expect(body.parameter).toBe(parameter);
    expect(body.message).toContain(`'${parameter}'`);
    expect(body.accepted).toEqual(accepted);
  });

  it('lists every parameter of the countries route, including filters and projection', () => {
    const body = rejection(countriesRoute.params(api), { regoin: 'Europe' });
    expect(body.parameter).toBe('regoin');
    expect([...(body.accepted ?? [])].sort()).toEqual(
      [
        'page',
        'limit',
        'sort',
        'order',
        'region',
        'subregion',
        'language',
        'currency',
        'membership',
        'independent',
        'unMember',
        'landlocked',
        'q',
        'fields',
        'format',
      ].sort(),
    );
  });
});

describe('enumerations', () => {
  it('names the parameter and lists the accepted values for a bad value', () => {
    expect(rejection(toy, { order: 'up' })).toEqual({
      status: 400,
      error: 'bad_request',
      message: "Invalid value for 'order': 'up' is not one of the accepted values.",
      parameter: 'order',
      accepted: ['asc', 'desc'],
    });
  });

  it.each([
    ['DESC', 'desc'],
    [' asc ', 'asc'],
    ['Asc', 'asc'],
  ])('accepts %j as %j, whatever the case', (raw, expected) => {
    expect(parseQuery(toy, { order: raw }).order).toBe(expected);
  });

  it('ignores accents and maps aliases to an accepted value', () => {
    const schema = z.strictObject({ v: choice(['Réunion', 'Europe'] as const, new Map([['europa', 'Europe' as const]])) });
    expect(parseQuery(schema, { v: 'REUNION' }).v).toBe('Réunion');
    expect(parseQuery(schema, { v: 'Europa' }).v).toBe('Europe');
  });

  it('lists the dataset regions for a bad region of the countries route', () => {
    const body = rejection(countriesRoute.params(api), { region: 'Atlantis' });
    expect(body.parameter).toBe('region');
    expect(body.accepted).toEqual(expect.arrayContaining(['Africa', 'Americas', 'Asia', 'Europe', 'Oceania']));
  });

  it.each(['JSON', 'csv', 'Xml'])('accepts the format %j', (raw) => {
    expect(parseQuery(toy, { format: raw }).format).toBe(raw.toLowerCase());
  });

  it('lists the three formats for an unknown one', () => {
    const body = rejection(toy, { format: 'yaml' });
    expect(body.parameter).toBe('format');
    expect(body.accepted).toEqual(['json', 'csv', 'xml']);
  });
});

describe('booleans', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['False', false],
    ['0', false],
    ['no', false],
  ])('reads %j as %s', (raw, expected) => {
    expect(parseQuery(toy, { flag: raw }).flag).toBe(expected);
  });

  it.each(['maybe', '', '2', 'on'])('rejects %j, naming the parameter and listing true/false', (raw) => {
    const body = rejection(toy, { flag: raw });
    expect(body).toMatchObject({ status: 400, error: 'bad_request', parameter: 'flag', accepted: ['true', 'false'] });
    expect(body.message).toContain("'flag'");
  });
});

describe('integers', () => {
  it.each([
    ['1', 1],
    ['250', 250],
    ['42', 42],
    [' 7 ', 7],
    ['007', 7],
  ])('reads %j as %d', (raw, expected) => {
    expect(parseQuery(toy, { size: raw }).size).toBe(expected);
  });

  it.each(['0', '251', '-1', '1.5', '1e2', 'ten', '', '0x10'])('rejects %j as outside 1..250 or not an integer', (raw) => {
    const body = rejection(toy, { size: raw });
    expect(body).toMatchObject({ status: 400, error: 'bad_request', parameter: 'size' });
    expect(body.message).toContain('from 1 to 250');
  });
});

describe('text', () => {
  it('trims and collapses inner whitespace', () => {
    expect(parseQuery(toy, { name: '  Côte   d’Ivoire ' }).name).toBe('Côte d’Ivoire');
  });

  it.each(['', '   '])('rejects the empty value %j', (raw) => {
    expect(rejection(toy, { name: raw })).toMatchObject({ status: 400, parameter: 'name', message: "Invalid value for 'name': must not be empty." });
  });
});

describe('missing required parameters', () => {
  it('names the missing parameter', () => {
    expect(rejection(similarRoute.params(api), { by: 'region' })).toMatchObject({ status: 400, error: 'bad_request', parameter: 'code' });
  });

  it('applies defaults for parameters left out', () => {
    expect(parseQuery(similarRoute.params(api), { code: 'DE' })).toEqual({ code: 'DE', by: 'region' });
  });
});
