/**
 * @module
 * API keys: their format, how a request names one, and the one-way hash that is all a store
 * keeps. Web-standard crypto only, so this runs on Node and on Workers alike.
 */
import { base64url } from '../lib/base64url.ts';

/** Keys look like `cr_` + 43 base64url characters (256 random bits). */
export const KEY_PATTERN = /^cr_[A-Za-z0-9_-]{43}$/;

export type RandomBytes = (length: number) => Uint8Array;
export const webRandom: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A new secret key. */
export const newKey = (random: RandomBytes = webRandom): string => `cr_${base64url(random(32))}`;

/** A new public key id, what the keys command and the store's records use: `k_` + 12 hex digits. */
export const newKeyId = (random: RandomBytes = webRandom): string => `k_${hex(random(6))}`;

/** What `list` may show of a key without revealing it: its first characters. */
export const keyPrefix = (key: string): string => key.slice(0, 7);

/** SHA-256 of the key, in hex: the only form a store keeps. */
export async function hashKey(key: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))));
}

/** The key a request names: `X-API-Key`, else `Authorization: Bearer <key>`. */
export function keyFromHeaders(header: (name: string) => string | undefined): string | undefined {
  const direct = header('x-api-key')?.trim();
  if (direct) return direct;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header('authorization') ?? '');
  return match?.[1];
}

/**
 * Hashing a key per request is the costliest pure step of a check; recent keys are memoised.
 * The map is emptied when full instead of tracking recency: callers reuse few keys.
 */
export function memoisedHasher(limit = 10_000): (key: string) => Promise<string> {
  const memo = new Map<string, string>();
  return async (key) => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    const hash = await hashKey(key);
    if (memo.size >= limit) memo.clear();
    memo.set(key, hash);
    return hash;
  };
}
