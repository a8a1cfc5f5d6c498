/**
 * @module
 * The usage store in one SQLite file (Node's built-in `node:sqlite`), for one server
 * instance: keys, and the counted requests of each key per UTC month. Every statement is
 * prepared once. The requests of one event-loop turn are counted in one transaction (see
 * `flush`), committed before their promises resolve: each key's month is read once, the
 * limiter's own rule (`admit`) decides each request in order, and one UPSERT a key adds
 * what they used.
 *
 * The per-second window lives in memory: it needs no durability (it is over in a second),
 * and keeping it out of the file makes a request one write instead of two. A restart inside
 * a second therefore starts that second afresh. Several instances need Redis (`redis-net.ts`).
 *
 * `node:sqlite` is synchronous, so SQLite's own busy wait would stall the whole server while
 * another connection (the keys command, another process) holds the write lock. The busy
 * timeout is therefore 0: a statement that finds the file locked fails at once, and is tried
 * again after a pause, asynchronously, until `waitMs` has passed; then it fails, and the
 * request gets a 503.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { NO_USAGE, type ConsumeRequest, type Consumption, type KeyRecord, type UsageStore } from '../access/store.ts';
import { admit } from '../access/limiter.ts';
import { moduleAt } from '../lib/modules.ts';
import type { CheckpointThreadData } from './sqlite-checkpoint-thread-fs.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,
  prefix TEXT NOT NULL,
  name TEXT,
  plan TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE TABLE IF NOT EXISTS monthly_usage (
  key_id TEXT NOT NULL,
  month TEXT NOT NULL,
  used INTEGER NOT NULL,
  overage_requests INTEGER NOT NULL,
  overage_micros INTEGER NOT NULL,
  PRIMARY KEY (key_id, month)
) WITHOUT ROWID;`;

const KEY_COLUMNS = 'id, hash, prefix, name, plan, created_at AS createdAt, revoked_at AS revokedAt';

/**
 * Adds a batch's counted requests of one key to its month. The batch's transaction holds the
 * write lock from its start (BEGIN IMMEDIATE), so no other process sharing the file can change
 * the counts between the batch's read of a month and this write: two cannot both take the
 * last request of a quota.
 */
const ADD = `
INSERT INTO monthly_usage (key_id, month, used, overage_requests, overage_micros)
VALUES (:id, :month, :used, :overage, :micros)
ON CONFLICT (key_id, month) DO UPDATE SET
  used = used + :used,
  overage_requests = overage_requests + :overage,
  overage_micros = overage_micros + :micros`;

/** One key's month within a batch: its count as read at the batch's start plus what the batch added, and the additions. */
interface MonthTally {
  readonly keyId: string;
  readonly month: string;
  used: number;
  added: number;
  overage: number;
  micros: number;
}

export interface SqliteStoreOptions {
  /** How long a statement may wait for another connection's lock, without blocking (default 1000 ms). */
  waitMs?: number;
  /**
   * The server's store: the WAL is checkpointed this often by a thread of its own
   * (sqlite-checkpoint-thread-fs.ts), never by the connection that counts, unless the thread
   * falls behind by BACKSTOP_PAGES. Without it (the keys command, tests), SQLite's own
   * automatic checkpoint runs, on the counting connection.
   */
  checkpointEveryMs?: number;
}

/** The WAL (in 4 KiB pages, about 40 MB) past which the counting connection checkpoints itself. */
const BACKSTOP_PAGES = 10_000;

/** Starts the checkpoint thread; returns the way to stop it (after a last checkpoint). */
function startCheckpointer(file: string, everyMs: number): () => Promise<void> {
  const thread = new Worker(moduleAt('./sqlite-checkpoint-thread-fs.ts', 'sqlite-checkpoint-thread-fs', import.meta.url), {
    workerData: { file, everyMs } satisfies CheckpointThreadData,
  });
  thread.unref();
  // A thread that cannot start or fails leaves the backstop to the counting connection.
  thread.on('error', (e) => console.error(`The usage database's checkpoint thread failed: ${e instanceof Error ? e.message : String(e)}`));
  const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  return async () => {
    thread.postMessage('close');
    await exited;
  };
}

/** SQLITE_BUSY (5) and its extended codes: another connection holds the lock. */
const isBusy = (e: unknown) => typeof e === 'object' && e !== null && ((e as { errcode?: number }).errcode ?? 0) % 256 === 5;

