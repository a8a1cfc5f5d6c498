/**
 * Clients that pipeline requests, of the real server (`npm start`): one that sends hundreds of
 * requests for large files and never reads holds about one answer of the server's memory, does
 * not hold up other clients, is closed once its answer has not moved for IDLE_TIMEOUT_MS, and
 * makes room past MAX_CONNECTIONS; one whose every request names another host (REST Countries'
 * links go on it) holds no more; a malformed request behind valid ones loses none of their answers.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpuSeconds, rssBytes } from '../../scripts/bench/processes.ts';
import { PIPELINE_LIMIT } from '../../src/server/node/edge-net.ts';
import { startServerProcess, type ServerProcess } from '../access/server-process.ts';

const running: ServerProcess[] = [];
const sockets: Socket[] = [];
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await Promise.all(running.map((s) => s.kill('SIGKILL')));
});

const start = async (env: Record<string, string> = {}) => {
  const server = await startServerProcess({ API_PLANS: 'off', ...env });
  running.push(server);
  return server;
};

/**
 * The servers, started together: one for each test that measures memory (a fresh baseline), one
 * closing idle connections early, and one capped at five connections on one thread, which the
 * tests of a single connection share (a cap of five changes nothing for one connection).
 */
let servers: { neverReading: ServerProcess; manyHosts: ServerProcess; idle: ServerProcess; capped: ServerProcess };
beforeAll(async () => {
  const [neverReading, manyHosts, idle, capped] = await Promise.all([
    start(),
    start(),
    start({ IDLE_TIMEOUT_MS: '2000' }),
    start({ MAX_CONNECTIONS: '5', WORKERS: '1' }),
  ]);
  servers = { neverReading, manyHosts, idle, capped };
});

