/**
 * @module
 * A core in the calling thread, over a dataset file: for `RENDER_THREADS=0`, where answers are
 * computed on the thread that serves (the fairness bench's baseline). Loaded only then, so a
 * serving thread otherwise never holds the dataset.
 */
import type { PathConfig } from '../../api/paths.ts';
import { localCore, type CoreClient } from '../http/core-client.ts';
import { coreOverFile } from './core-dataset-fs.ts';

export const localCoreOverFile = (datasetFile: string, paths: PathConfig | undefined): CoreClient => localCore(coreOverFile(datasetFile, paths));
