/**
 * @module
 * What a country locator draws: the world's water, land and borders, cut to the part of the map
 * the locator frames, and written into the page itself. A page then carries only its own region
 * (Belize's is about 2 KB gzipped, where the whole world's drawing was 18.5 KB, shared but
 * downloaded on every first visit); the paths have no colours of their own, so the page's theme
 * styles them.
 */
import type { GeoPermissibleObjects } from 'd3-geo';
import type { MultiLineString } from 'geojson';
import { feature } from 'topojson-client';
import { internalBorders, type WorldTopology } from './atlas.ts';
import type { Box, WorldFrame } from './projection.ts';

export interface LocatorDrawing {
  /** The globe's outline (the sea), the land, the borders between countries: SVG path data. */
  sphere: string;
  land: string;
  borders: string;
}

/** One object for the globe, so that each frame projects its outline once (WorldFrame.clippedPath). */
const SPHERE: GeoPermissibleObjects = { type: 'Sphere' };
const layers = new WeakMap<WorldTopology, { land: GeoPermissibleObjects; borders: MultiLineString }>();

export function locatorDrawing(topology: WorldTopology, frame: WorldFrame, box: Box): LocatorDrawing {
  let world = layers.get(topology);
  if (!world) layers.set(topology, (world = { land: feature(topology, topology.objects.land), borders: internalBorders(topology) }));
  return {
    sphere: frame.clippedPath(SPHERE, box),
    land: frame.clippedPath(world.land, box),
    borders: frame.clippedPath(world.borders, box),
  };
}
