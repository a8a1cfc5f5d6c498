/**
 * How much longer than on a quiet machine the tests may wait: the machine's load average per
 * core, or the test files run at once per core, whichever is larger (between 1 and 10), or
 * `TEST_TIME_SCALE`. On a 2-core machine at load 20 a process gets a tenth of a core, so a
 * correct test takes about ten times as long; a hang still fails, later.
 */
import { availableParallelism, loadavg } from 'node:os';

/**
 * How many test files run at once: one more than the cores (`TEST_WORKERS` to choose). Most
 * files wait on other processes (a server, redis-server, Chromium) more than they compute, so
 * the cores stay busy with one file more than they have.
 */
export function testWorkers(): number {
  const set = Number(process.env.TEST_WORKERS);
  return Number.isInteger(set) && set > 0 ? set : availableParallelism() + 1;
}

export function timeScale(): number {
  const set = Number(process.env.TEST_TIME_SCALE);
  if (set > 0) return set;
  const cores = availableParallelism();
  return Math.min(10, Math.max(1, loadavg()[0]! / cores, testWorkers() / cores));
}

/** The load, as a message about a wait that ran out gives it. */
export const machineLoad = (): string => `load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores; TEST_TIME_SCALE=n waits n times longer`;
