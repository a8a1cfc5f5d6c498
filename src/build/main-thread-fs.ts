/**
 * @module
 * The build's main thread, besides the pages' own code: the staging folders and the swap into
 * the output, the second thread that makes the dataset, the static API and the hosts'
 * configuration (static-api-thread-fs.ts), Astro's build of the pages, and the flags. Apart from
 * pipeline-fs.ts, whose steps run on the second thread, so that the main thread loads none of
 * them (the dataset's sources and schemas, the API, the formats, the hosts) before starting that
 * thread and Astro.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { BuiltDataset } from '../dataset/dataset-fs.ts';
import { DatasetError, type Problem } from '../dataset/problems.ts';
import type { PathConfig } from '../api/paths.ts';
import type { WriteReport } from '../static/write-fs.ts';
import type { HostFilesReport, StaticApiReport } from './pipeline-fs.ts';
import { removeDetached } from './discard-fs.ts';
import { cacheDir } from './cache-dirs.ts';
import type { BuildOptions } from './options.ts';

/** What the build's second thread is given (src/build/static-api-thread-fs.ts), and what it says back. */
export interface BuildThreadJob {
  options: Pick<BuildOptions, 'root' | 'dataDir' | 'builtAt' | 'paths' | 'host'>;
  /** Where the dataset is saved, for the pages and the server. */
  datasetFile: string;
  /** The static API's folder. */
  outDir: string;
  /** The output the build replaces, whose unchanged files the static API links to (`folderWriter`). */
  previousDir?: string;
}
export type BuildThreadMessage =
  | { dataset: BuiltDataset; reused: boolean }
  | { datasetProblems: readonly Problem[] }
  | { progress: WriteReport }
  | { api: StaticApiReport }
  | { hosts: HostFilesReport };

/** The results of the build's second thread, each as soon as it is there. */
export interface BuildThread {
  dataset: Promise<BuiltDataset>;
  /** Whether the dataset's content was read from the cache (src/build/dataset-cache-fs.ts). */
  reused: Promise<boolean>;
  api: Promise<StaticApiReport>;
  hosts: Promise<HostFilesReport>;
}

/**
 * Where V8's compiled code of the build's modules is kept (Node's compile cache, checked against
 * each file's contents): a rebuild loads them in about half the CPU time.
 */
export const compileCacheDir = (root: string): string => process.env.NODE_COMPILE_CACHE ?? cacheDir(root, 'node-compile');

/**
 * `makeDataset` (its content read from `.cache/dataset/` when its inputs are unchanged), then
 * `writeStaticApi` with the Worker's bundle under way, then `writeHostFiles` (which reads its file
 * list), on a thread of their own, so that a second core works at them while this one builds the pages from
 * the start (Astro bundles them before it needs the dataset). `outDir` must be a folder of its own:
 * Astro's build empties its output folder when it starts (`moveInto` puts the files beside the
 * pages afterwards). Broken sources reject every result with the `DatasetError`.
 */
export function startBuildThread(job: BuildThreadJob, onProgress?: (r: WriteReport) => void): BuildThread {
  const env = { ...process.env, NODE_COMPILE_CACHE: compileCacheDir(job.options.root) };
  const thread = new Worker(new URL('./static-api-thread-fs.ts', import.meta.url), { workerData: job, env });
  const result = <T>(pick: (message: BuildThreadMessage) => T | undefined) =>
    new Promise<T>((resolve, reject) => {
      thread.on('message', (message: BuildThreadMessage) => {
        if ('datasetProblems' in message) reject(new DatasetError(message.datasetProblems));
        const value = pick(message);
        if (value !== undefined) resolve(value);
      });
      thread.on('error', reject);
      thread.on('exit', (code) => reject(new Error(`The build's second thread stopped (exit code ${code}) before it was done.`)));
    });
  thread.on('message', (message: BuildThreadMessage) => {
    if ('progress' in message) onProgress?.(message.progress);
  });
  return {
    dataset: result((m) => ('dataset' in m ? m.dataset : undefined)),
    reused: result((m) => ('dataset' in m ? m.reused : undefined)),
    api: result((m) => ('api' in m ? m.api : undefined)),
    hosts: result((m) => ('hosts' in m ? m.hosts : undefined)),
  };
}

