/**
 * @module
 * The load generator: autocannon's programmatic API, run in the bench process while each
 * server runs in its own, with the CPU time both sides used so a reader can tell which one
 * was the bottleneck. Two servers compared are measured in alternating slices, so that other
 * work on the machine weighs on both alike.
 */
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { cpuSeconds, machineBusySeconds } from './processes.ts';

interface AutocannonResult {
  duration: number;
  errors: number;
  non2xx: number;
  requests: { total: number };
}

interface AutocannonOptions {
  url: string;
  connections: number;
  pipelining: number;
  duration: number;
  requests?: { path: string }[];
}

// autocannon ships no types; this is the part of its API the bench uses: the instance is an
// event emitter (one `response` event per answer, with its time in ms) and a promise.
type Instance = EventEmitter & PromiseLike<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as (o: AutocannonOptions) => Instance;

export interface Target {
  /** Origin of the server, e.g. http://127.0.0.1:8080 */
  origin: string;
  /** One path, or several that every connection requests in turn. */
  paths: readonly string[];
  /** Processes whose CPU time is the server's. */
  pids: () => readonly number[];
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  /** Latency percentiles in ms, over every response. */
  p50: number;
  p90: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU used over the run, in cores (1 = one core busy all the time). */
  serverCores: number;
  loadCores: number;
  /**
   * The rest of the machine's busy time: the kernel's loopback work, and anything else that
   * runs here (figures taken on a shared machine are only as good as this is small).
   */
  otherCores: number;
  /** Server CPU time per request in µs: the figure that other load disturbs least. */
  serverCpuPerRequest: number;
}

/** Sums of one target's slices. */
class Tally {
  requests = 0;
  seconds = 0;
  wall = 0;
  errors = 0;
  non2xx = 0;
  serverCpu = 0;
  loadCpu = 0;
  machineCpu = 0;
  readonly latencies: number[] = [];

  result(): LoadResult {
    const sorted = Float64Array.from(this.latencies).sort();
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
    return {
      requests: this.requests,
      seconds: this.seconds,
      perSecond: this.requests / this.seconds,
      p50: at(0.5),
      p90: at(0.9),
      p99: at(0.99),
      errors: this.errors,
      non2xx: this.non2xx,
      serverCores: this.serverCpu / this.wall,
      loadCores: this.loadCpu / this.wall,
      otherCores: Math.max(0, this.machineCpu - this.serverCpu - this.loadCpu) / this.wall,
      serverCpuPerRequest: this.requests > 0 ? (this.serverCpu / this.requests) * 1e6 : Number.NaN,
    };
  }
}

/** One autocannon run against `t`, added to `tally` when given (a warm-up is not). */
async function run(t: Target, connections: number, seconds: number, tally?: Tally): Promise<void> {
  const [first = '/', ...rest] = t.paths;
  const serverBefore = cpuSeconds(t.pids());
  const machineBefore = machineBusySeconds();
  const loadBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const instance = autocannon({
    url: t.origin + first,
    connections,
    pipelining: 1,
    duration: seconds,
    ...(rest.length > 0 ? { requests: t.paths.map((path) => ({ path })) } : {}),
  });
  if (tally) instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => tally.latencies.push(ms));
  const r = await instance;
  if (!tally) return;
  const load = process.cpuUsage(loadBefore);
  const serverCpu = cpuSeconds(t.pids()) - serverBefore;
  tally.wall += (performance.now() - wallBefore) / 1000;
  tally.requests += r.requests.total;
  tally.seconds += r.duration;
  tally.errors += r.errors;
  tally.non2xx += r.non2xx;
  tally.serverCpu += serverCpu;
  tally.loadCpu += (load.user + load.system) / 1e6;
  tally.machineCpu += machineBusySeconds() - machineBefore;
}

/** One target loaded for `seconds` after its warm-up. */
export async function measureLoad(t: Target, o: LoadOptions): Promise<LoadResult> {
  if (o.warmupSeconds > 0) await run(t, o.connections, o.warmupSeconds);
  const tally = new Tally();
  await run(t, o.connections, o.seconds, tally);
  return tally.result();
}

/**
 * Two targets, each warmed up, then loaded in `slices` alternating turns that add up to
 * `seconds` each: a change in the machine's other load falls on both.
 */
export async function measurePair(a: Target, b: Target, o: LoadOptions & { slices: number }): Promise<[LoadResult, LoadResult]> {
  const tallies = [new Tally(), new Tally()] as const;
  if (o.warmupSeconds > 0) for (const t of [a, b]) await run(t, o.connections, o.warmupSeconds);
  const slice = o.seconds / o.slices;
  for (let i = 0; i < o.slices; i++) {
    // Who goes first swaps each turn, so neither always follows the other's warm caches.
    const order = i % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
    for (const k of order) await run(k === 0 ? a : b, o.connections, slice, tallies[k]);
  }
  return [tallies[0].result(), tallies[1].result()];
}
