/**
 * @module
 * The Redis store's counting, as data: the Lua scripts that count a key's requests (and take a
 * count back), and how one key's requests become the script's entries and its reply their
 * consumptions. Pure: redis-net.ts sends them.
 */
import type { ConsumeRequest, Consumption, Outcome } from '../access/store.ts';

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
export const CONSUME = `
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
export const REFUND = `
if ARGV[1] == '1' then redis.call('HINCRBY', KEYS[1], 'used', -1) end
if ARGV[2] == '1' then
  redis.call('HINCRBY', KEYS[1], 'overageRequests', -1)
  redis.call('HINCRBY', KEYS[1], 'overageMicros', -tonumber(ARGV[3]))
end
return 1`;

const OUTCOMES: readonly Outcome[] = ['allowed', 'rate_limited', 'quota_exhausted'];
/** The first number of CONSUME's reply. */
export const COUNTED = 0;
export const PAST_DEADLINE = 3;
export const KEYS_MOVED = 4;

/** The number of keys, the keys, then the arguments (see CONSUME). */
export type ConsumeCommand = (keyCount: number, ...keysThenArgs: Array<string | number>) => Promise<Array<number | string>>;

/** Consecutive requests alike but for their turn: CONSUME counts them as one entry. */
const alike = (a: ConsumeRequest, b: ConsumeRequest) =>
  a.second === b.second &&
  a.month === b.month &&
  a.perSecond === b.perSecond &&
  a.counted === b.counted &&
  a.quota === b.quota &&
  a.overageMicros === b.overageMicros;

/** A run of requests alike but for their turn: the first, and how many. */
export interface Run {
  readonly r: ConsumeRequest;
  n: number;
}

/** One key's requests as runs of alike ones (their order kept): the first of each run and its length. */
export function runsOf(rs: readonly ConsumeRequest[]): Run[] {
  const runs: Run[] = [];
  let last: Run | undefined;
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
export function expand(runs: readonly Run[], reply: ReadonlyArray<number | string>): Consumption[] {
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
