/**
 * @module
 * Building replies: an asset with its validators and encodings, and the JSON error body.
 */
import type { ErrorBody } from '../api/errors.ts';
import type { JsonObject } from '../formats/document.ts';
import type { Asset } from './assets.ts';
import { chooseEncoding } from './negotiate.ts';
import type { Reply } from './reply.ts';
import { jsonReply } from '../lib/json-response.ts';

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
}

/** The asset in the best encoding the client takes; 304 when its validator matches. */
export function assetReply(asset: Asset, o: AssetReplyOptions): Reply {
  const encoding = o.acceptEncoding ? chooseEncoding(o.acceptEncoding, Object.keys(asset.encoded) as Array<keyof Asset['encoded']>) : undefined;
  const body = encoding ? asset.encoded[encoding]! : asset.body;
  // A strong validator names one representation: each encoding gets its own.
  const etag = encoding ? `${asset.etag.slice(0, -1)}-${encoding}"` : asset.etag;
  const headers: Record<string, string> = { ...o.extra, ETag: etag, 'Cache-Control': o.cacheControl, Vary: o.vary };
  const status = o.status ?? asset.status;
  if (status === 200 && matchesEtag(o.ifNoneMatch, etag)) return { status: 304, headers, body: undefined };
  headers['Content-Type'] = asset.contentType;
  headers['Content-Length'] = String(body.length);
  if (encoding) headers['Content-Encoding'] = encoding;
  return { status, headers, body: o.method === 'HEAD' ? undefined : body };
}

/** An error reply: the API's body, or a route's own shape of it (REST Countries'), with the error's status. */
export const errorReply = (status: number, body: ErrorBody | JsonObject, method: string, headers: Readonly<Record<string, string>> = {}): Reply =>
  jsonReply(status, body, method, headers);
