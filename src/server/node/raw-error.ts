/**
 * @module
 * The reply to a request the HTTP parser refused before the app could see it (a head over
 * the size limit, a malformed request, one too slow to arrive), written to the socket as it
 * is: the API's JSON error body with the headers every API response carries, where Node
 * would send an empty 400 or 431.
 */
import type { ApiError, ErrorBody } from '../../api/errors.ts';
import { API_HEADERS } from '../http/app.ts';
import { CONTENT_TYPES } from '../../lib/content-types.ts';

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/** A request line this long is what made the head too large. */
const LONG_REQUEST_LINE = 8 * 1024;

/** The error body of a refused request, by the parser's error code; undefined when nothing should be written (the peer left). */
export function parserErrorBody(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): ErrorBody | undefined {
  switch (error.code) {
    case 'ECONNRESET':
    case 'EPIPE':
      return undefined;
    case 'HPE_HEADER_OVERFLOW': {
      // The head is over the limit: 414 when the request line alone takes half of it.
      const raw = error.rawPacket;
      const lineEnd = raw ? raw.indexOf('\n') : -1;
      if (raw && /^[A-Z]+ /.test(raw.subarray(0, 16).toString('latin1')) && (lineEnd < 0 || lineEnd >= LONG_REQUEST_LINE))
        return { status: 414, error: 'uri_too_long', message: 'The request line is longer than the server accepts (16 KiB for the whole head).' };
      return { status: 431, error: 'request_header_fields_too_large', message: 'The request headers are larger than the server accepts (16 KiB in all).' };
    }
    case 'HPE_INVALID_URL': {
      const suggestion = error.rawPacket ? percentEncodedTarget(error.rawPacket) : undefined;
      return {
        status: 400,
        error: 'bad_request',
        message: suggestion
          ? `The request target has characters that must be percent-encoded as UTF-8; send ${suggestion}`
          : 'The request target has characters that must be percent-encoded as UTF-8 (Ö is %C3%96, a space %20).',
      };
    }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, error: 'request_timeout', message: 'The request did not arrive in time.' };
    default:
      return { status: 400, error: 'bad_request', message: 'The request is not valid HTTP/1.1.' };
  }
}

/** Bytes a request target may carry as they are (RFC 3986 pchar, `/`, `?` and `%`). */
const TARGET_BYTE = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The request line's target with every byte that needs it percent-encoded (`?name=Österreich`
 * sent raw, as curl does, becomes `?name=%C3%96sterreich`); undefined when the line is not
 * there, or its bytes are not UTF-8 (their text cannot be known).
 */
export function percentEncodedTarget(raw: Buffer): string | undefined {
  const lineEnd = raw.indexOf('\r\n');
  const line = raw.subarray(0, lineEnd < 0 ? raw.length : lineEnd);
  const start = line.indexOf(' ') + 1;
  const end = line.lastIndexOf(' HTTP/');
  if (start === 0 || end <= start || end - start > 2048) return undefined;
  const target = line.subarray(start, end);
  try {
    utf8.decode(target);
  } catch {
    return undefined;
  }
  let out = '';
  for (const byte of target) {
    const c = String.fromCharCode(byte);
    out += byte < 0x80 && TARGET_BYTE.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The bytes of the whole response, closing the connection. */
export function rawErrorOf(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): Buffer | undefined {
  const body = parserErrorBody(error);
  return body && rawResponse(body, {});
}

/** An error the app never sees (CONNECT's 405), as the bytes of a whole response closing the connection. */
export const rawReply = (e: ApiError, more: Readonly<Record<string, string>> = {}): Buffer => rawResponse(e.body, more);

function rawResponse(body: ErrorBody, more: Readonly<Record<string, string>>): Buffer {
  const json = Buffer.from(JSON.stringify(body));
  const headers: Record<string, string> = {
    ...API_HEADERS,
    ...more,
    'Content-Type': CONTENT_TYPES.json,
    'Cache-Control': 'no-store',
    'Content-Length': String(json.length),
    Date: new Date().toUTCString(),
    Connection: 'close',
  };
  const head = `HTTP/1.1 ${body.status} ${REASONS[body.status] ?? 'Error'}\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), json]);
}
