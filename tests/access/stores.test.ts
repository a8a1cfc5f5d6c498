/**
 * The store contract run against every store: memory, SQLite in a temp file, and a private
 * redis-server (each run in its own namespace). Plus what only a file can show: counts
 * survive closing and reopening it.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { consumeRequest } from '../../src/access/limiter.ts';
import { createMemoryStore } from '../../src/stores/memory.ts';
import { openRedisStore } from '../../src/stores/redis-net.ts';
import type { UsageStore } from '../../src/access/store.ts';
import { openSqliteStore, type SqliteStoreOptions } from '../../src/stores/sqlite-fs.ts';
import { keyRecord, planOf, runStoreContract } from './store-contract.ts';
import { startRedisServer, type RedisServer } from './redis-server.ts';
import { timeScale } from '../time-scale.ts';

const dir = mkdtempSync(join(tmpdir(), 'cr-stores-'));
let opened = 0;
// Started by the first Redis test, so that without redis-server each Redis test fails on its own.
let redis: Promise<RedisServer> | undefined;

afterAll(async () => {
  await (await redis?.catch(() => undefined))?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

runStoreContract('memory', async () => createMemoryStore());
runStoreContract('sqlite', async () => openSqliteStore(join(dir, `usage-${++opened}.db`)));
runStoreContract("sqlite, checkpointed by its thread (the server's)", async () =>
  openSqliteStore(join(dir, `usage-${++opened}.db`), { checkpointEveryMs: 10 }),
);
// The contract is about counting, not latency: a command may wait as long as the machine's load makes it
// (its 250 ms default gives a request a 503, tested with the server in server-redis.test.ts).
const commandTimeoutMs = Math.round(250 * timeScale());
runStoreContract('redis', async () => openRedisStore((await (redis ??= startRedisServer())).url, { namespace: `test${++opened}:`, commandTimeoutMs }));

/** Opens a store on `file`, hands it to `use`, and closes it whatever happens. */
async function usingStore<T>(file: string, options: SqliteStoreOptions, use: (store: UsageStore) => Promise<T>): Promise<T> {
  const store = openSqliteStore(file, options);
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

describe('the SQLite store on disk', () => {
  it('keeps keys and counts when the file is closed and opened again', async () => {
    const file = join(dir, 'reopen.db');
    const first = openSqliteStore(file);
    await first.addKey(keyRecord('k_1'));
    for (let i = 0; i < 4; i++) await first.consume(consumeRequest('k_1', planOf(1000, 2, 5000), true, Date.UTC(2026, 2, 1)));
    await first.close();
    const again = openSqliteStore(file);
    expect(await again.keyById('k_1')).toEqual(keyRecord('k_1'));
    expect(await again.usage('k_1', '2026-03')).toEqual({ used: 4, overageRequests: 2, overageMicros: 10_000 });
    await again.close();
  });

  // The database file itself changes only when a checkpoint copies the WAL's pages into it.
  const fileBytes = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
  const count = (store: UsageStore) => store.consume(consumeRequest('k_1', planOf(1_000_000, 1_000_000, 0), true, Date.UTC(2026, 2, 1)));

  it("the server's store: its thread checkpoints the counts into the file", async () => {
    const file = join(dir, 'checkpointed.db');
    await usingStore(file, { checkpointEveryMs: 20 }, async (store) => {
      await store.addKey(keyRecord('k_1'));
      const before = fileBytes(file);
      for (let i = 0; i < 5; i++) await count(store);
      await vi.waitFor(() => expect(fileBytes(file)).not.toBe(before), { timeout: 10_000, interval: 20 });
    });
  });

  it("the server's store: the connection that counts does not checkpoint (it stalled every request), even past SQLite's 1,000 pages", async () => {
    const file = join(dir, 'not-checkpointed.db');
    await usingStore(file, { checkpointEveryMs: 3_600_000 }, async (store) => {
      await store.addKey(keyRecord('k_1'));
      const before = fileBytes(file);
      // One commit each (a page of the WAL or more): SQLite's own checkpoint would have run.
      for (let i = 0; i < 1200; i++) await count(store);
      expect(statSync(`${file}-wal`).size).toBeGreaterThan(1000 * 4096);
      expect(fileBytes(file)).toBe(before);
    });
    expect((await usingStore(file, {}, (store) => store.usage('k_1', '2026-03'))).used).toBe(1200);
  });

  it('creates the folder of a new database file', async () => {
    const store = openSqliteStore(join(dir, 'nested', 'deeper', 'usage.db'));
    await expect(store.ping()).resolves.toBeUndefined();
    await store.close();
  });
});

describe('the Redis store when a clock steps', () => {
  const T = Date.UTC(2026, 2, 10, 12);
  const request = () => consumeRequest('k_1', planOf(1000, 1_000_000, 3000), true, T);

  it('keeps counting after the system clock is set back (NTP, a resumed VM): deadlines use a clock that never steps', async () => {
    const store = await openRedisStore((await (redis ??= startRedisServer())).url, { namespace: `step${++opened}:` });
    try {
      expect((await store.consume(request())).outcome).toBe('allowed');
      const real = Date.now.bind(Date);
      const stepped = vi.spyOn(Date, 'now').mockImplementation(() => real() - 5000);
      try {
        for (let i = 0; i < 3; i++) expect((await store.consume(request())).outcome).toBe('allowed');
      } finally {
        stepped.mockRestore();
      }
      expect((await store.usage('k_1', '2026-03')).used).toBe(4);
    } finally {
      await store.close();
    }
  });

  it("measures the clocks again when Redis's moves ahead of ours, and counts on", async () => {
    let shift = 0;
    const clock = () => performance.timeOrigin + performance.now() - shift;
    const store = await openRedisStore((await (redis ??= startRedisServer())).url, { namespace: `step${++opened}:`, clock });
    try {
      expect((await store.consume(request())).outcome).toBe('allowed');
      // As if Redis's clock had jumped 5 s ahead: every deadline sent now is already past in its clock.
      shift = 5000;
      for (let i = 0; i < 3; i++) expect((await store.consume(request())).outcome).toBe('allowed');
      expect((await store.usage('k_1', '2026-03')).used).toBe(4);
    } finally {
      await store.close();
    }
  });
});
