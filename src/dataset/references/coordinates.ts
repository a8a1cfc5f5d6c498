/**
 * @module
 * Coordinates as the reference tests compare them: the Factbook's "52 31 N, 13 24 E" read as
 * decimal degrees, and the great-circle distance between two points.
 */
import { geoDistance } from 'd3-geo';

/** The Factbook's "geographic coordinates" (degrees and minutes) as `[lat, lng]`, or undefined. */
export function factbookDegrees(text: string): [number, number] | undefined {
  const m = /^(\d+) (\d+) ([NS]), (\d+) (\d+) ([EW])/.exec(text);
  if (!m) return undefined;
  const lat = (Number(m[1]) + Number(m[2]) / 60) * (m[3] === 'S' ? -1 : 1);
  const lng = (Number(m[4]) + Number(m[5]) / 60) * (m[6] === 'W' ? -1 : 1);
  return [lat, lng];
}

/** Kilometres between two `[lat, lng]` points, on a sphere of the Earth's mean radius. */
export const kmBetween = ([a, b]: readonly [number, number], [c, d]: readonly [number, number]): number => geoDistance([b, a], [d, c]) * 6371.0088;

/** Of a record's capitals, the one the Factbook names first (its coordinates are that one's), else the first. */
export function capitalTheFactbookLocates<C extends { name: string }>(factbookName: string, capitals: readonly C[]): C | undefined {
  const at = (cap: C) => factbookName.toLowerCase().indexOf(cap.name.toLowerCase().split(/[ ,]/)[0]!);
  return capitals.filter((cap) => at(cap) !== -1).sort((a, b) => at(a) - at(b))[0] ?? capitals[0];
}
