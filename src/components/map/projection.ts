/**
 * @module
 * One world projection for every map of the site (Equal Earth: areas stay comparable, which
 * matters on a density map), and the framing of the country locator.
 */
import { geoClipRectangle, geoEqualEarth, geoPath, geoStream, type GeoPermissibleObjects, type GeoProjection, type GeoStream } from 'd3-geo';
import { CompactPath } from './compact-path.ts';

export const MAP_WIDTH = 960;

export interface WorldFrame {
  projection: GeoProjection;
  width: number;
  height: number;
  /** Compact SVG path data of an object, to a tenth of a map pixel (plenty at any zoom the locator uses). */
  path(object: GeoPermissibleObjects): string;
  /** Projected bounding box of an object, or null for an empty one. */
  bounds(object: GeoPermissibleObjects): Bounds | null;
  /** The same path data as `path`, cut at the edges of `box` (what lies outside is not written). */
  clippedPath(object: GeoPermissibleObjects, box: Box): string;
}

export type Bounds = [[number, number], [number, number]];

/**
 * The world centred on Greenwich, or on the Pacific (cut through the Atlantic instead), where
 * Fiji, Kiribati, New Zealand or Russia's far east lie in one piece near the middle.
 */
export const FRAMES = { atlantic: 0, pacific: -170 } as const;
export type FrameName = keyof typeof FRAMES;

export function worldFrame(width = MAP_WIDTH, centreLongitude = 0): WorldFrame {
  const projection = geoEqualEarth().rotate([centreLongitude, 0]).fitWidth(width, { type: 'Sphere' });
  const generator = geoPath(projection);
  const sphere = generator.bounds({ type: 'Sphere' });
  const projected = new WeakMap<object, ProjectedStream>();
  return {
    projection,
    width,
    height: Math.ceil(sphere[1][1]),
    path: (object) => draw(projection, object),
    bounds(object) {
      const b = generator.bounds(object);
      return b.every((p) => p.every(Number.isFinite)) ? b : null;
    },
    clippedPath(object, box) {
      // The projection's clip extent is its last step, on projected points: the object is
      // projected (rotated, cut at the antimeridian, resampled) once, and each box only cuts that.
      let stream = projected.get(object);
      if (!stream) projected.set(object, (stream = recordProjected(projection, object)));
      // A pixel beyond the box, so no clipped edge shows inside it.
      const extent = [box.x - 1, box.y - 1, box.x + box.width + 1, box.y + box.height + 1] as const;
      const clip = geoClipRectangle(...extent);
      const replayed = stream;
      // A projection whose stream draws the recorded one through the clip, whatever it is given.
      return draw({ stream: (out: GeoStream) => ({ ...IGNORED, sphere: () => replayStream(replayed, clip(out), extent) }) }, { type: 'Sphere' });
    },
  };
}

/** An object's compact path data (compact-path.ts) through a projection. */
function draw(projection: GeoProjection | { stream: GeoProjection['stream'] }, object: GeoPermissibleObjects): string {
  const context = new CompactPath();
  geoPath(projection, context)(object);
  return String(context);
}

/**
 * The events a projection's stream passes to its clip extent, in order: the projected points and
 * the lines and polygons they make; and its pieces (each polygon, each line outside a polygon)
 * with their bounding boxes, so that a box skips the pieces that lie wholly outside it. Such a
 * piece adds nothing to the clipped drawing (a polygon outside the box cannot contain it), and
 * most of the world lies outside any one locator's box.
 */
interface ProjectedStream {
  events: Uint8Array;
  coordinates: Float64Array;
  /** Per piece: its first event, the event after its last, its first coordinate, then x0, y0, x1, y1. */
  pieces: Float64Array;
}

const POINT = 0;
const LINE_START = 1;
const LINE_END = 2;
const POLYGON_START = 3;
const POLYGON_END = 4;
const IGNORED: GeoStream = { point() {}, lineStart() {}, lineEnd() {}, polygonStart() {}, polygonEnd() {}, sphere() {} };
const PIECE = 7;

