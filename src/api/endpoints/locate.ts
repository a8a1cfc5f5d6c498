/**
 * @module
 * Which country a point is in: the record whose 1:50m shape holds it, or whose coast it lies
 * within 15 km of (Natural Earth's coastline is generalised), else none: at sea. Computed on
 * every request (no static file): the server and the Worker answer it, a static host cannot.
 */
import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { DOCUMENT_FORMATS } from '../../formats/extensions.ts';
import { format, withValues } from '../params.ts';
import { summarise } from '../present.ts';
import type { Api } from '../context.ts';
import type { JsonObject } from '../../formats/document.ts';
import { shapesAt, SHAPES_SOURCE } from '../shapes/country-shapes.ts';
import { nearestCity } from '../nearest-city.ts';
import { LocationDocument } from '../shapes/shape-schemas.ts';
import { COAST_TOLERANCE_KM, locatePoint, type Locatable } from '../shapes/locate-point.ts';

/** A decimal number of degrees within a range. */
const degrees = (name: string, min: number, max: number) =>
  withValues(
    z.string({ error: `'${name}' is required: a number of degrees from ${min} to ${max}` }).transform((value, ctx) => {
      const n = Number(value.trim());
      if (value.trim() !== '' && Number.isFinite(n) && n >= min && n <= max) return n;
      ctx.addIssue({ code: 'custom', message: `'${value}' must be a number of degrees from ${min} to ${max}` });
      return z.NEVER;
    }),
    { type: 'string', minimum: min, maximum: max },
  );

const located = new WeakMap<object, readonly Locatable[]>();
const locatable = (api: Api): readonly Locatable[] => {
  let shapes = located.get(api.countries);
  if (!shapes) located.set(api.countries, (shapes = shapesAt(api, '50m').all.map((s) => ({ code: s.properties.cca2, bbox: s.bbox, geometry: s.geometry }))));
  return shapes;
};

export const locateRoute = defineRoute({
  name: 'locate',
  summary:
    "The country a point is in (Natural Earth's 1:50m shapes, within 15 km of their coast), or none at sea, and GeoNames' nearest city with its great-circle distance.",
  formats: DOCUMENT_FORMATS,
  response: [LocationDocument],
  misses: [],
  params: () =>
    z.strictObject({
      lat: degrees('lat', -90, 90).describe('Latitude in decimal degrees (WGS 84), from -90 to 90.'),
      lng: degrees('lng', -180, 180).describe('Longitude in decimal degrees (WGS 84), from -180 to 180.'),
      format: format(),
    }),
  staticPath: () => undefined,
  precomputed: () => [],
  files: [],
  answer(api, p) {
    const found = locatePoint(locatable(api), p.lat, p.lng);
    const country = found ? api.byCode.get(found.code)! : undefined;
    const near = nearestCity(api.cities.all(), [p.lat, p.lng]);
    const where = !found ? 'sea' : found.distanceKm === 0 ? 'land' : 'coast';
    const row = {
      lat: p.lat,
      lng: p.lng,
      where,
      cca2: country?.cca2 ?? null,
      name: country?.name.common ?? null,
      distanceKm: found ? Math.round(found.distanceKm * 10) / 10 : null,
      nearestCity: near?.city.name ?? null,
      nearestCityCountry: near?.city.country ?? null,
      nearestCityKm: near ? Math.round(near.km * 10) / 10 : null,
    };
    const body: JsonObject = {
      point: { lat: p.lat, lng: p.lng },
      where,
      country: country ? summarise(country, api.paths) : null,
      distanceKm: row.distanceKm,
      note:
        where === 'sea'
          ? `No country's 1:50m shape holds the point or lies within ${COAST_TOLERANCE_KM} km of it: at sea.`
          : country?.cca2 === 'AQ'
            ? 'Antarctica (AQ): a record of its own, governed by the Antarctic Treaty, under which no claim to its territory is recognised.'
            : where === 'coast'
              ? `Off the country's 1:50m coastline by ${row.distanceKm} km (within the ${COAST_TOLERANCE_KM} km allowed for its generalisation).`
              : null,
      nearestCity: near
        ? {
            geonameid: near.city.geonameid,
            name: near.city.name,
            cca2: near.city.country,
            population: near.city.population,
            latlng: [...near.city.latlng],
            distanceKm: row.nearestCityKm,
            link: api.paths.query('city', { id: near.city.geonameid }),
          }
        : null,
      subdivision: null,
      subdivisionNote: 'Not answered yet: no open subdivision shapes are joined to the dataset.',
      source: SHAPES_SOURCE,
    };
    return { body, rows: [row], xmlRoot: 'location' };
  },
  examples: [
    { query: 'locate?lat=48.8566&lng=2.3522', description: 'Paris: France' },
    { query: 'locate?lat=-16.85&lng=-179.97', description: 'east of 180° in Fiji' },
    { query: 'locate?lat=0&lng=-30&format=csv', description: 'the middle of the Atlantic: at sea' },
  ],
});
