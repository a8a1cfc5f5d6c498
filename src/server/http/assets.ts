/**
 * @module
 * The files the server serves, behind one small interface: on Node they are read from `dist/`
 * and the compressed-variants cache (`assets-fs.ts`, a bounded number of bytes kept in memory);
 * on Cloudflare they come from the Workers assets binding; answers computed on the fly are
 * assets held in memory.
 */
import { API_DIR } from '../../api/paths.ts';

export type Encoding = 'br' | 'gzip';
/** A form of an asset's bytes: as they are, or one of the encodings. */
export type Form = 'identity' | Encoding;

export interface Asset {
  /** Path under the output folder, e.g. `api/country/DE.json` (or the cache key of a computed answer). */
  readonly path: string;
  readonly contentType: string;
  /** Strong validator from the content hash, quoted. */
  readonly etag: string;
  /** HTTP status the file stands for: 300 for an ambiguous-name document, 200 otherwise. */
  readonly status: number;
  /** Byte length of each form it has: identity always, br and gzip when smaller than it. */
  readonly lengths: Readonly<Partial<Record<Encoding, number>>> & { readonly identity: number };
  /** The encodings it has, in `lengths`' order. */
  readonly encodings: readonly Encoding[];
  /** Its bytes in one form: at once when they are in memory, else once read. */
  bytes(form: Form): Uint8Array | Promise<Uint8Array>;
}

/** An asset as plain data, whole: what a render thread hands over (its buffers are transferred, not copied). */
export interface AssetData {
  readonly path: string;
  readonly body: Uint8Array;
  readonly contentType: string;
  readonly etag: string;
  /** Compressed variants, when smaller than the body. */
  readonly encoded: Readonly<Partial<Record<Encoding, Uint8Array>>>;
  readonly status: number;
}

/** An asset whose bytes are all in memory: a computed answer, a file the Workers binding gave. */
export interface MemoryAsset extends Asset {
  readonly data: AssetData;
  bytes(form: Form): Uint8Array;
}

export function memoryAsset(data: AssetData): MemoryAsset {
  const encodings = (['br', 'gzip'] as const).filter((e) => data.encoded[e] !== undefined);
  const lengths: Partial<Record<Encoding, number>> & { identity: number } = { identity: data.body.length };
  for (const e of encodings) lengths[e] = data.encoded[e]!.length;
  return {
    path: data.path,
    contentType: data.contentType,
    etag: data.etag,
    status: data.status,
    lengths,
    encodings,
    data,
    bytes: (form) => (form === 'identity' ? data.body : data.encoded[form]!),
  };
}

/** Every byte an asset holds in memory. */
export const memoryBytes = (asset: MemoryAsset): number => asset.data.body.length + (asset.encodings as Encoding[]).reduce((n, e) => n + asset.lengths[e]!, 0);

export interface AssetStore {
  get(path: string): Asset | undefined | Promise<Asset | undefined>;
}

/** Files worth compressing; images other than SVG already are. */
export const isCompressible = (contentType: string) => /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(contentType);

/** The status a static API document stands for: error documents carry it in their body. */
export function statusOfBody(path: string, body: Uint8Array): number {
  if (!path.startsWith(`${API_DIR}/`) || !path.endsWith('.json') || body[0] !== 0x7b || body[2] !== 0x73) return 200;
  const head = new TextDecoder().decode(body.subarray(0, 20));
  const match = /^\{"status":(\d{3}),/.exec(head);
  return match ? Number(match[1]) : 200;
}
