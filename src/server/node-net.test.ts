import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indexFiles } from './assets-fs.ts';
import { indexInProcess } from './node-net.ts';
import { SharedIndex } from './shared-index.ts';

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

  it('is the index the indexer makes, every entry intact', async () => {
    const fromProcess = new SharedIndex(await indexInProcess(outDir, join(dir, 'cache-a')));
    const inHere = indexFiles(outDir, join(dir, 'cache-b'));
    expect(fromProcess.buffer.byteLength).toBeGreaterThan(3 * 65536); // several reads of the pipe
    expect([...fromProcess.paths()]).toEqual([...inHere.paths()]);
    for (const path of inHere.paths()) expect(fromProcess.get(path)).toEqual(inHere.get(path));
    expect(fromProcess.get('api/all.json')!.br).toBeGreaterThan(0);
  });

  it('fails with what ended the process when it gives no index', async () => {
    await expect(indexInProcess(join(dir, 'missing'), join(dir, 'cache-c'))).rejects.toThrow(/indexing process .*index-process.* ended with exit code 1/);
  });
});
