/**
 * @module
 * The dataset's content (everything but its `meta`) kept in `.cache/dataset/` under the hash of
 * everything it is derived from: every file of the data folder, the code (`src/`), the installed
 * packages (package-lock.json pins world-countries' flags, CLDR and the other packaged sources)
 * and Node's version, ICU and default locale (dates, number formats and collation come from
 * them). A rebuild from the same inputs reads it back instead of deriving it again (3.4 s of the
 * build thread, which the pages wait for); any changed input hashes to another name, so nothing
 * stale is read. One entry is kept.
 */
import { createHash, type Hash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The hash of what the dataset is derived from, besides the build's date. */
export function datasetInputsHash(root: string, dataDir: string): string {
  const hash = createHash('sha256');
  const { node, icu, unicode, tz } = process.versions;
  hash.update(JSON.stringify({ node, icu, unicode, tz, locale: new Intl.Collator().resolvedOptions().locale }));
  hashTree(hash, 'data', dataDir);
  hashTree(hash, 'src', join(root, 'src'));
  hashFile(hash, 'package-lock.json', join(root, 'package-lock.json'));
  return hash.digest('hex').slice(0, 32);
}

function hashTree(hash: Hash, label: string, dir: string): void {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hashFile(hash, `${label}/${relative(dir, file)}`, file);
}

function hashFile(hash: Hash, name: string, file: string): void {
  const bytes = readFileSync(file);
  // Name and length first: no two different sets of files hash the same stream.
  hash.update(`${name}\0${bytes.length}\0`).update(bytes);
}

/**
 * The value kept in `cacheDir` under `key`, read back; else `make()`'s, kept there (as `text`
 * makes it) in place of any other entry. A file that cannot be read or parsed counts as missing.
 */
export function cachedJson<T>(cacheDir: string, key: string, make: () => T, text: (value: T) => string): { value: T; reused: boolean } {
  const file = join(cacheDir, `${key}.json`);
  try {
    return { value: JSON.parse(readFileSync(file, 'utf8')) as T, reused: true };
  } catch {
    // Not there, or not whole: made again below.
  }
  const value = make();
  try {
    mkdirSync(cacheDir, { recursive: true });
    // One entry: the others go (a concurrent build's half-written `.partial` file stays).
    for (const name of readdirSync(cacheDir)) if (name.endsWith('.json') && name !== `${key}.json`) rmSync(join(cacheDir, name), { force: true });
    // Written aside and renamed: a build reading the cache at the same time sees a whole file or none.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, text(value));
    renameSync(partial, file);
  } catch {
    // A cache that cannot be written (a read-only checkout, a full disk) costs the next build time, not this one.
  }
  return { value, reused: false };
}
