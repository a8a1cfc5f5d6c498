/**
 * @module
 * An answer computed on the fly made into an asset: its bytes, a validator and, where a
 * compressor is given, its compressed variants. The Node server does this on render threads
 * (`render-pool.ts`), the Worker in its request.
 */
import type { Answer } from '../../api/question.ts';
import type { AssetData, Encoding } from './assets.ts';
import { ownBytes } from '../../lib/own-bytes.ts';
import { hash53 } from './hash.ts';

export type Compressor = (body: Uint8Array, encoding: Encoding) => Uint8Array;

/** Below this size compression saves less than the header it costs. */
export const MIN_COMPRESS_BYTES = 1024;

/** The answer's bytes and variants, each in a buffer of its own (so a thread can hand them over whole). */
export function assetOfAnswer(key: string, answer: Answer, compress?: Compressor): AssetData {
  const body = ownBytes(new TextEncoder().encode(answer.text));
  const encoded: Partial<Record<Encoding, Uint8Array>> = {};
  if (compress && body.length >= MIN_COMPRESS_BYTES) {
    for (const encoding of ['br', 'gzip'] as const) {
      const variant = compress(body, encoding);
      if (variant.length < body.length) encoded[encoding] = variant;
    }
  }
  return { path: key, body, contentType: answer.contentType, etag: `"d${hash53(answer.text)}"`, encoded, status: answer.status };
}
