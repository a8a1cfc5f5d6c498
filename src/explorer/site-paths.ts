/**
 * @module
 * The site's URLs as seen from the explorer, under the configured base path (BASE_PATH is
 * Astro's `base`, so `import.meta.env.BASE_URL` carries it on the server and in the browser).
 */
import { createPaths } from '../api/paths.ts';
import { basePathOf } from '../lib/base-path.ts';
import type { FormatExtension } from '../formats/extensions.ts';

export const sitePaths = createPaths({ siteUrl: '', basePath: basePathOf(import.meta.env.BASE_URL) });

/** The bulk export the explorer reads its records from. */
export const exportUrl = (extension: FormatExtension = 'json'): string => sitePaths.file('export/countries', extension);

/** A file of the site outside the API (`explorer/series/gdp.json`), under the base path. */
export const siteFile = (file: string): string => `${basePathOf(import.meta.env.BASE_URL)}/${file}`;
