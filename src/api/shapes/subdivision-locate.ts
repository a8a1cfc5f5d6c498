/**
 * @module
 * Which state or province a point of a located country is in, for the countries the dataset has
 * Natural Earth's first-level units of (Australia, Brazil, Canada, the United States): the unit
 * holding the point, else the country's nearest (a point on the coast within the country's
 * tolerance, or in a lake that Natural Earth's states leave out and its countries do not). The
 * units are decoded from their TopoJSON on first use per dataset, then kept.
 */
import { feature } from 'topojson-client';
import type { MultiPolygon, Polygon } from 'geojson';
import type { SubdivisionShapeSet, SubdivisionShapeUnit } from '../../dataset/subdivision-shape-schema.ts';
import { bboxOf } from './planar.ts';
import { cutAtAntimeridian } from './antimeridian.ts';
import { locatePoint, type Locatable } from './locate-point.ts';

export interface SubdivisionLocation {
  readonly unit: SubdivisionShapeUnit;
  /** 0 inside the unit's 1:50m outline; otherwise how far off it, in km. */
  readonly distanceKm: number;
}

const decoded = new WeakMap<SubdivisionShapeSet, ReadonlyMap<string, readonly Locatable[]>>();

function unitsByCountry(set: SubdivisionShapeSet): ReadonlyMap<string, readonly Locatable[]> {
  let byCountry = decoded.get(set);
  if (byCountry) return byCountry;
  const topology = { type: 'Topology', transform: set.transform, arcs: set.arcs, objects: {} } as never;
  const units = new Map<string, Locatable[]>();
  set.units.forEach((unit, index) => {
    const { geometry } = feature(topology, { type: unit.type, arcs: unit.arcs } as never) as unknown as { geometry: Polygon | MultiPolygon };
    const multi: MultiPolygon = cutAtAntimeridian(geometry.type === 'Polygon' ? { type: 'MultiPolygon', coordinates: [geometry.coordinates] } : geometry);
    units.set(unit.country, [...(units.get(unit.country) ?? []), { code: String(index), bbox: bboxOf(multi), geometry: multi }]);
  });
  decoded.set(set, (byCountry = units));
  return byCountry;
}

/** The unit of `country` holding the point, else its nearest; undefined for a country the set has no units of. */
export function locateSubdivision(set: SubdivisionShapeSet, country: string, lat: number, lng: number): SubdivisionLocation | undefined {
  if (!set.countries.includes(country)) return undefined;
  const found = locatePoint(unitsByCountry(set).get(country) ?? [], lat, lng, Infinity);
  return found && { unit: set.units[Number(found.code)]!, distanceKm: found.distanceKm };
}
