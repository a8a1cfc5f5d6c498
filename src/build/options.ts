/**
 * @module
 * What a build is made from and where it goes, from the environment: `DATA_DIR` (the sources),
 * `OUT_DIR` (the output), `SITE_URL` and `BASE_PATH` (the links), `SOURCE_DATE_EPOCH` (a fixed
 * build time), `DEPLOY_HOST` (one host's upload). Kept apart from the build itself, which `npm start` reads without loading it.
 */
import { resolve } from 'node:path';
import type { PathConfig } from '../api/paths.ts';
import { HOSTS, isHostId, type HostId } from '../hosts/hosts.ts';
import { basePathOf } from '../lib/base-path.ts';

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

/** `DEPLOY_HOST`: one host's upload only (src/hosts/hosts.ts), or `all` (the default). */
export function deployHostOf(value: string | undefined): HostId | undefined {
  if (value === undefined || value === '' || value === 'all') return undefined;
  if (!isHostId(value)) throw new Error(`DEPLOY_HOST=${value} is not a host: use one of ${['all', ...HOSTS.map((h) => h.id)].join(', ')}.`);
  return value;
}

export function buildOptionsFromEnv(root: string, env: Readonly<Record<string, string | undefined>> = process.env): BuildOptions {
  const host = deployHostOf(env.DEPLOY_HOST);
  return {
    ...(host ? { host } : {}),
    root,
    dataDir: resolve(root, env.DATA_DIR ?? 'data'),
    outDir: resolve(root, env.OUT_DIR ?? 'dist'),
    paths: { siteUrl: env.SITE_URL ?? '', basePath: basePathOf(env.BASE_PATH) },
    ...(env.SOURCE_DATE_EPOCH ? { builtAt: new Date(Number(env.SOURCE_DATE_EPOCH) * 1000) } : {}),
  };
}
