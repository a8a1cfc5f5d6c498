/**
 * @module
 * Whether `dist/` must be rebuilt: missing, or older than anything it is built from.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

export function outputIsStale(root: string, outDir: string): { stale: boolean; reason: string } {
  const marker = join(outDir, 'api', 'health.json');
  if (!existsSync(marker)) return { stale: true, reason: `${outDir} has no build yet` };
  const builtAt = statSync(marker).mtimeMs;
  const changed = INPUTS.find((input) => newestMtime(join(root, input)) > builtAt);
  return changed ? { stale: true, reason: `${changed} changed since the last build` } : { stale: false, reason: 'up to date' };
}
