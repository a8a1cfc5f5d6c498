/**
 * @module
 * Whether `dist/` must be rebuilt: missing, or older than anything it is built from.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIR } from '../api/paths.ts';

/** What the output is made from: sources, code, curated data and the pinned packages. */
const INPUTS = ['src', 'data', 'public', 'scripts/build.ts', 'astro.config.mjs', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** The dataset id a file names: `dataset.id` of health.json, `meta.id` of the dataset file. */
function datasetIdIn(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const json = JSON.parse(readFileSync(file, 'utf8')) as { dataset?: { id?: string }; meta?: { id?: string } };
  return json.dataset?.id ?? json.meta?.id;
}

export function outputIsStale(root: string, outDir: string, datasetFile: string): { stale: boolean; reason: string } {
  const marker = join(outDir, API_DIR, 'health.json');
  if (!existsSync(marker)) return { stale: true, reason: `${outDir} has no build yet` };
  if (datasetIdIn(marker) !== datasetIdIn(datasetFile)) return { stale: true, reason: `${datasetFile} does not match ${outDir}` };
  const builtAt = statSync(marker).mtimeMs;
  const changed = INPUTS.find((input) => newestMtime(join(root, input)) > builtAt);
  return changed ? { stale: true, reason: `${changed} changed since the last build` } : { stale: false, reason: 'up to date' };
}
