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
 * KEYS[1] the second's counter, KEYS[2] the month's hash. ARGV: per-second limit, counted
 * (1/0), quota, overage price in micro-dollars (-1: refuse over the quota), deadline (ms in
 * Redis's clock). The rule of `admit` in `access/limiter.ts`. Returns {outcome (0 allowed,
 * 1 rate, 2 quota, 3 too late), second, used}.
 */
const CONSUME = `
local time = redis.call('TIME')
if tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000) > tonumber(ARGV[5]) then return {3, 0, 0} end
local second = tonumber(redis.call('GET', KEYS[1]) or '0')
local used = tonumber(redis.call('HGET', KEYS[2], 'used') or '0')
if second >= tonumber(ARGV[1]) then return {1, second, used} end
if ARGV[2] == '1' then
  local quota = tonumber(ARGV[3])
  local price = tonumber(ARGV[4])
  if used >= quota then
    if price < 0 then return {2, second, used} end
    redis.call('HINCRBY', KEYS[2], 'overageRequests', 1)
    redis.call('HINCRBY', KEYS[2], 'overageMicros', price)
  end
  used = redis.call('HINCRBY', KEYS[2], 'used', 1)
end
second = redis.call('INCR', KEYS[1])
-- The count matters only within its second; the expiry just clears it away later, late
-- enough that a slow caller or a skewed clock never sees it vanish within its second.
if second == 1 then redis.call('EXPIRE', KEYS[1], 60) end
return {0, second, used}`;

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

type ConsumeCommand = (
  rateKey: string,
  monthKey: string,
  perSecond: number,
  counted: number,
  quota: number,
  price: number,
  deadline: number,
) => Promise<[number, number, number]>;

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
  client.defineCommand('crConsume', { numberOfKeys: 2, lua: CONSUME });
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

  /** One count; `TOO_LATE` when Redis ran it after its deadline (and so did not make it). */
  const consumeOnce = async (r: ConsumeRequest): Promise<Consumption | typeof TOO_LATE> => {
    if (stalled) throw new RedisStalledError();
    // Past the deadline the request has had its 503: a count made then would bill it. A fifth
    // of the timeout is left for the reply to travel back.
    const deadline = Math.floor(clock() + clockOffsetMs + timeoutMs * 0.8);
    const monthKey = `${ns}{${r.keyId}}:month:${r.month}`;
    const price = r.overageMicros ?? -1;
    const sent = consumeScript(`${ns}{${r.keyId}}:second:${r.second}`, monthKey, r.perSecond, r.counted ? 1 : 0, r.quota, price, deadline);
    let reply: [number, number, number];
    try {
      reply = await guarded(() => sent);
    } catch (e) {
      // Answered 503: should the count still be made and its reply come late, it is taken back.
      if (e instanceof RedisTimeoutError)
        sent.then(
          ([outcome, , used]) => {
            if (outcome !== 0 || !r.counted) return;
            const overage = price >= 0 && used > r.quota;
            refundScript(monthKey, 1, overage ? 1 : 0, overage ? price : 0).catch((cause: unknown) => o.onLostRefund?.(r, cause));
          },
          () => {},
        );
      throw e;
    }
    const [outcome, secondCount, used] = reply;
    if (outcome === 3) return TOO_LATE;
    return { outcome: OUTCOMES[outcome] ?? 'rate_limited', secondCount, used };
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
  // from any process, increments it in the same transaction. It is read once per event-loop
  // turn for all the requests of that turn, so a request costs one command (the script) and
  // a revocation applies from the next turn on, on every instance.
  const version = `${ns}keys:version`;
  const knownKeys = new Map<string, KeyRecord>();
  let knownVersion: string | null | undefined;
  let thisTurn: Promise<void> | undefined;
  const syncKeys = () =>
    (thisTurn ??= (async () => {
      setImmediate(() => (thisTurn = undefined));
      const current = await guarded(() => client.get(version));
      if (current !== knownVersion) knownKeys.clear();
      knownVersion = current;
    })());
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
    async consume(r: ConsumeRequest): Promise<Consumption> {
      const first = await consumeOnce(r);
      if (first !== TOO_LATE) return first;
      // The reply came in time, yet Redis saw the deadline passed: the clocks have moved apart.
      // Measured again, the count is asked once more; a second refusal is a real one.
      await measureClock();
      const again = await consumeOnce(r);
      if (again === TOO_LATE) throw new Error('Redis ran the count after its deadline, so it was not made');
      return again;
    },
    async refund(r, overage) {
      if (!r.counted) return;
      const price = overage ? (r.overageMicros ?? 0) : 0;
      await guarded(() => refundScript(`${ns}{${r.keyId}}:month:${r.month}`, 1, overage ? 1 : 0, price));
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
