/**
 * @module
 * `npm start`'s configuration, read from the environment and checked before any work starts:
 * every problem is one line naming the variable, the value given and what is accepted, so a
 * typo is known at once, not after a build. Plans have their own checks (stores/from-env-fs.ts).
 */
import { existsSync } from 'node:fs';
import { platform } from 'node:os';
import { resolve } from 'node:path';
import type { BuildOptions } from './options.ts';
import { readBuildOptions } from './build-config-fs.ts';
import { siteFilesRecord } from './staleness-fs.ts';
import { readSiteFiles } from '../server/node/site-files-fs.ts';
import { siteDirOf } from './output-layout-fs.ts';
import { cacheDir } from './cache-dirs.ts';
import { EnvReader, readLimits } from '../server/limits.ts';
import type { ServerSettings } from '../server/node/main-net.ts';

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

export function readStartConfig(root: string, env: Env = process.env): { config: StartConfig; problems: string[] } {
  const read = new EnvReader(env);
  const host = (env.HOST ?? '127.0.0.1').trim();
  if (!IPV6.test(host) && !HOST_NAME.test(host))
    read.problem('HOST', 'must be an IP address or a host name of this machine, e.g. 127.0.0.1, 0.0.0.0 or ::', undefined);
  const port = read.count('PORT', 4321, 0, 65535);

  const skip = (env.SKIP_BUILD ?? '').trim();
  if (skip !== '' && skip !== '0' && skip !== '1') read.problem('SKIP_BUILD', "must be '1' (serve OUT_DIR as it is) or '0'", undefined);
  const skipBuild = skip === '1';
  const build = readBuildOptions(root, read, !skipBuild);
  const datasetFile = resolve(root, env.DATASET_FILE ?? '.build/dataset.json');
  const siteFiles = siteFilesRecord(root, build.outDir);
  if (skipBuild) {
    // One line for what is missing first: a folder with no build needs nothing else said.
    if (!existsSync(`${siteDirOf(build.outDir)}/api/health.json`))
      read.problem('SKIP_BUILD', `serves OUT_DIR as it is, but ${build.outDir} holds no build: run npm run build first, or leave SKIP_BUILD out`, undefined);
    else if (!readSiteFiles(siteFiles, siteDirOf(build.outDir)))
      read.problem(
        'SKIP_BUILD',
        `serves OUT_DIR as it is, but ${build.outDir} was not built here or has changed since (no record of its site's files): run npm run build first`,
        undefined,
      );
    else if (!existsSync(datasetFile))
      read.problem(
        'SKIP_BUILD',
        `serves OUT_DIR as it is, but the dataset its build wrote beside it (${datasetFile}) is missing: run npm run build first`,
        undefined,
      );
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
    siteFiles,
    paths: build.paths,
    limits,
    plans: (env.API_PLANS ?? '').trim().toLowerCase() === 'on',
  };
  return { config: { server, build, datasetFile, skipBuild }, problems: read.problems };
}
