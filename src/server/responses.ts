/**
 * @module
 * Building responses: an asset with its validators and encodings, and the JSON error body.
 */
import type { ErrorBody } from '../api/errors.ts';
import type { JsonObject } from '../formats/document.ts';
import type { Asset } from './assets.ts';
import { chooseEncoding } from './negotiate.ts';
import { jsonResponse } from '../lib/json-response.ts';

export const API_CACHE = 'public, max-age=300, stale-while-revalidate=86400';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const PAGE_CACHE = 'public, max-age=0, must-revalidate';

/** True when an If-None-Match header names this representation (or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export interface AssetResponseOptions {
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
export function assetResponse(asset: Asset, o: AssetResponseOptions): Response {
  const encoding = chooseEncoding(o.acceptEncoding, Object.keys(asset.encoded) as Array<keyof Asset['encoded']>);
  const body = encoding ? asset.encoded[encoding]! : asset.body;
  // A strong validator names one representation: each encoding gets its own.
  const etag = encoding ? `${asset.etag.slice(0, -1)}-${encoding}"` : asset.etag;
  // A plain object, not Headers: the Node adapter writes it as it is instead of validating,
  // sorting and copying every header again.
  const headers: Record<string, string> = { ...o.extra, ETag: etag, 'Cache-Control': o.cacheControl, Vary: o.vary };
  if (matchesEtag(o.ifNoneMatch, etag) && (o.status ?? asset.status) === 200) return new Response(null, { status: 304, headers });
  headers['Content-Type'] = asset.contentType;
  headers['Content-Length'] = String(body.length);
  if (encoding) headers['Content-Encoding'] = encoding;
  return new Response(o.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: o.status ?? asset.status, headers });
}

export const errorResponse = (status: number, body: ErrorBody | JsonObject, method: string, extraHeaders: Record<string, string> = {}): Response =>
  jsonResponse(status, body, method, extraHeaders);
