/**
 * @module
 * A core in the calling thread, over a dataset file: for `RENDER_THREADS=0`, where answers are
 * computed on the thread that serves (the fairness bench's baseline). Loaded only then, so a
 * serving thread otherwise never holds the dataset.
 */
import { createApi } from '../api/context.ts';
import type { PathConfig } from '../api/paths.ts';
import { routes } from '../api/routes.ts';
import { nodeCompressor } from './compress.ts';
import { localCore, type CoreClient } from './core-client.ts';
import { createCore } from './core.ts';
import { loadCoreDataset } from './core-dataset-fs.ts';

export const coreOverFile = (datasetFile: string, paths: PathConfig | undefined): CoreClient =>
  localCore(createCore(createApi(loadCoreDataset(datasetFile), paths), routes, nodeCompressor));
