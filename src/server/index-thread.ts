/**
 * @module
 * Indexes the build's files (assets-fs.ts) in a thread of its own that ends once it has handed
 * the index over: reading 20,000 file entries and the previous index leaves megabytes of garbage
 * that would otherwise stay in the main thread's heap for as long as the server runs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { indexFiles } from './assets-fs.ts';

const { outDir, cacheDir } = workerData as { outDir: string; cacheDir: string };
parentPort!.postMessage(indexFiles(outDir, cacheDir).buffer);
