/** The machine's load, printed beside every figure of the bench: timings move with it. */
import { closeSync, mkdirSync, mkdtempSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';

/** The 1, 5 and 15 minute load averages, as `0.52 / 0.61 / 0.70`. */
export const machineLoad = (averages: readonly number[] = loadavg()): string => averages.map((l) => l.toFixed(2)).join(' / ');

/**
 * Microseconds to create an empty file under `dir`, over `count` files in 20 new folders (left in
 * place: removing them would slow the next creations). A build writes 30,000 files, and on ext4
 * without a journal (this project's machines) a creation skips every inode freed in the last
 * minutes: about 20 µs on a quiet file system, 100–400 µs within minutes of a large removal, which
 * adds seconds to a first build.
 */
export function fileCreationMicros(dir: string, count = 2000): number {
  mkdirSync(dir, { recursive: true });
  const root = mkdtempSync(join(dir, 'creation-'));
  const started = performance.now();
  for (let folder = 0; folder < 20; folder++) {
    const sub = join(root, String(folder));
    mkdirSync(sub);
    for (let i = 0; i < count / 20; i++) closeSync(openSync(join(sub, String(i)), 'w'));
  }
  return ((performance.now() - started) * 1000) / count;
}
