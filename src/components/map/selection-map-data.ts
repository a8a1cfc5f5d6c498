/**
 * @module
 * Builds the explorer map view's files (`SELECTION_MAP_FILE`, `PACIFIC_MAP_FILE`): the shared
 * projection, each country's shapes as one path, points for the countries without a shape, the
 * boxes of the enlarged insets (Europe, the Caribbean), each fitted around its longitude/latitude
 * range, and the box of each country's main part in both framings, which the map zooms to.
 */
import { geoPath, type GeoPermissibleObjects } from 'd3-geo';
import type { CountryData } from '../../dataset/schema.ts';
import type { FrameName, MapBox, MapDrawing, MapInset, SelectionMapData } from '../../explorer/selection-map-data.ts';
import type { CountryFeature } from './atlas.ts';
import type { WorldFrame } from './projection.ts';

/** Regions whose countries are too small on the world map, as [west, south, east, north] degrees. */
export const INSET_REGIONS: readonly { id: string; label: string; degrees: readonly [number, number, number, number] }[] = [
  { id: 'europe', label: 'Europe', degrees: [-25, 34, 45, 71] },
  { id: 'caribbean', label: 'Caribbean', degrees: [-89, 9.5, -59, 27.5] },
];

const round = (v: number) => Math.round(v * 10) / 10;

/** The projected box of a longitude/latitude range (its edges sampled, since parallels curve). */
export function insetBox(frame: WorldFrame, [west, south, east, north]: readonly [number, number, number, number]): MapInset['box'] {
  const edge: [number, number][] = [];
  for (let i = 0; i <= 10; i++) {
    const lon = west + ((east - west) * i) / 10;
    const lat = south + ((north - south) * i) / 10;
    edge.push([lon, south], [lon, north], [west, lat], [east, lat]);
  }
  const bounds = frame.bounds({ type: 'MultiPoint', coordinates: edge });
  if (!bounds) throw new Error('an inset outside the map');
  const [[x0, y0], [x1, y1]] = bounds;
  return [round(x0), round(y0), round(x1 - x0), round(y1 - y0)];
}

/** The rings of an object as drawn in a framing, cut where the framing cuts it (at its edge). */
function projectedRings(frame: WorldFrame, object: GeoPermissibleObjects): [number, number][][] {
  const rings: [number, number][][] = [];
  let ring: [number, number][] = [];
  const context = {
    beginPath: () => {},
    moveTo: (x: number, y: number) => void rings.push((ring = [[x, y]])),
    lineTo: (x: number, y: number) => void ring.push([x, y]),
    closePath: () => {},
    arc: () => {},
  };
  geoPath(frame.projection, context)(object);
  return rings;
}

/** A ring's area on the map (shoelace). */
const ringArea = (ring: readonly [number, number][]) =>
  Math.abs(ring.reduce((sum, [x, y], i) => sum + x * ring[(i + 1) % ring.length]![1] - ring[(i + 1) % ring.length]![0] * y, 0)) / 2;

/**
 * The box of a country's main part in a framing: its largest ring as drawn (the contiguous
 * United States, not Alaska; France in Europe, not French Guiana; Russia west of the framing's
 * edge, not Chukotka beyond it), or its point.
 */
export function mainBox(frame: WorldFrame, features: readonly CountryFeature[] | undefined, latlng: readonly [number, number]): MapBox {
  const rings = features ? projectedRings(frame, { type: 'FeatureCollection', features: [...features] }) : [];
  const largest = rings.sort((a, b) => ringArea(b) - ringArea(a))[0];
  if (largest) {
    const xs = largest.map(([x]) => x);
    const ys = largest.map(([, y]) => y);
    const [x0, y0] = [Math.min(...xs), Math.min(...ys)];
    return [round(x0), round(y0), round(Math.max(...xs) - x0), round(Math.max(...ys) - y0)];
  }
  const [x, y] = frame.projection([latlng[1], latlng[0]]) ?? [0, 0];
  return [round(x), round(y), 0, 0];
}

/** The world in one framing: the globe, each country's shapes as one path, or its point. */
export function mapDrawing(frame: WorldFrame, shapes: ReadonlyMap<string, CountryFeature[]>, countries: readonly CountryData[]): MapDrawing {
  const paths: Record<string, string> = {};
  const points: Record<string, [number, number]> = {};
  for (const c of countries) {
    const features = shapes.get(c.cca2);
    if (features) {
      paths[c.cca2] = frame.path({ type: 'FeatureCollection', features });
    } else {
      const [x, y] = frame.projection([c.latlng[1], c.latlng[0]]) ?? [0, 0];
      points[c.cca2] = [round(x), round(y)];
    }
  }
  return { width: frame.width, height: frame.height, sphere: frame.path({ type: 'Sphere' }), shapes: paths, points };
}

export function selectionMapData(
  frames: Readonly<Record<FrameName, WorldFrame>>,
  shapes: ReadonlyMap<string, CountryFeature[]>,
  countries: readonly CountryData[],
): SelectionMapData {
  const boxes = Object.fromEntries(
    countries.map((c) => [
      c.cca2,
      { atlantic: mainBox(frames.atlantic, shapes.get(c.cca2), c.latlng), pacific: mainBox(frames.pacific, shapes.get(c.cca2), c.latlng) },
    ]),
  );
  return {
    ...mapDrawing(frames.atlantic, shapes, countries),
    insets: INSET_REGIONS.map((r) => ({ id: r.id, label: r.label, box: insetBox(frames.atlantic, r.degrees) })),
    boxes,
  };
}
