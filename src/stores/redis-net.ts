/**
 * @module
 * The usage store in Redis, shared by any number of server instances: one Lua script checks
 * and counts the per-second window and the month in one atomic step, so N instances behind a
 * load balancer enforce one limit together. The same script checks that the keys have not
 * changed since the request's key was read (a revocation or a plan change by another process),
 * so keys are remembered and a request of a known key costs one round trip, its count.
 *
 * Nothing waits for a lost connection: no offline queue, no retried commands, a short command
 * timeout (250 ms by default). A request the store cannot count fails at once (the server
 * answers 503) rather than being let through uncounted; the client reconnects by itself and
 * service resumes when Redis is back. Counts are as durable as the Redis server's persistence
 * (docs/plans.md: run it with `appendonly yes`).
 *
 * A Redis that stalls (paused, swapping, a slow command ahead) keeps the connection up and
 * runs the queued commands when it resumes, so a request answered 503 could still be billed.
 * Each count therefore carries a deadline, in Redis's own clock: the script refuses to count
 * once it has passed. A count made in time whose reply came too late (Redis stopped between
 * the two) is taken back as soon as that late reply arrives. And after a timeout the store
 * fails every command at once until a probe gets an answer again, so requests meanwhile get
 * their 503 without waiting. The timeouts are the store's own, not ioredis's, so that a late
 * reply is still seen.
 */
import { Redis } from 'ioredis';
import { isOverage } from '../access/limiter.ts';
import { KeysChangedError, type ConsumeRequest, type Consumption, type KeyRecord, type MonthUsage, type UsageStore } from '../access/store.ts';
import { CONSUME, COUNTED, expand, KEYS_MOVED, PAST_DEADLINE, REFUND, runsOf, type ConsumeCommand, type Run } from './redis-count.ts';

const TOO_LATE = Symbol('too late');

/** The name each of the store's connections gives itself (CLIENT SETNAME). */
export const CONNECTION_NAME = 'countries-reference';

export interface RedisStoreOptions {
  /** Prefix of every Redis key, so several deployments (or test runs) can share a server. */
  namespace?: string;
  /** How long `openRedisStore` waits for the first connection before resolving anyway. */
  connectWaitMs?: number;
  /** How long a command may take before the request gets a 503 (default 250 ms). */
  commandTimeoutMs?: number;
  /** Told when a count that came too late could not be taken back (Redis failed again meanwhile). */
  onLostRefund?: (request: ConsumeRequest, cause: unknown) => void;
  /**
   * The clock deadlines are measured against, in ms: monotonic by default (it never steps when
   * the system clock is set, as NTP or a resumed VM does). For tests.
   */
  clock?: () => number;
}

/** Milliseconds on a clock that only moves forward, whatever happens to the system's. */
const monotonic = () => performance.timeOrigin + performance.now();

export class RedisTimeoutError extends Error {
  constructor(ms: number) {
    super(`Redis did not answer within ${ms} ms`);
  }
}

export class RedisStalledError extends Error {
  constructor() {
    super('Redis is not answering (a command timed out; waiting for it to answer again)');
  }
}

function toRecord(hash: Record<string, string>): KeyRecord | undefined {
  if (!hash.id) return undefined;
  return {
    id: hash.id,
    hash: hash.hash ?? '',
    prefix: hash.prefix ?? '',
    name: hash.name ? hash.name : null,
    plan: hash.plan ?? '',
    createdAt: hash.createdAt ?? '',
    revokedAt: hash.revokedAt ? hash.revokedAt : null,
  };
}

type RefundCommand = (month: string, counted: number, overage: number, price: number) => Promise<number>;

/** A request waiting to be counted with the others of its key (see `countWaiting`). */
interface Asked {
  readonly r: ConsumeRequest;
  readonly resolve: (c: Consumption) => void;
  readonly reject: (e: unknown) => void;
}

/** One key's requests waiting, and the keys' version its record was read at. */
interface Batch {
  readonly version: string;
  readonly asked: Asked[];
}

/** What the store holds: its connection and scripts, its view of Redis's clock and health, the keys it knows, the counts waiting. */
interface RedisState {
  readonly client: Redis;
  readonly consumeScript: ConsumeCommand;
  readonly refundScript: RefundCommand;
  /** Prefix of every key. */
  readonly ns: string;
  readonly versionKey: string;
  readonly timeoutMs: number;
  readonly clock: () => number;
  readonly onLostRefund: RedisStoreOptions['onLostRefund'];
  /** Redis's clock minus ours, so a deadline can be given in Redis's clock. */
  clockOffsetMs: number;
  /** A command timed out: every command fails at once until a probe is answered. */
  stalled: boolean;
  closed: boolean;
  /** Keys found, each remembered with the keys' version it was read at (`readAt`). */
  readonly knownKeys: Map<string, KeyRecord>;
  readonly readAt: WeakMap<KeyRecord, string>;
  /** The newest version seen: the known keys were read at it or before. */
  knownVersion: string | undefined;
  /** Requests waiting to be counted, by keys' version and key. */
  readonly waiting: Map<string, Batch>;
  /** Groups of counts on their way to Redis. */
  counting: number;
  /** A group is to go at the end of this turn. */
  scheduled: boolean;
}

