/**
 * @module
 * The figures of a build folder that docs/deploy.md gives for each host, measured on the folder:
 * each host's upload (src/hosts/uploads.ts), the size of its rules, the Worker's size. The build
 * prints them, `npm run docs` writes them into docs/deploy.md, a contract test holds them to the test build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { HOSTS, hostById, isConfigFile, isUploaded, uploadCounts, type Host, type HostFigures, type HostId, type OutputFile } from '../hosts/uploads.ts';
import { WORKER_FILE } from '../hosts/cloudflare.ts';
import { FUNCTION_DIR, FUNCTION_FILES, VERCEL_OUTPUT, vercelFiles, type BuildOutputConfig } from '../hosts/vercel.ts';
import { siteDirOf } from './output-layout-fs.ts';
import { API_DIR } from '../api/paths.ts';

function walkFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walkFiles(join(dir, entry.name), `${prefix}${entry.name}/`) : entry.isFile() ? [`${prefix}${entry.name}`] : [],
  );
}

/**
 * Every host's configuration, as each is given it whichever host the build was made for: the
 * files at the top, and Vercel's Build Output, whose function holds a copy of each file the app
 * reads (the API files of Vercel's upload).
 */
export function configFiles(apiFiles: readonly OutputFile[]): string[] {
  const vercel = hostById('vercel');
  const read = apiFiles.filter((f) => isUploaded(vercel, f)).map((f) => f.path);
  return [...HOSTS.flatMap((h) => h.configFiles.filter((entry) => !entry.endsWith('/'))), ...vercelFiles(read)];
}

/** The site's files besides the static API (pages, assets, flags), relative to the site's folder: every other file but the hosts' configuration. */
function otherSiteFiles(outDir: string, api: ReadonlySet<string>): string[] {
  const siteDir = siteDirOf(outDir);
  // Every file under the static API's folder is one of `apiFiles` (the build writes nothing else
  // there): only the rest of the site is walked, a thousand files instead of 35,000.
  return readdirSync(siteDir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.name === API_DIR ? [] : entry.isDirectory() ? walkFiles(join(siteDir, entry.name), `${entry.name}/`) : entry.isFile() ? [entry.name] : [],
    )
    .filter((path) => !api.has(path) && !isConfigFile(path));
}

/**
 * Each host's upload, counted: every file of the static API (`apiFiles`: written or not, a host's
 * upload leaves some out), every other file of the site (pages, flags, assets), and each host's
 * configuration.
 */
export function countUploads(outDir: string, apiFiles: readonly OutputFile[]): Map<Host, number> {
  const site = otherSiteFiles(outDir, new Set(apiFiles.map((f) => f.path)));
  return uploadCounts([...apiFiles, ...site.map((path) => ({ path })), ...[...new Set(configFiles(apiFiles))].map((path) => ({ path }))]);
}

/**
 * The files of the site the build wrote into `outDir` for `host` (every host when undefined), as
 * a plain static host serves them (src/hosts/uploads.ts): the static API's files that were written,
 * the pages, assets and flags; never a host's configuration or code. What `npm start` serves
 * (src/server/site-files-fs.ts).
 */
export function siteFilesOf(outDir: string, apiFiles: readonly OutputFile[], host: HostId | undefined): string[] {
  const plain = hostById('static');
  const written = apiFiles.filter((f) => (host === undefined || isUploaded(hostById(host), f)) && isUploaded(plain, f)).map((f) => f.path);
  return [...written, ...otherSiteFiles(outDir, new Set(apiFiles.map((f) => f.path)))];
}

const read = (outDir: string, name: string) => (existsSync(join(outDir, name)) ? readFileSync(join(outDir, name)) : undefined);

export function hostFigures(outDir: string, apiFiles: readonly OutputFile[]): HostFigures {
  const redirects = read(outDir, '_redirects');
  const vercel = read(outDir, `${VERCEL_OUTPUT}/config.json`);
  const worker = read(outDir, WORKER_FILE) ?? read(outDir, `${FUNCTION_DIR}/${FUNCTION_FILES.bundle}`);
  const functionFiles = join(outDir, FUNCTION_DIR, FUNCTION_FILES.read);
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
    ...(vercel
      ? {
          vercel: {
            routes: (JSON.parse(vercel.toString('utf8')) as BuildOutputConfig).routes.length,
            functionFiles: existsSync(functionFiles) ? walkFiles(functionFiles).length : 0,
          },
        }
      : {}),
    ...(worker ? { worker: { bytes: worker.length, gzipBytes: gzipSync(worker).length } } : {}),
  };
}
