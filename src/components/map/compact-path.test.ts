import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { geoPath } from 'd3-geo';
import { CompactPath } from './compact-path.ts';
import { pathPoints as points } from './path-points.ts';
import { worldFrame } from './projection.ts';
import { allFeatures, worldTopology } from './atlas.ts';

type Ring = [number, number][];

/** Rings drawn on a CompactPath the way d3-geo draws a polygon: a move, lines, a close. */
function drawn(rings: readonly Ring[]): string {
  const path = new CompactPath();
  for (const [first, ...rest] of rings) {
    path.moveTo(...first!);
    for (const point of rest) path.lineTo(...point);
    path.closePath();
  }
  return String(path);
}

describe('CompactPath', () => {
  it.each<[Ring[], string]>([
    [
      [
        [
          [10, 20],
          [12.5, 20.9],
        ],
      ],
      'M10 20l2.5.9z',
    ],
    [
      [
        [
          [1, 1],
          [0.5, 0.7],
          [0.5, 0.7],
        ],
      ],
      'M1 1l-.5-.3 0 0z',
    ],
    [
      [
        [
          [0, 0],
          [3, 4],
        ],
        [
          [10, 10],
          [10, 11],
        ],
      ],
      'M0 0l3 4zM10 10l0 1z',
    ],
    [
      [
        [
          [-0.5, 0.25],
          [0.04, -1.35],
        ],
      ],
      'M-.5.3l.5-1.6z',
    ],
  ])('draws %j as %s', (rings, expected) => {
    expect(drawn(rings)).toBe(expected);
  });

  it('draws exactly the points it is given, to a tenth', () => {
    const coordinate = fc.integer({ min: -20000, max: 20000 }).map((t) => t / 10);
    const ring = fc.array(fc.tuple(coordinate, coordinate), { minLength: 2, maxLength: 12 });
    fc.assert(
      fc.property(fc.array(ring, { minLength: 1, maxLength: 4 }), (rings) => {
        expect(points(drawn(rings))).toEqual(rings.map((r) => r.map(([x, y]) => [x + 0, y + 0])));
      }),
    );
  });

  it("draws every point of d3-geo's own path data of the real world map, in at most two thirds of its size", () => {
    const frame = worldFrame();
    const world = { type: 'FeatureCollection', features: allFeatures(worldTopology()) } as const;
    const d = geoPath(frame.projection).digits(1)(world)!;
    const compact = frame.path(world);
    expect(points(compact)).toEqual(points(d));
    expect(compact.split('z').length).toBe(d.split('Z').length);
    expect(compact.length).toBeLessThan(d.length * 0.67);
  });

  it('refuses to draw points, which it has no form for', () => {
    expect(() => worldFrame().path({ type: 'Point', coordinates: [0, 0] })).toThrow(/draws no points/);
  });
});
