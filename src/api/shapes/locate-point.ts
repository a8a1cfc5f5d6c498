/**
 * @module
 * Which country a point is in, from the 1:50m shapes: the shapes whose bounding box holds the
 * point are tested (a few of 246), and where none holds it, the nearest shape within
 * {@link COAST_TOLERANCE_KM} is taken, since Natural Earth's generalised coastline leaves out
 * harbours and beaches (Copenhagen's and Lisbon's coordinates lie just off their 1:50m coasts).
 */
import type { BBox, MultiPolygon } from 'geojson';
import { contains, inBbox } from './planar.ts';

/** How far off a shape's 1:50m outline a point still counts as that country's coast. */
export const COAST_TOLERANCE_KM = 15;
const KM_PER_DEGREE = 111.195; // the mean Earth radius's degree, 6371.0088 km × π / 180

export interface Locatable {
  readonly code: string;
  readonly bbox: BBox;
  readonly geometry: MultiPolygon;
}

export interface Location {
  readonly code: string;
  /** 0 inside the shape; otherwise how far off its outline the point is, in km (at most the tolerance). */
  readonly distanceKm: number;
}

/** The distance in km from a point to a segment, on the plane tangent at the point (exact enough within the tolerance). */
function segmentKm(lng: number, lat: number, a: readonly number[], b: readonly number[], cosLat: number): number {
  const wrap = (d: number) => (d > 180 ? d - 360 : d < -180 ? d + 360 : d);
  // b is placed from a, not from the point: a segment on the far side of the globe must not wrap around it.
  const aLng = wrap(a[0]! - lng);
  const [ax, ay] = [aLng * cosLat, a[1]! - lat];
  const [bx, by] = [(aLng + wrap(b[0]! - a[0]!)) * cosLat, b[1]! - lat];
  const [dx, dy] = [bx - ax, by - ay];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
  return Math.hypot(ax + t * dx, ay + t * dy) * KM_PER_DEGREE;
}

/** The distance in km from a point to a shape's outline. */
export function distanceToOutlineKm(geometry: MultiPolygon, lng: number, lat: number): number {
  const cosLat = Math.cos((lat * Math.PI) / 180);
  let best = Infinity;
  for (const polygon of geometry.coordinates)
    for (const ring of polygon) for (let i = 1; i < ring.length; i++) best = Math.min(best, segmentKm(lng, lat, ring[i - 1]!, ring[i]!, cosLat));
  return best;
}

/** The bounding box grown by a distance (in latitude, and in longitude at the box's widest). */
function grown([west, south, east, north]: BBox, km: number): BBox {
  const dLat = km / KM_PER_DEGREE;
  const cos = Math.max(0.01, Math.min(Math.cos((south * Math.PI) / 180), Math.cos((north * Math.PI) / 180)));
  const dLng = Math.min(180, dLat / cos);
  return [west - dLng, south - dLat, east + dLng, north + dLat];
}

/** The shape holding the point, else the nearest within the tolerance, else undefined (at sea). */
export function locatePoint(shapes: readonly Locatable[], lat: number, lng: number, toleranceKm = COAST_TOLERANCE_KM): Location | undefined {
  for (const s of shapes) if (inBbox(s.bbox, lng, lat) && contains(s.geometry, lng, lat)) return { code: s.code, distanceKm: 0 };
  let nearest: Location | undefined;
  for (const s of shapes) {
    const box = grown(s.bbox, toleranceKm);
    const inGrown = box[0] > box[2] ? inBbox(box, lng, lat) : inBbox(box, lng, lat) || inBbox(box, lng + 360, lat) || inBbox(box, lng - 360, lat);
    if (!inGrown) continue;
    const km = distanceToOutlineKm(s.geometry, lng, lat);
    if (km <= toleranceKm && (!nearest || km < nearest.distanceKm)) nearest = { code: s.code, distanceKm: km };
  }
  return nearest;
}
