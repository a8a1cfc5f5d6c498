import { createServer, ServerResponse, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { headFor, nodeMajor, PreparedHead, PreparedResponse, storeHeaderOn, TESTED_NODE_MAJORS } from './prepared-head-net.ts';
import { reusedHeaders } from '../http/reply.ts';

const BODY = Buffer.from('{"ok":true}');
const REUSED = reusedHeaders({
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "frame-ancestors 'none'",
  ETag: '"abc"',
  'Content-Type': 'application/json; charset=utf-8',
  'Content-Length': String(BODY.length),
});

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Raw bytes answered to `requests`, sent at once on one connection, read until the server closes it. */
async function exchange(requests: string, headers: Readonly<Record<string, string>>, more?: Readonly<Record<string, string>>): Promise<string> {
  server = createServer({ ServerResponse: PreparedResponse, keepAliveTimeout: 200 }, (req, res) => {
    res.writeHead(200, headFor(headers, more));
    res.end(req.method === 'HEAD' ? undefined : BODY);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  socket.write(requests);
  let raw = '';
  socket.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
  await new Promise((resolve) => socket.once('close', resolve));
  return raw;
}

/** Each answer's head, as its lines (the body, which never holds a status line, cut off). */
const heads = (raw: string) => raw.split(/(?=HTTP\/1\.1 )/).map((answer) => answer.slice(0, answer.indexOf('\r\n\r\n')).split('\r\n'));

describe('prepared heads', () => {
  // node:http's `_storeHeader` is private: a Node major these tests have not passed on must be
  // tried before the server relies on it there (add it to TESTED_NODE_MAJORS once they pass).
  it(`runs on a Node major the override of _storeHeader was tested on (${TESTED_NODE_MAJORS.join(', ')})`, () => {
    expect(TESTED_NODE_MAJORS).toContain(nodeMajor());
    expect(PreparedResponse).not.toBe(ServerResponse);
  });

  it("leaves node:http's own step alone on any other major", () => {
    expect(storeHeaderOn(nodeMajor('24.21.0'))).toBeTypeOf('function');
    expect(storeHeaderOn(nodeMajor('25.0.0'))).toBeUndefined();
    expect(storeHeaderOn(nodeMajor('22.12.0'))).toBeUndefined();
  });

  it('writes reused headers once each, and node:http still frames and keeps the connection alive', async () => {
    const raw = await exchange(
      'GET /a HTTP/1.1\r\nHost: x\r\n\r\nHEAD /b HTTP/1.1\r\nHost: x\r\n\r\nGET /c HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      REUSED,
    );
    const [first, second, third] = heads(raw);
    for (const head of [first!, second!, third!]) {
      expect(head[0]).toBe('HTTP/1.1 200 OK');
      for (const [name, value] of Object.entries(REUSED)) expect(head.filter((line) => line === `${name}: ${value}`)).toHaveLength(1);
      expect(head.filter((line) => line.startsWith('Date: '))).toHaveLength(1);
      // Every line a header: nothing of the prepared object itself leaks out.
      expect(head.slice(1).every((line) => /^[A-Za-z-]+: /.test(line))).toBe(true);
    }
    expect(first).toContain('Connection: keep-alive');
    expect(third).toContain('Connection: close');
    // Two bodies (GET), none for HEAD: Content-Length framed them.
    expect(raw.split(BODY.toString()).length - 1).toBe(2);
  });

  it('leaves headers made for one answer as they are', () => {
    const once = { ETag: '"x"' };
    expect(headFor(once)).toBe(once);
    expect(headFor(REUSED)).toBeInstanceOf(PreparedHead);
    expect(headFor(REUSED)).toBe(headFor(REUSED));
  });

  it("writes an answer's own headers after the prepared ones, each once, and node:http checks them", async () => {
    const [head] = heads(await exchange('GET /a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', REUSED, { RateLimit: '"second";r=9;t=1' }));
    for (const [name, value] of Object.entries(REUSED)) expect(head!.filter((line) => line === `${name}: ${value}`)).toHaveLength(1);
    expect(head!.filter((line) => line === 'RateLimit: "second";r=9;t=1')).toHaveLength(1);
    expect(head!.indexOf('RateLimit: "second";r=9;t=1')).toBeGreaterThan(head!.indexOf('ETag: "abc"'));
    expect(headFor(REUSED, { RateLimit: 'x' })).toBeInstanceOf(PreparedHead);
    expect(() => new PreparedResponse({ method: 'GET' } as never).writeHead(200, headFor(REUSED, { RateLimit: 'a\r\nInjected: yes' }))).toThrow(
      /Invalid character/,
    );
  });

  it("lets an answer's own header replace a prepared one of the same name, written once", async () => {
    const [head] = heads(await exchange('GET /a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', REUSED, { ETag: '"mine"' }));
    expect(head!.filter((line) => line.startsWith('ETag: '))).toEqual(['ETag: "mine"']);
  });

  it('checks names and values as node:http would, once, when prepared', () => {
    expect(() => new PreparedHead({ 'X-Bad': 'a\r\nInjected: yes' })).toThrow(/Invalid character/);
    expect(() => new PreparedHead({ 'Bad Name': 'a' })).toThrow(/valid HTTP token/);
  });
});
