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
import { KeysChangedError, type ConsumeRequest, type Consumption, type KeyRecord, type MonthUsage, type Outcome, type UsageStore } from '../access/store.ts';

/**
 * Counts the requests of one key asked together (see `countWaiting`), in order, as one atomic
 * step. They come as entries: a run of consecutive requests alike in all but their turn (same
 * second, month and limits), with how many there are, so a batch of one key's requests is
 * mostly one entry, counted in a handful of Redis calls however many requests it holds.
 *
 * KEYS[1]: the keys' version; then per entry: the second's counter and the month's hash (under
 * the key's hash tag). ARGV[1]: the deadline (ms in Redis's clock); ARGV[2]: the keys' version
 * the store's cached keys were read at ('' when it has read none); then per entry: how many
 * requests, per-second limit, counted (1/0), quota, overage price in micro-dollars (-1: refuse
 * over the quota).
 *
 * Each entry applies the rule of `admit` in `access/limiter.ts` to each of its requests in turn,
 * in one step: from the second's count and the month's `used` before it, the first `allowed` are
 * allowed (until the second's limit, or the quota when there is no price: counts only grow, so
 * once one is refused every later one of the entry is refused, for the same reason, counts
 * unchanged); those past the quota are overage. Returns {0} followed by, per entry, {allowed,
 * second before, used before, outcome of the refused ones (1 rate, 2 quota; 0 when none)}; {3}
 * alone when the deadline had passed, {4, version} when the keys' version is not the one given.
 * In both cases nothing was counted.
 */
const CONSUME = `
local time = redis.call('TIME')
if tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000) > tonumber(ARGV[1]) then return {3} end
local version = redis.call('GET', KEYS[1]) or '0'
if ARGV[2] ~= '' and version ~= ARGV[2] then return {4, version} end
local out = {0}
for i = 1, (#KEYS - 1) / 2 do
  local rateKey, monthKey = KEYS[2 * i], KEYS[2 * i + 1]
  local a = 3 + (i - 1) * 5
  local n, perSecond, counted, quota, price = tonumber(ARGV[a]), tonumber(ARGV[a + 1]), ARGV[a + 2] == '1', tonumber(ARGV[a + 3]), tonumber(ARGV[a + 4])
  local second = tonumber(redis.call('GET', rateKey) or '0')
  local used = tonumber(redis.call('HGET', monthKey, 'used') or '0')
  -- Room left under each limit; the second's is checked first.
  local allowed, refused = math.max(0, math.min(n, perSecond - second)), 1
  local underQuota = math.max(0, quota - used)
  if counted and price < 0 and underQuota < allowed then allowed, refused = underQuota, 2 end
  if allowed == n then refused = 0 end
  if allowed > 0 then
    if counted then
      local over = allowed - underQuota
      if over > 0 then
        redis.call('HINCRBY', monthKey, 'overageRequests', over)
        redis.call('HINCRBY', monthKey, 'overageMicros', over * price)
      end
      redis.call('HINCRBY', monthKey, 'used', allowed)
    end
    redis.call('INCRBY', rateKey, allowed)
    -- The count matters only within its second; the expiry just clears it away later, late
    -- enough that a slow caller or a skewed clock never sees it vanish within its second.
    if second == 0 then redis.call('EXPIRE', rateKey, 60) end
  end
  out[#out + 1] = allowed
  out[#out + 1] = second
  out[#out + 1] = used
  out[#out + 1] = refused
end
return out`;

/**
 * Takes back a count (KEYS[1] the month's hash): ARGV counted (1/0), overage (1/0), price. For
 * a count whose reply came after its request had been answered 503.
 */
const REFUND = `
if ARGV[1] == '1' then redis.call('HINCRBY', KEYS[1], 'used', -1) end
if ARGV[2] == '1' then
  redis.call('HINCRBY', KEYS[1], 'overageRequests', -1)
  redis.call('HINCRBY', KEYS[1], 'overageMicros', -tonumber(ARGV[3]))
end
return 1`;

const OUTCOMES: readonly Outcome[] = ['allowed', 'rate_limited', 'quota_exhausted'];
const TOO_LATE = Symbol('too late');
/** The first number of CONSUME's reply. */
const COUNTED = 0;
const PAST_DEADLINE = 3;
const KEYS_MOVED = 4;

/** The number of keys, the keys, then the arguments (see CONSUME). */
type ConsumeCommand = (keyCount: number, ...keysThenArgs: Array<string | number>) => Promise<Array<number | string>>;

