/**
 * @module
 * `npm start`'s configuration, read from the environment and checked before any work starts:
 * every problem is one line naming the variable, the value given and what is accepted, so a
 * typo is known at once, not after a build. Plans have their own checks (stores/from-env-fs.ts).
 */
import { existsSync, statSync } from 'node:fs';
import { platform } from 'node:os';
import { resolve } from 'node:path';
import { buildOptionsFromEnv, type BuildOptions } from './options.ts';
import { siteDirOf } from './output-layout-fs.ts';
import { cacheDir } from './cache-dirs.ts';
import { EnvReader, readLimits } from '../server/limits.ts';
import type { ServerSettings } from '../server/main-net.ts';

type Env = Readonly<Record<string, string | undefined>>;

export interface StartConfig {
  /** What the server is told (plain data: it is sent to the server's process). */
  server: ServerSettings;
  build: BuildOptions;
  /** The dataset the build is made from and the render threads read. */
  datasetFile: string;
  /** SKIP_BUILD=1: serve OUT_DIR as it is. */
  skipBuild: boolean;
}

/** Systems where several sockets may listen on one port (SO_REUSEPORT), which WORKERS > 1 needs. */
const REUSE_PORT = new Set(['linux', 'freebsd', 'openbsd', 'netbsd', 'dragonfly', 'sunos', 'aix']);

/** A host name (RFC 1123 labels) or an IP address. */
const HOST_NAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?$/;
/** An IPv6 address, roughly (listening on it is tried before the server starts, scripts/prepare-start.ts). */
const IPV6 = /^\[?[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*\]?$/;
/** What a base path may be made of: path segments of URL-safe characters. */
const BASE_PATH = /^(?:\/[A-Za-z0-9._~!$&'()*+,;=:@-]+)*$/;

export function readStartConfig(root: string, env: Env = process.env): { config: StartConfig; problems: string[] } {
  const read = new EnvReader(env);
  const host = (env.HOST ?? '127.0.0.1').trim();
  if (!IPV6.test(host) && !HOST_NAME.test(host))
    read.problem('HOST', 'must be an IP address or a host name of this machine, e.g. 127.0.0.1, 0.0.0.0 or ::', undefined);
  const port = read.count('PORT', 4321, 0, 65535);

  const build = buildOptionsFromEnv(root, env);
  const siteUrl = build.paths.siteUrl;
  if (siteUrl !== '') {
    let url: URL | undefined;
    try {
      url = new URL(siteUrl);
    } catch {
      // noted below
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || !url.hostname)
      read.problem('SITE_URL', 'must be the origin the site is published at, an absolute http(s) URL, e.g. https://countries.example', undefined);
  }
  if (!BASE_PATH.test(build.paths.basePath) || /\/\.\.?(?:\/|$)/.test(build.paths.basePath))
    read.problem('BASE_PATH', 'must be the path the site is published under, e.g. /reference (letters, digits and - . _ ~, no dot segments)', undefined);
  if (env.SOURCE_DATE_EPOCH !== undefined && !/^\d+$/.test(env.SOURCE_DATE_EPOCH.trim()))
    read.problem('SOURCE_DATE_EPOCH', 'must be a time in whole seconds since 1970, e.g. 1767225600', undefined);

  const skip = (env.SKIP_BUILD ?? '').trim();
  if (skip !== '' && skip !== '0' && skip !== '1') read.problem('SKIP_BUILD', "must be '1' (serve OUT_DIR as it is) or '0'", undefined);
  const skipBuild = skip === '1';
  const datasetFile = resolve(root, env.DATASET_FILE ?? '.build/dataset.json');
  if (existsSync(build.outDir) && !statSync(build.outDir).isDirectory())
    read.problem('OUT_DIR', 'is a file; it must name a folder (created when missing)', undefined);
  if (skipBuild) {
    if (!existsSync(`${siteDirOf(build.outDir)}/api/health.json`))
      read.problem('OUT_DIR', 'holds no build, which SKIP_BUILD=1 serves as it is: run npm run build first', undefined);
    if (!existsSync(datasetFile)) read.problem('DATASET_FILE', 'names no file, and SKIP_BUILD=1 does not make it: run npm run build first', undefined);
  } else if (!existsSync(build.dataDir) || !statSync(build.dataDir).isDirectory()) {
    read.problem('DATA_DIR', 'must name the folder of the sources the build reads (data/ by default)', undefined);
  }

  const limits = readLimits(read);
  if (limits.workers > 1 && !REUSE_PORT.has(platform()))
    read.problem('WORKERS', `above 1 needs several sockets on one port (SO_REUSEPORT), which ${platform()} lacks: use WORKERS=1`, undefined);

  const server: ServerSettings = {
    root,
    host,
    port,
    outDir: build.outDir,
    datasetFile,
    cacheDir: cacheDir(resolve(root), 'compressed'),
    paths: build.paths,
    limits,
    plans: (env.API_PLANS ?? '').trim().toLowerCase() === 'on',
  };
  return { config: { server, build, datasetFile, skipBuild }, problems: read.problems };
}
