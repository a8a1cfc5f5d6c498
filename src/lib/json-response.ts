/**
 * @module
 * A JSON answer that no cache keeps (errors, health, usage): the body is written once, its length
 * counted in bytes, and a HEAD gets the headers alone. As plain parts (what the Node server writes
 * to its socket) or as a web-standard Response (the access layer's refusals).
 */
import { CONTENT_TYPES } from './content-types.ts';

export interface JsonReply {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Uint8Array | undefined;
}

export function jsonReply(status: number, document: unknown, method: string, headers: Readonly<Record<string, string>> = {}): JsonReply {
  const body = new TextEncoder().encode(JSON.stringify(document));
  return {
    status,
    headers: { 'Content-Type': CONTENT_TYPES.json, 'Cache-Control': 'no-store', 'Content-Length': String(body.length), ...headers },
    body: method === 'HEAD' ? undefined : body,
  };
}

export function jsonResponse(status: number, document: unknown, method: string, headers: Readonly<Record<string, string>> = {}): Response {
  const reply = jsonReply(status, document, method, headers);
  return new Response(reply.body as Uint8Array<ArrayBuffer> | undefined, { status: reply.status, headers: reply.headers });
}
