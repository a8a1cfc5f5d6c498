import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ownBytes, ownsBuffer } from './own-bytes.ts';

describe('ownBytes', () => {
  it('copies a slice of a larger buffer into one of its own size, same bytes', () => {
    const slice = gzipSync(new TextEncoder().encode('Countries Reference'));
    expect(ownsBuffer(slice)).toBe(false); // zlib's output is a slice of a 64 KiB chunk
    const own = ownBytes(slice);
    expect(own.buffer.byteLength).toBe(slice.length);
    expect([...own]).toEqual([...slice]);
  });

  it('keeps bytes that already span their buffer as they are', () => {
    const whole = new Uint8Array([1, 2, 3]);
    expect(ownBytes(whole)).toBe(whole);
    expect(ownsBuffer(whole.subarray(1))).toBe(false);
  });
});
