/** Global setup of the e2e layer: a Chromium for Playwright to drive, installed when missing. */
import type { TestProject } from 'vitest/node';
import { CHROMIUM, ensureTool } from '../../scripts/lib/system-tools.ts';

export default function setup(project: TestProject) {
  project.provide('chromiumPath', ensureTool(CHROMIUM));
}

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string;
  }
}
