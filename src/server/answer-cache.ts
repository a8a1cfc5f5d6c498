/**
 * @module
 * Answers computed on the fly, kept as assets (body, validator, encodings) in a small LRU:
 * the dataset never changes while the server runs, so an answer is valid until it is evicted.
 */
import type { Asset, Encoding } from './assets.ts';
import { hash53 } from './hash.ts';

export type Compressor = (body: Uint8Array, encoding: Encoding) => Uint8Array;

export class AnswerCache {
  readonly #entries = new Map<string, Asset>();
  readonly #max: number;
  readonly #compress: Compressor | undefined;

  constructor(max: number, compress?: Compressor) {
    this.#max = max;
    this.#compress = compress;
  }

  /** The cached answer for `key`, or the one `render` makes, cached. */
  get(key: string, render: () => { text: string; contentType: string; status: number }): Asset {
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    const { text, contentType, status } = render();
    const body = new TextEncoder().encode(text);
    const encoded: Asset['encoded'] = {};
    if (this.#compress && body.length >= 1024) {
      for (const encoding of ['br', 'gzip'] as const) encoded[encoding] = this.#compress(body, encoding);
    }
    const asset: Asset = { path: key, body, contentType, etag: `"d${hash53(text)}"`, encoded, status };
    this.#entries.set(key, asset);
    if (this.#entries.size > this.#max) this.#entries.delete(this.#entries.keys().next().value!);
    return asset;
  }
}
