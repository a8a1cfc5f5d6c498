import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import { makeDataset } from './pipeline-fs.ts';
import { snapshotOf } from '../release/compare.ts';
import { writeRelease } from '../release/releases-fs.ts';

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'countries-changes-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const root = join(import.meta.dirname, '..', '..');

describe('the changes a build reports since the last release recorded', () => {
  it('lists exactly the one value changed through data/overrides.json, and the version it calls for', () => {
    const released = builtDataset();
    const releasesDir = scratch();
    writeRelease(releasesDir, { version: '1.4.2', date: '2026-12-06', id: released.meta.id, summary: 'A release of the data as it is.' }, snapshotOf(released));

    const dataDir = scratch();
    cpSync(join(root, 'data'), dataDir, { recursive: true });
    const overrides = join(dataDir, 'overrides.json');
    const text = readFileSync(overrides, 'utf8');
    expect(text).toContain('"value": 62422');
    writeFileSync(overrides, text.replace('"value": 62422', '"value": 62423'));

    const { dataset } = makeDataset({ root, dataDir, releasesDir, builtAt: new Date(1767225600_000) });
    expect(dataset.changes.rows).toEqual([
      { collection: 'countries', record: 'SJ', label: 'Svalbard and Jan Mayen', change: 'changed', field: 'area', old: 62422, new: 62423 },
    ]);
    expect(dataset.changes).toMatchObject({ since: { version: '1.4.2', id: released.meta.id }, bump: 'patch', schema: [], unlisted: false });
    expect(dataset.meta.dataVersion).toBe(`1.4.3-dev+${dataset.meta.id}`);
    expect(dataset.meta.id).not.toBe(released.meta.id);
  }, 60_000);
});
