/**
 * Node's asset store: an index of the build's files in shared memory, their bytes read from
 * disk (or the compressed-variants cache) when asked and the latest kept up to a byte budget.
 * Whatever form a client takes, the bytes must be the file's own.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { FileCache, loadAssets } from '../../src/server/node/assets-fs.ts';
import { SharedIndex } from '../../src/server/node/shared-index.ts';
import { TEST_CACHE_DIR, outDir, siteFiles } from '../helpers.ts';

const scratch = mkdtempSync(join(tmpdir(), 'cr-assets-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('loadAssets', () => {
  const assets = loadAssets(outDir(), TEST_CACHE_DIR, siteFiles(), 64 * 1024);

  it.each(['api/country/DE.json', 'api/countries/region/europe/population-desc/1.json', 'api/export/countries.xml', 'index.html', 'country/DE/index.html'])(
    'serves %s as the file’s own bytes in every form it has',
    async (path) => {
      const asset = assets.get(path)!;
      const file = readFileSync(join(outDir(), path));
      expect(asset.lengths.identity).toBe(file.length);
      expect(asset.encodings).toEqual(['br', 'gzip']);
      expect(Buffer.from(await asset.bytes('identity')).equals(file)).toBe(true);
      expect(gunzipSync(await asset.bytes('gzip')).equals(file)).toBe(true);
      expect(brotliDecompressSync(await asset.bytes('br')).equals(file)).toBe(true);
      expect((await asset.bytes('br')).length).toBe(asset.lengths.br);
    },
  );

  it('knows every file of the build and nothing else', () => {
    expect(assets.get('api/country/ZZ.json')).toBeUndefined();
    expect(assets.get('../package.json')).toBeUndefined();
    expect(assets.size).toBeGreaterThan(1000);
  });
});

describe('SharedIndex', () => {
  const entry = (path: string, size: number) => ({ path, size, hash: 'a'.repeat(27), status: path.includes('300') ? 300 : 200, br: size - 1, gzip: 0 });

  it('finds each of many entries by path, and only those, from another copy of the same memory', () => {
    const entries = Array.from({ length: 3000 }, (_, i) => entry(`api/x/${i}${i % 7 === 0 ? '-300' : ''}.json`, i + 10));
    entries.push(entry('api/country/Côte.json', 5));
    const written = SharedIndex.of(entries);
    const read = new SharedIndex(written.buffer);
    expect(read.size).toBe(entries.length);
    for (const e of entries) expect(read.get(e.path)).toEqual(e);
    expect(read.get('api/x/3000.json')).toBeUndefined();
    expect(read.get('api/x/1.jso')).toBeUndefined();
    expect([...read.paths()]).toEqual(entries.map((e) => e.path));
  });
});

describe('FileCache', () => {
  const file = (name: string, bytes: number) => {
    const path = join(scratch, name);
    writeFileSync(path, Buffer.alloc(bytes, name));
    return path;
  };

  it('keeps the latest files within its budget, forgetting the least recently used first', async () => {
    const cache = new FileCache(1000);
    const [a, b, c] = [file('a', 200), file('b', 200), file('c', 200)];
    await cache.get(a);
    await cache.get(b);
    expect(cache.get(a)).toBeInstanceOf(Uint8Array); // kept: given at once
    await cache.get(c);
    const d = file('d', 200);
    await cache.get(d);
    await cache.get(file('e', 250)); // 1,050 bytes: b, the least recently used, goes
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.get(a)).toBeInstanceOf(Uint8Array);
    expect(cache.get(b)).toBeInstanceOf(Promise);
  });

  it('reads a file over a quarter of its budget for each request, never keeping it', async () => {
    const cache = new FileCache(1000);
    const big = file('big', 300);
    expect((await cache.get(big)).length).toBe(300);
    expect(cache.get(big)).toBeInstanceOf(Promise);
    expect(cache.bytes).toBe(0);
  });

  it('reads a file once for every request that asks while it is being read', async () => {
    const cache = new FileCache(1000);
    const f = file('shared', 100);
    const reading = cache.get(f);
    expect(cache.get(f)).toBe(reading);
    // Read to the end before the scratch folder goes (afterAll).
    expect((await reading).length).toBe(100);
  });
});
