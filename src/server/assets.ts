/**
 * @module
 * The files the server serves, behind one small interface: on Node they are read from `dist/`
 * into memory (`assets-fs.ts`); on Cloudflare they come from the Workers assets binding.
 */

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

const TYPES: Readonly<Record<string, string>> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
  xml: 'application/xml; charset=utf-8',
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  txt: 'text/plain; charset=utf-8',
  webmanifest: 'application/manifest+json',
  woff2: 'font/woff2',
};

export function contentTypeOf(path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}

/** Files worth compressing; images other than SVG already are. */
export const isCompressible = (contentType: string) => /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(contentType);

/** The status a static API document stands for: error documents carry it in their body. */
export function statusOfBody(path: string, body: Uint8Array): number {
  if (!path.startsWith('api/') || !path.endsWith('.json') || body[0] !== 0x7b || body[2] !== 0x73) return 200;
  const head = new TextDecoder().decode(body.subarray(0, 20));
  const match = /^\{"status":(\d{3}),/.exec(head);
  return match ? Number(match[1]) : 200;
}
