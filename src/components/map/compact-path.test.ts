import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compactPath } from './compact-path.ts';
import { pathPoints as points } from './path-points.ts';
import { geoPath } from 'd3-geo';
import { worldFrame } from './projection.ts';
import { allFeatures, worldTopology } from './atlas.ts';

describe('compactPath', () => {
  it.each([
    ['M10,20L12.5,20.9Z', 'M10 20l2.5.9z'],
    ['M1,1L0.5,0.7L0.5,0.7Z', 'M1 1l-.5-.3 0 0z'],
    ['M0,0L3,4ZM10,10L10,11Z', 'M0 0l3 4zM10 10l0 1z'],
  ])('writes %s as %s', (input, expected) => {
    expect(compactPath(input)).toBe(expected);
  });

  it('draws exactly the points of the input', () => {
    const coordinate = fc.integer({ min: -20000, max: 20000 }).map((t) => t / 10);
    const ring = fc.array(fc.tuple(coordinate, coordinate), { minLength: 2, maxLength: 12 });
    fc.assert(
      fc.property(fc.array(ring, { minLength: 1, maxLength: 4 }), (rings) => {
        const d = rings
          .map(
            (r) =>
              `M${r[0]![0]},${r[0]![1]}` +
              r
                .slice(1)
                .map(([px, py]) => `L${px},${py}`)
                .join('') +
              'Z',
          )
          .join('');
        expect(points(compactPath(d))).toEqual(points(d));
      }),
    );
  });

  it('keeps every point of the real world map while halving its size at least by a third', () => {
    const frame = worldFrame();
    const d = geoPath(frame.projection).digits(1)({ type: 'FeatureCollection', features: allFeatures(worldTopology()) })!;
    const compact = compactPath(d);
    expect(points(compact)).toEqual(points(d));
    expect(compact.length).toBeLessThan(d.length * 0.67);
  });

  it('refuses commands it does not translate', () => {
    expect(() => compactPath('M0,0C1,1,2,2,3,3')).toThrow(/unsupported command C/);
  });
});
