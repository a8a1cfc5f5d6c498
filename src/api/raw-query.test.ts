import { describe, expect, it } from 'vitest';
import { errorBody } from '../../tests/helpers.ts';
import { rawQueryOf } from './params.ts';

describe('rawQueryOf', () => {
  it('reads names and values form-decoded', () => {
    expect({ ...rawQueryOf('?name=C%C3%B4te+d%E2%80%99Ivoire&fields=') }).toEqual({ name: 'Côte d’Ivoire', fields: '' });
  });

  it('refuses a value that is not valid percent-encoded UTF-8, naming its parameter', () => {
    for (const bad of ['?code=%FF%A', '?code=%E2%82', '?code=100%']) expect(errorBody(() => rawQueryOf(bad))).toMatchObject({ status: 400, parameter: 'code' });
  });

  it('refuses a repeated name', () => {
    expect(errorBody(() => rawQueryOf('?code=DE&code=FR'))).toMatchObject({ status: 400, parameter: 'code' });
  });

  it('keeps __proto__ as a parameter like any other', () => {
    expect(Object.keys(rawQueryOf('?__proto__=1'))).toEqual(['__proto__']);
  });
});
