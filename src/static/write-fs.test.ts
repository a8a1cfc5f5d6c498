import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderWriter } from './write-fs.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const scratch = () => {
  const d = mkdtempSync(join(tmpdir(), 'cr-write-'));
  dirs.push(d);
  return d;
};

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
    writer.write({ path: 'api/country/DE.json', body: '{"name":"Germany"}' });
    writer.write({ path: 'api/country/FR.json', body: '{"name":"France!"}' });
    writer.write({ path: 'api/country/ES.json', body: '{"name":"Spain"}' });
    const inode = (dir: string, path: string) => statSync(join(dir, path)).ino;
    expect(inode(next, 'api/country/DE.json')).toBe(inode(previous, 'api/country/DE.json'));
    expect(inode(next, 'api/country/FR.json')).not.toBe(inode(previous, 'api/country/FR.json'));
    expect(readFileSync(join(next, 'api/country/FR.json'), 'utf8')).toBe('{"name":"France!"}');
    expect(readFileSync(join(next, 'api/country/ES.json'), 'utf8')).toBe('{"name":"Spain"}');
    expect(writer.report).toEqual({ files: 3, bytes: 18 + 18 + 16, unchanged: 1 });
  });

  it('leaves the previous output as it was, changed files included', () => {
    const { previous, writer } = rebuild();
    writer.write({ path: 'api/country/FR.json', body: '{"name":"France!"}' });
    writer.write({ path: 'api/country/IT.json', body: '{"name":"Italy"}' });
    expect(readFileSync(join(previous, 'api/country/FR.json'), 'utf8')).toBe('{"name":"France"}');
    expect(readFileSync(join(previous, 'api/country/IT.json'), 'utf8')).toBe('{"name":"Italy"}');
  });

  it('writes every file when there is no previous output (a first build)', () => {
    const root = scratch();
    const writer = folderWriter(join(root, 'next'), join(root, 'none'));
    writer.write({ path: 'api/country/DE.json', body: '{"name":"Germany"}' });
    expect(statSync(join(root, 'next/api/country/DE.json')).nlink).toBe(1);
    expect(writer.report.unchanged).toBe(0);
  });
});
