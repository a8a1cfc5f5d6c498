/**
 * @module
 * Node's asset store. In memory: an index of every file of `dist/` (its length, content hash,
 * the status it stands for, which compressed variants it has), and the bytes of the files most
 * recently served, up to a byte budget (`FILE_CACHE_MB`). Everything else is read from disk when
 * asked, off the main thread (libuv's pool), and the page cache of the operating system keeps it
 * warm. So the server's memory depends on its configuration, not on the size of the build or on
 * what clients ask.
 *
 * Only the site's files are indexed: those its build recorded (site-files-fs.ts), found as regular
 * files by walking the folder (symlinks are skipped), so no request path can reach outside it, nor
 * anything else the folder holds (another host's configuration or code, a file put there since). Compressed variants live in a content-addressed cache
 * folder, never in `dist/`, so they never count against a host's file budget. The index itself
 * is kept in that folder too and reused for every file whose length and modification time are
 * unchanged, so a restart reads and hashes only what a build changed.
 * @see ./assets.ts
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isCompressible, statusOfBody, type Asset, type AssetStore, type Encoding, type Form } from '../http/assets.ts';
import { contentTypeOf } from '../../lib/content-types.ts';
import { SharedIndex, type IndexEntry } from './shared-index.ts';

/** Below this size compression saves less than the header it costs. */
const MIN_COMPRESS_BYTES = 512;

/**
 * Brotli quality 5 compresses this output 15x faster than quality 9 for 1% more bytes
 * (measured on the full build: 1.8 s vs 27 s, ratio 0.269 vs 0.267).
 */
const COMPRESSORS: Record<Encoding, (body: Uint8Array) => Uint8Array> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/** One file of the output as the index keeps it between starts: with its modification time. */
export interface IndexedFile extends IndexEntry {
  readonly mtimeMs: number;
}

const INDEX_VERSION = 1;

/** The regular files under `dir` (relative, with `/`), in folders that are not symlinks. */
function* walk(dir: string, prefix = ''): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) yield* walk(join(dir, entry.name), `${prefix}${entry.name}/`);
    else if (entry.isFile()) yield `${prefix}${entry.name}`;
  }
}

const variantFile = (cacheDir: string, hash: string, encoding: Encoding) => join(cacheDir, `${hash}.${encoding}`);

/** Writes `bytes` aside then renames it: a reader never finds a half-written file under the final name. */
function writeAtomically(file: string, bytes: Uint8Array | string): void {
  const partial = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/** The lengths of a body's compressed variants (0: none smaller than the body), made and cached when missing. */
function encodedLengths(hash: string, body: Uint8Array, cacheDir: string): Record<Encoding, number> {
  const lengths = { br: 0, gzip: 0 };
  for (const encoding of ['br', 'gzip'] as const) {
    const file = variantFile(cacheDir, hash, encoding);
    let length: number;
    if (existsSync(file)) length = statSync(file).size;
    else {
      const variant = COMPRESSORS[encoding](body);
      writeAtomically(file, variant);
      length = variant.length;
    }
    if (length < body.length) lengths[encoding] = length;
  }
  return lengths;
}

/** The index file of one output folder, in the cache folder. */
const indexFileOf = (outDir: string, cacheDir: string) => join(cacheDir, `index-${createHash('sha256').update(outDir).digest('hex').slice(0, 16)}.json`);

function previousIndex(file: string): Map<string, IndexedFile> {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { version: number; files: IndexedFile[] };
    if (saved.version === INDEX_VERSION) return new Map(saved.files.map((f) => [f.path, f]));
  } catch {
    // none yet, or unreadable: everything is indexed afresh
  }
  return new Map();
}

/** Whether an entry's variants are still in the cache folder (someone may have cleared it). */
const variantsPresent = (f: IndexedFile, cacheDir: string) =>
  (f.br === 0 || existsSync(variantFile(cacheDir, f.hash, 'br'))) && (f.gzip === 0 || existsSync(variantFile(cacheDir, f.hash, 'gzip')));

/**
 * Every file of the site in `outDir` (`siteFiles`, as its build recorded them), indexed: files
 * unchanged since the last index (same length and modification time) are taken from it, the
 * others read, hashed and compressed.
 */
export function indexFiles(outDir: string, cacheDir: string, siteFiles: ReadonlySet<string>): SharedIndex {
  return SharedIndex.of(indexedFiles(outDir, cacheDir, siteFiles));
}

function indexedFiles(outDir: string, cacheDir: string, siteFiles: ReadonlySet<string>): IndexedFile[] {
  mkdirSync(cacheDir, { recursive: true });
  const indexFile = indexFileOf(outDir, cacheDir);
  const previous = previousIndex(indexFile);
  const files: IndexedFile[] = [];
  let changed = false;
  for (const path of walk(outDir)) {
    if (!siteFiles.has(path)) continue;
    const file = join(outDir, path);
    const stat = statSync(file);
    const known = previous.get(path);
    if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs && variantsPresent(known, cacheDir)) {
      files.push(known);
      continue;
    }
    changed = true;
    const body = readFileSync(file);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const compress = isCompressible(contentTypeOf(path)) && body.length >= MIN_COMPRESS_BYTES;
    const { br, gzip } = compress ? encodedLengths(hash, body, cacheDir) : { br: 0, gzip: 0 };
    files.push({ path, size: body.length, mtimeMs: stat.mtimeMs, hash, status: statusOfBody(path, body), br, gzip });
  }
  if (changed || files.length !== previous.size) writeAtomically(indexFile, JSON.stringify({ version: INDEX_VERSION, files }));
  return files;
}