/** The command's reply, or a RedisTimeoutError after `timeoutMs` (the command itself goes on). */
function inTime<T>(s: RedisState, command: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RedisTimeoutError(s.timeoutMs)), s.timeoutMs);
    command.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/**
 * Measures Redis's clock against ours: at each connection, by every probe, and again whenever
 * Redis says a count came after a deadline its reply beat (its clock, or ours, has stepped).
 */
async function measureClock(s: RedisState): Promise<void> {
  const sent = s.clock();
  const [seconds, micros] = await inTime(s, s.client.time());
  const received = s.clock();
  s.clockOffsetMs = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - (sent + received) / 2;
}

/** After a timeout: asks every 100 ms until Redis answers, then lets commands through again. */
async function probe(s: RedisState): Promise<void> {
  while (s.stalled && !s.closed) {
    await new Promise((r) => setTimeout(r, 100).unref());
    try {
      await measureClock(s);
      s.stalled = false;
    } catch {
      // still not answering
    }
  }
}

/** The command's reply in time; a timeout stops the store from sending more until Redis answers again. */
async function guarded<T>(s: RedisState, command: () => Promise<T>): Promise<T> {
  if (s.stalled) throw new RedisStalledError();
  try {
    return await inTime(s, command());
  } catch (e) {
    if (e instanceof RedisTimeoutError && !s.stalled) {
      s.stalled = true;
      void probe(s);
    }
    throw e;
  }
}

/** The keys changed (another process revoked one or moved it to another plan): those known are forgotten. */
function keysMoved(s: RedisState, current: string): void {
  s.knownKeys.clear();
  s.knownVersion = current;
}

// The hash tag ({id}) keeps a key's two counters together (one slot, were they ever sharded).
const monthKeyOf = (s: RedisState, keyId: string, month: string) => `${s.ns}{${keyId}}:month:${month}`;
const keyOf = (s: RedisState, hash: string) => `${s.ns}key:${hash}`;
const idOf = (s: RedisState, id: string) => `${s.ns}id:${id}`;
const listOf = (s: RedisState) => `${s.ns}keys`;

/** Gives back the counts a late reply says were made (their requests had been answered 503). */
function refundLate(s: RedisState, rs: readonly ConsumeRequest[], runs: readonly Run[], reply: ReadonlyArray<number | string>): void {
  if (reply[0] !== COUNTED) return;
  expand(runs, reply).forEach((c, i) => {
    const r = rs[i]!;
    if (c.outcome !== 'allowed' || !r.counted) return;
    const overage = isOverage(r, c);
    s.refundScript(monthKeyOf(s, r.keyId, r.month), 1, overage ? 1 : 0, overage ? r.overageMicros! : 0).catch((cause: unknown) => s.onLostRefund?.(r, cause));
  });
}

/**
 * The counts of one key's requests, in one script, if the keys' version is still `version`
 * (KeysChangedError otherwise); `TOO_LATE` when Redis ran it after its deadline (and so made none).
 */
async function consumeOnce(s: RedisState, rs: readonly ConsumeRequest[], version: string): Promise<Consumption[] | typeof TOO_LATE> {
  if (s.stalled) throw new RedisStalledError();
  // Past the deadline the request has had its 503: a count made then would bill it. A fifth
  // of the timeout is left for the reply to travel back.
  const deadline = Math.floor(s.clock() + s.clockOffsetMs + s.timeoutMs * 0.8);
  const runs = runsOf(rs);
  const keys = [s.versionKey];
  const args: Array<string | number> = [deadline, version];
  for (const { r, n } of runs) {
    keys.push(`${s.ns}{${r.keyId}}:second:${r.second}`, monthKeyOf(s, r.keyId, r.month));
    args.push(n, r.perSecond, r.counted ? 1 : 0, r.quota, r.overageMicros ?? -1);
  }
  const sent = s.consumeScript(keys.length, ...keys, ...args);
  let reply: Array<number | string>;
  try {
    reply = await guarded(s, () => sent);
  } catch (e) {
    // Answered 503: should the counts still be made and their reply come late, they are taken back.
    if (e instanceof RedisTimeoutError)
      sent.then(
        (late) => refundLate(s, rs, runs, late),
        () => {},
      );
    throw e;
  }
  if (reply[0] === PAST_DEADLINE) return TOO_LATE;
  if (reply[0] === KEYS_MOVED) {
    keysMoved(s, String(reply[1]));
    throw new KeysChangedError();
  }
  return expand(runs, reply);
}

