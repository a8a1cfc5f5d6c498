/** The machine's load, printed beside every figure of the bench: timings move with it. */
import { loadavg } from 'node:os';

/** The 1, 5 and 15 minute load averages, as `0.52 / 0.61 / 0.70`. */
export const machineLoad = (averages: readonly number[] = loadavg()): string => averages.map((l) => l.toFixed(2)).join(' / ');
