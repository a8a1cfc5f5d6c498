/**
 * Global setup of the unit layer: the dataset alone (well under a second), never the site, so
 * the pure core's tests start at once. Tests read it through `builtDataset()` as the other
 * layers read the dataset of their build. It is derived through a cache folder of its own, made
 * empty here, which keeps its content: the build's cache test reads it back
 * (src/build/pipeline-fs.test.ts) rather than deriving the dataset again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeDataset } from '../../src/build/pipeline-fs.ts';
import { saveDataset } from '../../src/dataset/dataset-fs.ts';

export const UNIT_DATASET_FILE = resolve('.build/unit-dataset.json');

export default function setup(project: TestProject) {
  const root = resolve('.');
  const cacheDir = mkdtempSync(join(tmpdir(), 'countries-unit-dataset-cache-'));
  const made = makeDataset({ root, dataDir: resolve(root, 'data'), builtAt: new Date(1767225600_000) }, cacheDir);
  saveDataset(made.dataset, UNIT_DATASET_FILE);
  project.provide('datasetFile', UNIT_DATASET_FILE);
  project.provide('datasetCacheDir', cacheDir);
  return () => rmSync(cacheDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cache folder the unit layer's dataset was derived through (its content kept there). */
    datasetCacheDir: string;
  }
}
