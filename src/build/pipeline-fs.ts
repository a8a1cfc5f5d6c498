/**
 * @module
 * The build, step by step: sources → dataset → static API + explorer pages → `dist/`.
 * Everything is written into a staging folder that replaces `dist/` only when every step
 * succeeded, so a failed build leaves the previous output untouched.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildDataset } from '../dataset/build-dataset.ts';
import { describeSources, readSources } from '../dataset/sources-fs.ts';
import { datasetJson, type BuiltDataset } from '../dataset/dataset-fs.ts';
import { contentId } from './content-id.ts';
import { cachedJson, datasetInputsHash } from './dataset-cache-fs.ts';
import { flagColours } from '../dataset/fields/flag-colours.ts';
import type { FlagColours } from '../dataset/schema.ts';
import { createApi, type Api } from '../api/context.ts';
import { routes } from '../api/routes.ts';
import type { Route } from '../api/route.ts';
import type { PathConfig } from '../api/paths.ts';
import { generateStaticApi } from '../static/generate.ts';
import { startFileWriter, type WriteReport } from '../static/write-fs.ts';
import type { HostAdapter } from '../hosts/adapter.ts';
import { HOSTS, hostById, type HostId } from '../hosts/hosts.ts';
import { hostDerivations, hostInputs } from '../hosts/inputs.ts';
import { bundleFunctionHandler, bundleWorker, linkOrCopy } from './worker-bundle-fs.ts';
import { flagSvg } from './main-thread-fs.ts';
import { isUploaded, type OutputFile } from '../hosts/uploads.ts';
import type { BuildOptions } from './options.ts';
import { snapshotOf, versionAndChanges } from '../release/compare.ts';
import { lastRelease, releasesDirOf } from '../release/releases-fs.ts';

export const LICENCE =
  'Data: ODbL-1.0 (derived from mledoze/countries), with CLDR (Unicode-3.0), countries-and-timezones (MIT), langs (MIT), World Bank WDI (CC BY 4.0), GeoNames (CC BY 4.0), REST Countries (MPL-2.0) and the CIA World Factbook (public domain); subdivisions and former countries from iso-codes (LGPL-2.1-or-later). See sources.';

export { buildOptionsFromEnv, type BuildOptions } from './options.ts';

/** Everything of a dataset but its `meta` and `changes`, and the as-of date the meta carries: what the sources and the code make of them. */
type DatasetContent = Omit<BuiltDataset, 'meta' | 'changes'> & { asOf: string };

function deriveContent(dataDir: string): DatasetContent {
  const records = buildDataset(readSources(dataDir));
  return { ...records, flagColours: measureFlagColours(records.countries, dataDir) };
}

/**
 * The dataset, derived from the sources; with `cacheDir`, its content is read from there when
 * nothing it is derived from has changed (`reused`), and kept there otherwise (dataset-cache-fs.ts).
 */
export function makeDataset(
  options: Pick<BuildOptions, 'root' | 'dataDir' | 'builtAt' | 'releasesDir'>,
  cacheDir?: string,
): { dataset: BuiltDataset; reused: boolean } {
  const { value: content, reused } = cacheDir
    ? cachedJson(
        cacheDir,
        datasetInputsHash(options.root, options.dataDir),
        () => deriveContent(options.dataDir),
        (c) => datasetJson(c),
      )
    : { value: deriveContent(options.dataDir), reused: false };
  return { dataset: withMeta(content, options), reused };
}

/**
 * The dataset's metadata, and its changes since the last release recorded in the repository
 * (`releases/`, or `releasesDir`), which also decide its version (src/release/compare.ts).
 */
