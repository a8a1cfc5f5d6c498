/**
 * @module
 * The build's configuration (`DATA_DIR`, `OUT_DIR`, `SITE_URL`, `BASE_PATH`, `SOURCE_DATE_EPOCH`,
 * `DEPLOY_HOST`), checked before any work starts: every problem is one line naming the variable,
 * the value given and what is accepted. `npm run build` and `npm start` (which may build) read it
 * the same way, so a typo is known at once, not after a build of a minute. The values' forms are
 * checked by their schema (src/config/variables.ts); the folders they name, here.
 */
import { existsSync, statSync } from 'node:fs';
import { problemLine, readConfig, type Config, type Env } from '../config/read-config.ts';
import { buildOptionsOf, type BuildOptions } from './options.ts';

/**
 * The build's options from the configuration, with a line for each folder that cannot be what
 * its variable says. `sources`: whether the build will read `DATA_DIR` (`SKIP_BUILD=1` does not).
 */
export function buildOptionsChecked(root: string, config: Config, env: Env, sources = true): { options: BuildOptions; problems: string[] } {
  const options = buildOptionsOf(root, config);
  const problems: string[] = [];
  if (existsSync(options.outDir) && !statSync(options.outDir).isDirectory())
    problems.push(problemLine('OUT_DIR', env, 'is a file; it must name a folder (created when missing)'));
  if (sources && (!existsSync(options.dataDir) || !statSync(options.dataDir).isDirectory()))
    problems.push(problemLine('DATA_DIR', env, 'must name the folder of the sources the build reads (data/ by default)'));
  return { options, problems };
}

/** `npm run build`'s options, or every problem with them (one line each). */
export function readBuildConfig(root: string, env: Env = process.env): { options: BuildOptions; problems: string[] } {
  const read = readConfig(env, 'npm run build');
  const { options, problems } = buildOptionsChecked(root, read.config, env);
  return { options, problems: [...read.problems, ...problems] };
}
