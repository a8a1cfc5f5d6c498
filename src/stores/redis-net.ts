/**
 * @module
 * The usage store in Redis, shared by any number of server instances: one Lua script checks
 * and counts the per-second window and the month in one atomic step, so N instances behind a
 * load balancer enforce one limit together.
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
import type { ConsumeRequest, Consumption, KeyRecord, MonthUsage, Outcome, UsageStore } from '../access/store.ts';

/**
 * Counts the requests of one key asked together (see `countWaiting`), in order, as one atomic step.
 * KEYS: per request, the second's counter and the month's hash (all under the key's hash tag,
 * so in one cluster slot). ARGV[1]: the deadline (ms in Redis's clock); then per request:
 * per-second limit, counted (1/0), quota, overage price in micro-dollars (-1: refuse over the
 * quota). The rule of `admit` in `access/limiter.ts`. Returns per request {outcome (0 allowed,
 * 1 rate, 2 quota), second, used}, or {3} alone when the deadline had passed (nothing counted).
 */
const CONSUME = `
local time = redis.call('TIME')
if tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000) > tonumber(ARGV[1]) then return {3} end
local function count(rateKey, monthKey, perSecond, counted, quota, price)
  local second = tonumber(redis.call('GET', rateKey) or '0')
  local used = tonumber(redis.call('HGET', monthKey, 'used') or '0')
  if second >= perSecond then return 1, second, used end
  if counted == '1' then
    if used >= quota then
      if price < 0 then return 2, second, used end
      redis.call('HINCRBY', monthKey, 'overageRequests', 1)
      redis.call('HINCRBY', monthKey, 'overageMicros', price)
    end
    used = redis.call('HINCRBY', monthKey, 'used', 1)
  end
  second = redis.call('INCR', rateKey)
  -- The count matters only within its second; the expiry just clears it away later, late
  -- enough that a slow caller or a skewed clock never sees it vanish within its second.
  if second == 1 then redis.call('EXPIRE', rateKey, 60) end
  return 0, second, used
end
local out = {}
for i = 1, #KEYS / 2 do
  local a = 2 + (i - 1) * 4
  local outcome, second, used = count(KEYS[2 * i - 1], KEYS[2 * i], tonumber(ARGV[a]), ARGV[a + 1], tonumber(ARGV[a + 2]), tonumber(ARGV[a + 3]))
  out[#out + 1] = outcome
  out[#out + 1] = second
  out[#out + 1] = used
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

/** The number of keys, the keys, then the arguments (see CONSUME). */
type ConsumeCommand = (keyCount: number, ...keysThenArgs: Array<string | number>) => Promise<number[]>;

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

  const monthKeyOf = (r: ConsumeRequest) => `${ns}{${r.keyId}}:month:${r.month}`;
  /** Gives back the counts a late reply says were made (their requests had been answered 503). */
  const refundLate = (rs: readonly ConsumeRequest[], reply: readonly number[]) =>
    rs.forEach((r, i) => {
      const [outcome, , used] = reply.slice(3 * i, 3 * i + 3);
      if (outcome !== 0 || !r.counted || used === undefined) return;
      const price = r.overageMicros ?? -1;
      const overage = price >= 0 && used > r.quota;
      refundScript(monthKeyOf(r), 1, overage ? 1 : 0, overage ? price : 0).catch((cause: unknown) => o.onLostRefund?.(r, cause));
    });

  /** The counts of one key's requests, in one script; `TOO_LATE` when Redis ran it after its deadline (and so made none). */
  const consumeOnce = async (rs: readonly ConsumeRequest[]): Promise<Consumption[] | typeof TOO_LATE> => {
    if (stalled) throw new RedisStalledError();
    // Past the deadline the request has had its 503: a count made then would bill it. A fifth
    // of the timeout is left for the reply to travel back.
    const deadline = Math.floor(clock() + clockOffsetMs + timeoutMs * 0.8);
    const keys = rs.flatMap((r) => [`${ns}{${r.keyId}}:second:${r.second}`, monthKeyOf(r)]);
    const args = rs.flatMap((r) => [r.perSecond, r.counted ? 1 : 0, r.quota, r.overageMicros ?? -1]);
    const sent = consumeScript(keys.length, ...keys, deadline, ...args);
    let reply: number[];
    try {
      reply = await guarded(() => sent);
    } catch (e) {
      // Answered 503: should the counts still be made and their reply come late, they are taken back.
      if (e instanceof RedisTimeoutError)
        sent.then(
          (late) => refundLate(rs, late),
          () => {},
        );
      throw e;
    }
    if (reply.length < 3 * rs.length) return TOO_LATE;
    return rs.map((_, i) => ({ outcome: OUTCOMES[reply[3 * i]!] ?? 'rate_limited', secondCount: reply[3 * i + 1]!, used: reply[3 * i + 2]! }));
  };

  /** Counts a key's requests of one turn; a reply in time that Redis says came too late: the clocks have moved apart, measured again, asked once more. */
  const consumeAll = async (rs: readonly ConsumeRequest[]): Promise<Consumption[]> => {
    const first = await consumeOnce(rs);
    if (first !== TOO_LATE) return first;
    await measureClock();
    const again = await consumeOnce(rs);
    if (again === TOO_LATE) throw new Error('Redis ran the count after its deadline, so it was not made');
    return again;
  };

  // The requests asked meanwhile are counted together, one script per key (its counters share
  // a cluster slot), in the order asked: those of one event-loop turn, and, while the counts
  // of earlier requests are on their way, all those that came since, which go together once
  // they are back (as a database commits a group). Under load a request costs a fraction of a
  // command and of a round trip to Redis; alone, it goes at the end of its turn, as before.
  interface Asked {
    r: ConsumeRequest;
    resolve: (c: Consumption) => void;
    reject: (e: unknown) => void;
  }
  const waiting = new Map<string, Asked[]>();
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
    for (const asked of batches)
      consumeAll(asked.map((a) => a.r)).then(
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

  // Cluster hash tags ({id}) keep a key's two counters in one slot, as a script needs.
  const keyOf = (hash: string) => `${ns}key:${hash}`;
  const idOf = (id: string) => `${ns}id:${id}`;
  const list = `${ns}keys`;
  const hashOfId = (id: string) => client.get(idOf(id));
  const keyById = async (id: string) => {
    const hash = await hashOfId(id);
    return hash ? toRecord(await client.hgetall(keyOf(hash))) : undefined;
  };

  // Keys found are remembered while the keys' version is unchanged: every change of a key,
  // from any process, increments it in the same transaction. A request waits for a reading of
  // it sent in its own event-loop turn or after: the requests of one turn share one, and those
  // that come while it is on its way share the next, sent once it is back. So a request costs
  // a fraction of a command, and a revocation applies to every request that comes after the
  // next reading, on every instance.
  const version = `${ns}keys:version`;
  const knownKeys = new Map<string, KeyRecord>();
  let knownVersion: string | null | undefined;
  let reading: Promise<void> | undefined;
  let readingThisTurn = false;
  let following: Promise<void> | undefined;
  const readVersion = () => {
    const read = (async () => {
      const current = await guarded(() => client.get(version));
      if (current !== knownVersion) knownKeys.clear();
      knownVersion = current;
    })();
    reading = read;
    readingThisTurn = true;
    setImmediate(() => (readingThisTurn = false));
    const settled = () => {
      if (reading === read) reading = undefined;
    };
    read.then(settled, settled);
    return read;
  };
  const syncKeys = (): Promise<void> => {
    if (!reading) return readVersion();
    if (readingThisTurn) return reading;
    const after = () => {
      following = undefined;
      return syncKeys();
    };
    return (following ??= reading.then(after, after));
  };
  /** Applies a change of a key, with the version increment, as one transaction. */
  const changeKey = async (change: ReturnType<typeof client.multi>) => {
    knownKeys.clear();
    const replies = await change.incr(version).exec();
    const failed = replies?.find(([error]) => error);
    if (!replies || failed) throw failed?.[0] ?? new Error('the key change was not applied');
  };

  return {
    kind: 'redis',
    async keyByHash(hash) {
      await syncKeys();
      const known = knownKeys.get(hash);
      if (known) return known;
      const found = toRecord(await guarded(() => client.hgetall(keyOf(hash))));
      if (found) knownKeys.set(hash, found);
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
    consume(r: ConsumeRequest): Promise<Consumption> {
      if (stalled) return Promise.reject(new RedisStalledError());
      return new Promise((resolve, reject) => {
        let asked = waiting.get(r.keyId);
        if (!asked) waiting.set(r.keyId, (asked = []));
        asked.push({ r, resolve, reject });
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
