/**
 * Global setup of the layers that read a real build (contract, process, e2e): the site is built
 * once per test run into `.build/test-dist` (never touching `dist/`), and each layer is told
 * where it is. The layers share one build: vitest runs their global setups in one process.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { outputIsStale } from '../../src/build/staleness-fs.ts';
import { BUILD_NODE_FLAGS, BUILD_SCRIPT } from '../../scripts/lib/build-command.ts';

export const TEST_OUT_DIR = resolve('.build/test-dist');
export const TEST_DATASET_FILE = resolve('.build/test-dataset.json');

const shared = globalThis as { countriesTestBuild?: true };

function build(): void {
  // A rerun over unchanged sources reuses the last test build (same check as `npm start`).
  if (outputIsStale(resolve('.'), TEST_OUT_DIR, TEST_DATASET_FILE).stale) {
    execFileSync(process.execPath, [...BUILD_NODE_FLAGS, BUILD_SCRIPT], {
      // NODE_ENV: vitest sets "test", which Vite would keep, shipping React's development build.
      env: { ...process.env, NODE_ENV: 'production', OUT_DIR: TEST_OUT_DIR, DATASET_FILE: TEST_DATASET_FILE, SOURCE_DATE_EPOCH: '1767225600' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  shared.countriesTestBuild = true;
}

export default function setup(project: TestProject) {
  if (!shared.countriesTestBuild) build();
  project.provide('outDir', TEST_OUT_DIR);
  project.provide('datasetFile', TEST_DATASET_FILE);
}

declare module 'vitest' {
  export interface ProvidedContext {
    outDir: string;
    datasetFile: string;
  }
}
