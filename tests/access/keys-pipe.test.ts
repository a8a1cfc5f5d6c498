/**
 * `npm run keys -- list` writes everything to a pipe (`| cat`, `| less`): thousands of keys,
 * far more than the 64 KiB a pipe holds, and exits with its status once the output is out.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/stores/sqlite-fs.ts';
import { baseEnv } from './server-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'cr-keys-pipe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run keys -- list through a pipe', () => {
  it('prints every one of 3,000 keys (over 64 KiB) and exits 0', { timeout: 60_000 }, async () => {
    const file = join(dir, 'usage.db');
    const store = openSqliteStore(file);
    for (let i = 0; i < 3000; i++) {
      const id = `k_${i.toString(16).padStart(12, '0')}`;
      await store.addKey({
        id,
        hash: `h${i}`,
        prefix: 'cr_abcd',
        name: `client number ${i}`,
        plan: 'PRO',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
        revokedAt: null,
      });
    }
    await store.close();

    const child = spawn(process.execPath, [resolve('scripts/keys.ts'), 'list'], { env: baseEnv({ API_USAGE_DB: file }), stdio: ['ignore', 'pipe', 'inherit'] });
    const chunks: Buffer[] = [];
    // Read slowly, as a pager would: the pipe fills up and the writer has to wait.
    child.stdout.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      child.stdout.pause();
      setTimeout(() => child.stdout.resume(), 1);
    });
    const code = await new Promise<number | null>((done) => child.once('close', (c) => done(c)));
    const output = Buffer.concat(chunks).toString();
    expect(code).toBe(0);
    expect(output.length).toBeGreaterThan(64 * 1024);
    const lines = output
      .trimEnd()
      .split('\n')
      .filter((l) => l.startsWith('k_'));
    expect(lines).toHaveLength(3000);
    expect(lines.at(-1)).toMatch(/^k_000000000bb7 .*client number 2999$/);
  });
});

describe('npm run keys -- --help', () => {
  it('prints the usage and exits 0 without opening any store (here, a Redis that is not there)', async () => {
    const child = spawn(process.execPath, [resolve('scripts/keys.ts'), '--help'], {
      env: baseEnv({ REDIS_URL: 'redis://127.0.0.1:1/0' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('close', done));
    expect(code).toBe(0);
    expect(out).toMatch(/^Usage: npm run keys -- <command>/);
    expect(out).not.toMatch(/needs a value|does not answer/);
  });
});
