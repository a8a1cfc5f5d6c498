/**
 * @module
 * What a build is made from and where it goes, from the environment: `DATA_DIR` (the sources),
 * `OUT_DIR` (the output), `SITE_URL` and `BASE_PATH` (the links), `SOURCE_DATE_EPOCH` (a fixed
 * build time). Kept apart from the build itself, which `npm start` reads without loading it.
 */
import { resolve } from 'node:path';
import type { PathConfig } from '../api/paths.ts';
import { basePathOf } from '../lib/base-path.ts';

export interface BuildOptions {
  root: string;
  dataDir: string;
  outDir: string;
  paths: PathConfig;
  /** Fixed build time (SOURCE_DATE_EPOCH) for reproducible output; now by default. */
  builtAt?: Date;
  log?: (line: string) => void;
}

export function buildOptionsFromEnv(root: string, env: Readonly<Record<string, string | undefined>> = process.env): BuildOptions {
  return {
    root,
    dataDir: resolve(root, env.DATA_DIR ?? 'data'),
    outDir: resolve(root, env.OUT_DIR ?? 'dist'),
    paths: { siteUrl: env.SITE_URL ?? '', basePath: basePathOf(env.BASE_PATH) },
    ...(env.SOURCE_DATE_EPOCH ? { builtAt: new Date(Number(env.SOURCE_DATE_EPOCH) * 1000) } : {}),
  };
}
