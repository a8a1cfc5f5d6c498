import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, forcedStopMs, limitsOf, shareOf } from './limits.ts';
import { configFrom, type Env } from '../config/read-config.ts';

const limitsFromEnv = (env: Env) => limitsOf(configFrom(env, 'npm start'));

describe('the limits the configuration sets', () => {
  it('has short defaults for a request head and keep-alive, and 32 MiB of kept answers', () => {
    expect(limitsFromEnv({})).toEqual(DEFAULT_LIMITS);
    expect(DEFAULT_LIMITS).toMatchObject({ headersTimeoutMs: 10_000, keepAliveTimeoutMs: 5_000, cacheBytes: 32 * 1024 * 1024 });
  });

  it('reads every limit from its variable', () => {
    const limits = limitsFromEnv({
      WORKERS: '3',
      FILE_CACHE_MB: '8',
      MAX_CONNECTIONS: '500',
      HEADERS_TIMEOUT_MS: '2000',
      REQUEST_TIMEOUT_MS: '3000',
      KEEP_ALIVE_TIMEOUT_MS: '1000',
      IDLE_TIMEOUT_MS: '9000',
      SHUTDOWN_DRAIN_MS: '0',
      ANSWER_CACHE_MB: '16',
      RENDER_THREADS: '0',
      RENDER_QUEUE: '10',
    });
    expect(limits).toEqual({
      workers: 3,
      fileCacheBytes: 8 * 1024 * 1024,
      maxConnections: 500,
      headersTimeoutMs: 2000,
      requestTimeoutMs: 3000,
      keepAliveTimeoutMs: 1000,
      idleTimeoutMs: 9000,
      drainMs: 0,
      cacheBytes: 16 * 1024 * 1024,
      renderThreads: 0,
      renderQueue: 10,
    });
  });

  it('never lets the request timeout be shorter than the headers timeout (Node requires it)', () => {
    expect(limitsFromEnv({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' }).requestTimeoutMs).toBe(5000);
  });

  it.each([
    ['MAX_CONNECTIONS', '0'],
    ['HEADERS_TIMEOUT_MS', 'soon'],
    ['ANSWER_CACHE_MB', '-1'],
    ['RENDER_THREADS', '1.5'],
    // No room to wait would make every computed answer a 503.
    ['RENDER_QUEUE', '0'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => limitsFromEnv({ [name]: value })).toThrow(name);
  });

  it('names every bad value at once, one line each, with the value and what is accepted', () => {
    expect(() => limitsFromEnv({ WORKERS: '0', FILE_CACHE_MB: 'lots', RENDER_QUEUE: '1e3' })).toThrow(
      [
        "WORKERS='0': must be a whole number from 1 to 256.",
        "RENDER_QUEUE='1e3': must be a whole number of at least 1.",
        "FILE_CACHE_MB='lots': must be a whole number of at least 0.",
      ].join('\n'),
    );
  });

  it("forces a stop a second after a request head's time is up, never sooner because the timer overflowed", () => {
    expect(forcedStopMs(DEFAULT_LIMITS)).toBe(11_000);
    // The longest accepted head timeout: a second more would be past what setTimeout waits (it would fire at once).
    const longest = limitsFromEnv({ HEADERS_TIMEOUT_MS: '2147483647' });
    expect(forcedStopMs(longest)).toBe(2 ** 31 - 1);
  });

  it('shares connections and caches between the serving threads', () => {
    const share = shareOf({ ...DEFAULT_LIMITS, workers: 4, maxConnections: 10, cacheBytes: 4000, fileCacheBytes: 8000 });
    expect(share).toMatchObject({ maxConnections: 3, cacheBytes: 1000, fileCacheBytes: 2000 });
  });
});
