/**
 * The store contract run against every store: memory, SQLite in a temp file, and a private
 * redis-server (each run in its own namespace). Plus what only a file can show: counts
 * survive closing and reopening it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { consumeRequest } from '../../src/access/limiter.ts';
import { createMemoryStore } from '../../src/stores/memory.ts';
import { openRedisStore } from '../../src/stores/redis-net.ts';
import { openSqliteStore } from '../../src/stores/sqlite-fs.ts';
import { keyRecord, planOf, runStoreContract } from './store-contract.ts';
import { startRedisServer, type RedisServer } from './redis-server.ts';

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
runStoreContract('redis', async () => openRedisStore((await (redis ??= startRedisServer())).url, { namespace: `test${++opened}:` }));

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

  it('creates the folder of a new database file', async () => {
    const store = openSqliteStore(join(dir, 'nested', 'deeper', 'usage.db'));
    await expect(store.ping()).resolves.toBeUndefined();
    await store.close();
  });
});
