/**
 * The real server over HTTP: `startServer` on an ephemeral port serves files and the query
 * form, writes one Common Log Format line per request, and stops gracefully (a request under
 * way is answered in full). `npm start`'s server as a process of its own: tests/process/ (its
 * start, its answers, its exit on SIGTERM in server-shutdown.test.ts).
 */
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/node/node-net.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { TEST_CACHE_DIR, outDir } from '../helpers.ts';
import { siteFilesRecord } from '../../src/build/staleness-fs.ts';
import { createAccessControl } from '../../src/access/access-control.ts';
import { hashKey, newKey } from '../../src/access/keys.ts';
import { parsePlans } from '../../src/access/plans.ts';
import { createMemoryStore } from '../../src/stores/memory.ts';
import { CONTENT_TYPES, buildFile, bytesOf } from './server-app.ts';

/** `127.0.0.1 - - [22/Nov/2026:04:55:00 +0000] "GET /path HTTP/1.1" 200 1234` */
const CLF = /^(\S+) - - \[(\d{2})\/([A-Z][a-z]{2})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) \+0000\] "(\S+) (\S+) (HTTP\/\d\.\d)" (\d{3}) (\d+|-)$/;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('startServer', () => {
  let running: RunningServer;
  let logged = '';
  let closed = false;
  const logLines = () => logged.split('\n').filter(Boolean);
  let marks = 0;
  /**
   * Asks for a page no other test asks for and waits for its log line: the lines logged since
   * are those of the requests that follow (lines are written in chunks, earlier tests' may come late).
   */
  async function markLog(): Promise<() => string[]> {
    const mark = `/log-mark-${++marks}`;
    await (await fetch(running.url + mark)).arrayBuffer();
    await vi.waitFor(() => expect(logged).toContain(` ${mark} `), { timeout: 5000 });
    return () => {
      const lines = logLines();
      return lines.slice(lines.findIndex((line) => line.includes(` ${mark} `)) + 1);
    };
  }

  beforeAll(async () => {
    running = await startServer({
      datasetFile: inject('datasetFile'),
      outDir: outDir(),
      cacheDir: TEST_CACHE_DIR,
      siteFiles: siteFilesRecord(resolve('.'), outDir()),
      host: '127.0.0.1',
      port: 0,
      log: (chunk) => (logged += Buffer.from(chunk).toString('latin1')),
      // One serving thread, this one: the tests watch its connections and requests.
      limits: { workers: 1 },
    });
  });

  afterAll(async () => {
    if (!closed) await running.close();
  });

  it('listens on the port it was given by the system, on the host asked for', () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(Number(new URL(running.url).port)).toBeGreaterThan(0);
  });

  it('serves a static file over HTTP', async () => {
    const res = await fetch(`${running.url}/api/country/DE.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(CONTENT_TYPES.json);
    expect((await bytesOf(res)).equals(buildFile('api/country/DE.json'))).toBe(true);
  });

  it('answers the query form over HTTP with the same bytes', async () => {
    const res = await fetch(`${running.url}/api/country?code=de`);
    expect(res.status).toBe(200);
    expect((await bytesOf(res)).equals(buildFile('api/country/DE.json'))).toBe(true);
  });

  it('writes one Common Log Format line per request', async () => {
    const logLines = await markLog();
    const asked = [
      { method: 'GET', target: '/api/country/DE.json', status: 200 },
      { method: 'GET', target: '/api/countries?region=Europe&sort=population', status: 200 },
      { method: 'HEAD', target: '/api/stats.json', status: 200 },
      { method: 'GET', target: '/api/country?code=ZZ', status: 404 },
      { method: 'GET', target: '/no-such-page', status: 404 },
    ];
    // CLF's size is the body bytes sent, `-` for none (HEAD).
    const sizes: string[] = [];
    const before = Math.floor(Date.now() / 1000) * 1000;
    for (const { method, target } of asked) {
      const res = await fetch(running.url + target, { method, headers: { 'Accept-Encoding': 'identity' } });
      const received = (await res.arrayBuffer()).byteLength;
      sizes.push(method === 'HEAD' ? '-' : String(received));
    }
    await vi.waitFor(() => expect(logLines().length).toBeGreaterThanOrEqual(asked.length), { timeout: 5000 });
    const lines = logLines();
    expect(lines).toHaveLength(asked.length);
    const after = Date.now();
    lines.forEach((line, i) => {
      const m = CLF.exec(line);
      expect(m, line).not.toBeNull();
      const [, remote, day, month, year, hour, minute, second, method, target, protocol, status, bytes] = m!;
      expect({ remote, method, target, protocol, status: Number(status) }).toEqual({
        remote: '127.0.0.1',
        method: asked[i]!.method,
        target: asked[i]!.target,
        protocol: 'HTTP/1.1',
        status: asked[i]!.status,
      });
      expect(bytes).toBe(sizes[i]);
      // The time is the request's, in UTC, to the second.
      const at = Date.UTC(Number(year), MONTHS.indexOf(month!), Number(day), Number(hour), Number(minute), Number(second));
      expect(at).toBeGreaterThanOrEqual(before);
      expect(at).toBeLessThanOrEqual(after);
    });
  });

  /** The raw response to raw request bytes: status line, lower-cased headers, body. */
  async function raw(bytes: string | Buffer): Promise<{ status: string; headers: Record<string, string>; body: string }> {
    const socket = connect(Number(new URL(running.url).port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.write(bytes);
    await once(socket, 'close');
    const text = Buffer.concat(chunks).toString('utf8');
    const [head = '', body = ''] = text.split('\r\n\r\n');
    const [status = '', ...lines] = head.split('\r\n');
    return { status, headers: Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()])), body };
  }

  it.each([
    ['headers over 16 KiB', `GET /api/country/DE.json HTTP/1.1\r\nHost: t\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a request line over 16 KiB', `GET /api/country?code=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: t\r\n\r\n`, 414],
    ['an unparseable Host', 'GET /api/country/DE.json HTTP/1.1\r\nHost: bad host\r\nConnection: close\r\n\r\n', 400],
    ['no Host in HTTP/1.1', 'GET /api/country/DE.json HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
    ['a malformed request line', 'GET\x01 / HTTP/1.1\r\nHost: t\r\n\r\n', 400],
    ['two Host headers', 'GET /api/country/DE.json HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n', 400],
    ['an Expect other than 100-continue', 'GET /api/country/DE.json HTTP/1.1\r\nHost: t\r\nExpect: foo\r\nConnection: close\r\n\r\n', 417],
    [
      'a raw target that is not UTF-8 (Latin-1 Ö)',
      Buffer.from('GET /api/country?name=\xd6sterreich HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n', 'latin1'),
      400,
    ],
  ])('answers %s with the JSON error body and the headers of every API response', async (_what, bytes, status) => {
    const res = await raw(bytes);
    expect(res.status).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(res.headers).toMatchObject({
      'content-type': CONTENT_TYPES.json,
      'content-length': String(Buffer.byteLength(res.body)),
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
    });
    expect(JSON.parse(res.body)).toMatchObject({ status, error: expect.stringMatching(/^[a-z_]+$/), message: expect.any(String) });
  });

  // Node's parser refuses raw bytes past ASCII in a target; the answer says what to send instead.
  it('answers a raw UTF-8 query (as curl sends ?name=Österreich) with the target to send', async () => {
    const res = await raw('GET /api/country?name=Österreich HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n');
    expect(res.status).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(res.body)).toMatchObject({ status: 400, message: expect.stringContaining('send /api/country?name=%C3%96sterreich') });
    // …which is answered.
    expect((await fetch(`${running.url}/api/country?name=%C3%96sterreich`)).status).toBe(200);
  });

  it('logs a quote in a target escaped, so the line keeps its fields', async () => {
    const logLines = await markLog();
    await raw('GET /api/"x" HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n');
    await vi.waitFor(() => expect(logLines().length).toBe(1), { timeout: 5000 });
    expect(logLines()[0]).toMatch(CLF);
    expect(logLines()[0]).toContain('"GET /api/\\x22x\\x22 HTTP/1.1" 404');
  });

  it('answers a static file while uncached lists are being computed for other clients (render threads)', async () => {
    expect(running.renderThreads).toBeGreaterThanOrEqual(1);
    // Four distinct full lists in XML, each tens of ms of work: the file is asked once the server
    // has received all four. Computed on the thread that serves, they would all be done (and
    // answered) before it could even read the file's request.
    const lists = Array.from({ length: 4 }, (_, i) => `/api/countries?limit=${250 - i}&sort=area&order=desc&format=xml&q=a`);
    let received = 0;
    const allReceived = new Promise<void>((resolve) => {
      const seen = (req: IncomingMessage) => {
        if (lists.includes(req.url ?? '') && ++received === lists.length) {
          running.server.off('request', seen);
          resolve();
        }
      };
      running.server.on('request', seen);
    });
    const order: string[] = [];
    const ask = (path: string) =>
      fetch(running.url + path).then(async (r) => {
        await r.arrayBuffer();
        order.push(path);
        return r.status;
      });
    const listStatuses = Promise.all(lists.map(ask));
    await allReceived;
    expect(await ask('/api/country/DE.json')).toBe(200);
    expect(await listStatuses).toEqual([200, 200, 200, 200]);
    // The file came back while at least one list was still being computed.
    expect(order.indexOf('/api/country/DE.json')).toBeLessThan(lists.length);
  });

  it('close() finishes a request under way, then resolves, then refuses connections', async () => {
    const file = buildFile('api/export/countries.xml');
    const port = Number(new URL(running.url).port);
    const accepted = once(running.server, 'connection') as Promise<[Socket]>;
    const client = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    client.on('data', (chunk: Buffer) => received.push(chunk));
    const ended = once(client, 'close');
    // The request starts before the stop: its head arrives, all but the blank line that ends it.
    const head = 'GET /api/export/countries.xml HTTP/1.1\r\nHost: test\r\nAccept-Encoding: identity\r\n';
    client.write(head);
    const [serverSide] = await accepted;
    await vi.waitFor(() => expect(serverSide.bytesRead).toBe(head.length), { timeout: 5000 });

    const stopping = running.close();
    closed = true;
    client.write('\r\n');
    await ended;
    await stopping;

    const response = Buffer.concat(received);
    const split = response.indexOf('\r\n\r\n');
    const responseHead = response.subarray(0, split).toString('latin1');
    expect(responseHead).toMatch(/^HTTP\/1\.1 200 /);
    // The answer tells the client this connection ends, so the stop does not wait for it to idle out.
    expect(responseHead).toMatch(/\r\nconnection: close\r\n/i);
    expect(response.subarray(split + 4).equals(file)).toBe(true);
    await expect(fetch(`${running.url}/api/stats.json`)).rejects.toThrow();
  });
});

