/**
 * @module
 * The data's version number, by semantic versioning: a release's number when the data is that
 * release's, otherwise the number the differences call for with a pre-release tag, so that a
 * build never claims a release it is not.
 */
import { RELEASE_VERSION, type Bump } from '../dataset/changes-schema.ts';

export type ReleaseNumber = readonly [major: number, minor: number, patch: number];

/** `1.2.3` → [1, 2, 3]; a pre-release, a build part or anything else is not a release's number. */
export function parseRelease(version: string): ReleaseNumber | undefined {
  const m = RELEASE_VERSION.exec(version);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

/** Orders release numbers, oldest first. */
export function compareReleases(a: string, b: string): number {
  const x = parseRelease(a);
  const y = parseRelease(b);
  if (!x || !y) throw new Error(`not a release number: '${x ? b : a}'`);
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

export function bumpRelease(version: string, bump: Bump): string {
  const n = parseRelease(version);
  if (!n) throw new Error(`not a release number: '${version}'`);
  const [major, minor, patch] = n;
  return bump === 'major' ? `${major + 1}.0.0` : bump === 'minor' ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
}

/** The pre-release tag of data that no release recorded in the repository has. */
export const UNRELEASED_TAG = 'dev';

/** The number of the first release, and what the data is before any is recorded. */
export const FIRST_RELEASE = '1.0.0';

/**
 * The data's version. `last`: the last release recorded; `bump`: what the differences from it call
 * for (none: the data is that release's); `id`: the content id, carried as build metadata by an
 * unreleased version (`1.1.0-dev+3f0c9a…`), since two such builds share a pre-release number.
 */
export function dataVersion(last: string | undefined, bump: Bump | null, id: string): string {
  if (last !== undefined && bump === null) return last;
  const next = last === undefined ? FIRST_RELEASE : bumpRelease(last, bump ?? 'patch');
  return `${next}-${UNRELEASED_TAG}+${id}`;
}
