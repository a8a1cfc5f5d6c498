import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedJson, datasetInputsHash } from './dataset-cache-fs.ts';

const scratch = mkdtempSync(join(tmpdir(), 'countries-dataset-cache-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('datasetInputsHash', () => {
  const root = join(scratch, 'project');
  const dataDir = join(root, 'data');
  mkdirSync(join(dataDir, 'flags'), { recursive: true });
  mkdirSync(join(root, 'src', 'dataset'), { recursive: true });
  writeFileSync(join(dataDir, 'overrides.json'), '{"DE":{}}');
  writeFileSync(join(dataDir, 'flags', 'syr.svg'), '<svg/>');
  writeFileSync(join(root, 'src', 'dataset', 'build-dataset.ts'), 'export {};');
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
  const hash = () => datasetInputsHash(root, dataDir);

  it('is the same for the same inputs, and changes with any file of the data, the code or the lockfile', () => {
    const before = hash();
    expect(hash()).toBe(before);
    const changes: [string, string][] = [
      [join(dataDir, 'flags', 'syr.svg'), '<svg></svg>'],
      [join(dataDir, 'new-source.csv'), 'a,b'],
      [join(root, 'src', 'dataset', 'build-dataset.ts'), 'export const x = 1;'],
      [join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}'],
    ];
    const seen = new Set([before]);
    for (const [file, text] of changes) {
      writeFileSync(file, text);
      seen.add(hash());
    }
    expect(seen.size).toBe(changes.length + 1);
  });

  it('tells a file moved to another name from the same bytes where they were', () => {
    const before = hash();
    writeFileSync(join(dataDir, 'a.json'), '1');
    const one = hash();
    rmSync(join(dataDir, 'a.json'));
    writeFileSync(join(dataDir, 'b.json'), '1');
    expect(new Set([before, one, hash()]).size).toBe(3);
  });
});

describe('cachedJson', () => {
  const cacheDir = join(scratch, 'cache');
  let made = 0;
  const make = (value: object) => () => {
    made++;
    return value;
  };

  it('makes a value once, then reads it back for the same key', () => {
    expect(cachedJson(cacheDir, 'k1', make({ a: [1, 'é'] }), JSON.stringify)).toEqual({ value: { a: [1, 'é'] }, reused: false });
    expect(cachedJson(cacheDir, 'k1', make({ a: 'other' }), JSON.stringify)).toEqual({ value: { a: [1, 'é'] }, reused: true });
    expect(made).toBe(1);
  });

  it('makes it again where the kept file is not whole, and keeps one entry', () => {
    writeFileSync(join(cacheDir, 'k1.json'), '{"a":[1,');
    expect(cachedJson(cacheDir, 'k1', make({ a: 2 }), JSON.stringify)).toEqual({ value: { a: 2 }, reused: false });
    expect(cachedJson(cacheDir, 'k2', make({ b: 3 }), JSON.stringify).reused).toBe(false);
    expect(readdirSync(cacheDir)).toEqual(['k2.json']);
  });

  it('still answers where the cache cannot be written', () => {
    const notAFolder = join(scratch, 'file');
    writeFileSync(notAFolder, '');
    expect(cachedJson(notAFolder, 'k', make({ c: 4 }), JSON.stringify)).toEqual({ value: { c: 4 }, reused: false });
  });
});
