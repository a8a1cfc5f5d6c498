/**
 * @module
 * Bundles the Cloudflare Worker (src/server/worker.ts) with esbuild into one ES module for
 * Pages advanced mode and Workers static assets: the app, its dependencies and the dataset of
 * this build, so the Worker answers exactly what the static files say.
 */
import { build, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { PathConfig } from '../api/paths.ts';
import { datasetJson, type BuiltDataset } from '../dataset/dataset-fs.ts';

const SERVER_DIR = fileURLToPath(new URL('../server/', import.meta.url));
const DATASET_MODULE = 'countries-reference:dataset';

function workerInputs(dataset: BuiltDataset): Plugin {
  return {
    name: 'worker-inputs',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${DATASET_MODULE}$`) }, (args) => ({ path: args.path, namespace: 'dataset' }));
      // The Factbook's profiles (8 MB) stay out: the Worker serves their static files.
      b.onLoad({ filter: /.*/, namespace: 'dataset' }, () => ({ contents: datasetJson(dataset, { factbook: {} }), loader: 'json' }));
      // The Node build of csv-stringify uses the global Buffer, which workerd lacks without
      // nodejs_compat; its browser build carries its own.
      b.onResolve({ filter: /^csv-stringify\/sync$/ }, (args) => b.resolve('csv-stringify/browser/esm/sync', { kind: args.kind, resolveDir: args.resolveDir }));
    },
  };
}

/** Writes the bundle to `outFile`; returns its size in bytes. */
export async function bundleWorker(dataset: BuiltDataset, paths: PathConfig, outFile: string): Promise<number> {
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
  return Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
}
