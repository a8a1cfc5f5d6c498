/**
 * @module
 * Shapes cut at the antimeridian, as RFC 7946 (§3.1.9) asks: world-atlas's rings are d3-geo's,
 * on the sphere, so Fiji's or Chukotka's run on across 180° and Antarctica's circles the pole.
 * d3-geo's own clipping cuts them (the plate carrée, one degree a unit, with no resampling), and
 * its rings are put back together as polygons: each hole in the outer ring around it.
 */
import { geoEquirectangular, geoStream } from 'd3-geo';
import type { MultiPolygon, Position } from 'geojson';
import { contains, signedArea } from './planar.ts';

/** Longitude and latitude as they are: x the longitude, y the latitude turned upside down (undone below). */
const plateCarree = geoEquirectangular()
  .scale(180 / Math.PI)
  .translate([0, 0])
  .precision(0);

/** The rings d3-geo's clipping gives for a shape, closed, in longitude and latitude. */
function clippedRings(geometry: MultiPolygon): Position[][] {
  const rings: Position[][] = [];
  let ring: Position[] = [];
  const sink = {
    point: (x: number, y: number) => void ring.push([x, -y]),
    lineStart: () => void (ring = []),
    lineEnd: () => {
      if (ring.length < 3) return;
      const [first, last] = [ring[0]!, ring.at(-1)!];
      if (first[0] !== last[0] || first[1] !== last[1]) ring.push([...first]);
      rings.push(ring);
    },
    polygonStart: () => {},
    polygonEnd: () => {},
    sphere: () => {},
  };
  geoStream(geometry, plateCarree.stream(sink));
  return rings;
}

/**
 * The shape with no ring crossing the antimeridian: its polygons cut at ±180°, a ring around a
 * pole closed along it. Outer rings and holes are told apart by their winding as d3-geo leaves
 * it (outer rings clockwise on the plane, as on its sphere).
 */
export function cutAtAntimeridian(geometry: MultiPolygon): MultiPolygon {
  const rings = clippedRings(geometry).filter((r) => signedArea(r) !== 0);
  const outer = rings.filter((r) => signedArea(r) < 0);
  const holes = rings.filter((r) => signedArea(r) > 0);
  const polygons = outer.map((r) => [r]);
  for (const hole of holes) {
    const [lng, lat] = hole[0] as [number, number];
    const around = polygons
      .filter((p) => contains({ type: 'MultiPolygon', coordinates: [[p[0]!]] }, lng, lat))
      .sort((a, b) => -signedArea(a[0]!) - -signedArea(b[0]!))[0];
    if (around) around.push(hole);
  }
  return { type: 'MultiPolygon', coordinates: polygons };
}
