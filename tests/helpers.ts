/**
 * Shared by the test files: the test build's folder and its dataset, and an Api over it.
 */
import { inject } from 'vitest';
import { loadDataset, type BuiltDataset } from '../src/dataset/dataset-fs.ts';
import { createApi, type Api } from '../src/api/context.ts';
import { readSources } from '../src/dataset/sources-fs.ts';
import type { SourceBundle } from '../src/dataset/sources.ts';
import { resolve } from 'node:path';
import { readSiteFiles } from '../src/server/node/site-files-fs.ts';
import { siteFilesRecord } from '../src/build/staleness-fs.ts';
import { siteDirOf } from '../src/build/output-layout-fs.ts';
import { ApiError, type ErrorBody } from '../src/api/errors.ts';
import { cacheDir } from '../src/build/cache-dirs.ts';

export const outDir = () => inject('outDir');
/**
 * Compressed variants of the test build, kept between runs (content-addressed and written
 * atomically, so never stale or torn): the folder `npm start` uses, so that every layer — apps in
 * process, the e2e server and the servers the tests spawn — compresses the build once per run.
 */
export const TEST_CACHE_DIR = cacheDir(resolve('.'), 'compressed');
/** The site's files of a build folder (default: the test build's), as its build recorded them: what the server serves. */
export function siteFiles(dir: string = outDir()): ReadonlySet<string> {
  const files = readSiteFiles(siteFilesRecord(resolve('.'), dir), siteDirOf(dir));
  if (!files) throw new Error(`${dir} has no record of its site's files`);
  return files;
}
/** Every object of a value made read-only, so that a test that changes what others read throws instead. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
// Read and validated once per test process (a second of CPU each time): the unit layer runs its
// files in one process (`isolate: false`), 70 of which ask for it.
const datasets = new Map<string, BuiltDataset>();
const apis = new Map<string, Api>();
/** The dataset of the build under test, read only. */
export function builtDataset(): BuiltDataset {
  const file = inject('datasetFile');
  let dataset = datasets.get(file);
  if (!dataset) datasets.set(file, (dataset = deepFreeze(loadDataset(file))));
  return dataset;
}
/** An Api over {@link builtDataset}, made once per process. */
export function builtApi(): Api {
  const file = inject('datasetFile');
  let api = apis.get(file);
  if (!api) apis.set(file, (api = createApi(builtDataset())));
  return api;
}
let sources: SourceBundle | undefined;
/** The real sources, read once per process and read only: a test that builds a variant of them copies what it breaks. */
export const realSources = (): SourceBundle => (sources ??= deepFreeze(readSources(resolve('data'))));

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
