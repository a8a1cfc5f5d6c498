/** The map view's framing of a selection, over the boxes the build writes (the world atlas's, projected). */
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../tests/helpers.ts';
import { selectionMapData } from '../components/map/selection-map-data.ts';
import { FRAMES, MAP_WIDTH, worldFrame } from '../components/map/projection.ts';
import { shapesByCountry, worldTopology } from '../components/map/atlas.ts';
import { frameSelection } from './map-zoom.ts';

const api = builtApi();
const frames = { atlantic: worldFrame(MAP_WIDTH, FRAMES.atlantic), pacific: worldFrame(MAP_WIDTH, FRAMES.pacific) };
const map = selectionMapData(frames, shapesByCountry(worldTopology(), api.countries), api.countries);
const inRegion = (region: string) => api.countries.filter((c) => c.region === region).map((c) => c.cca2);
const frame = (codes: readonly string[]) => frameSelection(codes, map.boxes, map);
const contains = (box: readonly number[], [x, y]: readonly [number, number]) =>
  x >= box[0]! && y >= box[1]! && x <= box[0]! + box[2]! && y <= box[1]! + box[3]!;
const at = (name: 'atlantic' | 'pacific', lng: number, lat: number) => frames[name].projection([lng, lat]) as [number, number];

describe('framing a selection on the map', () => {
  it('shows the whole world for the whole world, or a selection spread over it', () => {
    expect(frame(api.countries.map((c) => c.cca2))).toEqual({ frame: 'atlantic', box: null });
    expect(frame(['CA', 'AU', 'RU', 'BR'])).toEqual({ frame: 'atlantic', box: null });
    expect(frame([])).toEqual({ frame: 'atlantic', box: null });
  });

  it('frames Europe around its countries, in the world map’s proportions', () => {
    const { frame: name, box } = frame(inRegion('Europe'));
    expect(name).toBe('atlantic');
    expect(box).not.toBeNull();
    expect(box![2] / box![3]).toBeCloseTo(map.width / map.height, 1);
    expect(box![2]).toBeLessThan(map.width * 0.6);
    for (const [lng, lat] of [
      [13.4, 52.5],
      [-3.7, 40.4],
      [24.9, 60.2],
    ] as const)
      expect(contains(box!, at('atlantic', lng, lat))).toBe(true);
  });

  it('centres Oceania on the Pacific, Australia and Samoa both in the frame', () => {
    const { frame: name, box } = frame(inRegion('Oceania'));
    expect(name).toBe('pacific');
    expect(box).not.toBeNull();
    expect(contains(box!, at('pacific', 149.1, -35.3))).toBe(true);
    expect(contains(box!, at('pacific', -171.8, -13.8))).toBe(true);
  });

  it('frames a single small country with its surroundings, not a dot filling the map', () => {
    const { box } = frame(['LU']);
    expect(box![2]).toBeGreaterThanOrEqual(map.width * 0.12 - 0.1);
    expect(contains(box!, at('atlantic', 6.1, 49.6))).toBe(true);
  });
});
