import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outputIsStale, siteFilesRecord, writeBuildStamp } from './staleness-fs.ts';
import { writeSiteFiles } from '../server/node/site-files-fs.ts';
import { buildOptionsFromEnv } from './options.ts';

const root = mkdtempSync(join(tmpdir(), 'cr-staleness-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('whether a build is older than its inputs', () => {
  it('goes by when the build ended, not by the mtime of a file a reproducible build kept from the one before', () => {
    // With SOURCE_DATE_EPOCH a rebuild links unchanged files from the previous output: health.json keeps its old mtime.
    const outDir = join(root, 'out');
    const health = join(outDir, 'api', 'health.json');
    mkdirSync(join(outDir, 'api'), { recursive: true });
    writeFileSync(health, JSON.stringify({ dataset: { id: 'x' } }));
    const datasetFile = join(root, 'dataset.json');
    writeFileSync(datasetFile, JSON.stringify({ meta: { id: 'x' } }));
    const source = join(root, 'src', 'a.ts');
    mkdirSync(join(root, 'src'));
    writeFileSync(source, '');
    const hourAgo = Date.now() / 1000 - 3600;
    utimesSync(health, hourAgo - 60, hourAgo - 60);
    utimesSync(source, hourAgo, hourAgo);
    writeSiteFiles(siteFilesRecord(root, outDir), outDir, ['api/health.json']);
    writeBuildStamp(root, buildOptionsFromEnv(root, { OUT_DIR: outDir }));
    expect(outputIsStale(root, outDir, datasetFile)).toEqual({ stale: false, reason: 'up to date' });

    const later = Date.now() / 1000 + 60;
    utimesSync(source, later, later);
    expect(outputIsStale(root, outDir, datasetFile)).toEqual({ stale: true, reason: 'src changed since the last build' });
  });
});
