/**
 * @module
 * The build, step by step: sources → dataset → static API + explorer pages → `dist/`.
 * Everything is written into a staging folder that replaces `dist/` only when every step
 * succeeded, so a failed build leaves the previous output untouched.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildDataset } from '../dataset/build-dataset.ts';
import { describeSources, readSources } from '../dataset/sources-fs.ts';
import { datasetId, type BuiltDataset } from '../dataset/dataset-fs.ts';
import { DatasetError, type Problem } from '../dataset/problems.ts';
import { flagColours } from '../dataset/fields/flag-colours.ts';
import type { FlagColours } from '../dataset/schema.ts';
import { createApi, type Api } from '../api/context.ts';
import { routes } from '../api/routes.ts';
import type { PathConfig } from '../api/paths.ts';
import { generateStaticApi } from '../static/generate.ts';
import { startFileWriter, type WriteReport } from '../static/write-fs.ts';
import { queryRewrites } from '../hosts/rewrites.ts';
import { pathRewrites } from '../hosts/path-rewrites.ts';
import { headerRules } from '../hosts/headers.ts';
import { netlifyHeaders, netlifyRedirects } from '../hosts/netlify.ts';
import { vercelConfig } from '../hosts/vercel.ts';
import { WORKER_FILE, assetsIgnore, pagesRoutes } from '../hosts/cloudflare.ts';
import { bundleWorker } from './worker-bundle-fs.ts';
import { removeDetached } from './discard-fs.ts';
import { hostById, isUploaded, routesAnswered, type HostId, type OutputFile } from '../hosts/uploads.ts';
import type { BuildOptions } from './options.ts';

export const LICENCE =
  'Data: ODbL-1.0 (derived from mledoze/countries), with CLDR (Unicode-3.0), countries-and-timezones (MIT), langs (MIT), World Bank WDI (CC BY 4.0), REST Countries (MPL-2.0) and the CIA World Factbook (public domain); subdivisions from iso-codes (LGPL-2.1-or-later). See sources.';

export { buildOptionsFromEnv, deployHostOf, type BuildOptions } from './options.ts';

export function makeDataset(options: Pick<BuildOptions, 'root' | 'dataDir' | 'builtAt'>): BuiltDataset {
  const records = buildDataset(readSources(options.dataDir));
  const content = { ...records, flagColours: measureFlagColours(records.countries, options.dataDir) };
  const { countries } = content;
  const version = (JSON.parse(readFileSync(join(options.root, 'package.json'), 'utf8')) as { version: string }).version;
  return {
    ...content,
    meta: {
      id: datasetId(content),
      builtAt: (options.builtAt ?? new Date()).toISOString(),
      version,
      countries: countries.length,
      sources: describeSources(),
      licence: LICENCE,
    },
  };
}

const apis = new WeakMap<BuiltDataset, { paths: PathConfig; api: Api }>();
/** The API over `dataset`, made once for the static API and the hosts' configuration (its indexes take a while). */
function apiOf(dataset: BuiltDataset, paths: PathConfig): Api {
  const made = apis.get(dataset);
  if (made && made.paths.siteUrl === paths.siteUrl && made.paths.basePath === paths.basePath) return made.api;
  const api = createApi(dataset, paths);
  apis.set(dataset, { paths, api });
  return api;
}

export interface StaticApiReport extends WriteReport {
  /** Every file of the static API, written or not (a host's upload leaves some out). */
  outputs: OutputFile[];
}

/**
 * Writes the static API, or of it what `host` is given; reports every file, for the upload counts.
 * The files are rendered here and written on a thread of their own (`startFileWriter`).
 */
export async function writeStaticApi(
  dataset: BuiltDataset,
  outDir: string,
  paths: PathConfig,
  host?: HostId,
  onProgress?: (r: WriteReport) => void,
): Promise<StaticApiReport> {
  const outputs: OutputFile[] = [];
  const target = host && hostById(host);
  const writer = startFileWriter(outDir, onProgress);
  for (const file of generateStaticApi(apiOf(dataset, paths), routes)) {
    outputs.push({ path: file.path, policy: file.policy, aliasOf: file.aliasOf });
    if (!target || isUploaded(target, file)) writer.write(file);
  }
  return { ...(await writer.end()), outputs };
}