describe('billing only answers served', () => {
  it('gives back the count of a request whose client left before its answer was ready, and logs it as 499', async () => {
    const store = createMemoryStore();
    const key = newKey();
    await store.addKey({
      id: 'k_gone',
      hash: await hashKey(key),
      prefix: 'cr_xxxx',
      name: null,
      plan: 'MEGA',
      createdAt: '2026-01-01T00:00:00Z',
      revokedAt: null,
    });
    const plans = parsePlans(JSON.parse(readFileSync(resolve('data/plans.json'), 'utf8')), 'data/plans.json');
    const now = Date.UTC(2026, 5, 15);
    let logged = '';
    const server = await startServer({
      datasetFile: inject('datasetFile'),
      outDir: outDir(),
      cacheDir: TEST_CACHE_DIR,
      siteFiles: siteFilesRecord(resolve('.'), outDir()),
      host: '127.0.0.1',
      port: 0,
      log: (chunk) => (logged += Buffer.from(chunk).toString('latin1')),
      access: createAccessControl({ plans, store, now: () => now }),
      limits: { workers: 1 },
    });
    try {
      // An uncached 250-row list in XML: tens of ms of work on a render thread.
      const target = '/api/countries?limit=250&sort=gini&order=desc&format=xml';
      const client = connect(Number(new URL(server.url).port), '127.0.0.1');
      const received = once(server.server, 'request');
      client.write(`GET ${target} HTTP/1.1\r\nHost: t\r\nX-API-Key: ${key}\r\n\r\n`);
      await received;
      client.destroy();
      await vi.waitFor(() => expect(logged).toContain(`"GET ${target} HTTP/1.1" 499 -`), { timeout: 10_000 });
      expect((await store.usage('k_gone', '2026-06')).used).toBe(0);
      // The same request, read to the end, is billed.
      const res = await fetch(server.url + target, { headers: { 'X-API-Key': key } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      expect((await store.usage('k_gone', '2026-06')).used).toBe(1);
    } finally {
      await server.close();
    }
  });
});
