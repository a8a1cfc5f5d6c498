/**
 * Global setup of the e2e layer: a Chromium for Playwright to drive, installed when missing:
 * Debian's headless shell (CHROMIUM_PATH names another).
 */
import type { TestProject } from 'vitest/node';
import { CHROMIUM_HEADLESS_SHELL, ensureTool } from '../../scripts/lib/system-tools.ts';

export default function setup(project: TestProject) {
  project.provide('chromiumPath', ensureTool(CHROMIUM_HEADLESS_SHELL));
}

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string;
  }
}
