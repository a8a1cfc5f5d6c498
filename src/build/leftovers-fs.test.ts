import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { removeLeftovers } from './leftovers-fs.ts';

const scratch = mkdtempSync(join(tmpdir(), 'cr-leftovers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The id of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

describe('what interrupted builds left beside the output', () => {
  it('is removed by the next build: staging folders, replaced outputs and staged datasets of builds that are gone', async () => {
    const gone = endedPid();
    const outDir = join(scratch, 'dist');
    const dataset = join(scratch, 'data', 'dataset.json');
    mkdirSync(outDir);
    mkdirSync(join(scratch, 'data'));
    const left = [`dist.staging-${gone}`, `dist-api.staging-${gone}`, `dist.replaced-${gone}`];
    for (const name of left) {
      mkdirSync(join(scratch, name, 'api/country'), { recursive: true });
      writeFileSync(join(scratch, name, 'api/country/DE.json'), '{}');
    }
    writeFileSync(join(scratch, 'data', `dataset.json.staging-${gone}.json`), '{}');
    // A running build's (this process stands for it), and what only looks alike, are left alone.
    const kept = [`dist.staging-${process.ppid}`, 'dist.staging-x', 'other.staging-1', 'dist.backup'];
    for (const name of kept) mkdirSync(join(scratch, name));

    const removed = removeLeftovers(outDir, dataset);
    expect(removed.sort()).toEqual([...left.map((n) => join(scratch, n)), join(scratch, 'data', `dataset.json.staging-${gone}.json`)].sort());
    await vi.waitFor(() => expect(left.filter((n) => existsSync(join(scratch, n)))).toEqual([]), { timeout: 20_000, interval: 50 });
    expect(readdirSync(scratch).sort()).toEqual(['data', 'dist', ...kept].sort());
    expect(readdirSync(join(scratch, 'data'))).toEqual([]);
  });
});
