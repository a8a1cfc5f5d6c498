/**
 * @module
 * Whether `dist/` must be rebuilt: missing, older than anything it is built from, or built with
 * other settings (`DATA_DIR`, `SITE_URL`, `BASE_PATH`) than those asked for now. Each build
 * leaves a stamp of its settings in `.cache/builds/` (never in the output, which is uploaded).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BuildOptions } from './options.ts';
import { API_DIR } from '../api/paths.ts';
import { siteDirOf } from './output-layout-fs.ts';
import { cacheDir } from './cache-dirs.ts';
import { readSiteFiles } from '../server/node/site-files-fs.ts';

/** What the output is made from: sources, code, curated data and the pinned packages. */
const INPUTS = ['src', 'data', 'releases', 'public', 'scripts/build.ts', 'astro.config.mjs', 'package-lock.json'];

/** The settings a build was made with, besides its inputs' contents. */
export interface BuildStamp {
  readonly dataDir: string;
  readonly siteUrl: string;
  readonly basePath: string;
}

/** What each setting is called where people set it. */
const VARIABLES: Readonly<Record<keyof BuildStamp, string>> = { dataDir: 'DATA_DIR', siteUrl: 'SITE_URL', basePath: 'BASE_PATH' };

const buildRecordOf = (root: string, outDir: string, suffix: string) =>
  join(cacheDir(root, 'builds'), `${createHash('sha256').update(outDir).digest('hex').slice(0, 16)}${suffix}`);
const stampFileOf = (root: string, outDir: string) => buildRecordOf(root, outDir, '.json');

/** Where the build of `outDir` records its site's files (src/server/node/site-files-fs.ts), which alone `npm start` serves. */
export const siteFilesRecord = (root: string, outDir: string): string => buildRecordOf(root, outDir, '.site.json');

export const stampOf = (o: Pick<BuildOptions, 'dataDir' | 'paths'>): BuildStamp => ({
  dataDir: o.dataDir,
  siteUrl: o.paths.siteUrl,
  basePath: o.paths.basePath,
});

/** Records the settings `outDir` was just built with. */
export function writeBuildStamp(root: string, options: Pick<BuildOptions, 'outDir' | 'dataDir' | 'paths'>): void {
  const file = stampFileOf(root, options.outDir);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ outDir: options.outDir, ...stampOf(options) }, null, 2)}\n`);
}

function readStamp(root: string, outDir: string): BuildStamp | undefined {
  try {
    return JSON.parse(readFileSync(stampFileOf(root, outDir), 'utf8')) as BuildStamp;
  } catch {
    return undefined;
  }
}

function newestMtime(path: string, ignore: ReadonlySet<string>): number {
  if (!existsSync(path) || ignore.has(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry), ignore));
  return newest;
}

/** The dataset id a file names: `dataset.id` of health.json, `meta.id` of the dataset file. */
function datasetIdIn(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const json = JSON.parse(readFileSync(file, 'utf8')) as { dataset?: { id?: string }; meta?: { id?: string } };
  return json.dataset?.id ?? json.meta?.id;
}

export interface StalenessOptions {
  /** The settings asked for now: a build made with others is stale. */
  settings?: BuildStamp;
  /** Files among the inputs that are not inputs (a usage database someone keeps in data/). */
  ignore?: readonly string[];
}

export function outputIsStale(root: string, outDir: string, datasetFile: string, o: StalenessOptions = {}): { stale: boolean; reason: string } {
  const marker = join(siteDirOf(outDir), API_DIR, 'health.json');
  if (!existsSync(marker)) return { stale: true, reason: `${outDir} has no build yet` };
  if (datasetIdIn(marker) !== datasetIdIn(datasetFile)) return { stale: true, reason: `${datasetFile} does not match ${outDir}` };
  if (!readSiteFiles(siteFilesRecord(root, outDir), siteDirOf(outDir)))
    return { stale: true, reason: `nothing records which files of ${outDir} are its site (it was not built here, or changed since)` };
  if (o.settings) {
    const made = readStamp(root, outDir);
    if (!made) return { stale: true, reason: `nothing records which DATA_DIR, SITE_URL and BASE_PATH ${outDir} was built with` };
    const changed = (Object.keys(VARIABLES) as Array<keyof BuildStamp>).find((k) => made[k] !== o.settings![k]);
    if (changed) return { stale: true, reason: `${VARIABLES[changed]} is '${o.settings[changed]}', the build was made with '${made[changed]}'` };
  }
  // When the build ended: its stamp, written last. health.json's mtime is not it, since a build
  // under SOURCE_DATE_EPOCH links the files it leaves unchanged from the previous output.
  const stamp = stampFileOf(root, outDir);
  const builtAt = statSync(existsSync(stamp) ? stamp : marker).mtimeMs;
  const ignore = new Set(o.ignore ?? []);
  const changed = INPUTS.find((input) => newestMtime(join(root, input), ignore) > builtAt);
  return changed ? { stale: true, reason: `${changed} changed since the last build` } : { stale: false, reason: 'up to date' };
}
