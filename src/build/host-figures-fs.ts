/**
 * @module
 * The figures of a build folder that docs/deploy.md gives for each host, measured on the folder:
 * each host's upload (src/hosts/uploads.ts), the size of its rules, the Worker's size. The build
 * prints them, `npm run docs` writes them into docs/deploy.md, a contract test holds them to the test build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HostAdapter, HostFigures, OutputReader } from '../hosts/adapter.ts';
import { HOSTS, hostById, type HostId } from '../hosts/hosts.ts';
import { hostInputs } from '../hosts/inputs.ts';
import { isConfigFile, isUploaded, uploadCounts, type OutputFile } from '../hosts/uploads.ts';
import { routes } from '../api/routes.ts';
import { siteDirOf } from './output-layout-fs.ts';
import { API_DIR } from '../api/paths.ts';

function walkFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walkFiles(join(dir, entry.name), `${prefix}${entry.name}/`) : entry.isFile() ? [`${prefix}${entry.name}`] : [],
  );
}

/**
 * Every host's configuration, as each is given it whichever host the build was made for: what
 * its adapter writes (Vercel's function holds a copy of each file the app reads) and the Worker's bundle.
 */
export function configFiles(apiFiles: readonly OutputFile[]): string[] {
  // Only the paths are wanted: no rule is derived for them.
  const unused = () => {
    throw new Error("counting a host's files derives no rule");
  };
  return HOSTS.flatMap((host) => {
    const output = host.output(hostInputs(host, routes, apiFiles, { rewrites: unused, lookups: unused, headers: unused }));
    return [
      ...output.texts.map((t) => t.path),
      ...(output.copies ?? []).map((c) => c.to),
      ...(output.functionHandlers ?? []),
      ...(host.workerBundle ? [host.workerBundle] : []),
    ];
  });
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
export function countUploads(outDir: string, apiFiles: readonly OutputFile[]): Map<HostAdapter, number> {
  const site = otherSiteFiles(outDir, new Set(apiFiles.map((f) => f.path)));
  return uploadCounts([...apiFiles, ...site.map((path) => ({ path })), ...[...new Set(configFiles(apiFiles))].map((path) => ({ path }))]);
}

/**
 * The files of the site the build wrote into `outDir` for `host` (every host when undefined), as
 * a plain static host serves them (src/hosts/uploads.ts): the static API's files that were written,
 * the pages, assets and flags; never a host's configuration or code. What `npm start` serves
 * (src/server/node/site-files-fs.ts).
 */
export function siteFilesOf(outDir: string, apiFiles: readonly OutputFile[], host: HostId | undefined): string[] {
  const written = apiFiles.filter((f) => host === undefined || isUploaded(hostById(host), f)).map((f) => f.path);
  return [...written, ...otherSiteFiles(outDir, new Set(apiFiles.map((f) => f.path)))];
}

/** The output folder as adapters read it to measure themselves. */
function outputReader(outDir: string): OutputReader {
  return {
    file: (path) => (existsSync(join(outDir, path)) ? readFileSync(join(outDir, path)) : undefined),
    count: (folder) => (existsSync(join(outDir, folder)) ? walkFiles(join(outDir, folder)).length : 0),
  };
}

export function hostFigures(outDir: string, apiFiles: readonly OutputFile[]): HostFigures {
  const read = outputReader(outDir);
  return { uploads: countUploads(outDir, apiFiles), measured: new Map(HOSTS.map((host) => [host, host.figures(read)])) };
}