/** Counts a key's requests of one turn; a reply in time that Redis says came too late: the clocks have moved apart, measured again, asked once more. */
async function consumeAll(s: RedisState, rs: readonly ConsumeRequest[], version: string): Promise<Consumption[]> {
  const first = await consumeOnce(s, rs, version);
  if (first !== TOO_LATE) return first;
  await measureClock(s);
  const again = await consumeOnce(s, rs, version);
  if (again === TOO_LATE) throw new Error('Redis ran the count after its deadline, so it was not made');
  return again;
}

// The requests asked meanwhile are counted together, one script per key (and keys' version
// its record was read at), in the order asked: those of one event-loop turn, and, while the
// counts of earlier requests are on their way, all those that came since, which go together
// once they are back (as a database commits a group). Under load a request costs a fraction
// of a command and of a round trip to Redis; alone, it goes at the end of its turn.

/** Sends every waiting batch, unless a group is still on its way. */
function countWaiting(s: RedisState): void {
  s.scheduled = false;
  if (s.counting > 0 || s.waiting.size === 0) return;
  const batches = [...s.waiting.values()];
  s.waiting.clear();
  s.counting = batches.length;
  const done = () => {
    if (--s.counting === 0) scheduleCount(s);
  };
  // Each batch's script is written as it is asked: held back until all are, they leave in one write.
  const connection = batches.length > 1 ? s.client.stream : undefined;
  connection?.cork();
  try {
    for (const { version, asked } of batches)
      consumeAll(
        s,
        asked.map((a) => a.r),
        version,
      ).then(
        (counts) => {
          asked.forEach((a, i) => a.resolve(counts[i]!));
          done();
        },
        (e: unknown) => {
          asked.forEach((a) => a.reject(e));
          done();
        },
      );
  } finally {
    connection?.uncork();
  }
}

/** The next group goes at the end of this turn, unless a group is on its way: then once it is back. */
function scheduleCount(s: RedisState): void {
  if (s.scheduled || s.counting > 0 || s.waiting.size === 0) return;
  s.scheduled = true;
  setImmediate(countWaiting, s);
}

/** Counts a request with the others of its key (see above); counted only if the keys are still as when its key was read. */
function consume(s: RedisState, r: ConsumeRequest, key: KeyRecord | undefined): Promise<Consumption> {
  if (s.stalled) return Promise.reject(new RedisStalledError());
  // Without a key read here, unchecked.
  const version = (key && s.readAt.get(key)) ?? '';
  return new Promise((resolve, reject) => {
    const id = `${version}/${r.keyId}`;
    let batch = s.waiting.get(id);
    if (!batch) s.waiting.set(id, (batch = { version, asked: [] }));
    batch.asked.push({ r, resolve, reject });
    scheduleCount(s);
  });
}

// Keys found are remembered, each with the keys' version it was read at: every change of a
// key, from any process, increments it in the same transaction. A key found here is answered
// without asking Redis; its count is sent with that version, and the script counts nothing
// when the version has moved (the key may have been revoked or moved to another plan): the
// store forgets the keys it knew and `consume` rejects with KeysChangedError, so the caller
// reads the key again. A revocation thus applies to the next count made, on every instance,
// atomically with it. A key not known is read with the version, in one round trip.

async function keyByHash(s: RedisState, hash: string): Promise<KeyRecord | undefined> {
  const known = s.knownKeys.get(hash);
  if (known) return known;
  // The version first: Redis runs the two in order, so the key is as new as it, or newer
  // (then its count, sent with this version, is refused and the key read again).
  const [read, hashed] = await guarded(s, () => Promise.all([s.client.get(s.versionKey), s.client.hgetall(keyOf(s, hash))]));
  const current = read ?? '0';
  if (current !== s.knownVersion) keysMoved(s, current);
  const found = toRecord(hashed);
  if (found) {
    s.readAt.set(found, current);
    s.knownKeys.set(hash, found);
  }
  return found;
}

async function keyById(s: RedisState, id: string): Promise<KeyRecord | undefined> {
  const hash = await s.client.get(idOf(s, id));
  return hash ? toRecord(await s.client.hgetall(keyOf(s, hash))) : undefined;
}

/** Applies a change of a key, with the version increment, as one transaction. */
async function changeKey(s: RedisState, change: ReturnType<Redis['multi']>): Promise<void> {
  s.knownKeys.clear();
  const replies = await change.incr(s.versionKey).exec();
  const failed = replies?.find(([error]) => error);
  if (!replies || failed) throw failed?.[0] ?? new Error('the key change was not applied');
}

