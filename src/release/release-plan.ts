/**
 * @module
 * What `npm run release` is asked to do, checked before anything is built or written: the
 * options, and then the number the release gets (the one the changes call for, or a larger one
 * the maintainer chose), with one line per problem.
 */
import type { Bump } from '../dataset/changes-schema.ts';
import { FIRST_RELEASE, bumpRelease, compareReleases, parseRelease } from './version.ts';

export const RELEASE_USAGE = [
  'Usage: npm run release -- --summary "What this release brings" [--version X.Y.Z] [--date YYYY-MM-DD] [--dry-run]',
  '       npm run release -- --changelog     (CHANGELOG.md and CITATION.cff again from releases/)',
  '',
  'Records the data of this build (DATA_DIR, default data/) as a release in releases/<version>/, then',
  'regenerates CHANGELOG.md and CITATION.cff. The version is the one the changes since the last release',
  'call for (major: a field removed, renamed or retyped, or a record removed; minor: fields or records',
  'added; patch: values changed); --version may choose a larger one. --dry-run prints what would be recorded.',
];

export interface ReleaseRequest {
  readonly summary?: string;
  readonly summaryFile?: string;
  readonly version?: string;
  readonly date?: string;
  readonly dryRun: boolean;
  readonly changelogOnly: boolean;
  readonly help: boolean;
}

/** The options `npm run release` takes, for node:util's parseArgs (scripts/release.ts). */
export const RELEASE_OPTIONS = {
  summary: { type: 'string' },
  'summary-file': { type: 'string' },
  version: { type: 'string' },
  date: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  changelog: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

type ParsedOptions = { [K in keyof typeof RELEASE_OPTIONS]?: (typeof RELEASE_OPTIONS)[K]['type'] extends 'string' ? string : boolean };

/** The request the parsed options make, or one line per problem. */
export function releaseRequest(values: ParsedOptions): ReleaseRequest | { problems: string[] } {
  const problems: string[] = [];
  if (values.version !== undefined && !parseRelease(values.version))
    problems.push(`--version ${values.version}: a release number is MAJOR.MINOR.PATCH (1.2.0)`);
  if (values.date !== undefined && !(/^\d{4}-\d{2}-\d{2}$/.test(values.date) && !Number.isNaN(Date.parse(values.date))))
    problems.push(`--date ${values.date}: a date is YYYY-MM-DD`);
  if (values.summary !== undefined && values['summary-file'] !== undefined) problems.push('give --summary or --summary-file, not both');
  if (values.summary !== undefined && values.summary.trim() === '') problems.push('--summary is empty');
  if (problems.length > 0) return { problems };
  return {
    ...(values.summary !== undefined ? { summary: values.summary } : {}),
    ...(values['summary-file'] !== undefined ? { summaryFile: values['summary-file'] } : {}),
    ...(values.version !== undefined ? { version: values.version } : {}),
    ...(values.date !== undefined ? { date: values.date } : {}),
    dryRun: values['dry-run'] ?? false,
    changelogOnly: values.changelog ?? false,
    help: values.help ?? false,
  };
}

/**
 * The number of the release to record: `chosen` when given (larger than the last release, and at
 * least what the changes call for), else what they call for; a problem when there is nothing to release.
 */
export function releaseNumber(last: string | undefined, bump: Bump | null, chosen?: string): { version: string } | { problem: string } {
  if (last !== undefined && bump === null) return { problem: `Nothing to release: the data is release ${last}'s.` };
  const due = last === undefined ? FIRST_RELEASE : bumpRelease(last, bump ?? 'patch');
  if (chosen === undefined) return { version: due };
  if (compareReleases(chosen, due) < 0)
    return { problem: `--version ${chosen} is below ${due}, which the changes since ${last ?? 'the start'} call for (${bump ?? 'first release'}).` };
  return { version: chosen };
}
