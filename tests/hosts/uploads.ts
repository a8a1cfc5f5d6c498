/**
 * Each host's upload, made from the test build the way the build makes it for `DEPLOY_HOST`
 * (src/hosts/uploads.ts decides file by file), and a sample of every documented path family to
 * ask each host for: every family of static files the routes declare, in each format, and the
 * site's own (pages, flags).
 */
import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { routes } from '../../src/api/routes.ts';
import { routeFiles } from '../../src/api/files.ts';
import type { Host } from '../../src/hosts/adapter.ts';
import { hostById } from '../../src/hosts/hosts.ts';
import { isConfigFile, isUploaded, type OutputFile } from '../../src/hosts/uploads.ts';
import { FUNCTION_DIR, FUNCTION_FILES, FUNCTION_PATH, VERCEL_OUTPUT, type BuildOutputConfig } from '../../src/hosts/vercel/build-output.ts';
import { builtApi, outDir } from '../helpers.ts';
import { buildSite, type Site } from './site.ts';
import { writeSiteFiles } from '../../src/server/node/site-files-fs.ts';
import { siteFilesRecord } from '../../src/build/staleness-fs.ts';
import { siteDirOf } from '../../src/build/output-layout-fs.ts';
import { vercelHost, type VercelHost } from './vercel-host.ts';

function walk(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name), `${prefix}${e.name}/`) : e.isFile() ? [`${prefix}${e.name}`] : [],
  );
}

let files: string[] | undefined;
/** Every file of the test build, relative to it. */
export const buildFiles = (): string[] => (files ??= walk(outDir()));

interface ApiFile extends OutputFile {
  /** The family's layout, with its extension: `country/{code}.json`. */
  readonly family: string;
}

let outputs: Map<string, ApiFile> | undefined;
/** The API files of the test build, with their family's policy and the file each is an alias of (from the route table). */
export function apiOutputs(): Map<string, ApiFile> {
  if (outputs) return outputs;
  outputs = new Map();
  const root = outDir();
  for (const f of routeFiles(builtApi(), routes))
    for (const format of f.route.formats) {
      const path = `api/${f.staticPath}.${format}`;
      if (!existsSync(join(root, path))) continue; // an ambiguous name's CSV and XML
      outputs.set(path, {
        path,
        policy: f.family.policy,
        family: `${f.family.layout}.${format}`,
        ...(f.aliasOf !== undefined ? { aliasOf: `api/${f.aliasOf}.${format}` } : {}),
      });
    }
  return outputs;
}

/** The files of the test build a host's upload holds. */
export const uploadOf = (host: Host): string[] => buildFiles().filter((path) => isUploaded(host, apiOutputs().get(path) ?? { path }));

/** Runs `make` holding a lock (a folder made atomically; one left by a process gone is taken over). */
function locked<T>(lock: string, make: () => T): T {
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number(existsSync(join(lock, 'pid')) ? readFileSync(join(lock, 'pid'), 'utf8') : NaN);
      if (holder > 0 && !isAlive(holder)) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    return make();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The host's upload as a folder (hard links into the test build), laid out as the build lays it
 * out with `DEPLOY_HOST` (the site in the host's `siteDir`), for a server that reads a folder.
 * Made once for a test build and kept (removing and linking its 20,000-40,000 files again was
 * 20 s of CPU for each test file that asked), under a lock: test files of two layers run at once.
 */
export function uploadDir(host: Host): string {
  const dir = resolve('.build/test-uploads', host.id);
  const paths = uploadOf(host);
  // The test build (a rebuild swaps in a new folder) and what the host is given of it.
  const build = statSync(outDir());
  const stamp = createHash('sha256')
    .update(JSON.stringify([build.dev, build.ino, build.mtimeMs, host.siteDir ?? '', paths]))
    .digest('hex');
  const stampFile = `${dir}.stamp`;
  const made = () => existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
  if (made()) return dir;
  mkdirSync(dirname(dir), { recursive: true });
  return locked(`${dir}.lock`, () => {
    if (made()) return dir;
    rmSync(stampFile, { force: true });
    rmSync(dir, { recursive: true, force: true });
    for (const path of paths) {
      const to = join(dir, !isConfigFile(path) && host.siteDir ? join(host.siteDir, path) : path);
      mkdirSync(dirname(to), { recursive: true });
      linkSync(join(outDir(), path), to);
    }
    // Recorded as the build records its site: the files of the upload but its configuration.
    writeSiteFiles(
      siteFilesRecord(resolve('.'), dir),
      siteDirOf(dir),
      paths.filter((p) => !isConfigFile(p)),
    );
    writeFileSync(stampFile, stamp);
    return dir;
  });
}

/** The site's files of the test build as a host is given them (its configuration left out: no host serves that as files). */
export function hostSite(host: Host): Site {
  const site = buildSite();
  const taken = new Set(
    uploadOf(host)
      .filter((p) => !isConfigFile(p))
      .map((p) => `/${p}`),
  );
  return { has: (path) => taken.has(path) && site.has(path), read: (path) => site.read(path) };
}

/** Vercel over the test build: the routes of its `config.json`, its upload's site, and its function (the build's own handler). */
export async function vercelDeployment(): Promise<VercelHost> {
  const config = JSON.parse(readFileSync(join(outDir(), VERCEL_OUTPUT, 'config.json'), 'utf8')) as BuildOutputConfig;
  const handler = await import(pathToFileURL(join(outDir(), FUNCTION_DIR, FUNCTION_FILES.handler)).href);
  return vercelHost(config, hostSite(hostById('vercel')), { [FUNCTION_PATH]: (handler as { default: Parameters<typeof vercelHost>[2][string] }).default });
}

/**
 * A sample of every documented family of paths: for each family of API files (in each format)
 * its first, middle and last file, aliases and canonical files alike; and the site's pages and flags.
 */
export function familySamples(): Array<{ family: string; paths: string[] }> {
  const byFamily = new Map<string, string[]>();
  for (const f of apiOutputs().values()) byFamily.set(f.family, [...(byFamily.get(f.family) ?? []), `/${f.path}`]);
  const site = (family: string, pattern: RegExp) =>
    [
      family,
      buildFiles()
        .filter((p) => pattern.test(p))
        .map((p) => `/${p}`),
    ] as const;
  for (const [family, paths] of [
    site('country pages', /^country\/[A-Z]{2}\/index\.html$/),
    site('flags (SVG)', /^flags\/[A-Z]{2}\.svg$/),
    site('flags (PNG)', /^flags\/[A-Z]{2}\.png$/),
    site('other pages', /^(index|stats\/index|compare\/index|docs\/api\/index|404)\.html$/),
  ])
    byFamily.set(family, paths);
  return [...byFamily].map(([family, paths]) => {
    const aliases = paths.filter((p) => apiOutputs().get(p.slice(1))?.aliasOf !== undefined);
    const picks = new Set([paths[0]!, paths[Math.floor(paths.length / 2)]!, paths.at(-1)!, ...aliases.slice(0, 2)]);
    return { family, paths: [...picks] };
  });
}

/** Vercel over the test build for the tests of one file (or describe block): made before them, closed after them. */
export function vercelForTests(): () => VercelHost {
  let host: VercelHost | undefined;
  beforeAll(async () => {
    host = await vercelDeployment();
  }, 120_000);
  afterAll(async () => {
    await host?.close();
  });
  return () => host!;
}
