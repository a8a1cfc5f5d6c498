/**
 * @module
 * Where the built dataset lives, and the dataset handed over in process for that file: what the
 * build's main thread needs of it, without the schemas that validate it (dataset-fs.ts).
 */
import { resolve } from 'node:path';
import type { BuiltDataset } from './dataset-fs.ts';

/** Where the dataset lives (`DATASET_FILE`, default `.build/dataset.json`), read when asked. */
export const datasetFile = () => resolve(process.env.DATASET_FILE ?? '.build/dataset.json');

// A global, not a module variable: Astro bundles the pages with copies of this module of their own.
const HANDED_OVER = Symbol.for('countries-reference:handed-over-dataset');
const slot = globalThis as { [HANDED_OVER]?: { file: string; dataset: Promise<BuiltDataset> } };

/**
 * Promises the dataset that `file` is being saved from, validated, to whatever loads that file in
 * this process: the explorer pages, which Astro renders in the build's own process, then wait for
 * it (the build makes it on another thread while Astro bundles them) and read it as it is, instead
 * of parsing and validating the file a second time.
 */
export function handOverDataset(dataset: Promise<BuiltDataset>, file: string): void {
  slot[HANDED_OVER] = { file: resolve(file), dataset };
}

/** The dataset handed over for `file` in this process, if any. */
export function handedOver(file: string): Promise<BuiltDataset> | undefined {
  const handed = slot[HANDED_OVER];
  return handed?.file === resolve(file) ? handed.dataset : undefined;
}
