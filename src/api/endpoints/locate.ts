/**
 * @module
 * Which country a point is in: the record whose 1:50m shape holds it, or whose coast it lies
 * within 15 km of (Natural Earth's coastline is generalised), else none: at sea; in the four
 * countries Natural Earth draws states and provinces of, the ISO 3166-2 subdivision. Computed on
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
import { locateSubdivision } from '../shapes/subdivision-locate.ts';
import type { CountryData } from '../../dataset/schema.ts';

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

/** The subdivision of a located country, where the dataset has its states' shapes, with a note saying why when there is none. */
function subdivisionAt(api: Api, country: CountryData | undefined, lat: number, lng: number) {
  const set = api.subdivisionShapes;
  const covered = new Intl.ListFormat('en', { type: 'conjunction' }).format((set?.countries ?? []).map((code) => api.byCode.get(code)?.name.common ?? code));
  if (!country) return { subdivision: null, subdivisionNote: 'No country, so no subdivision.' };
  const found = set && locateSubdivision(set, country.cca2, lat, lng);
  if (!found)
    return {
      subdivision: null,
      subdivisionNote: `Answered in ${covered || 'no country'} only: the countries whose states and provinces the source carries at 1:50m (Natural Earth ${set?.source.edition ?? ''}, via ${set?.source.via ?? 'none'}).`,
    };
  const { unit, distanceKm } = found;
  const record = unit.subdivision === null ? undefined : api.subdivisions.byCode.get(unit.subdivision);
  if (!record)
    return {
      subdivision: null,
      subdivisionNote: `In Natural Earth's unit ${unit.naturalEarth}, which has no ISO 3166-2 code: ${unit.rule?.reason ?? ''}`.trim(),
    };
  const subdivision = { code: record.code, name: record.name, type: record.type, link: api.paths.query('subdivision', { code: record.code }) };
  const off = Math.round(distanceKm * 10) / 10;
  return {
    subdivision,
    subdivisionNote: distanceKm === 0 ? null : `Off the 1:50m outline of its states by ${off} km: the nearest of the country's, ${record.name}.`,
  };
}

export const locateRoute = defineRoute({
  name: 'locate',
  summary:
    "The country a point is in (Natural Earth's 1:50m shapes, within 15 km of their coast), or none at sea, its ISO 3166-2 state or province in Australia, Brazil, Canada and the United States (Natural Earth's 1:50m states and provinces), and GeoNames' nearest city with its great-circle distance.",
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
    const { subdivision, subdivisionNote } = subdivisionAt(api, country, p.lat, p.lng);
    const row = {
      lat: p.lat,
      lng: p.lng,
      where,
      cca2: country?.cca2 ?? null,
      name: country?.name.common ?? null,
      distanceKm: found ? Math.round(found.distanceKm * 10) / 10 : null,
      subdivisionCode: subdivision?.code ?? null,
      subdivisionName: subdivision?.name ?? null,
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
      subdivision,
      subdivisionNote,
      source: SHAPES_SOURCE,
      subdivisionSource: api.subdivisionShapes?.source ?? null,
    };
    return { body, rows: [row], xmlRoot: 'location' };
  },
  examples: [
    { query: 'locate?lat=48.8566&lng=2.3522', description: 'Paris: France' },
    { query: 'locate?lat=-16.85&lng=-179.97', description: 'east of 180° in Fiji' },
    { query: 'locate?lat=38.5816&lng=-121.4944', description: 'Sacramento: the United States, California (US-CA)' },
    { query: 'locate?lat=-27.4698&lng=153.0251&format=xml', description: 'Brisbane: Australia, Queensland (AU-QLD)' },
    { query: 'locate?lat=0&lng=-30&format=csv', description: 'the middle of the Atlantic: at sea' },
  ],
});
