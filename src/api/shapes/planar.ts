/**
 * @module
 * Plane geometry on longitude and latitude, as Natural Earth draws its shapes (a border between
 * two points is the straight line of the plate carrée, so the 49th parallel stays a parallel):
 * the signed area of a ring, RFC 7946's winding, bounding boxes across the antimeridian, and
 * whether a point is inside. Pure, and independent of d3-geo, whose spherical rings wind the
 * other way.
 */
import type { BBox, MultiPolygon, Position } from 'geojson';

/** The signed area of a closed ring in square degrees (the shoelace formula): positive when it runs counterclockwise. */
export function signedArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) sum += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  return sum / 2;
}

/** Rounds a coordinate to `digits` decimals (world-atlas's grid is 0.0017–0.0036°: four decimals lose nothing of it). */
const rounded = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * The polygons wound as RFC 7946 asks (§3.1.6, the right-hand rule): each exterior ring
 * counterclockwise, each hole clockwise, coordinates rounded to `digits` decimals.
 */
export function rewoundForRfc7946(geometry: MultiPolygon, digits = 4): MultiPolygon {
  const coordinates = geometry.coordinates.map((polygon) =>
    polygon.map((ring, i) => {
      const points = ring.map(([lng, lat]) => [rounded(lng!, digits), rounded(lat!, digits)]);
      const counterclockwise = signedArea(points) > 0;
      return counterclockwise === (i === 0) ? points : points.reverse();
    }),
  );
  return { type: 'MultiPolygon', coordinates };
}

/** The west–east extent of each polygon (Natural Earth cuts its polygons at the antimeridian, so none wraps). */
const lngRanges = (geometry: MultiPolygon): [number, number][] =>
  geometry.coordinates.map((polygon) => {
    const lngs = polygon[0]!.map((p) => p[0]!);
    return [Math.min(...lngs), Math.max(...lngs)];
  });

/**
 * The bounding box RFC 7946 (§5) gives a shape: `[west, south, east, north]`, where the west
 * edge is east of the east one when the shape crosses the antimeridian (Fiji: `[177.3, …, -179.8, …]`):
 * the narrowest band of longitudes holding every polygon, found as the widest gap between them.
 */
export function bboxOf(geometry: MultiPolygon): BBox {
  const lats = geometry.coordinates.flatMap((polygon) => polygon[0]!.map((p) => p[1]!));
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const ranges = lngRanges(geometry).sort((a, b) => a[0] - b[0]);
  // Merge overlapping ranges, then find the widest gap, the one across ±180 included.
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  let west = merged[0]![0];
  let east = merged.at(-1)![1];
  let widest = west + 360 - east;
  for (let i = 1; i < merged.length; i++) {
    const gap = merged[i]![0] - merged[i - 1]![1];
    if (gap > widest) [widest, west, east] = [gap, merged[i]![0], merged[i - 1]![1]];
  }
  return [west, south, east, north];
}

/** Whether a point lies inside a ring (even–odd crossings of a ray towards the east). */
function inRing(lng: number, lat: number, ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether a point lies inside a shape: inside an exterior ring and none of its holes. */
export function contains(geometry: MultiPolygon, lng: number, lat: number): boolean {
  return geometry.coordinates.some((polygon) => inRing(lng, lat, polygon[0]!) && !polygon.slice(1).some((hole) => inRing(lng, lat, hole)));
}

/** Whether a point lies within a bounding box of {@link bboxOf}, across the antimeridian too. */
export function inBbox([west, south, east, north]: BBox, lng: number, lat: number): boolean {
  if (lat < south || lat > north) return false;
  return west <= east ? lng >= west && lng <= east : lng >= west || lng <= east;
}
