/**
 * Global setup of the e2e layer: the project's server over the test build and a plain static
 * host of the same build (tests/e2e/static-host.ts), one of each for every test file (loading the
 * dataset took a few seconds of CPU per file), stopped when the run ends, pass or fail. Runs
 * after the build's setup (tests/setup/build-once.ts), whose folders it serves.
 */
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { siteFilesRecord } from '../../src/build/staleness-fs.ts';
import { startServer } from '../../src/server/node/node-net.ts';
import { startStaticHost } from '../e2e/static-host.ts';
import { TEST_CACHE_DIR } from '../helpers.ts';
import { TEST_DATASET_FILE, TEST_OUT_DIR } from './build-once.ts';

export default async function setup(project: TestProject) {
  const [server, plain] = await Promise.all([
    startServer({
      datasetFile: TEST_DATASET_FILE,
      outDir: TEST_OUT_DIR,
      cacheDir: TEST_CACHE_DIR,
      siteFiles: siteFilesRecord(resolve('.'), TEST_OUT_DIR),
      host: '127.0.0.1',
      port: 0,
    }),
    startStaticHost(TEST_OUT_DIR),
  ]);
  project.provide('serverUrl', server.url);
  project.provide('staticHostUrl', plain.url);
  return async () => {
    await Promise.all([server.close(), plain.close()]);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The project's server over the test build, e.g. http://127.0.0.1:41234 */
    serverUrl: string;
    /** A plain static host of the same build. */
    staticHostUrl: string;
  }
}
