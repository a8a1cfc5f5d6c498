/**
 * @module
 * What a build is made from and where it goes, from the configuration: `DATA_DIR` (the sources),
 * `OUT_DIR` (the output), `SITE_URL` and `BASE_PATH` (the links), `SOURCE_DATE_EPOCH` (a fixed
 * build time), `DEPLOY_HOST` (one host's upload). Kept apart from the build itself, which `npm start` reads without loading it.
 */
import { resolve } from 'node:path';
import type { PathConfig } from '../api/paths.ts';
import type { HostId } from '../hosts/hosts.ts';
import { configFrom, type Config, type Env } from '../config/read-config.ts';

export interface BuildOptions {
  root: string;
  dataDir: string;
  outDir: string;
  paths: PathConfig;
  /** The releases recorded in the repository, which the data is compared with; `releases/` of `root` by default. */
  releasesDir?: string;
  /** Fixed build time (SOURCE_DATE_EPOCH) for reproducible output; now by default. */
  builtAt?: Date;
  /** The one host to write the upload of (DEPLOY_HOST); every file and every host's configuration by default. */
  host?: HostId;
  log?: (line: string) => void;
}

/** The variables a build is made with. */
export const BUILD_VARIABLES = ['DATA_DIR', 'OUT_DIR', 'SITE_URL', 'BASE_PATH', 'SOURCE_DATE_EPOCH', 'DEPLOY_HOST'] as const;
export type BuildConfig = Pick<Config, (typeof BUILD_VARIABLES)[number]>;

/** The build's options from the configuration (src/config/variables.ts), its folders resolved from `root`. */
export function buildOptionsOf(root: string, c: BuildConfig): BuildOptions {
  return {
    ...(c.DEPLOY_HOST ? { host: c.DEPLOY_HOST } : {}),
    root,
    dataDir: resolve(root, c.DATA_DIR),
    outDir: resolve(root, c.OUT_DIR),
    paths: { siteUrl: c.SITE_URL, basePath: c.BASE_PATH },
    ...(c.SOURCE_DATE_EPOCH ? { builtAt: c.SOURCE_DATE_EPOCH } : {}),
  };
}

/** The build's options from the environment, for the scripts that read nothing else of it; a bad value is an error naming it. */
export const buildOptionsFromEnv = (root: string, env: Env = process.env): BuildOptions => buildOptionsOf(root, configFrom(env, BUILD_VARIABLES));
