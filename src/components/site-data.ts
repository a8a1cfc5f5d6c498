/**
 * @module
 * What the explorer pages read at build time: the built dataset behind the same `Api` the
 * static API is generated from (so a page shows what the API files say), parsed once per
 * build rather than once per page, and the map shapes joined to it.
 */
import { createApi, type Api } from '../api/context.ts';
import { basePathOf } from '../lib/base-path.ts';
import { loadDataset } from '../dataset/dataset-fs.ts';
import { shapesByCountry, worldTopology, type CountryFeature } from './map/atlas.ts';
import { worldFrame, type WorldFrame } from './map/projection.ts';

/** The site's base path without a trailing slash: '' at the root, '/reference' under a sub-path. */
export const basePath = (): string => basePathOf(import.meta.env.BASE_URL);

/** A URL inside the site: `href('/stats/')` → `/reference/stats/`. */
export const href = (path: string): string => `${basePath()}${path}`;

let api: Api | undefined;
/** Links are root-relative on the pages (they must work on any host the site is copied to). */
export const siteApi = (): Api => (api ??= createApi(loadDataset(), { siteUrl: '', basePath: basePath() }));

let maps: { frame: WorldFrame; shapes: Map<string, CountryFeature[]> } | undefined;
export const siteMaps = () => (maps ??= { frame: worldFrame(), shapes: shapesByCountry(worldTopology(), siteApi().countries) });
