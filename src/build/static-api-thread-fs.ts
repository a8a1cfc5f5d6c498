/**
 * @module
 * The static API's thread (src/build/pipeline-fs.ts, `writeStaticApiOnThread`): writes the API
 * as `writeStaticApi` does, reporting its progress and then every file to the build's thread,
 * then the hosts' configuration, which reads that list.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { writeHostFiles, writeStaticApi, type StaticApiJob, type StaticApiMessage } from './pipeline-fs.ts';

const { dataset, outDir, paths, host } = workerData as StaticApiJob;
const post = (message: StaticApiMessage) => parentPort!.postMessage(message);
const api = writeStaticApi(dataset, outDir, paths, host, (progress) => post({ progress: { ...progress } }));
post({ api });
post({ hosts: await writeHostFiles(dataset, outDir, paths, api.outputs, host) });
