/**
 * Builds the site once for the whole test run, into `.build/test-dist` (never touching `dist/`),
 * and tells the tests where it is.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

export const TEST_OUT_DIR = resolve('.build/test-dist');
export const TEST_DATASET_FILE = resolve('.build/test-dataset.json');

export default function setup(project: TestProject) {
  execFileSync(process.execPath, ['scripts/build.ts'], {
    // NODE_ENV: vitest sets "test", which Vite would keep, shipping React's development build.
    env: { ...process.env, NODE_ENV: 'production', OUT_DIR: TEST_OUT_DIR, DATASET_FILE: TEST_DATASET_FILE, SOURCE_DATE_EPOCH: '1767225600' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  project.provide('outDir', TEST_OUT_DIR);
  project.provide('datasetFile', TEST_DATASET_FILE);
}

declare module 'vitest' {
  export interface ProvidedContext {
    outDir: string;
    datasetFile: string;
  }
}
