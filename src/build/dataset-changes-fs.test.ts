import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import { makeDataset } from './pipeline-fs.ts';
import { contentId } from './content-id.ts';
import { snapshotOf } from '../release/compare.ts';
import { writeRelease } from '../release/releases-fs.ts';

const releasesDir = mkdtempSync(join(tmpdir(), 'countries-changes-'));
afterAll(() => rmSync(releasesDir, { recursive: true, force: true }));

const root = join(import.meta.dirname, '..', '..');

describe('the changes a build reports since the last release recorded', () => {
  it('lists exactly the one value changed since, and the version it calls for', () => {
    // A release whose Svalbard and Jan Mayen was a km² smaller than the data's now.
    const dataset = builtDataset();
    const released = { ...dataset, countries: dataset.countries.map((c) => (c.cca2 === 'SJ' ? { ...c, area: c.area! - 1 } : c)) };
    const releasedId = contentId(released);
    writeRelease(releasesDir, { version: '1.4.2', date: '2026-12-06', id: releasedId, summary: 'A release of the data as it was.' }, snapshotOf(released));

    // The unit layer's dataset, derived through this cache (tests/setup/dataset-once.ts): its content read back, its changes made here.
    const made = makeDataset({ root, dataDir: join(root, 'data'), releasesDir, builtAt: new Date(1767225600_000) }, inject('datasetCacheDir'));
    expect(made.reused).toBe(true);
    const area = dataset.countries.find((c) => c.cca2 === 'SJ')!.area!;
    expect(made.dataset.changes.rows).toEqual([
      { collection: 'countries', record: 'SJ', label: 'Svalbard and Jan Mayen', change: 'changed', field: 'area', old: area - 1, new: area },
    ]);
    expect(made.dataset.changes).toMatchObject({ since: { version: '1.4.2', id: releasedId }, bump: 'patch', schema: [], unlisted: false });
    expect(made.dataset.meta.dataVersion).toBe(`1.4.3-dev+${made.dataset.meta.id}`);
    expect(made.dataset.meta.id).toBe(dataset.meta.id);
    expect(made.dataset.meta.id).not.toBe(releasedId);
  });
});
