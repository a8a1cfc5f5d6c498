/**
 * @module
 * The build's configuration (`DATA_DIR`, `OUT_DIR`, `SITE_URL`, `BASE_PATH`, `SOURCE_DATE_EPOCH`,
 * `DEPLOY_HOST`), checked before any work starts: every problem is one line naming the variable,
 * the value given and what is accepted. `npm run build` and `npm start` (which may build) read it
 * the same way, so a typo is known at once, not after a build of a minute.
 */
import { existsSync, statSync } from 'node:fs';
import { EnvReader } from '../server/limits.ts';
import { HOSTS } from '../hosts/hosts.ts';
import { buildOptionsFromEnv, type BuildOptions } from './options.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** What a base path may be made of: path segments of URL-safe characters. */
const BASE_PATH = /^(?:\/[A-Za-z0-9._~!$&'()*+,;=:@-]+)*$/;

/**
 * The build's options from the environment, each bad value noted by `read` (one line each).
 * `sources`: whether the build will read `DATA_DIR` (`SKIP_BUILD=1` does not).
 */
export function readBuildOptions(root: string, read: EnvReader, sources = true): BuildOptions {
  const env = read.env;
  const host = (env.DEPLOY_HOST ?? '').trim();
  const known = ['', 'all', ...HOSTS.map((h) => h.id)];
  if (!known.includes(host)) read.problem('DEPLOY_HOST', `must be one host's upload (${HOSTS.map((h) => h.id).join(', ')}) or all (the default)`, undefined);
  const build = buildOptionsFromEnv(root, { ...env, DEPLOY_HOST: known.includes(host) ? host : undefined });

  const siteUrl = build.paths.siteUrl;
  if (siteUrl !== '') {
    let url: URL | undefined;
    try {
      url = new URL(siteUrl);
    } catch {
      // noted below
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || !url.hostname || url.username || url.password)
      read.problem('SITE_URL', 'must be the origin the site is published at, an absolute http(s) URL, e.g. https://countries.example', undefined);
  }
  if (!BASE_PATH.test(build.paths.basePath) || /\/\.\.?(?:\/|$)/.test(build.paths.basePath))
    read.problem('BASE_PATH', 'must be the path the site is published under, e.g. /reference (letters, digits and - . _ ~, no dot segments)', undefined);
  if (env.SOURCE_DATE_EPOCH !== undefined && !/^\d+$/.test(env.SOURCE_DATE_EPOCH.trim()))
    read.problem('SOURCE_DATE_EPOCH', 'must be a time in whole seconds since 1970, e.g. 1767225600', undefined);
  if (existsSync(build.outDir) && !statSync(build.outDir).isDirectory())
    read.problem('OUT_DIR', 'is a file; it must name a folder (created when missing)', undefined);
  if (sources && (!existsSync(build.dataDir) || !statSync(build.dataDir).isDirectory()))
    read.problem('DATA_DIR', 'must name the folder of the sources the build reads (data/ by default)', undefined);
  return build;
}

/** `npm run build`'s options, or every problem with them (one line each). */
export function readBuildConfig(root: string, env: Env = process.env): { options: BuildOptions; problems: string[] } {
  const read = new EnvReader(env);
  const options = readBuildOptions(root, read);
  return { options, problems: read.problems };
}
