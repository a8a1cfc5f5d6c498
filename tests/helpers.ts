/**
 * Shared by the test files: the test build's folder and its dataset, and an Api over it.
 */
import { inject } from 'vitest';
import { loadDataset } from '../src/dataset/dataset-fs.ts';
import { createApi } from '../src/api/context.ts';
import { readSources } from '../src/dataset/sources-fs.ts';
import { resolve } from 'node:path';
import { readSiteFiles } from '../src/server/node/site-files-fs.ts';
import { siteFilesRecord } from '../src/build/staleness-fs.ts';
import { siteDirOf } from '../src/build/output-layout-fs.ts';
import { ApiError, type ErrorBody } from '../src/api/errors.ts';

export const outDir = () => inject('outDir');
/** The site's files of a build folder (default: the test build's), as its build recorded them: what the server serves. */
export function siteFiles(dir: string = outDir()): ReadonlySet<string> {
  const files = readSiteFiles(siteFilesRecord(resolve('.'), dir), siteDirOf(dir));
  if (!files) throw new Error(`${dir} has no record of its site's files`);
  return files;
}
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