/** The largest files of the build, asked for uncompressed: each answer is 0.4–1.6 MB. */
const LARGE = ['countries.xml', 'subdivisions.xml', 'countries.json', 'subdivisions.json', 'countries.csv'].map((f) => `/api/export/${f}`);
const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: test\r\nAccept-Encoding: identity\r\n\r\n`;

/** A connection that sends `count` pipelined requests for large files and never reads. */
function neverReading(url: string, count: number): Promise<Socket> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.pause();
      socket.write(Array.from({ length: count }, (_, i) => request(LARGE[i % LARGE.length]!)).join(''));
      resolve(socket);
    });
    socket.on('error', () => {});
    socket.once('error', reject);
    sockets.push(socket);
  });
}

/** Reads a paused socket to its end (or reset): how many answers it got. */
function drain(socket: Socket): Promise<{ answers: number }> {
  let answers = 0;
  let tail = '';
  socket.on('data', (chunk: Buffer) => {
    const text = tail + chunk.toString('latin1');
    let end = 0;
    for (const m of text.matchAll(/HTTP\/1\.1 \d{3} /g)) {
      answers++;
      end = m.index + m[0].length;
    }
    tail = text.slice(Math.max(end, text.length - 16));
  });
  socket.resume();
  return new Promise((resolve) => socket.once('close', () => resolve({ answers })));
}

const closed = (socket: Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('pipelining clients', () => {
  it('that never read hold about one answer each, and other clients are served meanwhile', { timeout: 120_000 }, async () => {
    const server = servers.neverReading;
    const pid = server.child.pid!;
    // Warm: the files asked for have been read once, so the baseline holds what serving them keeps.
    for (const path of LARGE) await (await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer();
    const before = rssBytes(pid)!;
    // 20 connections × 300 requests: ~5,000 MB of answers if each were made before the last left.
    await Promise.all(Array.from({ length: 20 }, () => neverReading(server.url, 300)));
    await sleep(3000);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/country/DE.json`, { signal: AbortSignal.timeout(10_000) });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(performance.now() - started).toBeLessThan(2_000);
    const grown = rssBytes(pid)! - before;
    // About one answer (≤ 1.6 MB) per connection, and the requests read but not yet answered.
    expect(grown).toBeLessThan(100 * 1024 * 1024);
  });

  it('that never read, each naming hosts of its own: a Host buys no more than a host’s worth of links', { timeout: 120_000 }, async () => {
    const server = servers.manyHosts;
    const pid = server.child.pid!;
    await (await fetch(`${server.url}/api/rest/v3.1/all`)).arrayBuffer();
    const before = rssBytes(pid)!;
    // The red team's 15 KB Host (REST Countries' links on it: a 9 MB answer), then the longest
    // valid ones (255 characters), each host asked once: every answer is computed afresh.
    const long = (n: number) => `${String(n).padStart(6, '0')}${'a'.repeat(53)}.${Array.from({ length: 249 }, () => 'a'.repeat(59)).join('.')}`;
    const longest = (n: number) => `${String(n).padStart(6, '0')}${'a'.repeat(57)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}:65535`;
    const asking = (host: string) => `GET /api/rest/v3.1/all HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: identity\r\n\r\n`;
    const { port, hostname } = new URL(server.url);
    for (let c = 0; c < 40; c++) {
      const socket = connect(Number(port), hostname);
      socket.pause();
      socket.on('error', () => {});
      sockets.push(socket);
      const hosts = [...Array.from({ length: 5 }, (_, i) => long(c * 10 + i)), ...Array.from({ length: 5 }, (_, i) => longest(c * 10 + i))];
      socket.write(hosts.map(asking).join(''));
    }
    // The highest it gets while the answers are made, garbage included: sampled until the server
    // has done what it will (2 s without a 10 ms of CPU: the answers made wait for readers that
    // never come), or 25 s at most.
    let peak = 0;
    const cpu = [cpuSeconds([pid])];
    for (let t = 0; t < 100; t++) {
      await sleep(250);
      peak = Math.max(peak, rssBytes(pid)! - before);
      cpu.push(cpuSeconds([pid]));
      if (cpu.length > 8 && cpu.at(-1)! - cpu.at(-9)! < 0.01) break;
    }
    // About one answer (~0.9 MB) a connection, ANSWER_CACHE_MB (32) and the garbage of 200 answers
    // made: 94-135 MB measured on a busy machine; 343 MB when a 15 KB Host was taken as one.
    expect(peak).toBeLessThan(224 * 1024 * 1024);
  });

  it('that never read are closed once their answer has not moved for IDLE_TIMEOUT_MS', { timeout: 60_000 }, async () => {
    const server = servers.idle;
    const socket = await neverReading(server.url, 50);
    await sleep(4000);
    // Read at last: what the server sent before it closed the connection, then its end; a
    // server that kept it open would now send all 50 answers (80 MB) and keep it alive.
    const read = drain(socket);
    expect((await read).answers).toBeLessThan(50);
  });

  it('past MAX_CONNECTIONS, a connection whose answer has stalled makes room', { timeout: 60_000 }, async () => {
    const server = servers.capped;
    const stalled: Socket[] = [];
    for (let i = 0; i < 5; i++) stalled.push(await neverReading(server.url, 50));
    // Past the time after which an answer that has not moved counts as stalled.
    await sleep(2000);
    const res = await fetch(`${server.url}/api/country/DE.json`, { signal: AbortSignal.timeout(10_000) });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    // The oldest made room: read at last, it ends before its 50 answers; the newest is still served.
    expect((await drain(stalled[0]!)).answers).toBeLessThan(50);
    expect(stalled.at(-1)!.destroyed).toBe(false);
    for (const socket of stalled) socket.destroy();
  });

  it('a malformed request behind valid ones: their answers come first, then its 400', { timeout: 60_000 }, async () => {
    const server = servers.capped;
    const { port, hostname } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    sockets.push(socket);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.write(request('/api/country/DE.json') + request('/api/country/FR.json') + 'GET /api/country/IT.json HTTP/1.1\r\nHost test\r\n\r\n');
    await closed(socket);
    const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
    expect(statuses).toEqual([200, 200, 400]);
    expect(received).toContain('"cca2":"DE"');
    expect(received).toContain('"cca2":"FR"');
  });

  it('past the pipeline limit in one write, answers what it queued, in order, then closes cleanly', { timeout: 60_000 }, async () => {
    const server = servers.capped;
    const { port, hostname } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    sockets.push(socket);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const ended = new Promise<string | undefined>((resolve) => {
      socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code));
      socket.once('close', () => resolve(undefined));
    });
    // 1,400 small requests in one write, as one TCP read brings them.
    const codes = ['DE', 'FR', 'IT', 'ES'];
    socket.write(Array.from({ length: 1400 }, (_, i) => request(`/api/country/${codes[i % 4]}.json`)).join(''));
    expect(await ended).toBeUndefined();
    const heads = [...received.matchAll(/HTTP\/1\.1 (\d{3}) [^\r]*\r\n((?:[^\r]+\r\n)*)\r\n/g)];
    // The first, answered at once, and the 128 it queued behind it: all of them, none reset.
    expect(heads.length).toBe(1 + PIPELINE_LIMIT);
    expect(heads.every((h) => h[1] === '200')).toBe(true);
    expect(heads.slice(0, -1).some((h) => /^connection: close/im.test(h[2]!))).toBe(false);
    expect(heads.at(-1)![2]).toMatch(/^connection: close/im);
    // In the order asked: each answer's first `"cca2":"XX"` is the country its request named.
    const order = received
      .split('HTTP/1.1 200')
      .slice(1)
      .map((answer) => /"cca2":"([A-Z]{2})"/.exec(answer)?.[1]);
    expect(order).toEqual(Array.from({ length: 1 + PIPELINE_LIMIT }, (_, i) => codes[i % 4]));
  });
});
