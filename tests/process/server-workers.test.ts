/**
 * `npm start` on every core (WORKERS serving threads on one port): each request counted once
 * against its key whichever thread answered it, since the threads ask the main thread, which
 * holds the one usage store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { get, getAlone, keys, startServerProcess, type ServerProcess } from '../access/server-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'cr-server-workers-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.kill('SIGKILL')));
  rmSync(dir, { recursive: true, force: true });
});

describe('WORKERS', () => {
  it('serves from that many threads, and counts every request once against its key', { timeout: 120_000 }, async () => {
    const env = { API_USAGE_DB: join(dir, 'usage.db'), WORKERS: '3' };
    const key = (await keys(env, 'create', '--plan', 'MEGA', '--name', 'workers')).at(-1)!;
    const server = await startServerProcess(env);
    running.push(server);
    await expect.poll(() => server.output()).toContain('Threads: 3 serving');
    const statuses = await Promise.all(Array.from({ length: 60 }, () => getAlone(`${server.url}/api/borders/DE.json`, key)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    const usage = (await (await get(`${server.url}/api/usage`, key)).json()) as { used: number };
    expect(usage.used).toBe(60);
  });
});
