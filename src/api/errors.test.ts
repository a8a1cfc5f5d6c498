import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_CODES, badParameter, notFound, type ErrorStatus } from './errors.ts';

/** The stable machine codes clients switch on; changing one is a breaking change of the API. */
const PINNED: ReadonlyArray<[ErrorStatus, string]> = [
  [300, 'ambiguous'],
  [400, 'bad_request'],
  [401, 'unauthorized'],
  [403, 'forbidden'],
  [404, 'not_found'],
  [405, 'method_not_allowed'],
  [414, 'uri_too_long'],
  [429, 'too_many_requests'],
  [503, 'unavailable'],
];

describe('error codes', () => {
  it.each(PINNED)('HTTP %i has the stable code %j', (status, code) => {
    expect(ERROR_CODES[status]).toBe(code);
  });

  it.each(PINNED)('an ApiError for %i has the body {status, error, message} with its status', (status, code) => {
    const error = new ApiError(status, 'Something went wrong.');
    expect(error.status).toBe(status);
    expect(error.body).toEqual({ status, error: code, message: 'Something went wrong.' });
    expect(error.message).toBe('Something went wrong.');
    expect(error).toBeInstanceOf(Error);
  });

  it('gives every status its own code', () => {
    const codes = Object.values(ERROR_CODES);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('uses snake_case codes only', () => {
    expect(Object.values(ERROR_CODES).filter((c) => !/^[a-z]+(_[a-z]+)*$/.test(c))).toEqual([]);
  });
});

describe('400 bad parameter', () => {
  it('names the parameter and lists the accepted values', () => {
    expect(badParameter('order', "Invalid value for 'order'.", ['asc', 'desc']).body).toEqual({
      status: 400,
      error: 'bad_request',
      message: "Invalid value for 'order'.",
      parameter: 'order',
      accepted: ['asc', 'desc'],
    });
  });

  it('leaves accepted out when the values cannot be listed', () => {
    const body = badParameter('limit', "Invalid value for 'limit'.").body;
    expect(body).toEqual({ status: 400, error: 'bad_request', message: "Invalid value for 'limit'.", parameter: 'limit' });
    expect('accepted' in body).toBe(false);
  });

  it('copies the accepted list, so later changes to the caller’s array do not leak in', () => {
    const accepted = ['asc', 'desc'];
    const body = badParameter('order', 'bad', accepted).body;
    accepted.push('sideways');
    expect(body.accepted).toEqual(['asc', 'desc']);
  });
});

describe('300 ambiguous', () => {
  it('carries the candidates', () => {
    const candidates = [
      { cca2: 'JM', cca3: 'JAM', name: 'Jamaica', link: '/api/country/JM.json' },
      { cca2: 'NF', cca3: 'NFK', name: 'Norfolk Island', link: '/api/country/NF.json' },
    ];
    expect(new ApiError(300, "2 countries match capital 'Kingston'; ask by code.", { candidates }).body).toEqual({
      status: 300,
      error: 'ambiguous',
      message: "2 countries match capital 'Kingston'; ask by code.",
      candidates,
    });
  });
});

describe('404 not found', () => {
  it('has the body the contract shows', () => {
    expect(notFound("No country matches code 'ZZ'.").body).toEqual({ status: 404, error: 'not_found', message: "No country matches code 'ZZ'." });
  });
});
