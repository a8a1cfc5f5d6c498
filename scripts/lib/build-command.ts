/**
 * How `npm run build` runs the build (package.json's `build` script), for `npm start` (when the
 * output is missing or stale), the tests and the bench, which run it the same way, since its time
 * depends on it. `--max-semi-space-size=16`: V8 otherwise grows the young generation of each busy
 * thread (the pages', the static API's) to 64 MiB halves, 134 MB of new space each. Memory a
 * process touches for the first time costs a page fault per 4 KiB, and on this project's virtual
 * machines about 4 ms a megabyte: with 16 MiB halves a first build faults 50,000 fewer pages
 * (350,000 → 300,000), and took 1.5 s less system time (9.2 → 7.7 s, two pairs of runs) for the
 * same user time. 8 MiB faulted no fewer; 32 MiB faulted 25,000 more.
 */
export const BUILD_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16'];
export const BUILD_SCRIPT = 'scripts/build.ts';

/** package.json's `build` script (a unit test holds it to this). */
export const BUILD_COMMAND = `node ${BUILD_NODE_FLAGS.join(' ')} ${BUILD_SCRIPT}`;
