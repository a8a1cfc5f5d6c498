/**
 * @module
 * Natural Earth's country shapes (world-atlas's TopoJSON, public domain) joined to the dataset's
 * records, at two scales. A unit joins its record by ISO 3166-1 numeric code, world-atlas's `id`;
 * the few units without one by a rule of data/shape-units.json (Somaliland is part of Somalia,
 * Kosovo is XK…), each with its reason and source. A unit that neither joins is an error naming
 * it, never a silent drop; a record that no unit joins has no shape at that scale (small islands
 * at 1:110m).
 */
import { feature } from 'topojson-client';
import { geoCentroid, geoDistance } from 'd3-geo';
import type { GeometryCollection, MultiPolygon as TopoMultiPolygon, Polygon as TopoPolygon, Topology } from 'topojson-specification';
import atlas110m from 'world-atlas/countries-110m.json' with { type: 'json' };
import unitRules from '../../../data/shape-units.json' with { type: 'json' };
import type { CountryData } from '../../dataset/schema.ts';
import { detailedAtlas } from './detailed-atlas.ts';

/** The Natural Earth release world-atlas redistributes (its README says which; a test holds it). */
export const NATURAL_EARTH_EDITION = '4.1.0';

/** Natural Earth's scales the API serves: 1:110m (coarse, small islands missing) and 1:50m (detailed). */
export const SCALES = ['110m', '50m'] as const;
export type Scale = (typeof SCALES)[number];

export type UnitGeometry = (TopoPolygon<{ name: string }> | TopoMultiPolygon<{ name: string }>) & { id?: string };
export type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

// The 1:50m atlas is read when first asked for (detailed-atlas.ts says why).
const ATLASES: Readonly<Record<Scale, () => unknown>> = { '110m': () => atlas110m, '50m': detailedAtlas };
export const topologyAt = (scale: Scale): CountriesTopology => ATLASES[scale]() as CountriesTopology;

export interface UnitRule {
  /** The unit's ISO numeric code, for a unit with one whose polygons hold other records' territories. */
  readonly ccn3?: string;
  readonly naturalEarth: string;
  readonly countries: readonly string[];
  /** Where there are several records: points of each (`[lat, lng]`); a polygon goes to the record with the nearest. */
  readonly near?: Readonly<Record<string, readonly (readonly number[])[]>>;
  readonly reason: string;
  readonly source: string;
}
// The data file's JSON types each rule's `near` apart; its shape is checked by natural-earth.test.ts.
export const UNIT_RULES: readonly UnitRule[] = unitRules.units as readonly UnitRule[];

/** A Natural Earth unit a shape is made of, with the rule that joined it when it has no code. */
export interface ShapePart {
  readonly naturalEarth: string;
  readonly rule: { readonly reason: string; readonly source: string } | null;
}

/** A record's units at one scale: the TopoJSON geometries to merge, and what they are. */
export interface JoinedShape {
  readonly geometries: readonly UnitGeometry[];
  readonly parts: readonly ShapePart[];
}

/** The rule's record with the point nearest to a polygon's centre (great-circle distance): where a split unit's polygon goes. */
function nearestRecord(topology: CountriesTopology, polygon: UnitGeometry, rule: UnitRule): string {
  const centre = geoCentroid(feature(topology, polygon));
  const distance = (code: string) => Math.min(...(rule.near?.[code] ?? []).map(([lat, lng]) => geoDistance(centre, [lng!, lat!])));
  return rule.countries.reduce((best, code) => (distance(code) < distance(best) ? code : best));
}

/** A MultiPolygon's polygons as geometries of their own (a unit that rules split between records). */
const polygonsOf = (g: UnitGeometry): UnitGeometry[] =>
  g.type === 'Polygon' ? [g] : g.arcs.map((arcs) => ({ type: 'Polygon', arcs, properties: g.properties }));

/**
 * Every record's units at a scale, by alpha-2 code. Throws, naming them, for the units whose code
 * no record has and that no rule covers, and for a rule naming a record the dataset lacks.
 */
export function joinUnits(topology: CountriesTopology, countries: readonly CountryData[], rules: readonly UnitRule[] = UNIT_RULES): Map<string, JoinedShape> {
  const byCcn3 = new Map(countries.filter((c) => c.ccn3 !== null).map((c) => [c.ccn3!, c]));
  const byCca2 = new Map(countries.map((c) => [c.cca2, c]));
  const joined = new Map<string, { geometries: UnitGeometry[]; parts: ShapePart[] }>();
  const add = (c: CountryData, g: UnitGeometry, part: ShapePart) => {
    const shape = joined.get(c.cca2) ?? { geometries: [], parts: [] };
    shape.geometries.push(g);
    if (!shape.parts.some((p) => p.naturalEarth === part.naturalEarth)) shape.parts.push(part);
    joined.set(c.cca2, shape);
  };
  const problems: string[] = [];
  for (const g of topology.objects.countries.geometries as UnitGeometry[]) {
    if (g.type !== 'Polygon' && g.type !== 'MultiPolygon') continue; // world-atlas has no other kind; nothing to draw
    const name = g.properties?.name ?? String(g.id);
    const byCode = g.id === undefined ? undefined : byCcn3.get(g.id);
    const rule = rules.find((r) => (r.ccn3 !== undefined ? r.ccn3 === g.id : !byCode && r.naturalEarth === name));
    if (byCode && !rule) {
      add(byCode, g, { naturalEarth: name, rule: null });
      continue;
    }
    const records = rule?.countries.map((code) => byCca2.get(code));
    if (!rule || !records?.length || records.some((c) => !c)) {
      problems.push(
        rule
          ? `the rule for Natural Earth's unit “${name}” names ${rule.countries.join(', ')}, which the dataset lacks`
          : `Natural Earth's unit “${name}” (${g.id === undefined ? 'no ISO numeric code' : `ISO numeric ${g.id}, which no record has`}) joins no record: add a rule to data/shape-units.json`,
      );
      continue;
    }
    const part = { naturalEarth: name, rule: { reason: rule.reason, source: rule.source } };
    if (records.length === 1) add(records[0]!, g, part);
    else for (const polygon of polygonsOf(g)) add(byCca2.get(nearestRecord(topology, polygon, rule))!, polygon, part);
  }
  if (problems.length) throw new Error(`Country shapes: ${problems.join('; ')}.`);
  return joined;
}
