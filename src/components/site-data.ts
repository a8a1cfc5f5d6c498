/**
 * @module
 * What the explorer pages read at build time: the built dataset behind the same `Api` the
 * static API is generated from (so a page shows what the API files say), read once per
 * build rather than once per page, and the map shapes joined to it.
 */
import { createApi, type Api } from '../api/context.ts';
import { basePathOf } from '../lib/base-path.ts';
import { awaitDataset, type BuiltDataset } from '../dataset/dataset-fs.ts';
import { shapesByCountry, worldTopology, type CountryFeature } from './map/atlas.ts';
import { FRAMES, MAP_WIDTH, worldFrame, type FrameName, type WorldFrame } from './map/projection.ts';

/** The site's base path without a trailing slash: '' at the root, '/reference' under a sub-path. */
export const basePath = (): string => basePathOf(import.meta.env.BASE_URL);

/** A URL inside the site: `href('/stats/')` → `/reference/stats/`. */
export const href = (path: string): string => `${basePath()}${path}`;

// Awaited when the pages are first run: in `npm run build`, the dataset is still being made on
// another thread while Astro bundles them (src/dataset/dataset-fs.ts, `handOverDataset`).
const dataset = await awaitDataset();
/** The built dataset: the records, the population series and the organisations. */
export const siteDataset = (): BuiltDataset => dataset;

let api: Api | undefined;
/** Links are root-relative on the pages (they must work on any host the site is copied to). */
export const siteApi = (): Api => (api ??= createApi(siteDataset(), { siteUrl: '', basePath: basePath() }));

interface SiteMaps {
  /** The world centred on Greenwich: every map's frame but some locators'. */
  frame: WorldFrame;
  frames: Record<FrameName, WorldFrame>;
  shapes: Map<string, CountryFeature[]>;
}
let maps: SiteMaps | undefined;
export function siteMaps(): SiteMaps {
  if (!maps) {
    const frames = { atlantic: worldFrame(MAP_WIDTH, FRAMES.atlantic), pacific: worldFrame(MAP_WIDTH, FRAMES.pacific) };
    maps = { frame: frames.atlantic, frames, shapes: shapesByCountry(worldTopology(), siteApi().countries) };
  }
  return maps;
}
