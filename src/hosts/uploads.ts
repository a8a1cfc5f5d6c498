/**
 * @module
 * What each host of the table (hosts.ts) is given of the build: from what each can do besides
 * serving files, file by file, whether its upload holds it. A route's files say
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
import type { Host, HostAdapter } from './adapter.ts';
import { HOSTS } from './hosts.ts';

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
export function uploadCounts(files: Iterable<OutputFile>): Map<HostAdapter, number> {
  const counts = new Map(HOSTS.map((h) => [h, 0]));
  for (const file of files) for (const host of HOSTS) if (isUploaded(host, file)) counts.set(host, counts.get(host)! + 1);
  return counts;
}
