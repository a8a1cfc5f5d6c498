/**
 * @module
 * The Node server's limits, each with a default and an environment variable (documented in
 * docs/deploy.md): what one client, or many, may hold of the server.
 */
import { availableParallelism } from 'node:os';
import { DEFAULT_CACHE_BYTES } from './http/answer-cache.ts';
import { DEFAULT_FILE_CACHE_BYTES } from './node/assets-fs.ts';

export interface ServerLimits {
  /** Serving threads, each with its own HTTP server on the shared port (WORKERS; one per core by default). */
  workers: number;
  /** Open connections at most; past it the oldest idle or half-open one makes room (MAX_CONNECTIONS). */
  maxConnections: number;
  /** Time to receive a request's head, from the connection or the previous answer (HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /** Time to receive a whole request (REQUEST_TIMEOUT_MS; at least the headers timeout). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection is kept (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
  /** A connection where nothing moves for this long is closed, e.g. a client that stops reading (IDLE_TIMEOUT_MS). */
  idleTimeoutMs: number;
  /** On SIGTERM, how long idle keep-alive connections may still bring a request already on its way (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** Byte budget of the kept computed answers (ANSWER_CACHE_MB, in MiB), shared by the serving threads. */
  cacheBytes: number;
  /** Byte budget of the build's files kept in memory (FILE_CACHE_MB, in MiB), shared by the serving threads. */
  fileCacheBytes: number;
  /** Threads that hold the dataset and compute answers; 0 computes them on the serving threads (RENDER_THREADS). */
  renderThreads: number;
  /** Questions waiting for a render thread; more get a 503 (RENDER_QUEUE). */
  renderQueue: number;
}

/** Render threads by default: one per core but one, at least one. */
export const defaultRenderThreads = () => Math.max(1, availableParallelism() - 1);

export const DEFAULT_LIMITS: ServerLimits = {
  workers: availableParallelism(),
  maxConnections: 10_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  drainMs: 500,
  cacheBytes: DEFAULT_CACHE_BYTES,
  fileCacheBytes: DEFAULT_FILE_CACHE_BYTES,
  renderThreads: defaultRenderThreads(),
  renderQueue: 256,
};

type Env = Readonly<Record<string, string | undefined>>;

/** Reads whole numbers from the environment, noting one line per bad value instead of stopping at the first. */
export class EnvReader {
  readonly problems: string[] = [];
  readonly env: Env;
  constructor(env: Env) {
    this.env = env;
  }

  /** The variable's whole number (at least `min`, at most `max`), or `fallback` when unset or bad (noted). */
  count(name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
    const text = this.env[name]?.trim();
    if (!text) return fallback;
    const value = Number(text);
    if (/^-?\d+$/.test(text) && Number.isSafeInteger(value) && value >= min && value <= max) return value;
    const range = max === Number.MAX_SAFE_INTEGER ? `a whole number of at least ${min}` : `a whole number from ${min} to ${max}`;
    return this.problem(name, `must be ${range}`, fallback);
  }

  /** Notes a problem with a variable's value, and gives `fallback` to go on reading the others. */
  problem<T>(name: string, accepted: string, fallback: T): T {
    this.problems.push(`${name}='${this.env[name] ?? ''}': ${accepted}.`);
    return fallback;
  }
}

/** Files the server keeps open besides its connections: its code, the build's index, logs, stores, threads' event loops. */
const OTHER_OPEN_FILES = 100;

/**
 * The connections the process can hold with `openFiles` descriptors (its `ulimit -n`): each may
 * need two at once, its socket and a file being read for it. Past them, a new connection would
 * find no descriptor and never reach the cap's eviction, locking every new client out.
 */
export const connectionsWithin = (openFiles: number): number => Math.max(1, Math.floor((openFiles - OTHER_OPEN_FILES) / 2));

/** One serving thread's share of the limits: connections and caches are split between them. */
export const shareOf = (limits: ServerLimits): ServerLimits => ({
  ...limits,
  maxConnections: Math.max(1, Math.ceil(limits.maxConnections / limits.workers)),
  cacheBytes: Math.floor(limits.cacheBytes / limits.workers),
  fileCacheBytes: Math.floor(limits.fileCacheBytes / limits.workers),
});

/** The limits the environment sets, each bad value noted by `read`. */
export function readLimits(read: EnvReader): ServerLimits {
  const d = DEFAULT_LIMITS;
  const headersTimeoutMs = read.count('HEADERS_TIMEOUT_MS', d.headersTimeoutMs, 1);
  const mib = (name: string, fallback: number) => read.count(name, fallback / 1024 / 1024, 0) * 1024 * 1024;
  return {
    workers: read.count('WORKERS', d.workers, 1, 256),
    maxConnections: read.count('MAX_CONNECTIONS', d.maxConnections, 1),
    headersTimeoutMs,
    requestTimeoutMs: Math.max(headersTimeoutMs, read.count('REQUEST_TIMEOUT_MS', d.requestTimeoutMs, 1)),
    keepAliveTimeoutMs: read.count('KEEP_ALIVE_TIMEOUT_MS', d.keepAliveTimeoutMs, 1),
    idleTimeoutMs: read.count('IDLE_TIMEOUT_MS', d.idleTimeoutMs, 1),
    drainMs: read.count('SHUTDOWN_DRAIN_MS', d.drainMs, 0),
    cacheBytes: mib('ANSWER_CACHE_MB', d.cacheBytes),
    fileCacheBytes: mib('FILE_CACHE_MB', d.fileCacheBytes),
    renderThreads: read.count('RENDER_THREADS', d.renderThreads, 0, 256),
    // At least 1: with no room to wait, every computed answer would be a 503.
    renderQueue: read.count('RENDER_QUEUE', d.renderQueue, 1),
  };
}

/** The limits the environment sets; bad values are an error worth stopping for, every one named. */
export function limitsFromEnv(env: Env = process.env): ServerLimits {
  const read = new EnvReader(env);
  const limits = readLimits(read);
  if (read.problems.length > 0) throw new Error(read.problems.join('\n'));
  return limits;
}
