/**
 * @module
 * What each host is given of the build: the hosts the docs list, what each can do besides
 * serving files, and from that, file by file, whether its upload holds it. A route's files say
 * how they may be served (their family's policy, the file they are an alias of: src/api/route.ts);
 * a host takes a file only when it has nothing better:
 * - where the app runs (the Cloudflare Worker, the Vercel function) only the files of `file`
 *   families are uploaded: the app computes every other file from the question its path names;
 * - Netlify gets every file: one rule per alias file would take most of the 10,000 rules it
 *   advises (the query form needs them), it has no file limit, and it stores files by content
 *   hash, so a copy costs no upload;
 * - a plain host (GitHub Pages, S3, nginx) gets every file.
 * Pure: the build counts and writes, `npm run build` prints the counts.
 */
import { computedWhereCodeRuns, type FilePolicy } from '../api/route.ts';
import { VERCEL_OUTPUT, VERCEL_STATIC } from './vercel.ts';

export type HostId = 'cloudflare' | 'netlify' | 'vercel' | 'static';

export interface Host {
  readonly id: HostId;
  readonly name: string;
  /** Files per deployment, where the host limits them, and where the limit comes from. */
  readonly limit?: { readonly files: number; readonly note: string };
  /** It runs the app (the Worker, the Vercel function), which computes any file from the question its path names. */
  readonly computes: boolean;
  /**
   * Its configuration in the output, written by the build and read by the host: files at the
   * top (`_redirects`), and folders, written with a final `/`, whose every file is its own.
   */
  readonly configFiles: readonly string[];
  /** Where its upload keeps the site's files, when not at the top of the output folder. */
  readonly siteDir?: string;
}

export const HOSTS: readonly Host[] = [
  {
    id: 'cloudflare',
    name: 'Cloudflare (Workers static assets, Pages)',
    limit: { files: 20_000, note: 'per deployment on the free plan' },
    computes: true,
    configFiles: ['_worker.js', '_routes.json', '_headers', '.assetsignore'],
  },
  {
    id: 'vercel',
    name: 'Vercel',
    limit: { files: 15_000, note: 'per CLI upload' },
    computes: true,
    // The Build Output API's folder (src/hosts/vercel.ts): its routes and its function.
    configFiles: [`${VERCEL_OUTPUT}/`],
    siteDir: VERCEL_STATIC,
  },
  { id: 'netlify', name: 'Netlify', computes: false, configFiles: ['_redirects', '_headers'] },
  { id: 'static', name: 'GitHub Pages, S3, nginx (plain files)', computes: false, configFiles: [] },
];

export const hostById = (id: HostId): Host => HOSTS.find((h) => h.id === id)!;

const holds = (entry: string, path: string) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry);

/** Whether a path of the output is a host's configuration (`_redirects`, `.vercel/output/config.json`). */
export const isConfigFile = (path: string): boolean => HOSTS.some((h) => h.configFiles.some((entry) => holds(entry, path)));

/** Whether a host's configuration holds that path of the output. */
export const isConfigFileOf = (host: Host, path: string): boolean => host.configFiles.some((entry) => holds(entry, path));

/** A file of the output, as the build knows it: an API file carries its family's policy, and the file it is an alias of. */
export interface OutputFile {
  /** Path under the output folder: `api/country/DEU.json`, `country/DE/index.html`, `_redirects`. */
  readonly path: string;
  readonly policy?: FilePolicy;
  readonly aliasOf?: string | undefined;
}

/** Whether a host's upload holds a file of the output. */
export function isUploaded(host: Host, file: OutputFile): boolean {
  if (isConfigFile(file.path)) return isConfigFileOf(host, file.path);
  if (file.policy === undefined) return true;
  if (host.computes) return !computedWhereCodeRuns(file.policy) && file.aliasOf === undefined;
  return true;
}

/** The number of files in each host's upload. */
export function uploadCounts(files: Iterable<OutputFile>): Map<Host, number> {
  const counts = new Map(HOSTS.map((h) => [h, 0]));
  for (const file of files) for (const host of HOSTS) if (isUploaded(host, file)) counts.set(host, counts.get(host)! + 1);
  return counts;
}

/** A build's figures per host (measured by src/build/host-figures-fs.ts). */
export interface HostFigures {
  /** Each host's upload, in files. */
  readonly uploads: ReadonlyMap<Host, number>;
  /** `_redirects`: rules (lines that are not comments). */
  readonly netlify?: { readonly rules: number };
  /** `.vercel/output/`: the routes of `config.json`, and the files the function reads besides its code. */
  readonly vercel?: { readonly routes: number; readonly functionFiles: number };
  /** The Worker's bundle (`_worker.js`, and the Vercel function's): bytes, and gzipped as Cloudflare measures its script limit. */
  readonly worker?: { readonly bytes: number; readonly gzipBytes: number };
}