function withMeta({ asOf, ...content }: DatasetContent, options: Pick<BuildOptions, 'root' | 'builtAt' | 'releasesDir'>): BuiltDataset {
  const { countries } = content;
  const version = (JSON.parse(readFileSync(join(options.root, 'package.json'), 'utf8')) as { version: string }).version;
  // The shapes made here are kept for the static API, over the same records (`shapesAt`).
  const id = contentId(content);
  const release = versionAndChanges(lastRelease(options.releasesDir ?? releasesDirOf(options.root)), snapshotOf(content), id);
  return {
    ...content,
    changes: release.changes,
    meta: {
      id,
      builtAt: (options.builtAt ?? new Date()).toISOString(),
      asOf,
      version,
      dataVersion: release.version,
      release: release.changes.since,
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

/** Files rendered between two turns of the event loop (about 60 ms of a 10 s static API). */
const YIELD_EVERY = 256;

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
  o: {
    host?: HostId | undefined;
    onProgress?: (r: WriteReport) => void;
    /** The output this one replaces: its files with the same bytes are linked, not written (`folderWriter`). */
    previousDir?: string | undefined;
    /** The routes whose files are written: the route table's (a test writes a few). */
    routes?: readonly Route[];
  } = {},
): Promise<StaticApiReport> {
  const outputs: OutputFile[] = [];
  const target = o.host && hostById(o.host);
  const writer = startFileWriter(outDir, o.onProgress, o.previousDir);
  for (const file of generateStaticApi(apiOf(dataset, paths), o.routes ?? routes)) {
    outputs.push({ path: file.path, policy: file.policy, aliasOf: file.aliasOf });
    if (!target || isUploaded(target, file)) writer.write(file);
    // Now and then a turn of the event loop: what runs meanwhile elsewhere (the Worker's bundle
    // in esbuild's process, `startWorkerBundle`) may need an answer from this thread to go on.
    if (outputs.length % YIELD_EVERY === 0) await new Promise(setImmediate);
  }
  return { ...(await writer.end()), outputs };
}

export interface HostFilesReport {
  /** Query-form rewrite rules and path-form lookups (Netlify's, before its own additions). */
  rules: number;
  /** What was written, as the build reports it. */
  files: string[];
  workerBytes: number;
}

/** The hosts a build writes the configuration of: `host` alone, or every host of the table. */
const hostsFor = (host: HostId | undefined): readonly HostAdapter[] => (host ? [hostById(host)] : HOSTS);

/**
 * Host configuration (docs/deploy.md), as each host's adapter asks for it (src/hosts/hosts.ts):
 * its text files, its copies of the static API's files in `outDir`, its function's handler; the
 * Worker's bundle is `workerBundle`'s. With `host`, that host's alone.
 */
export async function writeHostFiles(
  dataset: BuiltDataset,
  outDir: string,
  paths: PathConfig,
  apiFiles: readonly OutputFile[],
  host?: HostId,
  workerBundle: Promise<number> = startWorkerBundle(dataset, outDir, paths, host),
): Promise<HostFilesReport> {
  const derived = hostDerivations(apiOf(dataset, paths), routes);
  const files: string[] = [];
  const written = new Set<string>();
  for (const adapter of hostsFor(host)) {
    const output = adapter.output(hostInputs(adapter, routes, apiFiles, derived));
    // A file two hosts read (`_headers`: Netlify's, and Cloudflare Pages') is written once.
    const texts = output.texts.filter((t) => !written.has(t.path));
    for (const { path, text } of texts) {
      mkdirSync(dirname(join(outDir, path)), { recursive: true });
      writeFileSync(join(outDir, path), text());
      written.add(path);
    }
    for (const { from, to } of output.copies ?? []) linkOrCopy(join(outDir, from), join(outDir, to));
    for (const handler of output.functionHandlers ?? []) await bundleFunctionHandler(dirname(join(outDir, handler)));
    files.push(...(output.summary ? [output.summary] : [...texts.map((t) => t.path), ...(adapter.workerBundle ? [adapter.workerBundle] : [])]));
  }
  const workerBytes = await workerBundle;
  const rules = derived.rewrites().reduce((n, r) => n + r.rules.length, 0) + derived.lookups().routes.reduce((n, r) => n + r.rewrites.length, 0);
  return { rules, files, workerBytes };
}

/**
 * Starts the Worker's one bundle, for every host that runs it (Cloudflare's `_worker.js`,
 * Vercel's function), as soon as the dataset is there: esbuild works in a process of its own
 * while this thread writes the static API (the hosts' step then ends 0.9 s after the API, not
 * 2.1-2.6 s). Resolves to its size in bytes, 0 when no host of the build runs it. `writeHostFiles` awaits it.
 */
export function startWorkerBundle(dataset: BuiltDataset, outDir: string, paths: PathConfig, host?: HostId): Promise<number> {
  const files = hostsFor(host).flatMap((h) => (h.workerBundle ? [join(outDir, h.workerBundle)] : []));
  return files.length > 0 ? bundleWorker(dataset, paths, files) : Promise.resolve(0);
}

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
