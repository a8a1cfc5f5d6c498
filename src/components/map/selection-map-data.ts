/**
 * @module
 * Builds the explorer map view's file (`SELECTION_MAP_FILE`): the shared projection, each
 * country's shapes as one path, points for the countries without a shape, and the boxes of the
 * enlarged insets (Europe, the Caribbean), each fitted around its longitude/latitude range.
 */
import type { CountryData } from '../../dataset/schema.ts';
import type { MapInset, SelectionMapData } from '../../explorer/selection-map-data.ts';
import type { CountryFeature } from './atlas.ts';
import type { WorldFrame } from './projection.ts';

/** Regions whose countries are too small on the world map, as [west, south, east, north] degrees. */
export const INSET_REGIONS: readonly { id: string; label: string; degrees: readonly [number, number, number, number] }[] = [
  { id: 'europe', label: 'Europe', degrees: [-25, 34, 45, 71] },
  { id: 'caribbean', label: 'Caribbean', degrees: [-89, 9.5, -59, 27.5] },
];

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
  const round = (v: number) => Math.round(v * 10) / 10;
  return [round(x0), round(y0), round(x1 - x0), round(y1 - y0)];
}

export function selectionMapData(frame: WorldFrame, shapes: ReadonlyMap<string, CountryFeature[]>, countries: readonly CountryData[]): SelectionMapData {
  const paths: Record<string, string> = {};
  const points: Record<string, [number, number]> = {};
  for (const c of countries) {
    const features = shapes.get(c.cca2);
    if (features) {
      paths[c.cca2] = frame.path({ type: 'FeatureCollection', features });
    } else {
      const [x, y] = frame.projection([c.latlng[1], c.latlng[0]]) ?? [0, 0];
      points[c.cca2] = [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
    }
  }
  return {
    width: frame.width,
    height: frame.height,
    sphere: frame.path({ type: 'Sphere' }),
    shapes: paths,
    points,
    insets: INSET_REGIONS.map((r) => ({ id: r.id, label: r.label, box: insetBox(frame, r.degrees) })),
  };
}