/** Consecutive requests alike but for their turn: CONSUME counts them as one entry. */
const alike = (a: ConsumeRequest, b: ConsumeRequest) =>
  a.second === b.second &&
  a.month === b.month &&
  a.perSecond === b.perSecond &&
  a.counted === b.counted &&
  a.quota === b.quota &&
  a.overageMicros === b.overageMicros;

/** One key's requests as runs of alike ones (their order kept): the first of each run and its length. */
function runsOf(rs: readonly ConsumeRequest[]): Array<{ r: ConsumeRequest; n: number }> {
  const runs: Array<{ r: ConsumeRequest; n: number }> = [];
  let last: { r: ConsumeRequest; n: number } | undefined;
  for (const r of rs) {
    if (last && alike(last.r, r)) last.n++;
    else runs.push((last = { r, n: 1 }));
  }
  return runs;
}

/**
 * Each request's consumption from CONSUME's counted reply (after its leading 0): per run, the
 * first `allowed` requests are allowed, one after another, and the rest are refused with the
 * counts as the allowed ones left them: what the per-request rule gives.
 */
function expand(runs: ReadonlyArray<{ r: ConsumeRequest; n: number }>, reply: ReadonlyArray<number | string>): Consumption[] {
  const out: Consumption[] = [];
  runs.forEach(({ r, n }, e) => {
    const [allowed, second, used, refused] = reply.slice(1 + 4 * e, 5 + 4 * e).map(Number) as [number, number, number, number];
    const step = r.counted ? 1 : 0;
    for (let i = 0; i < allowed; i++) out.push({ outcome: 'allowed', secondCount: second + i + 1, used: used + step * (i + 1) });
    const after = { outcome: OUTCOMES[refused] ?? 'rate_limited', secondCount: second + allowed, used: used + step * allowed };
    for (let i = allowed; i < n; i++) out.push(after);
  });
  return out;
}

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

