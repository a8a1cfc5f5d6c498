/**
 * @module
 * Answers computed on the fly, kept in memory in an LRU bounded by bytes (`ANSWER_CACHE_MB`):
 * the dataset never changes while the server runs, so an answer is valid until it is evicted.
 */
import { LRUCache } from 'lru-cache';
import { memoryBytes, type MemoryAsset } from './assets.ts';

/** The default budget: hundreds of typical computed answers, or a score of full 250-row XML lists, with their variants. */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/** What an entry costs besides its bytes: the key, the cache's slot, the asset object. */
const ENTRY_OVERHEAD = 256;

/** The kept answers, by the key every question with the same answer shares (core.ts). */
export type AnswerCache = LRUCache<string, MemoryAsset>;

/**
 * `budgetBytes`: the most the kept answers may hold, their compressed variants included; the
 * least recently used go first. One answer over a quarter of it is served but not kept, so a
 * few large answers cannot push out every other.
 */
export function answerCache(budgetBytes: number = DEFAULT_CACHE_BYTES): AnswerCache {
  // lru-cache takes whole, positive sizes only: a thread's share of the budget may be odd (32 MiB over
  // three threads), and a budget of 0 (ANSWER_CACHE_MB=0) keeps nothing, as a size of 1 byte does.
  const maxSize = Math.max(1, Math.floor(budgetBytes));
  return new LRUCache<string, MemoryAsset>({
    maxSize,
    maxEntrySize: Math.max(1, Math.floor(maxSize / 4)),
    sizeCalculation: (asset, key) => ENTRY_OVERHEAD + key.length * 2 + memoryBytes(asset),
  });
}
