import { describe, expect, it } from 'vitest';
import type { MultiPolygon } from 'geojson';
import { distanceToOutlineKm, locatePoint } from './locate-point.ts';
import { bboxOf } from './planar.ts';

const box = (west: number, south: number, east: number, north: number): MultiPolygon => ({
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  ],
});
const shape = (code: string, geometry: MultiPolygon) => ({ code, geometry, bbox: bboxOf(geometry) });

describe('locating a point', () => {
  it('measures the distance to an outline in km (a degree of latitude is 111 km)', () => {
    expect(distanceToOutlineKm(box(0, 0, 1, 1), 0.5, 2)).toBeCloseTo(111.2, 0);
    // A degree of longitude at 60° is half as long.
    expect(distanceToOutlineKm(box(0, 59, 1, 61), 2, 60)).toBeCloseTo(55.6, 0);
  });

  it('does not take a segment on the far side of the globe, across the antimeridian, for one through the point', () => {
    // Alaska's coast at 162° W runs from 161.9° W to 162.1° W: Stockholm (18° E) is 180° away, not beside it.
    expect(distanceToOutlineKm(box(-162.1, 59, -161.9, 60), 18.05, 59.33)).toBeGreaterThan(5000);
  });

  it('answers the shape holding the point, with a distance of 0', () => {
    expect(locatePoint([shape('A', box(0, 0, 1, 1)), shape('B', box(2, 0, 3, 1))], 0.5, 2.5)).toEqual({ code: 'B', distanceKm: 0 });
  });

  it('answers the nearest shape within the tolerance for a point just off its coast, and nothing further out', () => {
    const shapes = [shape('A', box(0, 0, 1, 1)), shape('B', box(1.2, 0, 3, 1))];
    const nearA = locatePoint(shapes, 0.5, 1.05);
    expect(nearA?.code).toBe('A');
    expect(nearA!.distanceKm).toBeCloseTo(5.6, 0);
    expect(locatePoint(shapes, 0.5, 1.05, 5)).toBeUndefined();
    expect(locatePoint(shapes, 10, 10)).toBeUndefined();
  });

  it('finds a point in a shape across the antimeridian on either side of it', () => {
    const fiji = shape('FJ', { type: 'MultiPolygon', coordinates: [...box(177, -19, 180, -16).coordinates, ...box(-180, -19, -179, -16).coordinates] });
    expect(locatePoint([fiji], -17, 178)?.code).toBe('FJ');
    expect(locatePoint([fiji], -17, -179.5)?.code).toBe('FJ');
    expect(locatePoint([fiji], -17, -178.95)?.distanceKm).toBeCloseTo(5.3, 0);
    expect(locatePoint([fiji], -17, 0)).toBeUndefined();
  });
});
