/**
 * Shared by the test files: the test build's folder and its dataset, and an Api over it.
 */
import { inject } from 'vitest';
import { loadDataset } from '../src/dataset/dataset-fs.ts';
import { createApi } from '../src/api/context.ts';
import { readSources } from '../src/dataset/sources-fs.ts';
import { resolve } from 'node:path';
import { ApiError, type ErrorBody } from '../src/api/errors.ts';

export const outDir = () => inject('outDir');
export const builtDataset = () => loadDataset(inject('datasetFile'));
export const builtApi = () => createApi(builtDataset());
/** The real sources, to build variants of them in fault-injection tests. */
export const realSources = () => readSources(resolve('data'));

/** The error body `run` throws as an ApiError; fails when it throws nothing or something else. */
export function errorBody(run: () => unknown): ErrorBody {
  try {
    run();
  } catch (e) {
    if (e instanceof ApiError) return e.body;
    throw e;
  }
  throw new Error('expected an ApiError');
}
