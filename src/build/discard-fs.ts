/**
 * @module
 * Removing a replaced output folder without making the build wait for it: tens of thousands of
 * files take seconds to unlink (mostly waiting on the disk, with `discard` mounts the longest),
 * and nothing the build still does needs that space back.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

// Retries, should anything still be closing a file in the folder (ENOTEMPTY, EBUSY).
const REMOVE = `require('node:fs').rmSync(process.argv[1], { recursive: true, force: true, maxRetries: 5 })`;

/**
 * Removes `dir` in a detached process of its own, which outlives this one; when no process can be
 * started, here and now. `dir` must be a folder nothing reads or writes any more (renamed aside).
 */
export function removeDetached(dir: string): void {
  const remover = spawn(process.execPath, ['-e', REMOVE, dir], { detached: true, stdio: 'ignore' });
  remover.on('error', () => rmSync(dir, { recursive: true, force: true, maxRetries: 5 }));
  remover.unref();
}
