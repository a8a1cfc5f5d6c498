/**
 * Key names as `npm run keys` takes and shows them, run as the operator runs it: a name that
 * would forge a line of `list` or reach the terminal as an escape sequence is refused at
 * `create`, and one already in the store is listed escaped, on its key's one line.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/stores/sqlite-fs.ts';
import { baseEnv } from './server-process.ts';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'cr-keys-names-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const keys = async (db: string, ...args: string[]) => {
  try {
    const { stdout, stderr } = await run(process.execPath, [resolve('scripts/keys.ts'), ...args], { env: baseEnv({ API_USAGE_DB: db }) });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

const FORGED = 'acme\nk_000000000000  MEGA    active                        cr_AAAA…  2026-01-01T00:00:00.000Z  forged';

describe('npm run keys', () => {
  it('refuses a name with a newline, an escape sequence or 100,000 characters, and makes no key', async () => {
    const db = join(dir, 'create', 'usage.db');
    for (const name of [FORGED, '\u001b]0;pwned\u0007\u001b[2J', 'x'.repeat(100_000)]) {
      const result = await keys(db, 'create', '--plan', 'MEGA', '--name', name);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/A key's name (must be printable|is at most 100 characters)/);
    }
    expect((await keys(db, 'list')).stdout).toMatch(/^No keys yet/);
  });

  it('lists a name the store already holds escaped, one line per key, with no control character', async () => {
    const db = join(dir, 'list', 'usage.db');
    const store = openSqliteStore(db);
    const record = { prefix: 'cr_abcd', plan: 'PRO', createdAt: '2026-05-01T08:00:00.000Z', revokedAt: null };
    await store.addKey({ ...record, id: 'k_000000000001', hash: 'h1', name: FORGED });
    await store.addKey({ ...record, id: 'k_000000000002', hash: 'h2', name: '\u001b[2J\u001b[31mred' });
    await store.close();
    const { code, stdout } = await keys(db, 'list');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.map((l) => l.slice(0, 14))).toEqual(['k_000000000001', 'k_000000000002']);
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    expect(stdout.trimEnd()).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
    expect(lines[1]).toMatch(/\\u\{1b\}\[2J\\u\{1b\}\[31mred$/);
  });
});
