/**
 * @module
 * How many files this process may have open (its soft `RLIMIT_NOFILE`, which Node raises to the
 * hard limit when it starts): every connection is one, and so is every file being read for it.
 * Read from `/proc/self/limits` where there is one (Linux), else from the shell's `ulimit -n`,
 * which a child inherits; undefined when neither tells.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export function openFilesLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    if (soft !== undefined) return soft === 'unlimited' ? undefined : Number(soft);
  } catch {
    // not Linux: ask the shell
  }
  try {
    const text = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return /^\d+$/.test(text) ? Number(text) : undefined;
  } catch {
    return undefined;
  }
}
