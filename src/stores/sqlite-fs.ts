/**
 * @module
 * The usage store in one SQLite file (Node's built-in `node:sqlite`), for one server
 * instance: keys, and the counted requests of each key per UTC month. Every statement is
 * prepared once; a counted request is one UPSERT, committed before its promise resolves
 * (with the other requests of the same event-loop turn: see `flush`).
 *
 * The per-second window lives in memory: it needs no durability (it is over in a second),
 * and keeping it out of the file makes a request one write instead of two. A restart inside
 * a second therefore starts that second afresh. Several instances need Redis (`redis-net.ts`).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { NO_USAGE, type ConsumeRequest, type Consumption, type KeyRecord, type UsageStore } from '../access/store.ts';

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
 * Counts one request in its month, or refuses it, in one statement (so two processes sharing
 * the file cannot both take the last request of a quota). In the UPDATE every right-hand
 * `used` is the value before it, so `used >= :quota` asks "was the quota already reached?".
 * No row comes back when the plan refuses overage and the quota is reached; the SELECT's
 * WHERE covers a quota of 0, where even the first request of the month is refused.
 */
const COUNT = `
INSERT INTO monthly_usage (key_id, month, used, overage_requests, overage_micros)
SELECT :id, :month, 1, (:quota = 0), (CASE WHEN :quota = 0 THEN :price ELSE 0 END)
WHERE NOT (:refuses AND :quota = 0)
ON CONFLICT (key_id, month) DO UPDATE SET
  used = used + 1,
  overage_requests = overage_requests + (used >= :quota),
  overage_micros = overage_micros + (CASE WHEN used >= :quota THEN :price ELSE 0 END)
WHERE :refuses = 0 OR used < :quota
RETURNING used`;

export function openSqliteStore(file: string): UsageStore {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  // WAL: readers (the keys command, `/api/usage`) never block the writer. synchronous=NORMAL
  // in WAL mode writes each commit into the WAL file before the statement returns, but does
  // not fsync it: the commit is then in the operating system's page cache, which outlives
  // the process, so a crash or `kill -9` of the server loses nothing. Only a crash of the
  // machine itself (power, kernel) can lose the last commits; FULL would fsync every commit
  // and make each request wait for the disk.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
  db.exec(SCHEMA);

  const byHash = db.prepare(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE hash = ?`);
  const byId = db.prepare(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE id = ?`);
  const all = db.prepare(`SELECT ${KEY_COLUMNS} FROM api_keys ORDER BY created_at, rowid`);
  const insertKey = db.prepare('INSERT INTO api_keys (id, hash, prefix, name, plan, created_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const updatePlan = db.prepare('UPDATE api_keys SET plan = ? WHERE id = ?');
  const revokeKey = db.prepare('UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?');
  const count = db.prepare(COUNT);
  const monthRow = db.prepare(
    'SELECT used, overage_requests AS overageRequests, overage_micros AS overageMicros FROM monthly_usage WHERE key_id = ? AND month = ?',
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

  /** One request's step inside the batch's transaction: the rule of `admit`, the second first. */
  const step = (r: ConsumeRequest, windows: Map<string, { second: number; count: number }>): Consumption => {
    const window = windows.get(r.keyId) ?? seconds.get(r.keyId);
    const secondCount = window?.second === r.second ? window.count : 0;
    if (secondCount >= r.perSecond) return { outcome: 'rate_limited', secondCount, used: usedIn(r.keyId, r.month) };
    let used: number;
    if (r.counted) {
      const row = count.get({ id: r.keyId, month: r.month, quota: r.quota, price: r.overageMicros ?? 0, refuses: r.overageMicros === null ? 1 : 0 }) as
        { used: number } | undefined;
      if (!row) return { outcome: 'quota_exhausted', secondCount, used: usedIn(r.keyId, r.month) };
      used = row.used;
    } else used = usedIn(r.keyId, r.month);
    windows.set(r.keyId, { second: r.second, count: secondCount + 1 });
    return { outcome: 'allowed', secondCount: secondCount + 1, used };
  };

  // Group commit: the requests that arrive in one turn of the event loop are counted in one
  // transaction, and each promise resolves only after its COMMIT, so every answer still
  // waits for its count to be stored. Under load this turns dozens of WAL writes into one.
  const pending: { request: ConsumeRequest; resolve: (c: Consumption) => void; reject: (e: unknown) => void }[] = [];
  const flush = () => {
    const batch = pending.splice(0);
    // Second windows change only when the batch commits: a failed batch leaves them as they were.
    const windows = new Map<string, { second: number; count: number }>();
    let results: Consumption[];
    try {
      begin.run();
      try {
        results = batch.map((p) => step(p.request, windows));
        commit.run();
      } catch (e) {
        if (db.isTransaction) rollback.run();
        throw e;
      }
    } catch (e) {
      for (const p of batch) p.reject(e);
      return;
    }
    for (const [id, window] of windows) seconds.set(id, window);
    batch.forEach((p, i) => p.resolve(results[i]!));
  };

  return {
    kind: 'sqlite',
    async keyByHash(hash) {
      if (!keysCheckedThisTurn) {
        keysCheckedThisTurn = true;
        setImmediate(() => (keysCheckedThisTurn = false));
        const version = (dataVersion.get() as { data_version: number }).data_version;
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
    },
    async keyById(id) {
      return key(byId.get(id));
    },
    async addKey(r) {
      knownKeys.clear();
      insertKey.run(r.id, r.hash, r.prefix, r.name, r.plan, r.createdAt, r.revokedAt);
    },
    async listKeys() {
      return all.all().map((row) => key(row)!);
    },
    async setPlan(id, plan) {
      knownKeys.clear();
      return Number(updatePlan.run(plan, id).changes) > 0;
    },
    async revoke(id, at) {
      knownKeys.clear();
      return Number(revokeKey.run(at, id).changes) > 0;
    },
    consume(r: ConsumeRequest): Promise<Consumption> {
      return new Promise((resolve, reject) => {
        pending.push({ request: r, resolve, reject });
        if (pending.length === 1) setImmediate(flush);
      });
    },
    async usage(keyId, month) {
      const row = monthRow.get(keyId, month) as { used: number; overageRequests: number; overageMicros: number } | undefined;
      return row ? { ...row } : NO_USAGE;
    },
    async ping() {
      ping.get();
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
