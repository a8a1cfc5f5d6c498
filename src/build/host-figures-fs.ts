/**
 * @module
 * The figures of a build folder that docs/deploy.md gives for each host, measured on the folder:
 * each host's upload (src/hosts/uploads.ts), the size of its rules, the Worker's size. The build
 * prints them, `npm run docs` writes them into docs/deploy.md, a contract test holds them to the test build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONFIG_FILES, uploadCounts, type Host, type HostFigures, type OutputFile } from '../hosts/uploads.ts';
import { WORKER_FILE } from '../hosts/cloudflare.ts';
import { API_DIR } from '../api/paths.ts';
import type { VercelConfig } from '../hosts/vercel.ts';

function walkFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walkFiles(join(dir, entry.name), `${prefix}${entry.name}/`) : entry.isFile() ? [`${prefix}${entry.name}`] : [],
  );
}

/**
 * Each host's upload, counted: every file of the static API (`apiFiles`: written or not, a host's
 * upload leaves some out), every other file of the folder (pages, flags, assets), and each host's
 * configuration.
 */
export function countUploads(outDir: string, apiFiles: readonly OutputFile[]): Map<Host, number> {
  const api = new Set(apiFiles.map((f) => f.path));
  // Every file under the static API's folder is one of `apiFiles` (the build writes nothing else
  // there): only the rest of the folder is walked, a thousand files instead of 35,000.
  const site = readdirSync(outDir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.name === API_DIR ? [] : entry.isDirectory() ? walkFiles(join(outDir, entry.name), `${entry.name}/`) : entry.isFile() ? [entry.name] : [],
    )
    .filter((path) => !api.has(path) && !CONFIG_FILES.has(path));
  return uploadCounts([...apiFiles, ...site.map((path) => ({ path })), ...[...CONFIG_FILES].map((path) => ({ path }))]);
}

const read = (outDir: string, name: string) => (existsSync(join(outDir, name)) ? readFileSync(join(outDir, name)) : undefined);

export function hostFigures(outDir: string, apiFiles: readonly OutputFile[]): HostFigures {
  const redirects = read(outDir, '_redirects');
  const vercel = read(outDir, 'vercel.json');
  const worker = read(outDir, WORKER_FILE);
  const config = vercel && (JSON.parse(vercel.toString('utf8')) as VercelConfig);
  return {
    uploads: countUploads(outDir, apiFiles),
    ...(redirects
      ? {
          netlify: {
            rules: redirects
              .toString('utf8')
              .split('\n')
              .filter((l) => l.trim() && !l.startsWith('#')).length,
          },
        }
      : {}),
    ...(config ? { vercel: { routes: config.rewrites.length + config.headers.length } } : {}),
    ...(worker ? { worker: { bytes: worker.length, gzipBytes: gzipSync(worker).length } } : {}),
  };
}
