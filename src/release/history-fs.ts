/**
 * @module
 * The releases recorded in the repository, each compared with the one before: what CHANGELOG.md
 * lists, and what `npm run changes` prints for any two of them.
 */
import type { ChangelogEntry } from './changelog.ts';
import { COLLECTIONS, countryNames } from './collections.ts';
import { compareSnapshots, type RecordedRelease } from './compare.ts';
import { listReleases, readRelease } from './releases-fs.ts';

/** How many records each collection of a release has. */
function recordCounts(release: RecordedRelease): Record<string, number> {
  const names = countryNames(release.snapshot.parts.countries);
  return Object.fromEntries(
    COLLECTIONS.filter((c) => release.snapshot.parts[c.name] !== undefined).map((c) => [c.name, c.records(release.snapshot.parts[c.name], names).size]),
  );
}

/** Every release in `dir`, oldest first, with its changes since the one before. */
export function changelogEntries(dir: string): ChangelogEntry[] {
  let previous: RecordedRelease | undefined;
  return listReleases(dir).map((manifest) => {
    const release = readRelease(dir, manifest);
    const changes = previous && compareSnapshots(previous.snapshot, release.snapshot);
    previous = release;
    return { release: manifest, counts: recordCounts(release), ...(changes ? { changes } : {}) };
  });
}

/** A release recorded in `dir` by its number, with its files. */
export function releaseByVersion(dir: string, version: string): RecordedRelease {
  const manifest = listReleases(dir).find((m) => m.version === version);
  if (!manifest)
    throw new Error(
      `No release ${version} in ${dir} (recorded: ${
        listReleases(dir)
          .map((m) => m.version)
          .join(', ') || 'none'
      }).`,
    );
  return readRelease(dir, manifest);
}
