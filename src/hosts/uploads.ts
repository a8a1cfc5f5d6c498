/**
 * @module
 * What each host is given of the build: the hosts the docs list, what each can do besides
 * serving files, and from that, file by file, whether its upload holds it. A route's files say
 * how they may be served (their family's policy, the file they are an alias of: src/api/route.ts);
 * a host takes a file only when it has nothing better:
 * - where code runs (the Cloudflare Worker) only `file` families are uploaded: the Worker
 *   computes every other file from the question its path names;
 * - a host with a file limit and no code is not given `unlimited` families (one file per
 *   subdivision would exceed its limit): it does not answer them;
 * - Vercel, whose rewrites take regular expressions, serves an alias by a rule onto its
 *   canonical file (one rule per family and country);
 * - Netlify gets every file: one rule per alias file would take most of the 10,000 rules it
 *   advises (the query form needs them), it has no file limit, and it stores files by content
 *   hash, so a copy costs no upload;
 * - a plain host (GitHub Pages, S3, nginx) gets every file.
 * Pure: the build counts and writes, `npm run build` prints the counts.
 */
import { computedWhereCodeRuns, type FilePolicy } from '../api/route.ts';

export type HostId = 'cloudflare' | 'netlify' | 'vercel' | 'static';

export interface Host {
  readonly id: HostId;
  readonly name: string;
  /** Files per deployment, where the host limits them, and where the limit comes from. */
  readonly limit?: { readonly files: number; readonly note: string };
  /** It runs the app (the Worker), which computes any file from the question its path names. */
  readonly computes: boolean;
  /** It serves an alias by a rewrite rule onto the canonical file (a host that computes needs none). */
  readonly aliasRules: boolean;
  /** Its configuration files at the top of the output (written by the build, read by the host). */
  readonly configFiles: readonly string[];
}

export const HOSTS: readonly Host[] = [
  {
    id: 'cloudflare',
    name: 'Cloudflare (Workers static assets, Pages)',
    limit: { files: 20_000, note: 'per deployment on the free plan' },
    computes: true,
    aliasRules: false,
    configFiles: ['_worker.js', '_routes.json', '_headers', '.assetsignore'],
  },
  {
    id: 'vercel',
    name: 'Vercel',
    limit: { files: 15_000, note: 'per CLI upload (`--archive=tgz` lifts it)' },
    computes: false,
    aliasRules: true,
    configFiles: ['vercel.json'],
  },
  { id: 'netlify', name: 'Netlify', computes: false, aliasRules: false, configFiles: ['_redirects', '_headers'] },
  { id: 'static', name: 'GitHub Pages, S3, nginx (plain files)', computes: false, aliasRules: false, configFiles: [] },
];

export const hostById = (id: HostId): Host => HOSTS.find((h) => h.id === id)!;

/** Every host's configuration file. */
export const CONFIG_FILES: ReadonlySet<string> = new Set(HOSTS.flatMap((h) => h.configFiles));

/** A file of the output, as the build knows it: an API file carries its family's policy, and the file it is an alias of. */
export interface OutputFile {
  /** Path under the output folder: `api/country/DEU.json`, `country/DE/index.html`, `_redirects`. */
  readonly path: string;
  readonly policy?: FilePolicy;
  readonly aliasOf?: string | undefined;
}

/** Whether a host answers the files of a family with that policy at all (a host with a file limit and no code leaves `unlimited` ones unanswered). */
export const answersFamily = (host: Host, policy: FilePolicy): boolean => host.computes || policy !== 'unlimited' || host.limit === undefined;

/** The routes a host's query rules are made for: those it answers every family of (a route without files has rules only for its misses). */
export const routesAnswered = <R extends { readonly files: readonly { readonly policy: FilePolicy }[] }>(host: Host, routes: readonly R[]): R[] =>
  routes.filter((r) => r.files.every((f) => answersFamily(host, f.policy)));

/** Whether a host's upload holds a file of the output. */
export function isUploaded(host: Host, file: OutputFile): boolean {
  if (CONFIG_FILES.has(file.path)) return host.configFiles.includes(file.path);
  if (file.policy === undefined) return true;
  if (host.computes) return !computedWhereCodeRuns(file.policy) && file.aliasOf === undefined;
  if (!answersFamily(host, file.policy)) return false;
  return file.aliasOf === undefined || !host.aliasRules;
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
  /** `vercel.json`: routes (rewrites and header rules, which Vercel counts together). */
  readonly vercel?: { readonly routes: number };
  /** `_worker.js`: bytes, and gzipped as Cloudflare measures its script limit. */
  readonly worker?: { readonly bytes: number; readonly gzipBytes: number };
}
