/**
 * @module
 * Answers computed on the fly, kept as assets (body, validator, encodings) in an LRU bounded by
 * bytes: the dataset never changes while the server runs, so an answer is valid until it is
 * evicted. Asking for an answer being computed waits for that computation instead of starting
 * another, so a burst of one uncached question costs one render.
 */
import type { Asset } from './assets.ts';

/** The default budget: hundreds of typical computed answers, or a score of full 250-row XML lists, with their variants. */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/** What an entry costs besides its bytes: the key, the Map slot, the asset object. */
const ENTRY_OVERHEAD = 256;

const sizeOf = (key: string, asset: Asset) =>
  ENTRY_OVERHEAD + key.length * 2 + asset.body.length + (asset.encoded.br?.length ?? 0) + (asset.encoded.gzip?.length ?? 0);

export class AnswerCache {
  readonly #entries = new Map<string, { asset: Asset; size: number }>();
  readonly #pending = new Map<string, Promise<Asset>>();
  readonly #budget: number;
  #bytes = 0;

  /** `budgetBytes`: the most the kept answers may hold; one answer over a quarter of it is served but not kept. */
  constructor(budgetBytes: number = DEFAULT_CACHE_BYTES) {
    this.#budget = budgetBytes;
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The kept answer for `key`, made the most recently used. */
  peek(key: string): Asset | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, hit);
    return hit.asset;
  }

  /** The kept answer for `key`, or the one `render` makes (shared by every request that asks meanwhile), kept. */
  get(key: string, render: () => Promise<Asset>): Asset | Promise<Asset> {
    const hit = this.peek(key);
    if (hit) return hit;
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = render().then(
        (asset) => {
          this.#pending.delete(key);
          this.#keep(key, asset);
          return asset;
        },
        (e: unknown) => {
          this.#pending.delete(key);
          throw e;
        },
      );
      this.#pending.set(key, pending);
    }
    return pending;
  }

  #keep(key: string, asset: Asset): void {
    const size = sizeOf(key, asset);
    if (size > this.#budget / 4) return;
    this.#entries.set(key, { asset, size });
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#budget) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.size;
    }
  }
}
