/**
 * @module
 * What the server's core reads of a request and writes as an answer: plain values, so the Node
 * server writes a reply straight to its socket (no Request or Response objects on the hot path)
 * while the Worker and the tests wrap the same reply in a web-standard Response.
 */

/** The parts of a request the server looks at. */
export interface Incoming {
  readonly method: string;
  /** The request target as sent: path and query string, e.g. `/api/country?code=de`. */
  readonly target: string;
  /** A header by its lower-case name. */
  readonly header: (name: string) => string | undefined;
  /** Who asks, for per-client bounds and turns: the peer's address (or the address a CDN says it is). */
  readonly client: string;
  /** Scheme and host the request was sent to (`https://countries.example`), when known. */
  readonly origin?: string | undefined;
  /** Its Host header (or the authority of an absolute-form target), as sent: checked before anything else (host-header.ts). */
  readonly host?: string | undefined;
}

/** An answer: status, headers (a plain object, written as it is) and body (none for HEAD, 204, 304). */
export interface Reply {
  readonly status: number;
  /** Written as they are; never changed once made (the same object may serve many requests). */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * Headers of this answer alone, written after `headers` (the plans' RateLimit): `headers` can
   * then stay an object made once and reused, which a server writes in a form prepared once.
   */
  readonly moreHeaders?: Readonly<Record<string, string>>;
  readonly body: Uint8Array | undefined;
  /** Called by the server when the reply could not be sent (the client had gone): a metered request gives its count back (done once it resolves). */
  readonly unsent?: () => void | Promise<void>;
}

/** Headers objects made once and answered with many times (see {@link reusedHeaders}). */
const REUSED = new WeakSet<object>();

/**
 * Freezes a headers object that many replies will carry, and marks it so: a server may then
 * check and join it into its wire form once, not for every answer (prepared-head-net.ts).
 */
export function reusedHeaders<T extends Readonly<Record<string, string>>>(headers: T): T {
  REUSED.add(Object.freeze(headers));
  return headers;
}

/** Whether a headers object was made by {@link reusedHeaders}. */
export const isReused = (headers: object): boolean => REUSED.has(headers);

export const incomingOf = (request: Request): Incoming => {
  const url = new URL(request.url);
  return {
    method: request.method,
    target: url.pathname + url.search,
    header: (name) => request.headers.get(name) ?? undefined,
    // Cloudflare's word for the client's address; in-process requests have none.
    client: request.headers.get('cf-connecting-ip') ?? '',
    origin: url.origin,
    // Checked as sent: on Cloudflare it names the URL's host; Vercel's adapter keeps an invalid one here (its URL on a stand-in), for the app to refuse.
    host: request.headers.get('host') ?? url.host,
  };
};

/** All the headers of a reply, in one object. */
export const allHeaders = (reply: Reply): Readonly<Record<string, string>> => (reply.moreHeaders ? { ...reply.headers, ...reply.moreHeaders } : reply.headers);

export const responseOf = (reply: Reply): Response =>
  new Response(reply.body as Uint8Array<ArrayBuffer> | undefined, { status: reply.status, headers: allHeaders(reply) });
