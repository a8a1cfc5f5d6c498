/**
 * @module
 * The build's second thread (src/build/main-thread-fs.ts, `startBuildThread`): builds the dataset
 * from the sources (or reads its content from the cache) and saves it, then starts the Worker's
 * bundle and writes the static API as `writeStaticApi` does, reporting its progress and then every
 * file, then the hosts' configuration, which reads that list; each result is sent to the build's
 * thread as soon as it is there, which meanwhile builds the pages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { saveDataset } from '../dataset/dataset-fs.ts';
import { DatasetError } from '../dataset/problems.ts';
import { cacheDir } from './cache-dirs.ts';
import { makeDataset, startWorkerBundle, writeHostFiles, writeStaticApi } from './pipeline-fs.ts';
import type { BuildThreadJob, BuildThreadMessage } from './main-thread-fs.ts';

const { options, datasetFile, outDir, previousDir } = workerData as BuildThreadJob;
const post = (message: BuildThreadMessage) => parentPort!.postMessage(message);

async function run(): Promise<void> {
  let dataset, reused;
  try {
    ({ dataset, reused } = makeDataset(options, cacheDir(options.root, 'dataset')));
  } catch (error) {
    // Its problems, to be thrown on the build's thread as the same error (an Error loses its class on the way).
    if (!(error instanceof DatasetError)) throw error;
    post({ datasetProblems: error.problems });
    return;
  }
  saveDataset(dataset, datasetFile);
  post({ dataset, reused });
  const workerBundle = startWorkerBundle(dataset, outDir, options.paths, options.host);
  // Awaited with the hosts' files; should the static API fail first, that failure is the one reported.
  workerBundle.catch(() => {});
  const api = await writeStaticApi(dataset, outDir, options.paths, {
    host: options.host,
    onProgress: (progress) => post({ progress: { ...progress } }),
    previousDir,
  });
  post({ api });
  post({ hosts: await writeHostFiles(dataset, outDir, options.paths, api.outputs, options.host, workerBundle) });
}
await run();