export async function openRedisStore(url: string, o: RedisStoreOptions = {}): Promise<UsageStore> {
  const ns = o.namespace ?? 'cr:';
  const timeoutMs = o.commandTimeoutMs ?? 250;
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(50 * times, 500),
    // The commands of concurrent requests go out in one write: fewer system calls under load.
    enableAutoPipelining: true,
    // Named in Redis's CLIENT LIST: the connections of every server thread and `npm run keys`.
    connectionName: CONNECTION_NAME,
  });
  // Connection errors are answered per request (503) and shown by /api/health.
  client.on('error', () => {});
  client.defineCommand('crConsume', { lua: CONSUME });
  const consumeScript = (client as unknown as { crConsume: ConsumeCommand }).crConsume.bind(client);
  client.defineCommand('crRefund', { numberOfKeys: 1, lua: REFUND });
  const refundScript = (client as unknown as { crRefund: (month: string, counted: number, overage: number, price: number) => Promise<number> }).crRefund.bind(
    client,
  );

  /** The command's reply, or a RedisTimeoutError after `timeoutMs` (the command itself goes on). */
  const inTime = <T>(command: Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new RedisTimeoutError(timeoutMs)), timeoutMs);
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

  // Redis's clock minus ours, so a deadline can be given in Redis's clock: measured at each
  // connection, by every probe, and again whenever Redis says a count came after a deadline
  // its reply beat (its clock, or ours, has stepped).
  const clock = o.clock ?? monotonic;
  let clockOffsetMs = 0;
  const measureClock = async () => {
    const sent = clock();
    const [seconds, micros] = await inTime(client.time());
    const received = clock();
    clockOffsetMs = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - (sent + received) / 2;
  };

  // After a timeout every command fails at once, until a probe (every 100 ms) is answered.
  let stalled = false;
  let closed = false;
  const probe = async () => {
    while (stalled && !closed) {
      await new Promise((r) => setTimeout(r, 100).unref());
      try {
        await measureClock();
        stalled = false;
      } catch {
        // still not answering
      }
    }
  };
  /** The command's reply in time; a timeout stops the store from sending more until Redis answers again. */
  const guarded = async <T>(command: () => Promise<T>): Promise<T> => {
    if (stalled) throw new RedisStalledError();
    try {
      return await inTime(command());
    } catch (e) {
      if (e instanceof RedisTimeoutError && !stalled) {
        stalled = true;
        void probe();
      }
      throw e;
    }
  };

  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, o.connectWaitMs ?? 2000);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  await measureClock().catch(() => {});
  // A reconnection may be to another Redis (a failover): its clock is measured again.
  client.on('ready', () => void measureClock().catch(() => {}));

  // Keys found are remembered, each with the keys' version it was read at: every change of a
  // key, from any process, increments it in the same transaction. A key found here is answered
  // without asking Redis; its count is sent with that version, and the script counts nothing
  // when the version has moved (the key may have been revoked or moved to another plan): the
  // store forgets the keys it knew and `consume` rejects with KeysChangedError, so the caller
  // reads the key again. A revocation thus applies to the next count made, on every instance,
  // atomically with it. A key not known is read with the version, in one round trip.
  const versionKey = `${ns}keys:version`;
  const knownKeys = new Map<string, KeyRecord>();
  /** The version each record handed out was read at. */
  const readAt = new WeakMap<KeyRecord, string>();
  /** The newest version seen: the known keys were read at it or before. */
  let knownVersion: string | undefined;
  const keysMoved = (current: string) => {
    knownKeys.clear();
    knownVersion = current;
  };

  const monthKeyOf = (r: ConsumeRequest) => `${ns}{${r.keyId}}:month:${r.month}`;
  /** Gives back the counts a late reply says were made (their requests had been answered 503). */
  const refundLate = (rs: readonly ConsumeRequest[], runs: ReturnType<typeof runsOf>, reply: ReadonlyArray<number | string>) => {
    if (reply[0] !== COUNTED) return;
    expand(runs, reply).forEach((c, i) => {
      const r = rs[i]!;
      if (c.outcome !== 'allowed' || !r.counted) return;
      const overage = isOverage(r, c);
      refundScript(monthKeyOf(r), 1, overage ? 1 : 0, overage ? r.overageMicros! : 0).catch((cause: unknown) => o.onLostRefund?.(r, cause));
    });
  };

  /**
   * The counts of one key's requests, in one script, if the keys' version is still `version`
   * (KeysChangedError otherwise); `TOO_LATE` when Redis ran it after its deadline (and so made none).
   */
  const consumeOnce = async (rs: readonly ConsumeRequest[], version: string): Promise<Consumption[] | typeof TOO_LATE> => {
    if (stalled) throw new RedisStalledError();
    // Past the deadline the request has had its 503: a count made then would bill it. A fifth
    // of the timeout is left for the reply to travel back.
    const deadline = Math.floor(clock() + clockOffsetMs + timeoutMs * 0.8);
    const runs = runsOf(rs);
    const keys = [versionKey];
    const args: Array<string | number> = [deadline, version];
    for (const { r, n } of runs) {
      keys.push(`${ns}{${r.keyId}}:second:${r.second}`, monthKeyOf(r));
      args.push(n, r.perSecond, r.counted ? 1 : 0, r.quota, r.overageMicros ?? -1);
    }
    const sent = consumeScript(keys.length, ...keys, ...args);
    let reply: Array<number | string>;
    try {
      reply = await guarded(() => sent);
    } catch (e) {
      // Answered 503: should the counts still be made and their reply come late, they are taken back.
      if (e instanceof RedisTimeoutError)
        sent.then(
          (late) => refundLate(rs, runs, late),
          () => {},
        );
      throw e;
    }
    if (reply[0] === PAST_DEADLINE) return TOO_LATE;
    if (reply[0] === KEYS_MOVED) {
      keysMoved(String(reply[1]));
      throw new KeysChangedError();
    }
    return expand(runs, reply);
  };

  /** Counts a key's requests of one turn; a reply in time that Redis says came too late: the clocks have moved apart, measured again, asked once more. */
  const consumeAll = async (rs: readonly ConsumeRequest[], version: string): Promise<Consumption[]> => {
    const first = await consumeOnce(rs, version);
    if (first !== TOO_LATE) return first;
    await measureClock();
    const again = await consumeOnce(rs, version);
    if (again === TOO_LATE) throw new Error('Redis ran the count after its deadline, so it was not made');
    return again;
  };

  // The requests asked meanwhile are counted together, one script per key (and keys' version
  // its record was read at), in the order asked: those of one event-loop turn, and, while the
  // counts of earlier requests are on their way, all those that came since, which go together
  // once they are back (as a database commits a group). Under load a request costs a fraction
  // of a command and of a round trip to Redis; alone, it goes at the end of its turn.
  interface Asked {
    r: ConsumeRequest;
    resolve: (c: Consumption) => void;
    reject: (e: unknown) => void;
  }
  interface Batch {
    version: string;
    asked: Asked[];
  }
  const waiting = new Map<string, Batch>();
  let counting = 0;
  let scheduled = false;
  const countWaiting = () => {
    scheduled = false;
    if (counting > 0 || waiting.size === 0) return;
    const batches = [...waiting.values()];
    waiting.clear();
    counting = batches.length;
    const done = () => {
      if (--counting === 0) scheduleCount();
    };
    for (const { version, asked } of batches)
      consumeAll(
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
  };
  /** The next group goes at the end of this turn, unless a group is on its way: then once it is back. */
  const scheduleCount = () => {
    if (scheduled || counting > 0 || waiting.size === 0) return;
    scheduled = true;
    setImmediate(countWaiting);
  };

  // The hash tag ({id}) keeps a key's two counters together (one slot, were they ever sharded).
  const keyOf = (hash: string) => `${ns}key:${hash}`;
  const idOf = (id: string) => `${ns}id:${id}`;
  const list = `${ns}keys`;
  const hashOfId = (id: string) => client.get(idOf(id));
  const keyById = async (id: string) => {
    const hash = await hashOfId(id);
    return hash ? toRecord(await client.hgetall(keyOf(hash))) : undefined;
  };
  /** Applies a change of a key, with the version increment, as one transaction. */
  const changeKey = async (change: ReturnType<typeof client.multi>) => {
    knownKeys.clear();
    const replies = await change.incr(versionKey).exec();
    const failed = replies?.find(([error]) => error);
    if (!replies || failed) throw failed?.[0] ?? new Error('the key change was not applied');
  };

  return {
    kind: 'redis',
    async keyByHash(hash) {
      const known = knownKeys.get(hash);
      if (known) return known;
      // The version first: Redis runs the two in order, so the key is as new as it, or newer
      // (then its count, sent with this version, is refused and the key read again).
      const [read, hashed] = await guarded(() => Promise.all([client.get(versionKey), client.hgetall(keyOf(hash))]));
      const current = read ?? '0';
      if (current !== knownVersion) keysMoved(current);
      const found = toRecord(hashed);
      if (found) {
        readAt.set(found, current);
        knownKeys.set(hash, found);
      }
      return found;
    },
    keyById,
    async addKey(r) {
      const created = await client.setnx(idOf(r.id), r.hash);
      if (!created) throw new Error(`key ${r.id} exists`);
      await changeKey(
        client
          .multi()
          .hset(keyOf(r.hash), {
            id: r.id,
            hash: r.hash,
            prefix: r.prefix,
            plan: r.plan,
            createdAt: r.createdAt,
            ...(r.name === null ? {} : { name: r.name }),
            ...(r.revokedAt === null ? {} : { revokedAt: r.revokedAt }),
          })
          .rpush(list, r.id),
      );
    },
    async listKeys() {
      const ids = await client.lrange(list, 0, -1);
      const records = await Promise.all(ids.map(keyById));
      return records.filter((r): r is KeyRecord => r !== undefined);
    },
    async setPlan(id, plan) {
      const hash = await hashOfId(id);
      if (!hash) return false;
      await changeKey(client.multi().hset(keyOf(hash), 'plan', plan));
      return true;
    },
    async revoke(id, at) {
      const hash = await hashOfId(id);
      if (!hash) return false;
      await changeKey(client.multi().hsetnx(keyOf(hash), 'revokedAt', at));
      return true;
    },
    consume(r: ConsumeRequest, key?: KeyRecord): Promise<Consumption> {
      if (stalled) return Promise.reject(new RedisStalledError());
      // Counted only if the keys are still as when the key was read; without a key read here, unchecked.
      const version = (key && readAt.get(key)) ?? '';
      return new Promise((resolve, reject) => {
        const id = `${version}/${r.keyId}`;
        let batch = waiting.get(id);
        if (!batch) waiting.set(id, (batch = { version, asked: [] }));
        batch.asked.push({ r, resolve, reject });
        scheduleCount();
      });
    },
    async refund(r, overage) {
      if (!r.counted) return;
      const price = overage ? (r.overageMicros ?? 0) : 0;
      await guarded(() => refundScript(monthKeyOf(r), 1, overage ? 1 : 0, price));
    },
    async usage(keyId, month): Promise<MonthUsage> {
      const h = await guarded(() => client.hgetall(`${ns}{${keyId}}:month:${month}`));
      return { used: Number(h.used ?? 0), overageRequests: Number(h.overageRequests ?? 0), overageMicros: Number(h.overageMicros ?? 0) };
    },
    async ping() {
      await guarded(() => client.ping());
    },
    async close() {
      closed = true;
      client.disconnect();
    },
  };
}
