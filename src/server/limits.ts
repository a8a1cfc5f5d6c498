/**
 * @module
 * The Node server's limits, each with a default and an environment variable (documented in
 * docs/deploy.md): what one client, or many, may hold of the server.
 */
import { DEFAULT_CACHE_BYTES } from './answer-cache.ts';

export interface ServerLimits {
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
  /** Byte budget of the kept computed answers (ANSWER_CACHE_MB, in MiB). */
  cacheBytes: number;
  /** Threads that compute answers off the main thread; 0 computes them on it (RENDER_THREADS). */
  renderThreads: number | undefined;
  /** Questions waiting for a render thread; more get a 503 (RENDER_QUEUE). */
  renderQueue: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  maxConnections: 10_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  drainMs: 500,
  cacheBytes: DEFAULT_CACHE_BYTES,
  renderThreads: undefined,
  renderQueue: 256,
};

type Env = Readonly<Record<string, string | undefined>>;

function count(env: Env, name: string, fallback: number, min: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, not '${env[name]}'.`);
  return value;
}

/** The limits the environment sets; a malformed value is an error worth stopping for. */
export function limitsFromEnv(env: Env = process.env): ServerLimits {
  const d = DEFAULT_LIMITS;
  const headersTimeoutMs = count(env, 'HEADERS_TIMEOUT_MS', d.headersTimeoutMs, 1);
  const threads = env.RENDER_THREADS?.trim();
  return {
    maxConnections: count(env, 'MAX_CONNECTIONS', d.maxConnections, 1),
    headersTimeoutMs,
    requestTimeoutMs: Math.max(headersTimeoutMs, count(env, 'REQUEST_TIMEOUT_MS', d.requestTimeoutMs, 1)),
    keepAliveTimeoutMs: count(env, 'KEEP_ALIVE_TIMEOUT_MS', d.keepAliveTimeoutMs, 1),
    idleTimeoutMs: count(env, 'IDLE_TIMEOUT_MS', d.idleTimeoutMs, 1),
    drainMs: count(env, 'SHUTDOWN_DRAIN_MS', d.drainMs, 0),
    cacheBytes: count(env, 'ANSWER_CACHE_MB', d.cacheBytes / 1024 / 1024, 0) * 1024 * 1024,
    renderThreads: threads ? count(env, 'RENDER_THREADS', 0, 0) : d.renderThreads,
    // At least 1: with no room to wait, every computed answer would be a 503.
    renderQueue: count(env, 'RENDER_QUEUE', d.renderQueue, 1),
  };
}
