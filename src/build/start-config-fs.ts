/**
 * @module
 * `npm start`'s configuration, read once from the environment and checked before any work starts:
 * every problem is one line naming the variable, the value given and what is accepted, so a
 * typo is known at once, not after a build. The values' forms are checked by their schema
 * (src/config/variables.ts); what they name on this machine, here. Plans have their own checks
 * (stores/from-env-fs.ts), given the same configuration.
 */
import { existsSync } from 'node:fs';
import { platform } from 'node:os';
import { resolve } from 'node:path';
import type { BuildOptions } from './options.ts';
import { buildOptionsChecked } from './build-config-fs.ts';
import { siteFilesRecord } from './staleness-fs.ts';
import { readSiteFiles } from '../server/node/site-files-fs.ts';
import { siteDirOf } from './output-layout-fs.ts';
import { cacheDir } from './cache-dirs.ts';
import { limitsOf } from '../server/limits.ts';
import type { ServerSettings } from '../server/node/main-net.ts';
import { problemLine, readConfig, type Config, type Env } from '../config/read-config.ts';

export interface StartConfig {
  /** What the server is told (plain data: it is sent to the server's process). */
  server: ServerSettings;
  build: BuildOptions;
  /** The dataset the build is made from and the render threads read. */
  datasetFile: string;
  /** SKIP_BUILD=1: serve OUT_DIR as it is. */
  skipBuild: boolean;
  /** The configuration it was read from, for the checks and settings of the plans. */
  read: Config;
}

/** Systems where several sockets may listen on one port (SO_REUSEPORT), which WORKERS > 1 needs. */
const REUSE_PORT = new Set(['linux', 'freebsd', 'openbsd', 'netbsd', 'dragonfly', 'sunos', 'aix']);

/** What SKIP_BUILD=1 would serve, and why it cannot: one line for what is missing first (a folder with no build needs nothing else said). */
function skipBuildProblem(root: string, build: BuildOptions, datasetFile: string, siteFiles: string): string | undefined {
  const siteDir = siteDirOf(build.outDir);
  const problem = (why: string) => `SKIP_BUILD='1': serves OUT_DIR as it is, but ${why}.`;
  if (!existsSync(`${siteDir}/api/health.json`)) return problem(`${build.outDir} holds no build: run npm run build first, or leave SKIP_BUILD out`);
  if (!readSiteFiles(siteFiles, siteDir))
    return problem(`${build.outDir} was not built here or has changed since (no record of its site's files): run npm run build first`);
  if (!existsSync(datasetFile)) return problem(`the dataset its build wrote beside it (${datasetFile}) is missing: run npm run build first`);
  return undefined;
}

export function readStartConfig(root: string, env: Env = process.env): { config: StartConfig; problems: string[] } {
  const read = readConfig(env, 'npm start');
  const c = read.config;
  const { options: build, problems } = buildOptionsChecked(root, c, env, !c.SKIP_BUILD);
  problems.unshift(...read.problems);
  const datasetFile = resolve(root, c.DATASET_FILE);
  const siteFiles = siteFilesRecord(root, build.outDir);
  const skipped = c.SKIP_BUILD ? skipBuildProblem(root, build, datasetFile, siteFiles) : undefined;
  if (skipped) problems.push(skipped);
  if (c.WORKERS > 1 && !REUSE_PORT.has(platform()))
    problems.push(problemLine('WORKERS', env, `above 1 needs several sockets on one port (SO_REUSEPORT), which ${platform()} lacks: use WORKERS=1`));

  const server: ServerSettings = {
    root,
    host: c.HOST,
    port: c.PORT,
    outDir: build.outDir,
    datasetFile,
    cacheDir: cacheDir(resolve(root), 'compressed'),
    siteFiles,
    paths: build.paths,
    limits: limitsOf(c),
    plans: c.API_PLANS,
  };
  return { config: { server, build, datasetFile, skipBuild: c.SKIP_BUILD, read: c }, problems };
}