/** What the build's second thread is given (src/build/static-api-thread-fs.ts), and what it says back. */
export interface BuildThreadJob {
  options: Pick<BuildOptions, 'root' | 'dataDir' | 'builtAt' | 'paths' | 'host'>;
  /** Where the dataset is saved, for the pages and the server. */
  datasetFile: string;
  /** The static API's folder. */
  outDir: string;
}
export type BuildThreadMessage =
  { dataset: BuiltDataset } | { datasetProblems: readonly Problem[] } | { progress: WriteReport } | { api: StaticApiReport } | { hosts: HostFilesReport };

/** The results of the build's second thread, each as soon as it is there. */
export interface BuildThread {
  dataset: Promise<BuiltDataset>;
  api: Promise<StaticApiReport>;
  hosts: Promise<HostFilesReport>;
}

/**
 * `makeDataset`, then `writeStaticApi`, then `writeHostFiles` (which reads its file list), on a
 * thread of their own, so that a second core works at them while this one builds the pages from
 * the start (Astro bundles them before it needs the dataset). `outDir` must be a folder of its own:
 * Astro's build empties its output folder when it starts (`moveInto` puts the files beside the
 * pages afterwards). Broken sources reject every result with the `DatasetError`.
 */
export function startBuildThread(job: BuildThreadJob, onProgress?: (r: WriteReport) => void): BuildThread {
  const thread = new Worker(new URL('./static-api-thread-fs.ts', import.meta.url), { workerData: job });
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

export interface HostFilesReport {
  /** Query-form rewrite rules and path-form lookups (before each host's own additions). */
  rules: number;
  files: string[];
  workerBytes: number;
}

/**
 * Host configuration for the query form (docs/deploy.md): Netlify `_redirects` and `_headers`,
 * `vercel.json`, and for Cloudflare the Worker bundle, `_routes.json` and `.assetsignore`; with
 * `host`, that host's alone.
 */
export async function writeHostFiles(
  dataset: BuiltDataset,
  outDir: string,
  paths: PathConfig,
  apiFiles: readonly OutputFile[],
  host?: HostId,
): Promise<HostFilesReport> {
  const api = apiOf(dataset, paths);
  const rewrites = queryRewrites(api, routes);
  const lookups = pathRewrites(api, routes);
  const headers = headerRules();
  const wanted = (name: string) => !host || hostById(host).configFiles.includes(name);
  const aliases = apiFiles.flatMap((f) => (f.aliasOf !== undefined ? [{ path: f.path, aliasOf: f.aliasOf }] : []));
  const fileFamilyAliases = apiFiles.filter((f) => f.policy === 'file' && f.aliasOf !== undefined).map((f) => f.path);
  const texts: Record<string, () => string> = {
    _redirects: () => netlifyRedirects(rewrites, lookups),
    _headers: () => netlifyHeaders(headers),
    'vercel.json': () => {
      const answered = new Set(routesAnswered(hostById('vercel'), routes).map((r) => r.name));
      return `${JSON.stringify(
        vercelConfig(
          rewrites.filter((r) => answered.has(r.route)),
          headers,
          lookups,
          aliases,
        ),
      )}\n`;
    },
    '_routes.json': () => `${JSON.stringify(pagesRoutes(), null, 2)}\n`,
    '.assetsignore': () => assetsIgnore(routes, ['_redirects', 'vercel.json'], fileFamilyAliases),
  };
  const written = Object.keys(texts).filter(wanted);
  for (const name of written) writeFileSync(join(outDir, name), texts[name]!());
  const workerBytes = wanted(WORKER_FILE) ? await bundleWorker(dataset, paths, join(outDir, WORKER_FILE)) : 0;
  const rules = rewrites.reduce((n, r) => n + r.rules.length, 0) + lookups.routes.reduce((n, r) => n + r.rewrites.length, 0);
  return { rules, files: [...written, ...(workerBytes > 0 ? [WORKER_FILE] : [])], workerBytes };
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

/** Wide enough that a flag's details keep their share of its area. */
const FLAG_MEASURE_WIDTH = 160;

/**
 * Each flag's colours (src/dataset/fields/flag-colours.ts), measured on a rendering without
 * anti-aliasing (`shapeRendering: 0`, crisp edges), whose pixels are the flag's own colours.
 */
export function measureFlagColours(countries: readonly { cca2: string; cca3: string }[], dataDir: string): Record<string, FlagColours> {
  const { Resvg } = createRequire(import.meta.url)('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
  const options = { fitTo: { mode: 'width', value: FLAG_MEASURE_WIDTH }, shapeRendering: 0, font: { loadSystemFonts: false } } as const;
  return Object.fromEntries(countries.map((c) => [c.cca2, flagColours(new Resvg(readFileSync(flagSvg(c, dataDir)), options).render().pixels)]));
}

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
