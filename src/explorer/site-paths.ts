/**
 * @module
 * The site's URLs as seen from the explorer, under the configured base path (BASE_PATH is
 * Astro's `base`, so `import.meta.env.BASE_URL` carries it on the server and in the browser).
 */
import { createPaths } from '../api/paths.ts';

export const sitePaths = createPaths({ siteUrl: '', basePath: import.meta.env.BASE_URL.replace(/\/$/, '') });

/** The bulk export the explorer reads its records from. */
export const exportUrl = (extension: 'json' | 'csv' | 'xml' = 'json'): string => sitePaths.file('export/countries', extension);
