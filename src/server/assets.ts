/**
 * @module
 * The files the server serves, behind one small interface: on Node they are read from `dist/`
 * into memory (`assets-fs.ts`); on Cloudflare they come from the Workers assets binding.
 */
import { API_DIR } from '../api/paths.ts';

export type Encoding = 'br' | 'gzip';

export interface Asset {
  /** Path under the output folder, e.g. `api/country/DE.json`. */
  readonly path: string;
  readonly body: Uint8Array;
  readonly contentType: string;
  /** Strong validator from the content hash, quoted. */
  readonly etag: string;
  /** Pre-compressed variants, when smaller than the original. */
  readonly encoded: Partial<Record<Encoding, Uint8Array>>;
  /** HTTP status the file stands for: 300 for an ambiguous-name document, 200 otherwise. */
  readonly status: number;
}

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
