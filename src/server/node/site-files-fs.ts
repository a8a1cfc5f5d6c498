/**
 * @module
 * The record of what a build's site is: every file the build wrote for it (pages, assets, flags,
 * API files), as a plain static host is given them (src/hosts/uploads.ts), and none of the hosts'
 * configuration or code (`_worker.js`, `_redirects`, `.vercel/output/…`). The server serves these
 * files and no others, whatever else the folder holds: an allow-list, written by the build, not a
 * list of paths to refuse. The build keeps it beside its settings (`.cache/builds/`), never in the
 * output, which is uploaded; it names the folder it was made for (its inode and modification
 * time), so a record left from another build of the same folder is not taken for this one.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const VERSION = 1;

interface Saved {
  readonly version: number;
  /** The site's folder when the record was made. */
  readonly folder: { readonly ino: number; readonly mtimeMs: number };
  /** Paths relative to the site's folder: `index.html`, `api/country/DE.json`. */
  readonly files: readonly string[];
}

const folderOf = (siteDir: string) => {
  const stat = statSync(siteDir);
  return { ino: stat.ino, mtimeMs: stat.mtimeMs };
};

/** Records `files` as the site of `siteDir`, as the folder is now (written aside, then renamed). */
export function writeSiteFiles(record: string, siteDir: string, files: Iterable<string>): void {
  const saved: Saved = { version: VERSION, folder: folderOf(siteDir), files: [...files].sort() };
  mkdirSync(dirname(record), { recursive: true });
  const partial = `${record}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(saved));
  renameSync(partial, record);
}

/** The site's files of `siteDir`, as its build recorded them; undefined when no record is there, or it was made for another folder or build. */
export function readSiteFiles(record: string, siteDir: string): ReadonlySet<string> | undefined {
  let saved: Saved;
  try {
    saved = JSON.parse(readFileSync(record, 'utf8')) as Saved;
  } catch {
    return undefined;
  }
  if (saved.version !== VERSION || !Array.isArray(saved.files)) return undefined;
  let now: Saved['folder'];
  try {
    now = folderOf(siteDir);
  } catch {
    return undefined;
  }
  return saved.folder?.ino === now.ino && saved.folder.mtimeMs === now.mtimeMs ? new Set(saved.files) : undefined;
}
