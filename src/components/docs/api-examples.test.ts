import { describe, expect, it } from 'vitest';
import { routeViews } from './api-examples.ts';
import { routes } from '../../api/routes.ts';
import { builtApi } from '../../../tests/helpers.ts';

const api = builtApi();
const views = routeViews(api, routes);
const example = (route: string, query: string) => views.find((v) => v.name === route)!.examples.find((e) => e.query === `/api/${query}`);

describe('routeViews', () => {
  it('shows every route of the table with all its examples', () => {
    expect(views.map((v) => v.name)).toEqual(routes.map((r) => r.name));
    expect(views.map((v) => v.examples.length)).toEqual(routes.map((r) => r.examples.length));
  });

  it.each([
    ['country', 'country?code=DE', '/api/country/DE.json'],
    ['country', 'country?code=DE&format=csv', '/api/country/DE.csv'],
    ['borders', 'borders?code=DE', '/api/borders/DE.json'],
    ['stats', 'stats', '/api/stats.json'],
  ])('answers the %s example %s from %s', (route, query, file) => {
    expect(example(route, query)?.staticFile).toBe(file);
  });

  it('has no static file for a free-text search, which only the server answers', () => {
    expect(example('countries', 'countries?q=cote')?.staticFile).toBeUndefined();
  });
});
