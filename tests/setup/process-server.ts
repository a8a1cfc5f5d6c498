/**
 * Global setup of the process layer: one `npm start` server over the test build, plans off and
 * default settings, for the files that only ask it questions (REST clients, request forms on raw
 * sockets): a server start is ~4.5 s of CPU. Runs after the build's setup and the leftovers'
 * (tests/setup/leftover-processes.ts, which would end it); recorded like every test's process
 * (tests/owned-processes.ts), so that it ends with the run, pass or fail.
 */
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../access/server-process.ts';
import { TEST_DATASET_FILE, TEST_OUT_DIR } from './build-once.ts';

export default async function setup(project: TestProject) {
  const server = await startServerProcess({ API_PLANS: 'off' }, { build: { outDir: TEST_OUT_DIR, datasetFile: TEST_DATASET_FILE } });
  project.provide('processServerUrl', server.url);
  return () => server.kill('SIGTERM');
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** `npm start`'s server over the test build, plans off, e.g. http://127.0.0.1:41234 */
    processServerUrl: string;
  }
}