/** Moves every entry of `from` into `to` (one file system), then removes `from`; an entry both hold is an error. */
export function moveInto(from: string, to: string): void {
  for (const name of readdirSync(from)) {
    if (existsSync(join(to, name))) throw new Error(`${name} is written by two steps of the build (${from} and ${to}).`);
    renameSync(join(from, name), join(to, name));
  }
  rmSync(from, { recursive: true, force: true });
}

/**
 * A country's flag: the data folder's `flags/<cca3>.svg` where world-countries' predates the
 * current flag (Syria's of 2025), else world-countries' SVG.
 */
export function flagSvg(c: { cca3: string }, dataDir: string): string {
  const own = join(dataDir, 'flags', `${c.cca3.toLowerCase()}.svg`);
  return existsSync(own) ? own : join(worldCountriesData(), `${c.cca3.toLowerCase()}.svg`);
}
let worldCountriesDir: string | undefined;
/** world-countries' data folder, found once (a module resolution for each of 750 flags took a third of a second). */
const worldCountriesData = () => (worldCountriesDir ??= join(dirname(createRequire(import.meta.url).resolve('world-countries/package.json')), 'data'));

/** The flag files the records point to (`/flags/DE.svg`). */
export function copyFlags(dataset: BuiltDataset, outDir: string, dataDir: string): number {
  const dir = join(outDir, 'flags');
  mkdirSync(dir, { recursive: true });
  for (const c of dataset.countries) copyFileSync(flagSvg(c, dataDir), join(dir, `${c.cca2}.svg`));
  return dataset.countries.length;
}

export async function buildPages(root: string, outDir: string, paths: PathConfig): Promise<void> {
  const { build } = await import('astro');
  await build({
    root,
    outDir,
    logLevel: 'warn',
    ...(paths.siteUrl ? { site: paths.siteUrl } : {}),
    ...(paths.basePath ? { base: paths.basePath } : {}),
  });
}

/** A fresh staging folder beside the output, on its file system, so the swap is a rename wherever OUT_DIR is. */
export function stagingDir(outDir: string): string {
  const dir = `${outDir}.staging-${process.pid}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A rename the file system refuses because the two names are on different devices, or one is a mount point. */
const isCrossDevice = (error: unknown) => ['EXDEV', 'EBUSY'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Replaces `outDir` with `staging` in two renames; if the second fails the old output is put
 * back. The old output is then removed by a detached process (`removeDetached`): the build is
 * done once the new output is in place. When `outDir` cannot be renamed (a mount point: its
 * staging sibling is on its parent's file system, EXDEV or EBUSY), the new output is copied onto
 * `outDir`'s file system first and swapped in entry by entry instead.
 */
export function swapInto(staging: string, outDir: string, rename: (from: string, to: string) => void = renameSync): void {
  const old = `${outDir}.replaced-${process.pid}`;
  const hadOutput = existsSync(outDir);
  try {
    if (hadOutput) rename(outDir, old);
    try {
      rename(staging, outDir);
    } catch (error) {
      if (hadOutput) rename(old, outDir);
      throw error;
    }
  } catch (error) {
    if (!hadOutput || !isCrossDevice(error)) throw error;
    swapContents(staging, outDir, rename);
    return;
  }
  if (hadOutput) removeDetached(old);
}

/** `outDir`'s entries replaced by `staging`'s, through a copy made inside `outDir` (so each move is a rename on its file system). */
function swapContents(staging: string, outDir: string, rename: (from: string, to: string) => void): void {
  const incoming = join(outDir, `.incoming-${process.pid}`);
  const previous = join(outDir, `.previous-${process.pid}`);
  cpSync(staging, incoming, { recursive: true });
  mkdirSync(previous);
  for (const name of readdirSync(outDir))
    if (join(outDir, name) !== incoming && join(outDir, name) !== previous) rename(join(outDir, name), join(previous, name));
  for (const name of readdirSync(incoming)) rename(join(incoming, name), join(outDir, name));
  for (const dir of [incoming, previous, staging]) rmSync(dir, { recursive: true, force: true });
}
