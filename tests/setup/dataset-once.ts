/**
 * Global setup of the unit layer: the dataset alone (well under a second), never the site, so
 * the pure core's tests start at once. Tests read it through `builtDataset()` as the other
 * layers read the dataset of their build.
 */
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeDataset } from '../../src/build/pipeline-fs.ts';
import { saveDataset } from '../../src/dataset/dataset-fs.ts';

export const UNIT_DATASET_FILE = resolve('.build/unit-dataset.json');

export default function setup(project: TestProject) {
  const root = resolve('.');
  saveDataset(makeDataset({ root, dataDir: resolve(root, 'data'), builtAt: new Date(1767225600_000) }).dataset, UNIT_DATASET_FILE);
  project.provide('datasetFile', UNIT_DATASET_FILE);
}
