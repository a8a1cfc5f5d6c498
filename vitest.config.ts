import { defineConfig } from 'vitest/config';
import { testWorkers, timeScale } from './tests/time-scale.ts';

// Four layers, each a Vitest project (`npm run test:unit`, `test:contract`, `test:process`,
// `test:e2e`; `npm test` runs them all):
// - unit: the pure core and its -fs twins, over the dataset alone (no site build): seconds.
// - contract: the whole build output and the server's app in-process, over one real build.
// - process: real processes (the server, redis-server, the build itself) over HTTP and TCP.
// - e2e: the explorer in Debian's Chromium, driven by Playwright.
// What a layer needs beyond npm packages (redis-server, Chromium) its global setup installs.
const BUILD = 'tests/setup/build-once.ts';
// The layers that start processes end them with each test file, and any left at the end of the run.
const PROCESSES = { globalSetup: 'tests/setup/leftover-processes.ts', setupFiles: ['tests/setup/owned-processes-per-file.ts'] };
// A bound on each test and hook, to catch a hang, that a correct test meets on a busy machine:
// scaled by the load when the run starts (tests/time-scale.ts; at load 20 on 2 cores, ten times).
const SCALE = timeScale();

export default defineConfig({
  test: {
    // Files of every layer run side by side (tests/time-scale.ts says how many).
    maxWorkers: testWorkers(),
    allowOnly: false,
    reporters: ['default', './tests/setup/no-skipped-reporter.ts'],
    testTimeout: Math.round(60_000 * SCALE),
    hookTimeout: Math.round(180_000 * SCALE),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          globalSetup: ['tests/setup/dataset-once.ts'],
          // Pure modules keep no state between files, so one worker may run many (half the time).
          isolate: false,
        },
      },
      {
        test: {
          name: 'contract',
          // Its files read one build through shared, read-only helpers (tests/helpers.ts, the
          // hosts' cases): one worker runs many, each dataset and app made once per worker, not
          // per file (the layer alone: 380 -> 261 s of CPU, 190 -> 132 s).
          isolate: false,
          include: ['tests/contract/**/*.test.ts', 'tests/hosts/**/*.test.ts', 'tests/server/**/*.test.ts'],
          exclude: ['tests/server/node-server.test.ts'],
          globalSetup: [BUILD, PROCESSES.globalSetup],
          setupFiles: PROCESSES.setupFiles,
        },
      },
      {
        test: {
          name: 'process',
          // Its files start processes and talk to them; what they share in a worker (the test
          // build's dataset, the owned-process records, each file's own state) is read-only or per
          // file: one worker runs many, its modules loaded once.
          isolate: false,
          include: ['tests/access/**/*.test.ts', 'tests/process/**/*.test.ts', 'tests/server/node-server.test.ts'],
          // After the leftovers' setup, which would end the server the last one starts.
          globalSetup: [BUILD, 'tests/setup/redis-server.ts', PROCESSES.globalSetup, 'tests/setup/process-server.ts'],
          setupFiles: PROCESSES.setupFiles,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // One worker runs many files, which share its modules and its Chromium (tests/e2e/browser.ts):
          // the layer alone 560 -> 486 s of CPU, Chromium's included.
          isolate: false,
          // One server and one static host for every file, started after the build they serve.
          globalSetup: [BUILD, 'tests/setup/e2e-servers.ts', 'tests/setup/chromium.ts'],
          // What follows a change in the explorer is drawn after the frame that shows it (and a
          // typed range after a 150 ms pause): on a machine busy with the other projects' tests
          // it took over Vitest's default second (Playwright's own expectations wait 5 s); ten
          // seconds on a quiet machine, scaled like the timeouts.
          expect: { poll: { timeout: Math.round(10_000 * SCALE) } },
        },
      },
    ],
  },
});
