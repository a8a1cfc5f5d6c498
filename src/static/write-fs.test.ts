import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderWriter, startFileWriter, writeFiles } from './write-fs.ts';

const bytes = (text: string) => Buffer.from(text);

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const scratch = () => {
  const d = mkdtempSync(join(tmpdir(), 'cr-write-'));
  dirs.push(d);
  return d;
};

const inode = (dir: string, path: string) => statSync(join(dir, path)).ino;

/** A previous output with three files, and a writer of the next one beside it. */
function rebuild() {
  const root = scratch();
  const previous = join(root, 'previous');
  const next = join(root, 'next');
  mkdirSync(join(previous, 'api', 'country'), { recursive: true });
  writeFileSync(join(previous, 'api/country/DE.json'), '{"name":"Germany"}');
  writeFileSync(join(previous, 'api/country/FR.json'), '{"name":"France"}');
  writeFileSync(join(previous, 'api/country/IT.json'), '{"name":"Italy"}');
  return { previous, next, writer: folderWriter(next, previous) };
}

describe('folderWriter with the previous output', () => {
  it('links a file whose bytes are unchanged, and writes one that changed or is new', () => {
    const { previous, next, writer } = rebuild();
    writer.write('api/country/DE.json', bytes('{"name":"Germany"}'));
    writer.write('api/country/FR.json', bytes('{"name":"France!"}'));
    writer.write('api/country/ES.json', bytes('{"name":"Spain"}'));
    expect(inode(next, 'api/country/DE.json')).toBe(inode(previous, 'api/country/DE.json'));
    expect(inode(next, 'api/country/FR.json')).not.toBe(inode(previous, 'api/country/FR.json'));
    expect(readFileSync(join(next, 'api/country/FR.json'), 'utf8')).toBe('{"name":"France!"}');
    expect(readFileSync(join(next, 'api/country/ES.json'), 'utf8')).toBe('{"name":"Spain"}');
    expect(writer.report).toEqual({ files: 3, bytes: 18 + 18 + 16, unchanged: 1, repeats: 0 });
  });

  it('leaves the previous output as it was, changed files included', () => {
    const { previous, writer } = rebuild();
    writer.write('api/country/FR.json', bytes('{"name":"France!"}'));
    writer.write('api/country/IT.json', bytes('{"name":"Italy"}'));
    expect(readFileSync(join(previous, 'api/country/FR.json'), 'utf8')).toBe('{"name":"France"}');
    expect(readFileSync(join(previous, 'api/country/IT.json'), 'utf8')).toBe('{"name":"Italy"}');
  });

  it('writes every file when there is no previous output (a first build)', () => {
    const root = scratch();
    const writer = folderWriter(join(root, 'next'), join(root, 'none'));
    writer.write('api/country/DE.json', bytes('{"name":"Germany"}'));
    expect(statSync(join(root, 'next/api/country/DE.json')).nlink).toBe(1);
    expect(writer.report.unchanged).toBe(0);
  });
});

describe('aliases (StaticFile.aliasOf)', () => {
  it('links an alias to the file it repeats, and counts its bytes', () => {
    const out = join(scratch(), 'out');
    const report = writeFiles(out, [
      { path: 'api/country/DE.json', body: '{"name":"Germany"}' },
      { path: 'api/country/germany.json', body: '{"name":"Germany"}', aliasOf: 'api/country/DE.json' },
    ]);
    expect(inode(out, 'api/country/germany.json')).toBe(inode(out, 'api/country/DE.json'));
    expect(readFileSync(join(out, 'api/country/germany.json'), 'utf8')).toBe('{"name":"Germany"}');
    expect(report).toEqual({ files: 2, bytes: 36, unchanged: 0, repeats: 1 });
  });

  it('writes an alias whose original was not written before it', () => {
    const out = join(scratch(), 'out');
    writeFiles(out, [{ path: 'api/country/germany.json', body: '{"name":"Germany"}', aliasOf: 'api/country/DE.json' }]);
    expect(readFileSync(join(out, 'api/country/germany.json'), 'utf8')).toBe('{"name":"Germany"}');
  });

  it('refuses to repeat a file it has not written', () => {
    const writer = folderWriter(join(scratch(), 'out'));
    expect(() => writer.repeat('api/country/germany.json', 'api/country/DE.json')).toThrow(/has not been written/);
  });
});

describe('startFileWriter (a thread of its own)', () => {
  it('writes every byte of every batch, a file larger than a batch and text beyond ASCII included, and links aliases', async () => {
    const out = join(scratch(), 'out');
    const writer = startFileWriter(out);
    const files = Array.from({ length: 600 }, (_, i) => ({ path: `api/n/${i}.txt`, body: `${i} Åland Ελλάδα 日本 `.repeat(200) }));
    const large = { path: 'api/export/all.txt', body: 'ü'.repeat(3 << 20) };
    for (const f of [...files, large]) writer.write(f);
    writer.write({ path: 'api/alias/0.txt', body: files[0]!.body, aliasOf: 'api/n/0.txt' });
    const report = await writer.end();
    for (const f of [...files, large]) expect(readFileSync(join(out, f.path), 'utf8')).toBe(f.body);
    expect(inode(out, 'api/alias/0.txt')).toBe(inode(out, 'api/n/0.txt'));
    const size = (text: string) => Buffer.byteLength(text);
    expect(report).toEqual({
      files: 602,
      bytes: files.reduce((sum, f) => sum + size(f.body), 0) + size(large.body) + size(files[0]!.body),
      unchanged: 0,
      repeats: 1,
    });
  });
});