async function addKey(s: RedisState, r: KeyRecord): Promise<void> {
  const created = await s.client.setnx(idOf(s, r.id), r.hash);
  if (!created) throw new Error(`key ${r.id} exists`);
  await changeKey(
    s,
    s.client
      .multi()
      .hset(keyOf(s, r.hash), {
        id: r.id,
        hash: r.hash,
        prefix: r.prefix,
        plan: r.plan,
        createdAt: r.createdAt,
        ...(r.name === null ? {} : { name: r.name }),
        ...(r.revokedAt === null ? {} : { revokedAt: r.revokedAt }),
      })
      .rpush(listOf(s), r.id),
  );
}

async function listKeys(s: RedisState): Promise<KeyRecord[]> {
  const ids = await s.client.lrange(listOf(s), 0, -1);
  const records = await Promise.all(ids.map((id) => keyById(s, id)));
  return records.filter((r): r is KeyRecord => r !== undefined);
}

/** Changes the key of this id (`change` of its hash's key), with the version increment; false when there is no such key. */
async function changeKeyOfId(
  s: RedisState,
  id: string,
  change: (multi: ReturnType<Redis['multi']>, key: string) => ReturnType<Redis['multi']>,
): Promise<boolean> {
  const hash = await s.client.get(idOf(s, id));
  if (!hash) return false;
  await changeKey(s, change(s.client.multi(), keyOf(s, hash)));
  return true;
}

async function refund(s: RedisState, r: ConsumeRequest, overage: boolean): Promise<void> {
  if (!r.counted) return;
  const price = overage ? (r.overageMicros ?? 0) : 0;
  await guarded(s, () => s.refundScript(monthKeyOf(s, r.keyId, r.month), 1, overage ? 1 : 0, price));
}

async function usage(s: RedisState, keyId: string, month: string): Promise<MonthUsage> {
  const h = await guarded(s, () => s.client.hgetall(monthKeyOf(s, keyId, month)));
  return { used: Number(h.used ?? 0), overageRequests: Number(h.overageRequests ?? 0), overageMicros: Number(h.overageMicros ?? 0) };
}

/** The connection: nothing queued while it is down, nothing retried (see the module's note). */
function connect(url: string): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(50 * times, 500),
    // No auto-pipelining: it made a Pipeline of every turn's commands, about 3 µs of a keyed
    // request, for the one script a turn sends under load. A turn's scripts of several keys go
    // out in one write all the same (`countWaiting` corks the connection).
    enableAutoPipelining: false,
    // Named in Redis's CLIENT LIST: the connections of every server thread and `npm run keys`.
    connectionName: CONNECTION_NAME,
  });
  // Connection errors are answered per request (503) and shown by /api/health.
  client.on('error', () => {});
  client.defineCommand('crConsume', { lua: CONSUME });
  client.defineCommand('crRefund', { numberOfKeys: 1, lua: REFUND });
  return client;
}

/** Resolves once the client is ready, or after `ms` (the store then answers 503 until it is). */
const readyWithin = (client: Redis, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export async function openRedisStore(url: string, o: RedisStoreOptions = {}): Promise<UsageStore> {
  const ns = o.namespace ?? 'cr:';
  const client = connect(url);
  const scripts = client as unknown as { crConsume: ConsumeCommand; crRefund: RefundCommand };
  const s: RedisState = {
    client,
    consumeScript: scripts.crConsume.bind(client),
    refundScript: scripts.crRefund.bind(client),
    ns,
    versionKey: `${ns}keys:version`,
    timeoutMs: o.commandTimeoutMs ?? 250,
    clock: o.clock ?? monotonic,
    onLostRefund: o.onLostRefund,
    clockOffsetMs: 0,
    stalled: false,
    closed: false,
    knownKeys: new Map(),
    readAt: new WeakMap(),
    knownVersion: undefined,
    waiting: new Map(),
    counting: 0,
    scheduled: false,
  };
  await readyWithin(client, o.connectWaitMs ?? 2000);
  await measureClock(s).catch(() => {});
  // A reconnection may be to another Redis (a failover): its clock is measured again.
  client.on('ready', () => void measureClock(s).catch(() => {}));
  return {
    kind: 'redis',
    keyByHash: (hash) => keyByHash(s, hash),
    keyById: (id) => keyById(s, id),
    addKey: (r) => addKey(s, r),
    listKeys: () => listKeys(s),
    setPlan: (id, plan) => changeKeyOfId(s, id, (multi, key) => multi.hset(key, 'plan', plan)),
    revoke: (id, at) => changeKeyOfId(s, id, (multi, key) => multi.hsetnx(key, 'revokedAt', at)),
    consume: (r, key) => consume(s, r, key),
    refund: (r, overage) => refund(s, r, overage),
    usage: (keyId, month) => usage(s, keyId, month),
    ping: () => guarded(s, () => s.client.ping()).then(() => {}),
    async close() {
      s.closed = true;
      client.disconnect();
    },
  };
}
