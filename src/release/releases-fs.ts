/**
 * @module
 * The releases recorded in the repository: `releases/<version>/` holds `release.json` (number,
 * date, content id, summary, each file's SHA-256), `schema.json` (each collection's record JSON
 * Schema) and one gzipped JSON file per collection (`countries.json.gz`…), so any two releases,
 * or a release and a build, can be compared.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { ReleaseRef } from '../dataset/changes-schema.ts';
import type { RecordedRelease, Snapshot } from './compare.ts';
import { compareReleases, parseRelease } from './version.ts';

export const RELEASE_FILE = 'release.json';
export const SCHEMA_FILE = 'schema.json';
export const collectionFile = (name: string) => `${name}.json.gz`;

export const ReleaseManifest = ReleaseRef.extend({
  summary: z.string().trim().min(1).describe('What the release brings, for people (Markdown).'),
  files: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)).describe('SHA-256 of each file of the release but this one.'),
});
export type ReleaseManifest = z.infer<typeof ReleaseManifest>;

/** Where the releases are: `releases/` of the repository. */
export const releasesDirOf = (root: string) => join(root, 'releases');

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every release recorded in `dir`, oldest first; none when there is no such folder. Other folders (an interrupted release's `.partial`) are not releases. */
export function listReleases(dir: string): ReleaseManifest[] {
  if (!existsSync(dir)) return [];
  const manifests = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && parseRelease(e.name) !== undefined)
    .map((e) => {
      const file = join(dir, e.name, RELEASE_FILE);
      const manifest = ReleaseManifest.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!manifest.success) throw new Error(`${file}: ${z.prettifyError(manifest.error)}`);
      if (manifest.data.version !== e.name) throw new Error(`${file}: version ${manifest.data.version} in folder ${e.name}`);
      return manifest.data;
    });
  return manifests.sort((a, b) => compareReleases(a.version, b.version));
}

/** A release's files, each checked against the SHA-256 its manifest records. */
export function readRelease(dir: string, manifest: ReleaseManifest): RecordedRelease {
  const folder = join(dir, manifest.version);
  const read = (name: string): Buffer => {
    const bytes = readFileSync(join(folder, name));
    if (manifest.files[name] !== sha256(bytes)) throw new Error(`${join(folder, name)} is not the file release ${manifest.version} recorded (SHA-256 differs)`);
    return bytes;
  };
  const parts: Record<string, unknown> = {};
  for (const name of Object.keys(manifest.files))
    if (name.endsWith('.json.gz')) parts[name.slice(0, -'.json.gz'.length)] = JSON.parse(gunzipSync(read(name)).toString('utf8'));
  const schemas = JSON.parse(read(SCHEMA_FILE).toString('utf8')) as Record<string, unknown>;
  const { version, date, id } = manifest;
  return { ref: { version, date, id }, snapshot: { parts, schemas } };
}

/** The last release recorded in `dir`, with its files. */
export function lastRelease(dir: string): RecordedRelease | undefined {
  const last = listReleases(dir).at(-1);
  return last && readRelease(dir, last);
}

/**
 * Records a release in `dir` from `snapshot`: its files are written into a staging folder that is
 * renamed into place once complete, so an interrupted release leaves no half of one.
 */
export function writeRelease(dir: string, release: Omit<ReleaseManifest, 'files'>, snapshot: Snapshot): ReleaseManifest {
  const folder = join(dir, release.version);
  if (existsSync(folder)) throw new Error(`${folder} exists: release ${release.version} is recorded already`);
  const staging = `${folder}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const files: Record<string, string> = {};
  const write = (name: string, bytes: Uint8Array) => {
    writeFileSync(join(staging, name), bytes);
    files[name] = sha256(bytes);
  };
  for (const [name, part] of Object.entries(snapshot.parts)) write(collectionFile(name), gzipSync(`${JSON.stringify(part)}\n`, { level: 9 }));
  write(SCHEMA_FILE, Buffer.from(`${JSON.stringify(snapshot.schemas, null, 2)}\n`));
  const manifest: ReleaseManifest = { ...release, files };
  writeFileSync(join(staging, RELEASE_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(staging, folder);
  return manifest;
}
