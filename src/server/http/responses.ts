/**
 * @module
 * Building replies: an asset with its validators and encodings, and the JSON error body.
 */
import type { ErrorBody } from '../../api/errors.ts';
import type { JsonObject } from '../../formats/document.ts';
import type { Asset, Encoding } from './assets.ts';
import { chooseEncoding } from './negotiate.ts';
import { reusedHeaders, type Reply } from './reply.ts';
import { jsonReply } from '../../lib/json-response.ts';

/** True when an If-None-Match header names this representation (or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export interface AssetReplyOptions {
  method: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  cacheControl: string;
  vary: string;
  status?: number;
  /** Headers that every response of its kind carries (security, CORS, rate limits). */
  extra?: Readonly<Record<string, string>>;
  /**
   * Names `extra` when it is one of the constant header sets (the API's, the site's): the
   * headers of each form of a file are then made once and reused, not built per request.
   */
  shared?: string;
}

/** Headers reused across requests, by file, form and options; cleared when full. */
const sharedHeaders = new Map<string, Readonly<Record<string, string>>>();
const SHARED_KEPT = 1024;

/**
 * The headers an asset was last answered with, and what they were made for: a file asked again
 * the same way (most requests) reuses them without making the key of `sharedHeaders`.
 */
interface LastHeaders {
  readonly shared: string;
  readonly encoding: Encoding | undefined;
  readonly cacheControl: string;
  readonly vary: string;
  readonly headers: Readonly<Record<string, string>>;
}
const lastHeaders = new WeakMap<Asset, LastHeaders>();

function headersOf(asset: Asset, encoding: Encoding | undefined, etag: string, o: AssetReplyOptions): Record<string, string> {
  const headers: Record<string, string> = { ...o.extra, ETag: etag, 'Cache-Control': o.cacheControl, Vary: o.vary };
  headers['Content-Type'] = asset.contentType;
  headers['Content-Length'] = String(asset.lengths[encoding ?? 'identity']);
  if (encoding) headers['Content-Encoding'] = encoding;
  return headers;
}

/** The constant headers of one form of an asset under one of the constant header sets, made once. */
function sharedHeadersOf(asset: Asset, encoding: Encoding | undefined, etag: string, shared: string, o: AssetReplyOptions): Readonly<Record<string, string>> {
  const last = lastHeaders.get(asset);
  if (last && last.shared === shared && last.encoding === encoding && last.cacheControl === o.cacheControl && last.vary === o.vary) return last.headers;
  const key = `${shared}\n${asset.path}\n${etag}\n${o.cacheControl}\n${o.vary}`;
  let headers = sharedHeaders.get(key);
  if (!headers) {
    if (sharedHeaders.size >= SHARED_KEPT) sharedHeaders.clear();
    sharedHeaders.set(key, (headers = reusedHeaders(headersOf(asset, encoding, etag, o))));
  }
  lastHeaders.set(asset, { shared, encoding, cacheControl: o.cacheControl, vary: o.vary, headers });
  return headers;
}

/** Each encoding's strong validator of an asset, made once (a strong validator names one representation). */
const encodedEtags = new WeakMap<Asset, Partial<Record<Encoding, string>>>();
function etagOf(asset: Asset, encoding: Encoding | undefined): string {
  if (!encoding) return asset.etag;
  let etags = encodedEtags.get(asset);
  if (!etags) encodedEtags.set(asset, (etags = {}));
  return (etags[encoding] ??= `${asset.etag.slice(0, -1)}-${encoding}"`);
}

/** The asset in the best encoding the client takes; 304 when its validator matches. Its bytes may have to be read first. */
export function assetReply(asset: Asset, o: AssetReplyOptions): Reply | Promise<Reply> {
  const encoding = o.acceptEncoding && asset.encodings.length > 0 ? chooseEncoding(o.acceptEncoding, asset.encodings) : undefined;
  const etag = etagOf(asset, encoding);
  const status = o.status ?? asset.status;
  if (status === 200 && matchesEtag(o.ifNoneMatch, etag)) {
    return { status: 304, headers: { ...o.extra, ETag: etag, 'Cache-Control': o.cacheControl, Vary: o.vary }, body: undefined };
  }
  const headers = o.shared === undefined ? headersOf(asset, encoding, etag, o) : sharedHeadersOf(asset, encoding, etag, o.shared, o);
  if (o.method === 'HEAD') return { status, headers, body: undefined };
  const body = asset.bytes(encoding ?? 'identity');
  return body instanceof Promise ? body.then((bytes) => ({ status, headers, body: bytes })) : { status, headers, body };
}

/** An error reply: the API's body, or a route's own shape of it (REST Countries'), with the error's status. */
export const errorReply = (status: number, body: ErrorBody | JsonObject, method: string, headers: Readonly<Record<string, string>> = {}): Reply =>
  jsonReply(status, body, method, headers);
