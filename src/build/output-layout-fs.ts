/**
 * @module
 * Where the site's files sit in a build folder: at its top, except in a host's own upload that
 * keeps them elsewhere (Vercel's Build Output API: `.vercel/output/static/`, src/hosts/uploads.ts
 * `siteDir`). The build puts them there; `npm start` and the build's figures read them there.
 */
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { HOSTS, hostById, type HostId } from '../hosts/hosts.ts';

/** The folder of a build's site: a host's `siteDir` when the build is that host's upload, else the build folder itself. */
export function siteDirOf(outDir: string): string {
  for (const host of HOSTS) if (host.siteDir && existsSync(join(outDir, host.siteDir))) return join(outDir, host.siteDir);
  return outDir;
}

/** Moves the site's files of a finished build into the host's `siteDir` (renames within the folder), for a host that keeps them there. */
export function placeSite(outDir: string, host: HostId | undefined): void {
  const siteDir = host && hostById(host).siteDir;
  if (!siteDir) return;
  const top = siteDir.split('/')[0]!;
  mkdirSync(join(outDir, siteDir), { recursive: true });
  for (const name of readdirSync(outDir)) if (name !== top) renameSync(join(outDir, name), join(outDir, siteDir, name));
}
