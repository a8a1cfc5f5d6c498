/**
 * How `npm start` runs the server (package.json's `start` script), for the tests and the bench,
 * which start it the same way, since its memory and CPU depend on it: the main thread's young
 * generation may grow to 8 MiB per half (V8 grows it only under load, from 1 MiB: about 5 MB
 * more at ready). The main thread also checks every request's key when plans are on, whose
 * objects wait for the usage store and so outlive a small young generation: they were copied,
 * promoted, then marked again (with plans on and Redis, the server used 1.6 to 2 times the CPU
 * per request with 1 MiB); without plans, a young collection every 500 requests instead of
 * every 120. Then two malloc arenas instead of one per thread, and glibc's trim and mmap thresholds fixed at
 * their starting 128 KiB (set, they no longer grow with the largest block freed): what start-up
 * (the file index, the dataset) frees goes back to the system, about 12 MB of RSS at ready.
 * `--expose-gc`: a render thread collects the garbage of reading the dataset once, before it
 * says it is ready, instead of keeping its heap grown by it (about 12 MB of RSS at ready).
 * `exec`: npm's signals reach the server itself.
 */
export const SERVER_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_MMAP_THRESHOLD_: '131072',
};
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8', '--expose-gc'];
export const START_SCRIPT = 'scripts/start.mjs';

/** package.json's `start` script (a unit test holds it to this). */
export const START_COMMAND = `exec env ${Object.entries(SERVER_ENV)
  .map(([k, v]) => `${k}=${v}`)
  .join(' ')} node ${SERVER_NODE_FLAGS.join(' ')} ${START_SCRIPT}`;
