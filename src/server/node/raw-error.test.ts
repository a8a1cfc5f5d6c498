import { describe, expect, it } from 'vitest';
import { parserErrorBody, rawErrorOf } from './raw-error.ts';

const parserError = (code: string, rawPacket?: string) => Object.assign(new Error(code), { code, ...(rawPacket ? { rawPacket: Buffer.from(rawPacket) } : {}) });

describe('replies to requests the HTTP parser refused', () => {
  it('tells an over-long request line (414) from over-large headers (431)', () => {
    expect(parserErrorBody(parserError('HPE_HEADER_OVERFLOW', `GET /${'a'.repeat(9000)}`))?.status).toBe(414);
    expect(parserErrorBody(parserError('HPE_HEADER_OVERFLOW', `GET /x HTTP/1.1\r\nX-Big: ${'a'.repeat(9000)}`))?.status).toBe(431);
  });

  it('answers a malformed request 400 and a slow one 408, and nothing to a peer that left', () => {
    expect(parserErrorBody(parserError('HPE_INVALID_METHOD'))?.status).toBe(400);
    expect(parserErrorBody(parserError('ERR_HTTP_REQUEST_TIMEOUT'))?.status).toBe(408);
    expect(parserErrorBody(parserError('ECONNRESET'))).toBeUndefined();
  });

  it('answers a raw non-ASCII target with the percent-encoded target to send instead', () => {
    const utf8 = Buffer.from('GET /api/country?name=Österreich HTTP/1.1\r\nHost: t\r\n\r\n', 'utf8');
    expect(parserErrorBody(Object.assign(new Error('x'), { code: 'HPE_INVALID_URL', rawPacket: utf8 }))).toEqual({
      status: 400,
      error: 'bad_request',
      message: 'The request target has characters that must be percent-encoded as UTF-8; send /api/country?name=%C3%96sterreich',
    });
    // Latin-1 bytes cannot be read as text: the rule, with an example.
    const latin1 = Buffer.from('GET /api/country?name=\xd6sterreich HTTP/1.1\r\n', 'latin1');
    expect(parserErrorBody(Object.assign(new Error('x'), { code: 'HPE_INVALID_URL', rawPacket: latin1 }))?.message).toMatch(/UTF-8 \(Ö is %C3%96/);
  });

  it('writes a whole HTTP/1.1 response: JSON body, its length, nosniff, CORS, and Connection: close', () => {
    const raw = rawErrorOf(parserError('HPE_HEADER_OVERFLOW', 'GET /x HTTP/1.1\r\nX: y'))!.toString('latin1');
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    const lines = head.split('\r\n');
    expect(lines[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    const headers = Object.fromEntries(lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 2)]));
    expect(headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
      connection: 'close',
    });
    expect(JSON.parse(body)).toMatchObject({ status: 431, error: 'request_header_fields_too_large' });
  });
});
