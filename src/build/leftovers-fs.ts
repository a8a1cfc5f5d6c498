/**
 * @module
 * What an interrupted build leaves beside its output: a build stopped by a signal, a crash or a
 * power cut never reaches its own clean-up, and its staging folders (the whole site and static API
 * under way, ~200 MB) and the output it had just replaced would stay for good. Each is named after
 * the process that made it (`dist.staging-<pid>`, `dist-api.staging-<pid>`, `dist.replaced-<pid>`,
 * `dataset.json.staging-<pid>.json`, main-thread-fs.ts): the next build removes those of processes
 * that are gone, and leaves alone those of a build still running.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { escapeRegExp } from '../lib/escape-regexp.ts';
import { removeDetached } from './discard-fs.ts';

/** Whether a process of that id is running (one we may not signal is running too). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Entries of `dir` named like `pattern` (whose first group is a process id) by a process that is gone. */
function orphans(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => {
      const pid = pattern.exec(name)?.[1];
      return pid !== undefined && Number(pid) !== process.pid && !running(Number(pid));
    })
    .map((name) => join(dir, name));
}

/**
 * Removes what interrupted builds of `outDir` (and of the dataset file they were writing) left:
 * folders in a detached process (a removal of 30,000 files takes seconds), the dataset at once.
 * Returns what it removed.
 */
export function removeLeftovers(outDir: string, datasetFile: string): string[] {
  const out = escapeRegExp(basename(outDir));
  const folders = orphans(dirname(outDir), new RegExp(`^${out}(?:-api)?\\.(?:staging|replaced)-(\\d+)$`));
  const datasets = orphans(dirname(datasetFile), new RegExp(`^${escapeRegExp(basename(datasetFile))}\\.staging-(\\d+)\\.json$`));
  for (const folder of folders) removeDetached(folder);
  for (const file of datasets) rmSync(file, { force: true });
  return [...folders, ...datasets];
}
