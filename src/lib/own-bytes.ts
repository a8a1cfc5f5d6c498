/**
 * @module
 * Bytes that keep nothing else alive. Node reads small files into slices of shared 8 KiB slabs
 * and zlib's sync calls return a slice of a 64 KiB chunk: a kept slice keeps all of it, and a
 * structured clone (a message to or from a thread) copies all of it.
 */

/** Whether the view spans its whole buffer (so the buffer can be kept, or handed over, alone). */
export const ownsBuffer = (bytes: Uint8Array): boolean => bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;

/** The bytes themselves, copied into a buffer of their own when they are a slice of a larger one. */
export const ownBytes = (bytes: Uint8Array): Uint8Array => (ownsBuffer(bytes) ? bytes : new Uint8Array(bytes));
