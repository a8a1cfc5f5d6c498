/**
 * @module
 * The shapes the API serves, as RFC 7946 GeoJSON (WGS 84 longitude and latitude, exterior rings
 * counterclockwise, a bounding box on each feature) and as TopoJSON: one record's, and the
 * world's. Built from the joined units on first use per dataset and scale, then kept.
 */
import { merge, mergeArcs } from 'topojson-client';
import type { BBox, Feature, FeatureCollection, MultiPolygon } from 'geojson';
import type { CountryData } from '../../dataset/schema.ts';
import type { Api } from '../context.ts';
import { bboxOf, rewoundForRfc7946 } from './planar.ts';
import { cutAtAntimeridian } from './antimeridian.ts';
import { NATURAL_EARTH_EDITION, joinUnits, topologyAt, type JoinedShape, type Scale, type ShapePart, type UnitRule } from './natural-earth.ts';
import project from '../../../package.json' with { type: 'json' };

/** Where the shapes come from, in every shape's properties and the world files. */
export const SHAPES_SOURCE = {
  name: 'Natural Earth, Admin 0 – Countries',
  edition: NATURAL_EARTH_EDITION,
  via: `world-atlas ${project.dependencies['world-atlas']}`,
  licence: 'public domain',
  attribution: 'Made with Natural Earth. Free vector and raster map data @ naturalearthdata.com.',
  url: 'https://www.naturalearthdata.com/downloads/',
} as const;

export interface ShapeProperties {
  readonly cca2: string;
  readonly cca3: string;
  readonly ccn3: string | null;
  readonly name: string;
  readonly officialName: string;
  /** `1:110m` or `1:50m`. */
  readonly scale: string;
  readonly parts: readonly ShapePart[];
}
export type CountryShape = Feature<MultiPolygon, ShapeProperties> & { bbox: BBox };

export interface ShapesAtScale {
  /** Each record's shape by alpha-2 code; a record Natural Earth draws nothing for at this scale has none. */
  readonly byCode: ReadonlyMap<string, CountryShape>;
  /** The shapes in the records' order. */
  readonly all: readonly CountryShape[];
  readonly joined: ReadonlyMap<string, JoinedShape>;
}

const kept = new WeakMap<readonly CountryData[], Map<Scale, ShapesAtScale>>();

/** The records' shapes at a scale (the join throws, naming it, for a unit no record or rule takes). */
export function shapesAt(api: Pick<Api, 'countries'>, scale: Scale): ShapesAtScale {
  let byScale = kept.get(api.countries);
  if (!byScale) kept.set(api.countries, (byScale = new Map<Scale, ShapesAtScale>()));
  let shapes = byScale.get(scale);
  if (!shapes) byScale.set(scale, (shapes = buildShapes(api.countries, scale)));
  return shapes;
}

/**
 * Every shape the API serves, at every scale, in the records' order: what the dataset's content id
 * covers of them (src/build/content-id.ts). With `rules` other than data/shape-units.json's, made
 * afresh and not kept.
 */
export function servedShapes(countries: readonly CountryData[], rules?: readonly UnitRule[]): Record<Scale, readonly CountryShape[]> {
  const at = (scale: Scale) => (rules ? buildShapes(countries, scale, rules) : shapesAt({ countries }, scale)).all;
  return { '110m': at('110m'), '50m': at('50m') };
}

function buildShapes(countries: readonly CountryData[], scale: Scale, rules?: readonly UnitRule[]): ShapesAtScale {
  const topology = topologyAt(scale);
  const joined = joinUnits(topology, countries, rules);
  const all: CountryShape[] = [];
  for (const c of countries) {
    const shape = joined.get(c.cca2);
    if (!shape) continue;
    // Merged, so that Somalia and Somaliland are one outline without the line between them.
    const geometry = rewoundForRfc7946(cutAtAntimeridian(merge(topology, shape.geometries as never)));
    all.push({
      type: 'Feature',
      id: c.cca2,
      bbox: bboxOf(geometry),
      properties: { cca2: c.cca2, cca3: c.cca3, ccn3: c.ccn3, name: c.name.common, officialName: c.name.official, scale: `1:${scale}`, parts: shape.parts },
      geometry,
    });
  }
  return { byCode: new Map(all.map((s) => [s.properties.cca2, s])), all, joined };
}

/** The world's shapes as one FeatureCollection, with the source and its edition as foreign members (RFC 7946 §6.1). */
export function worldCollection(api: Pick<Api, 'countries'>, scale: Scale): FeatureCollection<MultiPolygon, ShapeProperties> & Record<string, unknown> {
  return { type: 'FeatureCollection', bbox: [-180, -90, 180, 90], source: SHAPES_SOURCE, features: shapesAt(api, scale).all as CountryShape[] };
}

/**
 * The world as TopoJSON: world-atlas's arcs, one geometry per record (its units merged, `id` its
 * alpha-2 code, the properties of its GeoJSON shape). TopoJSON leaves winding to its arcs: they
 * are Natural Earth's as world-atlas quantised them.
 */
export function worldTopology(api: Pick<Api, 'countries'>, scale: Scale): Record<string, unknown> {
  const topology = topologyAt(scale);
  const { all, joined } = shapesAt(api, scale);
  const geometries = all.map((shape) => ({
    ...mergeArcs(topology, joined.get(shape.properties.cca2)!.geometries as never),
    id: shape.properties.cca2,
    properties: shape.properties,
  }));
  return {
    type: 'Topology',
    source: SHAPES_SOURCE,
    bbox: [-180, -90, 180, 90],
    transform: topology.transform,
    objects: { countries: { type: 'GeometryCollection', geometries } },
    arcs: topology.arcs,
  };
}
