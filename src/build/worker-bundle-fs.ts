/**
 * @module
 * Bundles the Cloudflare Worker (src/server/worker.ts) with esbuild into one ES module: the app,
 * its dependencies and the dataset of this build, so the Worker answers exactly what the static
 * files say. The same bytes serve Cloudflare (`_worker.js`, Pages advanced mode and Workers static
 * assets) and Vercel's function (`worker.mjs`, beside the small Node adapter bundled from
 * src/server/vercel-function-fs.ts): one bundle, written once and linked where the other needs it.
 */
import { build, type Plugin } from 'esbuild';
import { copyFileSync, linkSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PathConfig } from '../api/paths.ts';
import { datasetJson, type BuiltDataset } from '../dataset/dataset-fs.ts';
import { FUNCTION_FILES } from '../hosts/vercel/build-output.ts';
import { escapeRegExp } from '../lib/escape-regexp.ts';
import { latinNames } from '../api/cities.ts';

const SERVER_DIR = fileURLToPath(new URL('../server/', import.meta.url));
const DATASET_MODULE = 'countries-reference:dataset';

function workerInputs(dataset: BuiltDataset): Plugin {
  return {
    name: 'worker-inputs',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${DATASET_MODULE}$`) }, (args) => ({ path: args.path, namespace: 'dataset' }));
      // The Factbook's profiles (8 MB) and the changes since the last release (thousands of rows
      // after a refresh of the World Bank's figures) stay out: the Worker serves their static files.
      // The cities go in a compact form (below): a country's list is a file, `city?name=` is computed.
      b.onLoad({ filter: /.*/, namespace: 'dataset' }, () => ({
        contents: datasetJson(dataset, { factbook: {}, changes: { ...dataset.changes, rows: [] }, cities: compactCities(dataset.cities) }),
        loader: 'json',
      }));
      // The Node build of csv-stringify uses the global Buffer, which workerd lacks without
      // nodejs_compat; its browser build carries its own.
      b.onResolve({ filter: /^csv-stringify\/sync$/ }, (args) => b.resolve('csv-stringify/browser/esm/sync', { kind: args.kind, resolveDir: args.resolveDir }));
    },
  };
}

/**
 * The cities as the Worker carries them: every city, with only its other names in Latin script
 * (`Munich`, `Múnich`; not `ミュンヘン`), which `source.otherNamesLatinOnly` says in every city
 * answer. Whole, they are 2.2 MB gzipped, which with the rest of the Worker (0.9 MB) is over the
 * free plan's 3 MB; so, 1.3 MB.
 */
function compactCities(cities: BuiltDataset['cities']): BuiltDataset['cities'] {
  const data = cities.data.map((c) => ({ ...c, otherNames: latinNames(c.otherNames) }));
  return { ...cities, data, source: { ...cities.source, otherNamesLatinOnly: true } };
}

/** The file at `to` with the bytes of `from`: a hard link where the file system allows it, else a copy. */
export function linkOrCopy(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  rmSync(to, { force: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** Writes the bundle to each of `outFiles` (the first written, the others linked to it); returns its size in bytes. */
export async function bundleWorker(dataset: BuiltDataset, paths: PathConfig, outFiles: readonly string[]): Promise<number> {
  const [outFile, ...others] = outFiles;
  if (outFile === undefined) throw new Error('bundleWorker: no file to write the Worker to');
  const entry = [
    `import { createWorker } from './worker.ts';`,
    `import dataset from '${DATASET_MODULE}';`,
    `export default createWorker(dataset, ${JSON.stringify(paths)});`,
  ].join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: SERVER_DIR, sourcefile: 'worker-entry.ts', loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['workerd', 'worker', 'browser'],
    target: 'es2022',
    minify: true,
    outfile: outFile,
    metafile: true,
    logLevel: 'silent',
    plugins: [workerInputs(dataset)],
  });
  for (const other of others) linkOrCopy(outFile, other);
  return Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
}

/**
 * Writes Vercel's function handler into its folder (`functionDir`): the Node adapter
 * (src/server/vercel-function-fs.ts) over the Worker's bundle beside it, imported as it is, with
 * the folder of the files the app reads (src/hosts/vercel/build-output.ts, FUNCTION_FILES).
 */
export async function bundleFunctionHandler(functionDir: string): Promise<void> {
  const bundle = `./${FUNCTION_FILES.bundle}`;
  const entry = [
    `import worker from '${bundle}';`,
    `import { folderAssets, nodeHandler } from './vercel-function-fs.ts';`,
    `import { fileURLToPath } from 'node:url';`,
    `export default nodeHandler(worker, { ASSETS: folderAssets(fileURLToPath(new URL('./${FUNCTION_FILES.read}/', import.meta.url))) });`,
  ].join('\n');
  await build({
    stdin: { contents: entry, resolveDir: SERVER_DIR, sourcefile: 'vercel-function-entry.ts', loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    // The Worker's bundle stays a file of its own, imported as it is.
    plugins: [
      { name: 'worker-bundle', setup: (b) => b.onResolve({ filter: new RegExp(`^${escapeRegExp(bundle)}$`) }, () => ({ path: bundle, external: true })) },
    ],
    outfile: join(functionDir, FUNCTION_FILES.handler),
    logLevel: 'silent',
  });
}
