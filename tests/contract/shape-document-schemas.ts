/**
 * Schemas of the shape files (docs/api.md, country/shape, world/shapes, world/topology), written
 * from RFC 7946 and the TopoJSON specification in the test rather than taken from the code that
 * writes them: positions in range, closed rings wound by the right-hand rule (measured here on
 * the plane, where the code measures with d3-geo on the sphere), every position inside the
 * bounding box (read across the antimeridian when west > east), arcs that exist.
 */
import { z } from 'zod';

const nonEmpty = z.string().trim().min(1);
const cca2 = z.string().regex(/^[A-Z]{2}$/);

type Position = readonly number[];
type Ring = readonly Position[];

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/** Twice the ring's signed area on the plane of longitude and latitude: positive when counterclockwise. */
const signedArea = (ring: Ring) => ring.reduce((sum, [x, y], i) => (i === 0 ? sum : sum + (ring[i - 1]![0]! * y! - x! * ring[i - 1]![1]!)), 0);

const ring = z
  .array(position)
  .min(4, 'a linear ring has four positions or more (RFC 7946 §3.1.6)')
  .refine((r) => r[0]![0] === r.at(-1)![0] && r[0]![1] === r.at(-1)![1], 'a ring that does not close');

const polygon = z
  .array(ring)
  .min(1)
  .refine((rings) => signedArea(rings[0]!) > 0, 'an exterior ring not counterclockwise (RFC 7946 §3.1.6)')
  .refine((rings) => rings.slice(1).every((hole) => signedArea(hole) < 0), 'a hole not clockwise (RFC 7946 §3.1.6)');

const bbox = z
  .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90), z.number().min(-180).max(180), z.number().min(-90).max(90)])
  .refine(([, south, , north]) => south <= north, 'south above north');

/** Whether a position lies in a bbox; one whose west is east of its east crosses the antimeridian (RFC 7946 §5.2). */
const inBbox = ([west, south, east, north]: readonly number[], [lng, lat]: Position) =>
  lat! >= south! && lat! <= north! && (west! <= east! ? lng! >= west! && lng! <= east! : lng! >= west! || lng! <= east!);

const source = z.strictObject({
  name: nonEmpty,
  edition: z.string().regex(/^\d+\.\d+\.\d+$/),
  via: nonEmpty,
  licence: z.literal('public domain'),
  attribution: z.string().regex(/Natural Earth/),
  url: z.url(),
});

const properties = z.strictObject({
  cca2,
  cca3: z.string().regex(/^[A-Z]{3}$/),
  ccn3: z
    .string()
    .regex(/^\d{3}$/)
    .nullable(),
  name: nonEmpty,
  officialName: nonEmpty,
  scale: z.enum(['1:110m', '1:50m']),
  parts: z.array(z.strictObject({ naturalEarth: nonEmpty, rule: z.strictObject({ reason: nonEmpty, source: z.url() }).nullable() })).min(1),
});

/** A country's shape: an RFC 7946 Feature with a MultiPolygon inside its bbox. */
export const ShapeFeature = z
  .strictObject({
    type: z.literal('Feature'),
    id: cca2,
    bbox,
    properties,
    geometry: z.strictObject({ type: z.literal('MultiPolygon'), coordinates: z.array(polygon).min(1) }),
  })
  .refine((f) => f.id === f.properties.cca2, 'id is not the alpha-2 code of its properties')
  .refine((f) => f.geometry.coordinates.every((p) => p.every((r) => r.every((pos) => inBbox(f.bbox, pos)))), 'a position outside the bbox');

/** The world's shapes: one Feature per record, each at the collection's scale, no record twice. */
export const ShapeCollection = z
  .strictObject({ type: z.literal('FeatureCollection'), bbox, source, features: z.array(ShapeFeature).min(170) })
  .refine((c) => new Set(c.features.map((f) => f.id)).size === c.features.length, 'a record twice')
  .refine((c) => new Set(c.features.map((f) => f.properties.scale)).size === 1, 'features of several scales');

/** A quantised, delta-encoded arc: integer steps (TopoJSON specification §2.1.2, §2.2). */
const arc = z.array(z.tuple([z.number().int(), z.number().int()])).min(2);
/** An arc index; a negative one, ~i, is arc i reversed (§2.1.4). */
const arcIndex = z.number().int();

/** The world as a TopoJSON Topology: one geometry per record, its arcs among the topology's. */
export const WorldTopology = z
  .strictObject({
    type: z.literal('Topology'),
    source,
    bbox,
    transform: z.strictObject({ scale: z.tuple([z.number().positive(), z.number().positive()]), translate: z.tuple([z.number(), z.number()]) }),
    objects: z.strictObject({
      countries: z.strictObject({
        type: z.literal('GeometryCollection'),
        geometries: z
          .array(
            z.discriminatedUnion('type', [
              z.strictObject({ type: z.literal('Polygon'), id: cca2, properties, arcs: z.array(z.array(arcIndex).min(1)).min(1) }),
              z.strictObject({ type: z.literal('MultiPolygon'), id: cca2, properties, arcs: z.array(z.array(z.array(arcIndex).min(1)).min(1)).min(1) }),
            ]),
          )
          .min(170),
      }),
    }),
    arcs: z.array(arc).min(1),
  })
  .refine((t) => {
    const indices = t.objects.countries.geometries.flatMap((g) => g.arcs.flat(2));
    return indices.every((i) => (i < 0 ? ~i : i) < t.arcs.length);
  }, 'a geometry names an arc the topology lacks')
  .refine((t) => new Set(t.objects.countries.geometries.map((g) => g.id)).size === t.objects.countries.geometries.length, 'a record twice');
