/**
 * How `npm run build` runs the build (package.json's `build` script), for `npm start` (when the
 * output is missing or stale), the tests and the bench, which run it the same way, since its time
 * depends on it. `--max-semi-space-size=16`: V8 otherwise grows the young generation of each busy
 * thread (the pages', the static API's) to 64 MiB halves, 134 MB of new space each. Memory a
 * process touches for the first time costs a page fault per 4 KiB, and on this project's virtual
 * machines about 4 ms a megabyte: with 16 MiB halves a fresh clone's first build faulted 308,000
 * pages instead of 362,000, with 1.4–1.7 s less system time and 0.7–1.5 s less wall time (three
 * alternated pairs; README, "Build"). 8 MiB faulted no fewer; 32 MiB faulted 25,000 more.
 */
export const BUILD_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16'];
export const BUILD_SCRIPT = 'scripts/build.ts';

/** package.json's `build` script (a unit test holds it to this). */
export const BUILD_COMMAND = `node ${BUILD_NODE_FLAGS.join(' ')} ${BUILD_SCRIPT}`;
