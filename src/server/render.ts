/**
 * @module
 * An answer computed on the fly made into an asset: its bytes, a validator and, where a
 * compressor is given, its compressed variants. The Node server does this on render threads
 * (`render-pool.ts`), the Worker in its request.
 */
import type { Answer } from '../api/question.ts';
import type { Asset, Encoding } from './assets.ts';
import { hash53 } from './hash.ts';

export type Compressor = (body: Uint8Array, encoding: Encoding) => Uint8Array;

/** Below this size compression saves less than the header it costs. */
export const MIN_COMPRESS_BYTES = 1024;

export function assetOfAnswer(key: string, answer: Answer, compress?: Compressor): Asset {
  const body = new TextEncoder().encode(answer.text);
  const encoded: Asset['encoded'] = {};
  if (compress && body.length >= MIN_COMPRESS_BYTES) {
    for (const encoding of ['br', 'gzip'] as const) {
      const variant = compress(body, encoding);
      if (variant.length < body.length) encoded[encoding] = variant;
    }
  }
  return { path: key, body, contentType: answer.contentType, etag: `"d${hash53(answer.text)}"`, encoded, status: answer.status };
}
