import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';
import type { Asset } from './assets.ts';

const asset = (key: string, bytes: number): Asset => ({
  path: key,
  body: new Uint8Array(bytes),
  contentType: 'application/json',
  etag: `"${key}"`,
  encoded: {},
  status: 200,
});
const rendered = (key: string, bytes: number) => () => Promise.resolve(asset(key, bytes));

describe('AnswerCache', () => {
  it('keeps answers within its byte budget, forgetting the least recently used first', async () => {
    const cache = new AnswerCache(10_000);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, rendered(key, 2_000));
    // a is used again, so b is now the oldest.
    expect(cache.peek('a')).toBeDefined();
    await cache.get('e', rendered('e', 2_000));
    await cache.get('f', rendered('f', 2_000));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(['a', 'b', 'c', 'd', 'e', 'f'].filter((k) => cache.peek(k))).toEqual(['a', 'd', 'e', 'f']);
  });

  it('counts compressed variants in the budget', async () => {
    const cache = new AnswerCache(40_000);
    const compressed: Asset = { ...asset('x', 1_000), encoded: { br: new Uint8Array(4_000), gzip: new Uint8Array(4_000) } };
    await cache.get('x', () => Promise.resolve(compressed));
    expect(cache.bytes).toBeGreaterThan(9_000);
    // Four more of 9,000 bytes do not fit beside x's 9,000: with its body alone counted, they would.
    for (const key of ['y1', 'y2', 'y3', 'y4']) await cache.get(key, rendered(key, 9_000));
    expect(cache.peek('x')).toBeUndefined();
    expect(cache.peek('y4')).toBeDefined();
  });

  it('serves an answer over a quarter of the budget without keeping it', async () => {
    const cache = new AnswerCache(10_000);
    await cache.get('small', rendered('small', 100));
    const huge = await cache.get('huge', rendered('huge', 3_000));
    expect(huge.body.length).toBe(3_000);
    expect(cache.peek('huge')).toBeUndefined();
    expect(cache.peek('small')).toBeDefined();
  });

  it('renders a question once for every request that asks while it is being rendered', async () => {
    const cache = new AnswerCache(10_000);
    let renders = 0;
    let finish!: (a: Asset) => void;
    const render = () => {
      renders++;
      return new Promise<Asset>((resolve) => (finish = resolve));
    };
    const waiting = [cache.get('q', render), cache.get('q', render), cache.get('q', render)];
    finish(asset('q', 10));
    const answers = await Promise.all(waiting.map((w) => Promise.resolve(w)));
    expect(renders).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps no failed render, so the next request renders again', async () => {
    const cache = new AnswerCache(10_000);
    await expect(cache.get('bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('bad', rendered('bad', 10))).toMatchObject({ path: 'bad' });
  });
});
