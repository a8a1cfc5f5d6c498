/**
 * @module
 * Node's compressor for answers computed on the fly: quick settings, since it runs per answer
 * (the build's files get slower, denser ones once: assets-fs.ts).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compressor } from '../http/render.ts';
import { ownBytes } from '../../lib/own-bytes.ts';

// Own bytes: a kept answer must hold its size in the answer cache's budget, not a 64 KiB chunk.
export const nodeCompressor: Compressor = (body, encoding) =>
  ownBytes(encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 }));