/**
 * File bytes kept in memory, the most recently used first out past a byte budget; a file over a
 * quarter of it is read for each request and not kept. Requests for a file being read wait for
 * that read instead of starting another.
 */
export class FileCache {
  readonly #kept = new Map<string, Uint8Array>();
  readonly #reading = new Map<string, Promise<Uint8Array>>();
  readonly #budget: number;
  #bytes = 0;
  #last: string | undefined;

  constructor(budgetBytes: number) {
    this.#budget = budgetBytes;
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.#bytes;
  }

  get(file: string): Uint8Array | Promise<Uint8Array> {
    const hit = this.#kept.get(file);
    if (hit) {
      // Made the most recent: re-inserted at the end of the Map's order (the hottest file never is).
      if (this.#last !== file) {
        this.#kept.delete(file);
        this.#kept.set(file, hit);
        this.#last = file;
      }
      return hit;
    }
    let reading = this.#reading.get(file);
    if (!reading) {
      reading = readFile(file).then(
        (bytes) => {
          this.#reading.delete(file);
          this.#keep(file, bytes);
          return bytes;
        },
        (e: unknown) => {
          this.#reading.delete(file);
          throw e;
        },
      );
      this.#reading.set(file, reading);
    }
    return reading;
  }

  #keep(file: string, bytes: Uint8Array): void {
    if (bytes.length > this.#budget / 4) return;
    this.#kept.set(file, bytes);
    this.#last = file;
    this.#bytes += bytes.length;
    for (const [oldest, kept] of this.#kept) {
      if (this.#bytes <= this.#budget) break;
      this.#kept.delete(oldest);
      this.#bytes -= kept.length;
    }
  }
}

const ENCODINGS: Readonly<Record<string, readonly Encoding[]>> = { '': [], br: ['br'], gzip: ['gzip'], 'br gzip': ['br', 'gzip'] };

/** Where a store's files are, and its cache. */
interface Place {
  readonly outDir: string;
  readonly cacheDir: string;
  readonly cache: FileCache;
}

/** A file of the index as an asset: its bytes come through the file cache. */
class StoredFile implements Asset {
  readonly path: string;
  readonly contentType: string;
  readonly etag: string;
  readonly status: number;
  readonly lengths: Readonly<Partial<Record<Encoding, number>>> & { readonly identity: number };
  readonly encodings: readonly Encoding[];
  readonly #place: Place;
  /** Where each form's bytes are, made on first use (not per request). */
  readonly #files: Partial<Record<Form, string>> = {};

  constructor(f: IndexEntry, place: Place) {
    this.path = f.path;
    this.contentType = contentTypeOf(f.path);
    this.etag = `"${f.hash}"`;
    this.status = f.status;
    this.lengths = { identity: f.size, ...(f.br ? { br: f.br } : {}), ...(f.gzip ? { gzip: f.gzip } : {}) };
    this.encodings = ENCODINGS[[f.br ? 'br' : '', f.gzip ? 'gzip' : ''].filter(Boolean).join(' ')]!;
    this.#place = place;
  }

  bytes(form: Form): Uint8Array | Promise<Uint8Array> {
    const { outDir, cacheDir, cache } = this.#place;
    return cache.get((this.#files[form] ??= form === 'identity' ? join(outDir, this.path) : variantFile(cacheDir, this.etag.slice(1, -1), form)));
  }
}

export interface FileAssets extends AssetStore {
  readonly size: number;
  readonly cache: FileCache;
  get(path: string): Asset | undefined;
}

/** The default budget of file bytes kept in memory. */
export const DEFAULT_FILE_CACHE_BYTES = 16 * 1024 * 1024;

/** Assets made for files asked for, kept for the next ask (most requests are for a few files). */
const ASSETS_KEPT = 4096;

/** The store over an index (made by `indexFiles`, in this thread or the main one). */
export function fileAssets(outDir: string, cacheDir: string, index: SharedIndex, cacheBytes = DEFAULT_FILE_CACHE_BYTES): FileAssets {
  const cache = new FileCache(cacheBytes);
  const place = { outDir, cacheDir, cache };
  const made = new Map<string, StoredFile>();
  return {
    size: index.size,
    cache,
    get(path) {
      const known = made.get(path);
      if (known) return known;
      const entry = index.get(path);
      if (!entry) return undefined;
      const asset = new StoredFile(entry, place);
      if (made.size >= ASSETS_KEPT) made.delete(made.keys().next().value!);
      made.set(path, asset);
      return asset;
    },
  };
}

/** `indexFiles` and `fileAssets` together: the store over the site in `outDir` as it is now. */
export const loadAssets = (outDir: string, cacheDir: string, siteFiles: ReadonlySet<string>, cacheBytes = DEFAULT_FILE_CACHE_BYTES): FileAssets =>
  fileAssets(outDir, cacheDir, indexFiles(outDir, cacheDir, siteFiles), cacheBytes);
