import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { feature } from 'topojson-client';
import { worldTopology } from './atlas.ts';
import { locatorDrawing } from './locator-drawing.ts';
import { pathPoints } from './path-points.ts';
import { locatorBox, worldFrame, type Box } from './projection.ts';

const frame = worldFrame();
const at = (lng: number, lat: number) => frame.projection([lng, lat]) as [number, number];
// Around Belize, and the whole world (Antarctica's locator).
const belize = locatorBox(null, at(-88.5, 17.2), frame);
const whole: Box = { x: 0, y: 0, width: frame.width, height: frame.height };
const gz = (d: string) => gzipSync(d).length;

describe('locatorDrawing', () => {
  const drawing = locatorDrawing(worldTopology(), frame, belize);

  it.each(['sphere', 'land', 'borders'] as const)('draws %s only inside the framed box (a pixel of margin)', (layer) => {
    const points = pathPoints(drawing[layer]).flat();
    expect(points.length).toBeGreaterThanOrEqual(4);
    const outside = points.filter(
      ([x, y]) => x < belize.x - 1.05 || y < belize.y - 1.05 || x > belize.x + belize.width + 1.05 || y > belize.y + belize.height + 1.05,
    );
    expect(outside).toEqual([]);
  });

  it('draws the land inside the box as the whole world’s drawing does: Mexico City, in the box, is on land', () => {
    const land = feature(worldTopology(), worldTopology().objects.land);
    const [x, y] = at(-99.1, 19.4);
    expect(x > belize.x && x < belize.x + belize.width && y > belize.y && y < belize.y + belize.height).toBe(true);
    // The clipped land ring around that point exists: some land point lies within 15 px of it.
    const near = pathPoints(drawing.land)
      .flat()
      .some(([px, py]) => Math.hypot(px - x, py - y) < 15);
    expect(near).toBe(true);
    expect(frame.path(land).length).toBeGreaterThan(drawing.land.length);
  });

  it('weighs a small part of the whole world’s drawing for a country’s region', () => {
    const world = locatorDrawing(worldTopology(), frame, whole);
    const size = (d: typeof drawing) => gz(d.sphere + d.land + d.borders);
    expect(size(drawing)).toBeLessThan(size(world) / 4);
    expect(size(world)).toBeGreaterThan(15_000);
  });
});
