import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { lastRelease, listReleases, writeRelease } from './releases-fs.ts';
import type { Snapshot } from './compare.ts';

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'countries-releases-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const snapshot = (area: number): Snapshot => ({
  parts: { countries: [{ cca2: 'DE', name: { common: 'Germany' }, area }] },
  schemas: { countries: { type: 'object' } },
});
const release = (version: string) => ({ version, date: '2026-12-06', id: '0123456789abcdef', summary: `Release ${version}.` });

describe('the releases recorded in the repository', () => {
  it('reads back the files each release recorded, and finds the last by number, not by name', () => {
    const dir = scratch();
    writeRelease(dir, release('1.9.0'), snapshot(1));
    writeRelease(dir, release('1.10.0'), snapshot(2));
    mkdirSync(join(dir, '1.11.0.partial'));
    expect(listReleases(dir).map((r) => r.version)).toEqual(['1.9.0', '1.10.0']);
    expect(lastRelease(dir)).toEqual({ ref: { version: '1.10.0', date: '2026-12-06', id: '0123456789abcdef' }, snapshot: snapshot(2) });
  });

  it('has none in a repository without releases/', () => {
    expect(lastRelease(join(scratch(), 'releases'))).toBeUndefined();
  });

  it('never records a release twice', () => {
    const dir = scratch();
    writeRelease(dir, release('1.0.0'), snapshot(1));
    expect(() => writeRelease(dir, release('1.0.0'), snapshot(2))).toThrow('release 1.0.0 is recorded already');
  });

  it('refuses a release file that is not the one it recorded', () => {
    const dir = scratch();
    writeRelease(dir, release('1.0.0'), snapshot(1));
    writeFileSync(join(dir, '1.0.0', 'countries.json.gz'), gzipSync(JSON.stringify(snapshot(3).parts.countries)));
    expect(() => lastRelease(dir)).toThrow(/countries\.json\.gz is not the file release 1\.0\.0 recorded/);
  });

  it('names the file of a release whose manifest is broken, or in the wrong folder', () => {
    const dir = scratch();
    writeRelease(dir, release('1.0.0'), snapshot(1));
    const manifest = join(dir, '1.0.0', 'release.json');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('"version": "1.0.0"', '"version": "1.0.1"'));
    expect(() => listReleases(dir)).toThrow(`${manifest}: version 1.0.1 in folder 1.0.0`);
  });
});
