import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';
import { memoryAsset, type MemoryAsset } from './assets.ts';

const asset = (key: string, bytes: number, encoded: { br?: number; gzip?: number } = {}): MemoryAsset =>
  memoryAsset({
    path: key,
    body: new Uint8Array(bytes),
    contentType: 'application/json',
    etag: `"${key}"`,
    encoded: Object.fromEntries(Object.entries(encoded).map(([e, n]) => [e, new Uint8Array(n)])),
    status: 200,
  });

describe('AnswerCache', () => {
  it('keeps answers within its byte budget, forgetting the least recently used first', () => {
    const cache = new AnswerCache(10_000);
    for (const key of ['a', 'b', 'c', 'd']) cache.keep(key, asset(key, 2_000));
    // a is used again, so b is now the oldest.
    expect(cache.peek('a')).toBeDefined();
    cache.keep('e', asset('e', 2_000));
    cache.keep('f', asset('f', 2_000));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(['a', 'b', 'c', 'd', 'e', 'f'].filter((k) => cache.peek(k))).toEqual(['a', 'd', 'e', 'f']);
  });

  it('counts compressed variants in the budget', () => {
    const cache = new AnswerCache(40_000);
    cache.keep('x', asset('x', 1_000, { br: 4_000, gzip: 4_000 }));
    expect(cache.bytes).toBeGreaterThan(9_000);
    // Four more of 9,000 bytes do not fit beside x's 9,000: with its body alone counted, they would.
    for (const key of ['y1', 'y2', 'y3', 'y4']) cache.keep(key, asset(key, 9_000));
    expect(cache.peek('x')).toBeUndefined();
    expect(cache.peek('y4')).toBeDefined();
  });

  it('does not keep an answer over a quarter of the budget', () => {
    const cache = new AnswerCache(10_000);
    cache.keep('small', asset('small', 100));
    cache.keep('huge', asset('huge', 3_000));
    expect(cache.peek('huge')).toBeUndefined();
    expect(cache.peek('small')).toBeDefined();
  });

  it('keeps one copy of an answer kept twice', () => {
    const cache = new AnswerCache(10_000);
    cache.keep('q', asset('q', 1_000));
    const bytes = cache.bytes;
    cache.keep('q', asset('q', 1_000));
    expect(cache.bytes).toBe(bytes);
  });
});
