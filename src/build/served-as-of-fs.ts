/**
 * @module
 * The data's as-of date of a finished build, read back from its health file, so that `npm start`
 * says plainly when the build it serves is months behind the clock: the build warns when it is
 * made, but a build may be served, unchanged and up to date with its inputs, long after that.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIR } from '../api/paths.ts';
import { siteDirOf } from './output-layout-fs.ts';
import { staleAsOfLine } from './progress.ts';

/** The `dataset.asOf` of a build's `api/health.json`; undefined without a build or a date. */
export function asOfOfBuild(outDir: string): string | undefined {
  const health = join(siteDirOf(outDir), API_DIR, 'health.json');
  if (!existsSync(health)) return undefined;
  const asOf = (JSON.parse(readFileSync(health, 'utf8')) as { dataset?: { asOf?: unknown } }).dataset?.asOf;
  return typeof asOf === 'string' ? asOf : undefined;
}

/** The warning line for a build whose data is months behind `now`; undefined while it is not. */
export function servedDataWarning(outDir: string, now: Date): string | undefined {
  const asOf = asOfOfBuild(outDir);
  return asOf === undefined ? undefined : staleAsOfLine(asOf, now);
}
