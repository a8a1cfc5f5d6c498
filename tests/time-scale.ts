/**
 * How much longer than on a quiet machine the tests may wait: the machine's load average per
 * core (between 1 and 10), or `TEST_TIME_SCALE`. On a 2-core machine at load 20 a process gets
 * a tenth of a core, so a correct test takes about ten times as long; a hang still fails, later.
 */
import { availableParallelism, loadavg } from 'node:os';

export function timeScale(): number {
  const set = Number(process.env.TEST_TIME_SCALE);
  if (set > 0) return set;
  return Math.min(10, Math.max(1, loadavg()[0]! / availableParallelism()));
}

/** The load, as a message about a wait that ran out gives it. */
export const machineLoad = (): string => `load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores; TEST_TIME_SCALE=n waits n times longer`;
