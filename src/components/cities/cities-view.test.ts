/** A country page's cities over the real dataset: facts about the world, not what the code says. */
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { CITIES_SHOWN, citiesView } from './cities-view.ts';

const api = builtApi();
const view = (cca2: string) => citiesView(api, api.byCode.get(cca2)!);

describe('a country page’s cities', () => {
  it('lists Japan’s largest first, Tokyo the capital', () => {
    const jp = view('JP');
    expect(jp.rows).toHaveLength(CITIES_SHOWN);
    expect(jp.rows[0]).toMatchObject({ name: 'Tokyo', capital: 'capital' });
    expect(jp.rows.map((r) => r.population)).toEqual(jp.rows.map((r) => r.population).toSorted((a, b) => b - a));
    expect(jp.total).toBeGreaterThan(CITIES_SHOWN);
    expect(jp.year).toBe('2020');
  });

  it('names a capital’s role where it is not the official one', () => {
    const roles = view('NL').rows.map((r) => `${r.name}: ${r.capital}`);
    expect(roles).toContain('Amsterdam: capital');
    expect(roles).toContain('The Hague: administrative capital');
  });

  it('links the whole list in every format', () => {
    expect(view('DE').files.map((f) => f.href)).toEqual(['/api/country/DE/cities.json', '/api/country/DE/cities.csv', '/api/country/DE/cities.xml']);
  });
});
