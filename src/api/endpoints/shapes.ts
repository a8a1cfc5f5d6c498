/**
 * @module
 * Country shapes as data: one record's outline as an RFC 7946 GeoJSON Feature, and the world's as
 * one GeoJSON FeatureCollection and one TopoJSON topology, at Natural Earth's 1:110m (the
 * default: light, small islands missing) or 1:50m. Files on every host: building them merges
 * and cuts Natural Earth's units, which costs more than reading a file.
 */
import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { choice, countryCode, format } from '../params.ts';
import { notFound } from '../errors.ts';
import { findByCode, normaliseCode } from '../lookup.ts';
import { LAYOUTS, fillLayout } from '../layouts.ts';
import type { JsonObject } from '../../formats/document.ts';
import { SCALES, type Scale } from '../shapes/natural-earth.ts';
import { shapesAt, worldCollection, worldTopology } from '../shapes/country-shapes.ts';
import { ShapeCollection, ShapeFeature, WorldTopology } from '../shapes/shape-schemas.ts';

/** The 1:110m shapes unless asked otherwise: `coarse` and `detailed` are accepted for 110m and 50m. */
const scale = () =>
  choice(
    SCALES,
    new Map<string, Scale>([
      ['coarse', '110m'],
      ['detailed', '50m'],
    ]),
  )
    .default('110m')
    .describe(
      "Natural Earth's scale: `110m` (1:110 million, the default: 0.25 MB for the world; islands smaller than the scale shows are missing) or `50m` (1:50 million: 1.9 MB for the world; every record but Bouvet Island, Gibraltar, Tuvalu and the US Minor Outlying Islands). `coarse` and `detailed` name them too.",
    );

/** A layout's path at a scale: the default scale's file has no suffix (`country/DE/shape`, `country/DE/shape-50m`). */
const atScale = (plain: string, scaled: string, s: Scale, values: Record<string, string> = {}) =>
  fillLayout(s === '110m' ? plain : scaled, { ...values, scale: s });

export const countryShapeRoute = defineRoute({
  name: 'country/shape',
  summary:
    "A country's outline as an RFC 7946 GeoJSON Feature (Natural Earth 4.1.0, 1:110m or 1:50m): a MultiPolygon wound counterclockwise, cut at the antimeridian, with its bounding box and the record's codes and names.",
  formats: ['geojson'],
  response: [ShapeFeature],
  misses: [404, 410],
  params: () => z.strictObject({ code: countryCode(), scale: scale(), format: format(['geojson']) }),
  staticPath(api, p) {
    const c = api.byCode.get(normaliseCode(p.code));
    return c && shapesAt(api, p.scale).byCode.has(c.cca2) ? atScale(LAYOUTS.countryShape, LAYOUTS.countryShapeAtScale, p.scale, { code: c.cca2 }) : undefined;
  },
  *precomputed(api) {
    for (const s of SCALES) for (const shape of shapesAt(api, s).all) yield { code: shape.properties.cca2, scale: s };
  },
  files: [
    { layout: LAYOUTS.countryShape, policy: 'file' },
    { layout: LAYOUTS.countryShapeAtScale, policy: 'file' },
  ],
  answer(api, p) {
    const country = findByCode(api, p.code);
    const shape = shapesAt(api, p.scale).byCode.get(country.cca2);
    if (!shape) {
      const other = SCALES.find((s) => shapesAt(api, s).byCode.has(country.cca2));
      throw notFound(
        `Natural Earth draws no shape for ${country.name.common} at 1:${p.scale}${other ? `; it does at 1:${other} (scale=${other})` : ' nor at 1:50m: it is smaller than that scale shows'}.`,
      );
    }
    return { body: shape as unknown as JsonObject, rows: [], xmlRoot: 'shape' };
  },
  examples: [
    { query: 'country/shape?code=DE', description: "Germany's outline at 1:110m" },
    { query: 'country/shape?code=FJ&scale=50m', description: "Fiji's at 1:50m, cut at the antimeridian: its bbox runs from 174.6° E to 178.3° W" },
  ],
});

export const worldShapesRoute = defineRoute({
  name: 'world/shapes',
  summary: "Every country's outline in one RFC 7946 GeoJSON FeatureCollection, each Feature as `country/shape` gives it.",
  formats: ['geojson'],
  response: [ShapeCollection],
  misses: [],
  params: () => z.strictObject({ scale: scale(), format: format(['geojson']) }),
  staticPath: (_api, p) => atScale(LAYOUTS.worldShapes, LAYOUTS.worldShapesAtScale, p.scale),
  precomputed: () => SCALES.map((s) => ({ scale: s })),
  files: [
    { layout: LAYOUTS.worldShapes, policy: 'file' },
    { layout: LAYOUTS.worldShapesAtScale, policy: 'file' },
  ],
  answer: (api, p) => ({ body: worldCollection(api, p.scale) as unknown as JsonObject, rows: [], xmlRoot: 'shapes' }),
  examples: [{ query: 'world/shapes?scale=110m', description: 'the world at 1:110m, one Feature per country' }],
});

export const worldTopologyRoute = defineRoute({
  name: 'world/topology',
  summary:
    "Every country's outline in one TopoJSON topology (world-atlas's arcs, one geometry per record with its codes and names): a fifth of the GeoJSON's size.",
  formats: ['json'],
  response: [WorldTopology],
  misses: [],
  params: () => z.strictObject({ scale: scale(), format: format(['json']) }),
  staticPath: (_api, p) => atScale(LAYOUTS.worldTopology, LAYOUTS.worldTopologyAtScale, p.scale),
  precomputed: () => SCALES.map((s) => ({ scale: s })),
  files: [
    { layout: LAYOUTS.worldTopology, policy: 'file' },
    { layout: LAYOUTS.worldTopologyAtScale, policy: 'file' },
  ],
  answer: (api, p) => ({ body: worldTopology(api, p.scale) as JsonObject, rows: [], xmlRoot: 'topology' }),
  examples: [{ query: 'world/topology?scale=50m', description: 'the world at 1:50m as TopoJSON' }],
});
