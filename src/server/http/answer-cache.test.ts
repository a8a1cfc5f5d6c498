import { describe, expect, it } from 'vitest';
import { answerCache } from './answer-cache.ts';
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

describe('answerCache', () => {
  it("takes any thread's share of the budget, odd or none: 32 MiB over three threads keeps answers, 0 keeps none", () => {
    const share = answerCache(Math.floor((32 * 1024 * 1024) / 3));
    share.set('a', asset('a', 2_000));
    expect(share.get('a')).toBeDefined();
    const none = answerCache(0);
    none.set('a', asset('a', 10));
    expect(none.get('a')).toBeUndefined();
  });

  it('keeps answers within its byte budget, forgetting the least recently used first', () => {
    const cache = answerCache(10_000);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, asset(key, 2_000));
    // a is used again, so b is now the oldest.
    expect(cache.get('a')).toBeDefined();
    cache.set('e', asset('e', 2_000));
    cache.set('f', asset('f', 2_000));
    expect(cache.calculatedSize).toBeLessThanOrEqual(10_000);
    expect(['a', 'b', 'c', 'd', 'e', 'f'].filter((k) => cache.get(k))).toEqual(['a', 'd', 'e', 'f']);
  });

  it('counts compressed variants in the budget', () => {
    const cache = answerCache(40_000);
    cache.set('x', asset('x', 1_000, { br: 4_000, gzip: 4_000 }));
    expect(cache.calculatedSize).toBeGreaterThan(9_000);
    // Four more of 9,000 bytes do not fit beside x's 9,000: with its body alone counted, they would.
    for (const key of ['y1', 'y2', 'y3', 'y4']) cache.set(key, asset(key, 9_000));
    expect(cache.get('x')).toBeUndefined();
    expect(cache.get('y4')).toBeDefined();
  });

  it('does not keep an answer over a quarter of the budget', () => {
    const cache = answerCache(10_000);
    cache.set('small', asset('small', 100));
    cache.set('huge', asset('huge', 3_000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
  });

  it('keeps one copy of an answer kept twice', () => {
    const cache = answerCache(10_000);
    cache.set('q', asset('q', 1_000));
    const bytes = cache.calculatedSize;
    cache.set('q', asset('q', 1_000));
    expect(cache.calculatedSize).toBe(bytes);
    expect(cache.size).toBe(1);
  });
});
