/**
 * @module
 * Answers computed on the fly, kept in memory in an LRU bounded by bytes (`ANSWER_CACHE_MB`):
 * the dataset never changes while the server runs, so an answer is valid until it is evicted.
 */
import { memoryBytes, type MemoryAsset } from './assets.ts';

/** The default budget: hundreds of typical computed answers, or a score of full 250-row XML lists, with their variants. */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/** What an entry costs besides its bytes: the key, the Map slot, the asset object. */
const ENTRY_OVERHEAD = 256;

export class AnswerCache {
  readonly #entries = new Map<string, { asset: MemoryAsset; size: number }>();
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
  peek(key: string): MemoryAsset | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, hit);
    return hit.asset;
  }

  /** Keeps an answer, forgetting the least recently used past the budget. */
  keep(key: string, asset: MemoryAsset): void {
    const size = ENTRY_OVERHEAD + key.length * 2 + memoryBytes(asset);
    if (size > this.#budget / 4 || this.#entries.has(key)) return;
    this.#entries.set(key, { asset, size });
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#budget) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.size;
    }
  }
}
