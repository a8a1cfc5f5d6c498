/**
 * @module
 * Node's asset store: every file of `dist/` in memory, with its hash, type and pre-compressed
 * variants. Only regular files found by walking the folder are served (symlinks are skipped),
 * so no request path can reach outside it. Compressed variants live in a content-addressed
 * cache folder, filled by the build, so they never count against the host's file budget.
 * @see ./assets.ts
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { isCompressible, statusOfBody, type Asset, type AssetStore, type Encoding } from './assets.ts';
import { contentTypeOf } from '../lib/content-types.ts';
import { ownBytes } from '../lib/own-bytes.ts';

/**
 * Brotli quality 5 compresses this output 15x faster than quality 9 for 1% more bytes
 * (measured on the full build: 1.8 s vs 27 s, ratio 0.269 vs 0.267).
 */
/** Below this size compression saves less than the header it costs. */
const MIN_COMPRESS_BYTES = 512;

const COMPRESSORS: Record<Encoding, (body: Uint8Array) => Uint8Array> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

const readOwnBytes = (file: string) => ownBytes(readFileSync(file));

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compressed variants of one body, from the cache or made now and cached. */
function encodedVariants(hash: string, body: Uint8Array, cacheDir: string): Asset['encoded'] {
  const encoded: Asset['encoded'] = {};
  for (const encoding of ['br', 'gzip'] as const) {
    const file = join(cacheDir, `${hash}.${encoding}`);
    let variant: Uint8Array;
    if (existsSync(file)) variant = readOwnBytes(file);
    else {
      variant = ownBytes(COMPRESSORS[encoding](body));
      // Written aside then renamed: a server starting alongside, or a killed one, must never
      // find a half-written variant under the final name and serve it as the file.
      const partial = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
      writeFileSync(partial, variant);
      renameSync(partial, file);
    }
    if (variant.length < body.length) encoded[encoding] = variant;
  }
  return encoded;
}

/**
 * Identity bodies of compressed files are inflated from their gzip variant when asked, and the
 * latest ones kept up to a byte budget: nearly every client accepts gzip or br, and holding all
 * three forms of every file would take ~100 MB more (full build: identity 99 MB, gzip 28 MB, br
 * 26 MB). First in, first out: a hot file that drops out costs one inflate (~20 µs) to return.
 */
export const IDENTITY_CACHE_BYTES = 16 * 1024 * 1024;

export function inflatedBodies(budget: number): (gzip: Uint8Array) => Uint8Array {
  const kept = new Map<Uint8Array, Uint8Array>();
  let bytes = 0;
  return (gzip) => {
    let body = kept.get(gzip);
    if (body) return body;
    body = gunzipSync(gzip);
    kept.set(gzip, body);
    bytes += body.length;
    for (const [key, old] of kept) {
      if (bytes <= budget || key === gzip) break;
      kept.delete(key);
      bytes -= old.length;
    }
    return body;
  };
}

export interface LoadedAssets extends AssetStore {
  readonly size: number;
  get(path: string): Asset | undefined;
}

export function loadAssets(outDir: string, cacheDir: string, identityCacheBytes = IDENTITY_CACHE_BYTES): LoadedAssets {
  mkdirSync(cacheDir, { recursive: true });
  const assets = new Map<string, Asset>();
  const inflate = inflatedBodies(identityCacheBytes);
  for (const file of walk(outDir)) {
    const path = relative(outDir, file).split(sep).join('/');
    const body = readOwnBytes(file);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const contentType = contentTypeOf(path);
    const encoded = isCompressible(contentType) && body.length >= MIN_COMPRESS_BYTES ? encodedVariants(hash, body, cacheDir) : {};
    const asset = { path, contentType, etag: `"${hash}"`, encoded, status: statusOfBody(path, body) };
    const { gzip } = encoded;
    assets.set(
      path,
      gzip
        ? {
            ...asset,
            get body() {
              return inflate(gzip);
            },
          }
        : { ...asset, body },
    );
  }
  return { size: assets.size, get: (path) => assets.get(path) };
}
