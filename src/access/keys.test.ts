import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KEY_PATTERN, hashKey, keyFromHeaders, keyPrefix, memoisedHasher, newKey, newKeyId } from './keys.ts';

const fixed = (byte: number) => (length: number) => new Uint8Array(length).fill(byte);
const KEY = `cr_${'A'.repeat(43)}`;

describe('new keys and ids', () => {
  it('makes keys of 256 random bits in the documented format, different each time', () => {
    const keys = Array.from({ length: 50 }, () => newKey());
    expect(keys.filter((k) => !KEY_PATTERN.test(k))).toEqual([]);
    expect(new Set(keys).size).toBe(50);
  });

  it('encodes the random bytes as base64url, so every byte value is usable', () => {
    // 0xff bytes are '/' in plain base64: base64url writes '_'.
    expect(newKey(fixed(0xff))).toBe(`cr_${'_'.repeat(42)}8`);
    expect(newKeyId(fixed(0xab))).toBe('k_abababababab');
  });

  it('shows only the first seven characters of a key in lists', () => {
    expect(keyPrefix('cr_abcdefgh')).toBe('cr_abcd');
  });
});

describe('hashKey', () => {
  it('is SHA-256 of the key in hex, as node:crypto computes it', async () => {
    const key = newKey();
    expect(await hashKey(key)).toBe(createHash('sha256').update(key).digest('hex'));
  });

  it('memoised, gives the same hash as computed afresh, also after the memo is emptied', async () => {
    const hash = memoisedHasher(2);
    const keys = [newKey(), newKey(), newKey(), newKey()];
    for (const key of [...keys, ...keys]) expect(await hash(key)).toBe(createHash('sha256').update(key).digest('hex'));
  });
});

describe('keyFromHeaders', () => {
  it.each([
    ['X-API-Key', { 'X-API-Key': KEY }, KEY],
    ['X-API-Key with spaces around', { 'x-api-key': `  ${KEY} ` }, KEY],
    ['Authorization Bearer', { Authorization: `Bearer ${KEY}` }, KEY],
    ['Authorization bearer in lower case', { authorization: `bearer ${KEY}` }, KEY],
    ['X-API-Key before Authorization', { 'X-API-Key': KEY, Authorization: 'Bearer other' }, KEY],
    ['Authorization Basic', { Authorization: 'Basic dXNlcjpwYXNz' }, undefined],
    ['Bearer without a token', { Authorization: 'Bearer ' }, undefined],
    ['an empty X-API-Key', { 'X-API-Key': '' }, undefined],
    ['no header', {}, undefined],
  ])('%s', (_, headers, expected) => {
    const given = new Headers(headers);
    expect(keyFromHeaders((name) => given.get(name) ?? undefined)).toBe(expected);
  });
});
