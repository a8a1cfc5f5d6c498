/**
 * @module
 * Natural Earth's 1:50m countries (world-atlas), behind a function. The server's bundle replaces
 * this module with one that reads the file on the first call (`atlasOnDemand` in
 * src/build/server-bundle-fs.ts): parsed, the atlas holds about 11 MB in each thread that loads
 * the API, and a server is asked for it only when someone asks where a point is.
 */
import atlas50m from 'world-atlas/countries-50m.json' with { type: 'json' };

export const detailedAtlas = (): unknown => atlas50m;
