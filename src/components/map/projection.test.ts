import { describe, expect, it } from 'vitest';
import { geoEqualEarth, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import { allFeatures, internalBorders, worldTopology } from './atlas.ts';
import { pathPoints } from './path-points.ts';
import { FRAMES, LOCATOR_DEFAULTS, bestFrame, locatorBox, viewBoxOf, worldFrame, type Bounds, type Box } from './projection.ts';

const frame = worldFrame();
const world = { width: frame.width, height: frame.height };
const inside = (b: Box) => b.x >= 0 && b.y >= 0 && b.x + b.width <= world.width + 1e-9 && b.y + b.height <= world.height + 1e-9;
const contains = (b: Box, [[x0, y0], [x1, y1]]: Bounds) => b.x <= x0 && b.y <= y0 && b.x + b.width >= x1 && b.y + b.height >= y1;

describe('worldFrame', () => {
  it('has the 2.05 : 1 proportions of the Equal Earth projection', () => {
    expect(frame.width / frame.height).toBeGreaterThan(2.0);
    expect(frame.width / frame.height).toBeLessThan(2.1);
  });

  it('puts the north-west to the top left: Reykjavík is left of and above Cape Town', () => {
    const [rx, ry] = frame.projection([-21.9, 64.1])!;
    const [cx, cy] = frame.projection([18.4, -33.9])!;
    expect(rx).toBeLessThan(cx);
    expect(ry).toBeLessThan(cy);
  });

  it('puts Berlin inside the box of a polygon drawn around Germany', () => {
    const germany = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [5.9, 47.3],
          [5.9, 55.1],
          [15.0, 55.1],
          [15.0, 47.3],
          [5.9, 47.3],
        ],
      ],
    };
    const [[x0, y0], [x1, y1]] = frame.bounds(germany)!;
    const [bx, by] = frame.projection([13.4, 52.5])!;
    expect(bx).toBeGreaterThan(x0);
    expect(bx).toBeLessThan(x1);
    expect(by).toBeGreaterThan(y0);
    expect(by).toBeLessThan(y1);
  });
});

describe('WorldFrame.clippedPath', () => {
  /** What path data draws: its rings' points, and how many of them are closed. */
  const drawing = (d: string) => ({ rings: pathPoints(d), closed: d.match(/z/gi)?.length ?? 0 });
  // d3-geo's own way: the same projection with the box (and its pixel of margin) as its clip extent.
  const byClipExtent = (centre: number, object: GeoPermissibleObjects, b: Box) =>
    drawing(
      geoPath(
        geoEqualEarth()
          .rotate([centre, 0])
          .fitWidth(960, { type: 'Sphere' })
          .clipExtent([
            [b.x - 1, b.y - 1],
            [b.x + b.width + 1, b.y + b.height + 1],
          ]),
      ).digits(1)(object) ?? '',
    );
  const topology = worldTopology();
  const objects: Record<string, GeoPermissibleObjects> = {
    sphere: { type: 'Sphere' },
    land: feature(topology, topology.objects.land),
    borders: internalBorders(topology),
    fiji: allFeatures(topology).find((f) => f.properties.name === 'Fiji')!,
  };
  const boxes: Box[] = [
    { x: 0, y: 0, width: 960, height: 468 },
    { x: 180.5, y: 140.25, width: 320, height: 160 },
    { x: 700, y: 250, width: 260, height: 130 },
    { x: 0, y: 300, width: 400, height: 168 },
  ];

  it.each(Object.keys(objects))('draws %s in every box and frame exactly as the projection clipped to that box does', (name) => {
    for (const [frameName, centre] of Object.entries(FRAMES)) {
      const f = worldFrame(960, centre);
      for (const b of boxes)
        expect(drawing(f.clippedPath(objects[name]!, b)), `${frameName} ${JSON.stringify(b)}`).toEqual(byClipExtent(centre, objects[name]!, b));
    }
  });
});

describe('locatorBox', () => {
  it.each<[string, Bounds]>([
    [
      'a mid-size country',
      [
        [480, 60],
        [520, 80],
      ],
    ],
    [
      'a country at the right edge',
      [
        [900, 350],
        [950, 390],
      ],
    ],
    [
      'a tall country',
      [
        [300, 250],
        [340, 420],
      ],
    ],
  ])('frames %s whole, inside the map, at the locator aspect ratio', (_, bounds) => {
    const box = locatorBox(bounds, [0, 0], world);
    expect(contains(box, bounds)).toBe(true);
    expect(inside(box)).toBe(true);
    expect(box.width / box.height).toBeCloseTo(LOCATOR_DEFAULTS.aspect, 6);
  });

  it('gives a country without a polygon the smallest box, around its point', () => {
    const box = locatorBox(null, [500, 200], world);
    expect(box.width).toBeCloseTo(world.width * LOCATOR_DEFAULTS.minFraction, 6);
    expect(box.x + box.width / 2).toBeCloseTo(500, 6);
    expect(box.y + box.height / 2).toBeCloseTo(200, 6);
  });

  it('shows the whole world for a country spanning most of it', () => {
    expect(
      locatorBox(
        [
          [10, 100],
          [950, 120],
        ],
        [0, 0],
        world,
      ),
    ).toEqual({ x: 0, y: 0, width: world.width, height: world.height });
  });

  it('writes a viewBox to one decimal', () => {
    expect(viewBoxOf({ x: 1.234, y: 0, width: 320.05, height: 160 })).toBe('1.2 0 320.1 160');
  });
});

describe('bestFrame', () => {
  const frames = { atlantic: worldFrame(960, FRAMES.atlantic), pacific: worldFrame(960, FRAMES.pacific) };
  // Rings run clockwise (north along the west side first), as d3-geo reads an outer ring: the
  // other way round is the rest of the globe.
  const box = (west: number, south: number, east: number, north: number) => [
    [
      [west, south],
      [west, north],
      [east, north],
      [east, south],
      [west, south],
    ],
  ];
  // Fiji's islands straddle the antimeridian (177°E to 178°W).
  const fiji = { type: 'MultiPolygon' as const, coordinates: [box(177, -18, 179.9, -16), box(-179.9, -18, -178, -16)] };
  const newZealand = { type: 'Polygon' as const, coordinates: box(166, -47, 179, -34) };
  const germany = { type: 'Polygon' as const, coordinates: box(5.9, 47.3, 15, 55.1) };

  it('keeps a country cut by the antimeridian whole, on the map centred on the Pacific', () => {
    expect(bestFrame(frames, fiji, [178, -17])).toBe('pacific');
  });

  it('puts a Pacific point (Kiribati, 173°E) and New Zealand (174°E) in the Pacific frame, away from the edge', () => {
    expect(bestFrame(frames, undefined, [173, 1.4])).toBe('pacific');
    expect(bestFrame(frames, newZealand, [174, -41])).toBe('pacific');
  });

  it('keeps Europe and Africa on the map centred on Greenwich', () => {
    expect(bestFrame(frames, germany, [9, 51])).toBe('atlantic');
    expect(bestFrame(frames, undefined, [18.4, -33.9])).toBe('atlantic');
  });
});
