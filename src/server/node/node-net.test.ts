import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indexFiles } from './assets-fs.ts';
import { indexInProcess } from './node-net.ts';
import { SharedIndex } from './shared-index.ts';
import { writeSiteFiles } from './site-files-fs.ts';

const dir = mkdtempSync(join(tmpdir(), 'index-process-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A build of 3,000 small files and two large ones: an index of many pipe chunks, variants to make. */
function smallBuild(): string {
  const outDir = join(dir, 'dist');
  mkdirSync(join(outDir, 'api/country'), { recursive: true });
  for (let i = 0; i < 3000; i++) writeFileSync(join(outDir, 'api/country', `C${i}.json`), JSON.stringify({ n: i }));
  writeFileSync(join(outDir, 'api/all.json'), JSON.stringify(Array.from({ length: 2000 }, (_, n) => ({ n, name: `Country ${n}` }))));
  writeFileSync(join(outDir, 'index.html'), `<!doctype html><p>${'Countries '.repeat(500)}</p>`);
  return outDir;
}

describe("the build's index, made by a process of its own", () => {
  const outDir = smallBuild();
  const record = join(dir, 'site.json');
  const site = [...Array.from({ length: 3000 }, (_, i) => `api/country/C${i}.json`), 'api/all.json', 'index.html'];
  writeSiteFiles(record, outDir, site);

  it('is the index the indexer makes, every entry intact', async () => {
    const fromProcess = new SharedIndex(await indexInProcess(outDir, join(dir, 'cache-a'), record));
    const inHere = indexFiles(outDir, join(dir, 'cache-b'), new Set(site));
    expect(fromProcess.buffer.byteLength).toBeGreaterThan(3 * 65536); // several reads of the pipe
    expect([...fromProcess.paths()]).toEqual([...inHere.paths()]);
    for (const path of inHere.paths()) expect(fromProcess.get(path)).toEqual(inHere.get(path));
    expect(fromProcess.get('api/all.json')!.br).toBeGreaterThan(0);
    expect(fromProcess.size).toBe(site.length);
  });

  it('holds only the files its build recorded as the site, whatever else the folder holds', async () => {
    writeFileSync(join(outDir, '_worker.js'), 'export default {}');
    writeSiteFiles(record, outDir, site);
    const index = new SharedIndex(await indexInProcess(outDir, join(dir, 'cache-a'), record));
    expect(index.get('_worker.js')).toBeUndefined();
    expect(index.get('index.html')).toBeDefined();
  });

  it('refuses a folder whose record was made for another build of it', async () => {
    writeSiteFiles(record, outDir, site);
    // A build since changed the folder (the record names its modification time).
    await new Promise((r) => setTimeout(r, 20));
    writeFileSync(join(outDir, 'new.html'), '<p>new</p>');
    await expect(indexInProcess(outDir, join(dir, 'cache-a'), record)).rejects.toThrow(/indexing process .* ended with exit code 1/);
  });

  it('fails with what ended the process when it gives no index', async () => {
    await expect(indexInProcess(join(dir, 'missing'), join(dir, 'cache-c'), record)).rejects.toThrow(
      /indexing process .*index-process.* ended with exit code 1/,
    );
  });
});