function recordProjected(projection: GeoProjection, object: GeoPermissibleObjects): ProjectedStream {
  const events: number[] = [];
  const coordinates: number[] = [];
  const pieces: number[] = [];
  let inPolygon = false;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  const begin = () => {
    pieces.push(events.length, 0, coordinates.length);
    [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  };
  const end = () => {
    pieces[pieces.length - 2] = events.length;
    pieces.push(x0, y0, x1, y1);
  };
  geoStream(
    object,
    projection.stream({
      point(x, y) {
        events.push(POINT);
        coordinates.push(x, y);
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x);
        y1 = Math.max(y1, y);
      },
      lineStart: () => {
        if (!inPolygon) begin();
        events.push(LINE_START);
      },
      lineEnd: () => {
        events.push(LINE_END);
        if (!inPolygon) end();
      },
      polygonStart: () => {
        inPolygon = true;
        begin();
        events.push(POLYGON_START);
      },
      polygonEnd: () => {
        events.push(POLYGON_END);
        inPolygon = false;
        end();
      },
      sphere: () => {
        // The projection's own clip turns the sphere into its outline before projecting it.
        throw new Error('A projected stream has no sphere left in it.');
      },
    }),
  );
  return { events: Uint8Array.from(events), coordinates: Float64Array.from(coordinates), pieces: Float64Array.from(pieces) };
}

/** Replays the pieces that reach into the rectangle [x0, y0]–[x1, y1]. */
function replayStream({ events, coordinates, pieces }: ProjectedStream, stream: GeoStream, [x0, y0, x1, y1]: readonly number[]): void {
  for (let p = 0; p < pieces.length; p += PIECE) {
    if (pieces[p + 3]! > x1! || pieces[p + 4]! > y1! || pieces[p + 5]! < x0! || pieces[p + 6]! < y0!) continue;
    let c = pieces[p + 2]!;
    for (let e = pieces[p]!; e < pieces[p + 1]!; e++) {
      const event = events[e];
      if (event === POINT) {
        stream.point(coordinates[c]!, coordinates[c + 1]!);
        c += 2;
      } else if (event === LINE_START) stream.lineStart();
      else if (event === LINE_END) stream.lineEnd();
      else if (event === POLYGON_START) stream.polygonStart();
      else stream.polygonEnd();
    }
  }
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LocatorOptions {
  /** Width over height of the box. */
  aspect: number;
  /** Smallest box, as a fraction of the world's width, so small countries keep their context. */
  minFraction: number;
  /** Margin around the country, as a fraction of its size. */
  padding: number;
  /** Past this fraction of the world's width, the whole world is shown instead. */
  wholeWorldFraction: number;
}

export const LOCATOR_DEFAULTS: LocatorOptions = { aspect: 2, minFraction: 1 / 3, padding: 0.3, wholeWorldFraction: 0.7 };

/**
 * The part of the world map a locator shows: the country's box (or its point, when it has
 * no polygon) with a margin, widened to the aspect ratio and the minimum size, moved inside
 * the map. A country spanning most of the map (Russia, or one crossing the antimeridian) gets the whole world.
 */
export function locatorBox(
  target: Bounds | null,
  point: [number, number],
  world: { width: number; height: number },
  options: LocatorOptions = LOCATOR_DEFAULTS,
): Box {
  const whole: Box = { x: 0, y: 0, width: world.width, height: world.height };
  const [[x0, y0], [x1, y1]] = target ?? [point, point];
  let width = Math.max((x1 - x0) * (1 + 2 * options.padding), world.width * options.minFraction);
  const height = Math.max((y1 - y0) * (1 + 2 * options.padding), width / options.aspect);
  width = Math.max(width, height * options.aspect);
  if (width > world.width * options.wholeWorldFraction || height > world.height) return whole;
  const clamp = (v: number, size: number, limit: number) => Math.min(Math.max(v, 0), limit - size);
  return { x: clamp((x0 + x1) / 2 - width / 2, width, world.width), y: clamp((y0 + y1) / 2 - height / 2, height, world.height), width, height };
}

export const viewBoxOf = (b: Box): string => [b.x, b.y, b.width, b.height].map((v) => Math.round(v * 10) / 10).join(' ');

/**
 * Which of the frames shows a country best: among those that do not cut its shape in two (a
 * cut shape's box spans the whole map, so it is far wider there than in a frame that keeps it
 * whole), the one where it lies nearest the middle, away from the distorted edges.
 */
export function bestFrame<F extends string>(frames: Readonly<Record<F, WorldFrame>>, shape: GeoPermissibleObjects | undefined, lngLat: [number, number]): F {
  const names = Object.keys(frames) as F[];
  const placed = names.map((name) => {
    const frame = frames[name];
    const bounds = shape ? frame.bounds(shape) : null;
    const [x0, x1] = bounds ? [bounds[0][0], bounds[1][0]] : [frame.projection(lngLat)?.[0] ?? 0, frame.projection(lngLat)?.[0] ?? 0];
    return { name, width: x1 - x0, offCentre: Math.abs((x0 + x1) / 2 - frame.width / 2) };
  });
  const narrowest = Math.min(...placed.map((p) => p.width));
  const whole = placed.filter((p) => p.width <= narrowest * 1.5 + 1);
  return whole.reduce((best, p) => (p.offCentre < best.offCentre ? p : best)).name;
}