/** The pause before the `n`-th retry: short first, as most locks are held for a few ms. */
const pauseMs = (n: number) => Math.min(2 ** n, 50);

/** Runs `step` until it does not find the file locked, or `waitMs` has passed since `since`. */
async function unlocked<T>(step: () => T, waitMs: number, since = Date.now()): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return step();
    } catch (e) {
      if (!isBusy(e) || Date.now() - since >= waitMs) throw e;
    }
    await new Promise((r) => setTimeout(r, pauseMs(attempt)));
  }
}

export function openSqliteStore(file: string, o: SqliteStoreOptions = {}): UsageStore {
  const waitMs = o.waitMs ?? 1000;
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  // WAL: readers (the keys command, `/api/usage`) never block the writer. synchronous=NORMAL
  // in WAL mode writes each commit into the WAL file before the statement returns, but does
  // not fsync it: the commit is then in the operating system's page cache, which outlives
  // the process, so a crash or `kill -9` of the server loses nothing. Only a crash of the
  // machine itself (power, kernel) can lose the last commits; FULL would fsync every commit
  // and make each request wait for the disk.
  // Opening may itself meet a lock (another process creating the file): waited for here, once.
  db.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  db.exec(SCHEMA);
  db.exec('PRAGMA busy_timeout = 0;');
  const checkpointEveryMs = file === ':memory:' ? undefined : o.checkpointEveryMs;
  if (checkpointEveryMs !== undefined) db.exec(`PRAGMA wal_autocheckpoint = ${BACKSTOP_PAGES};`);
  const stopCheckpointer = checkpointEveryMs === undefined ? undefined : startCheckpointer(file, checkpointEveryMs);

  const byHash = db.prepare(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE hash = ?`);
  const byId = db.prepare(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE id = ?`);
  const all = db.prepare(`SELECT ${KEY_COLUMNS} FROM api_keys ORDER BY created_at, rowid`);
  const insertKey = db.prepare('INSERT INTO api_keys (id, hash, prefix, name, plan, created_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const updatePlan = db.prepare('UPDATE api_keys SET plan = ? WHERE id = ?');
  const revokeKey = db.prepare('UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?');
  const add = db.prepare(ADD);
  const monthRow = db.prepare(
    'SELECT used, overage_requests AS overageRequests, overage_micros AS overageMicros FROM monthly_usage WHERE key_id = ? AND month = ?',
  );
  const refund = db.prepare(
    'UPDATE monthly_usage SET used = used - 1, overage_requests = overage_requests - :overage, overage_micros = overage_micros - :micros WHERE key_id = :id AND month = :month',
  );
  const ping = db.prepare('SELECT 1');
  // IMMEDIATE takes the write lock at once, so another process sharing the file cannot
  // change a count between a batch's reads and its writes.
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  const seconds = new Map<string, { second: number; count: number }>();

  // Keys found are remembered, and forgotten on any change of keys through this store, and as
  // soon as another connection (the keys command, another process) has committed anything:
  // `data_version` changes then (never for this connection's own commits). It is read once
  // per event-loop turn, so a revocation applies from the next turn on, and a request costs
  // no key query.
  const dataVersion = db.prepare('PRAGMA data_version');
  const knownKeys = new Map<string, KeyRecord>();
  let keysVersion = -1;
  let keysCheckedThisTurn = false;

  const key = (row: unknown) => (row === undefined ? undefined : { ...(row as KeyRecord) });
  const usedIn = (keyId: string, month: string) => (monthRow.get(keyId, month) as { used: number } | undefined)?.used ?? 0;

  /** One request's step inside the batch's transaction, by the limiter's rule (`admit`): its second, then its month. */
  const step = (r: ConsumeRequest, windows: Map<string, { second: number; count: number }>, months: Map<string, MonthTally>): Consumption => {
    const window = windows.get(r.keyId) ?? seconds.get(r.keyId);
    const secondCount = window?.second === r.second ? window.count : 0;
    const slot = `${r.keyId}\n${r.month}`;
    let tally = months.get(slot);
    if (!tally) months.set(slot, (tally = { keyId: r.keyId, month: r.month, used: usedIn(r.keyId, r.month), added: 0, overage: 0, micros: 0 }));
    const { outcome, overage } = admit(r, secondCount, tally.used);
    if (outcome !== 'allowed') return { outcome, secondCount, used: tally.used };
    if (r.counted) {
      tally.used++;
      tally.added++;
      if (overage) {
        tally.overage++;
        tally.micros += r.overageMicros ?? 0;
      }
    }
    windows.set(r.keyId, { second: r.second, count: secondCount + 1 });
    return { outcome, secondCount: secondCount + 1, used: tally.used };
  };

  // Group commit: the requests that arrive in one turn of the event loop are counted in one
  // transaction, and each promise resolves only after its COMMIT, so every answer still
  // waits for its count to be stored. Under load this turns dozens of WAL writes into one.
  // While another connection holds the lock the batch waits (and grows), retried after a pause.
  type Pending = { request: ConsumeRequest; since: number; resolve: (c: Consumption) => void; reject: (e: unknown) => void };
  const pending: Pending[] = [];
  let scheduled = false;
  let attempt = 0;
  const schedule = (delayMs: number) => {
    if (scheduled) return;
    scheduled = true;
    if (delayMs === 0) setImmediate(flush);
    else setTimeout(flush, delayMs);
  };
  const flush = () => {
    scheduled = false;
    const batch = pending.splice(0);
    if (batch.length === 0) return;
    // Second windows change only when the batch commits: a failed batch leaves them as they were.
    const windows = new Map<string, { second: number; count: number }>();
    const months = new Map<string, MonthTally>();
    let results: Consumption[];
    try {
      begin.run();
      try {
        results = batch.map((p) => step(p.request, windows, months));
        for (const t of months.values()) if (t.added > 0) add.run({ id: t.keyId, month: t.month, used: t.added, overage: t.overage, micros: t.micros });
        commit.run();
      } catch (e) {
        if (db.isTransaction) rollback.run();
        throw e;
      }
    } catch (e) {
      const now = Date.now();
      // Locked by another connection: the requests that can still wait go back to the front.
      const waiting = isBusy(e) ? batch.filter((p) => now - p.since < waitMs) : [];
      for (const p of batch) if (!waiting.includes(p)) p.reject(e);
      if (waiting.length > 0) {
        pending.unshift(...waiting);
        schedule(pauseMs(attempt++));
      } else if (pending.length > 0) schedule(0);
      return;
    }
    attempt = 0;
    for (const [id, window] of windows) seconds.set(id, window);
    batch.forEach((p, i) => p.resolve(results[i]!));
    if (pending.length > 0) schedule(0);
  };

  const wait = <T>(step: () => T) => unlocked(step, waitMs);
  return {
    kind: 'sqlite',
    keyByHash: (hash) =>
      wait(() => {
        if (!keysCheckedThisTurn) {
          const version = (dataVersion.get() as { data_version: number }).data_version;
          keysCheckedThisTurn = true;
          setImmediate(() => (keysCheckedThisTurn = false));
          if (version !== keysVersion) knownKeys.clear();
          keysVersion = version;
        }
        const known = knownKeys.get(hash);
        if (known) return known;
        const found = key(byHash.get(hash));
        if (found) {
          if (knownKeys.size >= 100_000) knownKeys.clear();
          knownKeys.set(hash, found);
        }
        return found;
      }),
    keyById: (id) => wait(() => key(byId.get(id))),
    addKey: (r) =>
      wait(() => {
        knownKeys.clear();
        insertKey.run(r.id, r.hash, r.prefix, r.name, r.plan, r.createdAt, r.revokedAt);
      }),
    listKeys: () => wait(() => all.all().map((row) => key(row)!)),
    setPlan: (id, plan) =>
      wait(() => {
        knownKeys.clear();
        return Number(updatePlan.run(plan, id).changes) > 0;
      }),
    revoke: (id, at) =>
      wait(() => {
        knownKeys.clear();
        return Number(revokeKey.run(at, id).changes) > 0;
      }),
    consume(r: ConsumeRequest): Promise<Consumption> {
      return new Promise((resolve, reject) => {
        pending.push({ request: r, since: Date.now(), resolve, reject });
        schedule(0);
      });
    },
    refund: async (r, overage) => {
      if (!r.counted) return;
      await wait(() => void refund.run({ id: r.keyId, month: r.month, overage: overage ? 1 : 0, micros: overage ? (r.overageMicros ?? 0) : 0 }));
    },
    usage: (keyId, month) =>
      wait(() => {
        const row = monthRow.get(keyId, month) as { used: number; overageRequests: number; overageMicros: number } | undefined;
        return row ? { ...row } : NO_USAGE;
      }),
    ping: () => wait(() => void ping.get()),
    async close() {
      await stopCheckpointer?.();
      if (db.isOpen) db.close();
    },
  };
}
