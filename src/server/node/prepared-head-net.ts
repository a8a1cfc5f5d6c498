/**
 * @module
 * The wire form of headers that many answers carry (reply.ts's `reusedHeaders`: a file's
 * headers in one encoding), checked and joined once. Given a headers object, node:http checks
 * every name and value against the grammar and joins them, for every answer: a dozen headers
 * (security, CORS, caching) cost a serving thread more than parsing the request does. A
 * {@link PreparedHead} is checked when it is made, with node:http's own checks, and
 * {@link PreparedResponse} writes it as it is. The headers that decide the message's framing
 * and the connection's fate (Content-Length, Connection, …) are still handed to node:http one
 * by one, so it frames the message and keeps the connection alive exactly as it would.
 */
import { ServerResponse, validateHeaderName, validateHeaderValue, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { isReused } from '../http/reply.ts';

/** Headers node:http reads to frame a message or manage the connection (`matchHeader` in its `_http_outgoing`), and Content-Disposition, which it re-encodes. */
const HANDED_OVER = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'expect', 'trailer', 'content-disposition']);

/** Headers in their wire form: the lines written as they are, and those node:http must see. */
export class PreparedHead {
  /** `Name: value\r\n` for each header node:http need not see, checked. */
  readonly lines: string;
  /** The others, as node:http's flat list: name, value, name, value. */
  readonly handedOver: readonly string[];

  /**
   * `headers` checked and joined; or, with `base`, base's head with `headers` handed over (the
   * headers of one answer: node:http checks them as it writes them).
   */
  constructor(headers: Readonly<Record<string, string>>, base?: PreparedHead) {
    if (base) {
      this.lines = base.lines;
      this.handedOver = [...base.handedOver, ...Object.entries(headers).flat()];
      return;
    }
    let lines = '';
    const handedOver: string[] = [];
    for (const [name, value] of Object.entries(headers)) {
      validateHeaderName(name);
      validateHeaderValue(name, value);
      if (HANDED_OVER.has(name.toLowerCase())) handedOver.push(name, value);
      else lines += `${name}: ${value}\r\n`;
    }
    this.lines = lines;
    this.handedOver = handedOver;
  }
}

/**
 * The Node majors whose node:http this module was tested against (prepared-head-net.test.ts,
 * which fails on any other): `_storeHeader` is private, and a release may change what it is
 * given or does without notice. On another major the server uses node:http's own response.
 */
export const TESTED_NODE_MAJORS: readonly number[] = [24];
export const nodeMajor = (version: string = process.versions.node): number => Number(version.split('.')[0]);

type StoreHeader = (this: ServerResponse, firstLine: string, headers: unknown) => void;
/** node:http's own step that turns the status line and headers into the message's head, on a tested major only. */
export const storeHeaderOn = (major: number): StoreHeader | undefined =>
  TESTED_NODE_MAJORS.includes(major) ? (ServerResponse.prototype as unknown as { _storeHeader?: StoreHeader })._storeHeader : undefined;
const storeHeader = storeHeaderOn(nodeMajor());

/**
 * A response that writes a {@link PreparedHead} as it is (after the status line, before the
 * headers node:http adds: Date, Connection, Keep-Alive); any other headers as node:http does.
 * On a Node major it was not tested on, or one without the step it relies on, it is
 * node:http's own response, and {@link headFor} never prepares a head.
 */
export const PreparedResponse: typeof ServerResponse =
  storeHeader === undefined
    ? ServerResponse
    : class PreparedResponse<R extends IncomingMessage = IncomingMessage> extends ServerResponse<R> {
        _storeHeader(firstLine: string, headers: unknown): void {
          if (headers instanceof PreparedHead) storeHeader.call(this, firstLine + headers.lines, headers.handedOver);
          else storeHeader.call(this, firstLine, headers);
        }
      };

const prepared = new WeakMap<object, PreparedHead>();

/**
 * What to give `writeHead` for a reply's headers (and the headers of that answer alone, written
 * after them): their prepared head when they are reused ones (made once, then found by the
 * object's identity), else the headers themselves.
 */
export function headFor(headers: Readonly<Record<string, string>>, more?: Readonly<Record<string, string>>): OutgoingHttpHeaders {
  const head = storeHeader === undefined ? undefined : preparedHead(headers);
  if (!head) return more ? { ...headers, ...more } : headers;
  if (!more) return head as unknown as OutgoingHttpHeaders;
  // A header of `more` that `headers` has too replaces it, which only the plain object does.
  for (const name in more) if (Object.hasOwn(headers, name)) return { ...headers, ...more };
  return new PreparedHead(more, head) as unknown as OutgoingHttpHeaders;
}

/** The prepared head of reused headers (made once, then found by the object's identity); none for others. */
function preparedHead(headers: Readonly<Record<string, string>>): PreparedHead | undefined {
  let head = prepared.get(headers);
  if (!head && isReused(headers)) prepared.set(headers, (head = new PreparedHead(headers)));
  return head;
}
