/**
 * @module
 * The folders under `.cache/` (git-ignored, absent from a fresh clone): what one build keeps for
 * the next, and the server's compressed files. Each is named here, once; the bench moves the whole
 * of `.cache/` aside to measure a fresh clone's build.
 */
import { join } from 'node:path';

/** The folder of every cache, under the project's root. */
export const CACHE_ROOT = '.cache';

/**
 * - `builds`: each output's build settings (staleness-fs.ts);
 * - `compressed`: the server's gzip and Brotli files;
 * - `dataset`: the dataset's content (dataset-cache-fs.ts);
 * - `flag-png`: the flags' PNG renderings (flag-png-fs.ts);
 * - `node-compile`: V8's compiled code of the build's modules (Node's compile cache).
 */
export type CacheName = 'builds' | 'compressed' | 'dataset' | 'flag-png' | 'node-compile';

export const cacheDir = (root: string, name: CacheName): string => join(root, CACHE_ROOT, name);
