/**
 * @module
 * GeoNames' cities: a country's (a static file per country, largest first) and one city by name
 * or GeoNames id (the query API alone: its names are too many to be files).
 */
import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { DOCUMENT_FORMATS } from '../../formats/extensions.ts';
import { countryCode, format, integer, queryProblem, text } from '../params.ts';
import { findByCode, normaliseCode } from '../lookup.ts';
import { LAYOUTS } from '../layouts.ts';
import { CitiesDocument, CityDocument } from '../response-schemas.ts';
import { CITY_COLUMNS, cityDocument, countryCities, countryCitiesPath, findCityById, findCityByName } from '../cities.ts';

export const countryCitiesRoute = defineRoute({
  name: 'country/cities',
  summary:
    'A country’s cities of 15,000 people or more and its capitals, largest first (GeoNames: name, other names, coordinates, population and the day GeoNames last changed it, ISO 3166-2 subdivision where sound, capital role, GeoNames id), with how each capital of the record was joined to its city.',
  formats: DOCUMENT_FORMATS,
  response: [CitiesDocument],
  misses: [404, 410],
  params: () => z.strictObject({ code: countryCode(), format: format() }),
  staticPath(api, p) {
    const country = api.byCode.get(normaliseCode(p.code));
    return country && countryCitiesPath(country.cca2);
  },
  precomputed: (api) => api.countries.map((c) => ({ code: c.cca2 })),
  // Files on every host: the Cloudflare Worker does not carry the cities' 7 MB (its script may be 3 MB).
  files: [{ layout: LAYOUTS.countryCities, policy: 'file' }],
  answer(api, p) {
    const { body, rows } = countryCities(api, findByCode(api, p.code));
    return { body, rows, columns: CITY_COLUMNS, xmlRoot: 'cities' };
  },
  examples: [
    { query: 'country/cities?code=DE', description: 'Germany’s cities, Berlin first' },
    { query: 'country/cities?code=CH&format=csv', description: 'Switzerland’s cities as CSV, each with its canton’s ISO 3166-2 code' },
  ],
});

export const cityRoute = defineRoute({
  name: 'city',
  summary:
    'One city of GeoNames (15,000 people or more, or a capital) by name, GeoNames’ or another (`München`, `Munich`), any case and accents, across all countries or in one; or by GeoNames id. A name several cities share answers 300 with the candidates, largest first.',
  formats: DOCUMENT_FORMATS,
  response: [CityDocument],
  misses: [300, 404, 410],
  params: () =>
    z
      .strictObject({
        name: text().optional().describe('A city’s name, GeoNames’ or another (`Munich`, `Monaco di Baviera`), any case, accents and punctuation.'),
        id: integer(1, 2 ** 31 - 1)
          .optional()
          .describe('A city’s GeoNames id (`2867714`), as the candidates of an ambiguous name give it.'),
        country: countryCode().optional().describe('With `name`: the country to look in (alpha-2, alpha-3 or numeric code).'),
        format: format(),
      })
      .transform((p, ctx) => {
        if (ctx.issues.length > 0) return z.NEVER;
        if ((p.name === undefined) === (p.id === undefined))
          return queryProblem(ctx, 'name', 'Give `name` (with `country` or not) or `id`, one of them.', ['name', 'id']);
        if (p.id !== undefined && p.country !== undefined) return queryProblem(ctx, 'country', '`id` names one city: give it alone.', ['id']);
        return p;
      }),
  staticPath: () => undefined,
  precomputed: () => [],
  files: [],
  answer(api, p) {
    const country = p.country === undefined ? undefined : findByCode(api, p.country);
    const city = p.id !== undefined ? findCityById(api, p.id) : findCityByName(api, p.name!, country);
    const { body, rows } = cityDocument(api, city);
    return { body, rows, columns: CITY_COLUMNS, xmlRoot: 'city' };
  },
  examples: [
    { query: 'city?name=munich', description: 'München by its English name' },
    { query: 'city?name=London', description: 'an ambiguous name: HTTP 300 with the candidates, largest first' },
    { query: 'city?name=london&country=CA', description: 'the same name in one country' },
    { query: 'city?id=2643743', description: 'a city by its GeoNames id' },
  ],
});
