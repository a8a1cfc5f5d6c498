/**
 * `npm run build`: the whole site into dist/ (static API, flags, explorer pages).
 * Broken sources stop the build before dist/ is touched; see src/build/pipeline-fs.ts.
 */
import { fileURLToPath } from 'node:url';
import { rmSync } from 'node:fs';
import { DatasetError } from '../src/dataset/problems.ts';
import { saveDataset } from '../src/dataset/dataset-fs.ts';
import { buildOptionsFromEnv, buildPages, copyFlags, makeDataset, stagingDir, swapInto, writeStaticApi } from '../src/build/pipeline-fs.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const options = buildOptionsFromEnv(root);
const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function step<T>(label: string, run: () => T | Promise<T>, done: (result: T) => string): Promise<T> {
  const t = performance.now();
  process.stdout.write(`• ${label}…\n`);
  const result = await run();
  console.log(`  ${done(result)} (${seconds(t)})`);
  return result;
}

let staging: string | undefined;
try {
  const dataset = await step('Building the dataset from the sources', () => makeDataset(options), (d) => `${d.countries.length} countries, dataset ${d.meta.id}`);
  saveDataset(dataset);
  staging = stagingDir(root);
  const target = staging;
  await step('Building the explorer pages (Astro)', () => buildPages(root, target, options.paths), () => 'pages written');
  await step(
    'Writing the static API',
    () => writeStaticApi(dataset, target, options.paths, (r) => console.log(`  … ${r.files} files`)),
    (r) => `${r.files} files, ${(r.bytes / 1e6).toFixed(1)} MB`,
  );
  await step('Copying flags', () => copyFlags(dataset, target), (n) => `${n} SVG files`);
  swapInto(target, options.outDir);
  console.log(`✓ Built ${options.outDir} in ${seconds(started)}`);
} catch (error) {
  if (staging) rmSync(staging, { recursive: true, force: true });
  if (error instanceof DatasetError) {
    console.error(`✗ ${error.message}\nNothing was written: the previous output is untouched.`);
  } else {
    console.error('✗ Build failed; the previous output is untouched.\n', error);
  }
  process.exitCode = 1;
}
