/**
 * @module
 * The Node server's limits, each with a default and an environment variable (src/config/variables.ts,
 * documented in docs/deploy.md): what one client, or many, may hold of the server.
 */
import { availableParallelism } from 'node:os';
import { DEFAULT_CACHE_BYTES } from './http/answer-cache.ts';
import { DEFAULT_FILE_CACHE_BYTES } from './node/assets-fs.ts';
import type { Config } from '../config/read-config.ts';

/** The variables that set the limits. */
type LimitsConfig = Pick<
  Config,
  | 'WORKERS'
  | 'MAX_CONNECTIONS'
  | 'HEADERS_TIMEOUT_MS'
  | 'REQUEST_TIMEOUT_MS'
  | 'KEEP_ALIVE_TIMEOUT_MS'
  | 'IDLE_TIMEOUT_MS'
  | 'SHUTDOWN_DRAIN_MS'
  | 'ANSWER_CACHE_MB'
  | 'FILE_CACHE_MB'
  | 'RENDER_THREADS'
  | 'RENDER_QUEUE'
>;

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

/** The longest a Node timer waits (2^31 − 1 ms): `setTimeout` fires a longer delay after 1 ms. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

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

/** Files the server keeps open besides its connections: its code, the build's index, logs, stores, threads' event loops. */
const OTHER_OPEN_FILES = 100;

/**
 * The connections the process can hold with `openFiles` descriptors (its `ulimit -n`): each may
 * need two at once, its socket and a file being read for it. Past them, a new connection would
 * find no descriptor and never reach the cap's eviction, locking every new client out.
 */
export const connectionsWithin = (openFiles: number): number => Math.max(1, Math.floor((openFiles - OTHER_OPEN_FILES) / 2));

/**
 * How long a stop may take before the process exits anyway: a second past the time a request's
 * head may take (half-open requests are cut then anyway), but no longer than a timer can wait,
 * which would otherwise fire at once and cut every request under way.
 */
export const forcedStopMs = (limits: ServerLimits): number => Math.min(limits.headersTimeoutMs + 1000, MAX_TIMER_MS);

/** One serving thread's share of the limits: connections and caches are split between them. */
export const shareOf = (limits: ServerLimits): ServerLimits => ({
  ...limits,
  maxConnections: Math.max(1, Math.ceil(limits.maxConnections / limits.workers)),
  cacheBytes: Math.floor(limits.cacheBytes / limits.workers),
  fileCacheBytes: Math.floor(limits.fileCacheBytes / limits.workers),
});

/** The limits a configuration sets (src/config/variables.ts declares each variable, its range and default). */
export function limitsOf(c: LimitsConfig): ServerLimits {
  const bytes = (mib: number) => mib * 1024 * 1024;
  return {
    workers: c.WORKERS,
    maxConnections: c.MAX_CONNECTIONS,
    headersTimeoutMs: c.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: c.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: c.KEEP_ALIVE_TIMEOUT_MS,
    idleTimeoutMs: c.IDLE_TIMEOUT_MS,
    drainMs: c.SHUTDOWN_DRAIN_MS,
    cacheBytes: bytes(c.ANSWER_CACHE_MB),
    fileCacheBytes: bytes(c.FILE_CACHE_MB),
    renderThreads: c.RENDER_THREADS,
    renderQueue: c.RENDER_QUEUE,
  };
}
