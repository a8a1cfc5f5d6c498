/**
 * @module
 * Natural Earth 1:110m country shapes (world-atlas), joined to the dataset's records.
 * The atlas keys features by ISO numeric code; a few Natural Earth units have none (ISO_N3
 * -99) and are matched by name. Small states have no polygon at this scale at all: the maps
 * draw a marker at the record's `latlng` for them.
 */
import { feature, mesh } from 'topojson-client';
import type { Feature, FeatureCollection, Geometry, MultiLineString } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { CountryData } from '../../dataset/schema.ts';
import atlas from 'world-atlas/countries-110m.json' with { type: 'json' };

export type WorldTopology = Topology<{ countries: GeometryCollection<{ name: string }>; land: GeometryCollection }>;
export type CountryFeature = Feature<Geometry, { name: string }>;

export const worldTopology = (): WorldTopology => atlas as unknown as WorldTopology;

/**
 * Natural Earth units without an ISO numeric code, by their atlas name. The records cover
 * de jure territory (Somalia's area includes Somaliland, Cyprus's the north), so those units
 * are drawn as part of their country; Kosovo has a record of its own (XK, no numeric code).
 */
export const UNITS_WITHOUT_CODE: Readonly<Record<string, string>> = { Kosovo: 'XK', Somaliland: 'SO', 'N. Cyprus': 'CY' };

export function allFeatures(topology: WorldTopology): CountryFeature[] {
  return (feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>).features;
}

/** The alpha-2 code of an atlas feature, or undefined when no record matches it. */
export function codeOfFeature(f: CountryFeature, byCcn3: ReadonlyMap<string, string>): string | undefined {
  return f.id !== undefined ? byCcn3.get(String(f.id)) : UNITS_WITHOUT_CODE[f.properties.name];
}

/** Each record's shapes by alpha-2 code; a record missing from the map has no polygon at this scale. */
export function shapesByCountry(topology: WorldTopology, countries: readonly CountryData[]): Map<string, CountryFeature[]> {
  const byCcn3 = new Map(countries.filter((c) => c.ccn3 !== null).map((c) => [c.ccn3!, c.cca2]));
  const out = new Map<string, CountryFeature[]>();
  for (const f of allFeatures(topology)) {
    const code = codeOfFeature(f, byCcn3);
    if (code !== undefined) out.set(code, [...(out.get(code) ?? []), f]);
  }
  return out;
}

/** Borders between two countries, each drawn once (a coastline is not a border). */
export const internalBorders = (topology: WorldTopology): MultiLineString => mesh(topology, topology.objects.countries, (a, b) => a !== b);
