/**
 * With access plans on, every request the server counts against a key is answered, or given
 * back, and logged (docs/plans.md): an answer that closes its connection (the client's
 * `Connection: close`, a shutdown) is the connection's last, so the requests pipelined behind it
 * are never started, never counted; and a shutdown waits for the answers it has started.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { get, keys, startServerProcess, type ServerProcess } from './server-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'cr-counted-'));
const running: ServerProcess[] = [];
const sockets: Socket[] = [];
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await Promise.all(running.map((s) => s.kill('SIGKILL')));
  rmSync(dir, { recursive: true, force: true });
});

const start = async (env: Record<string, string>) => {
  const server = await startServerProcess(env);
  running.push(server);
  return server;
};

const keyed = (path: string, key: string, more = '') => `GET ${path} HTTP/1.1\r\nHost: test\r\nX-API-Key: ${key}\r\nAccept-Encoding: identity\r\n${more}\r\n`;

/** The complete answers in what a connection received (status line, head, and a body of its Content-Length). */
function answersIn(received: Buffer): Array<{ status: number; head: string }> {
  const answers: Array<{ status: number; head: string }> = [];
  let at = 0;
  for (;;) {
    const end = received.indexOf('\r\n\r\n', at);
    if (end < 0) return answers;
    const head = received.subarray(at, end).toString('latin1');
    const length = Number(/^content-length: *(\d+)/im.exec(head)?.[1] ?? 0);
    if (end + 4 + length > received.length) return answers;
    answers.push({ status: Number(head.slice(9, 12)), head });
    at = end + 4 + length;
  }
}

/** The access-log lines of a path, by status (CLF: `"GET /path HTTP/1.1" 200 …`). */
const logged = (output: string, path: string) =>
  [...output.matchAll(new RegExp(`"GET ${path.replace(/[.?]/g, '\\$&')} HTTP/1\\.1" (\\d{3}) `, 'g'))].map((m) => Number(m[1]));

/** A server with plans on (one serving thread) and a MEGA key, and a raw connection to it: what it receives, and its end. */
async function keyedConnection(name: string, readSlowly = false) {
  const env = { API_USAGE_DB: join(dir, name, 'usage.db'), WORKERS: '1' };
  const key = (await keys(env, 'create', '--plan', 'MEGA')).at(-1)!;
  const server = await start(env);
  const { port, hostname } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  sockets.push(socket);
  socket.on('error', () => {});
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    if (!readSlowly) return;
    // Read slowly: 64 KiB every 20 ms, so answers (1 MB and more each) leave one after another.
    socket.pause();
    setTimeout(() => socket.resume(), 20);
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { env, key, server, socket, closed, received: () => Buffer.concat(chunks) };
}

const used = async (url: string, key: string) => ((await (await get(`${url}/api/usage`, key)).json()) as { used: number }).used;

describe('requests counted against a key', () => {
  it('behind an answer that closes the connection are never started: neither answered nor counted', { timeout: 60_000 }, async () => {
    const { key, server, socket, closed, received } = await keyedConnection('close');
    socket.write(keyed('/api/stats.json', key, 'Connection: close\r\n') + keyed('/api/stats.json', key).repeat(3));
    await closed;
    expect(answersIn(received()).map((a) => a.status)).toEqual([200]);
    expect(await used(server.url, key)).toBe(1);
    // The log is written in batches (a few ms apart): the line comes, and no other.
    await vi.waitFor(() => expect(logged(server.output(), '/api/stats.json')).toEqual([200]), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 500));
    expect(logged(server.output(), '/api/stats.json')).toEqual([200]);
  });

  it('on a connection read slowly when SIGTERM comes: each is answered, or given back, and logged', { timeout: 90_000 }, async () => {
    const { env, key, server, socket, closed, received } = await keyedConnection('shutdown', true);
    socket.write(keyed('/api/export/countries.csv', key).repeat(12));
    await new Promise((r) => setTimeout(r, 500));
    const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
    server.child.kill('SIGTERM');
    await closed;
    await exited;
    const answers = answersIn(received());
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // The last one closed the connection, and none came after it.
    expect(answers.at(-1)!.head).toMatch(/^connection: close/im);
    const log = logged(server.output(), '/api/export/countries.csv');

    const again = await start(env);
    // Counted: exactly the answers the client got; logged: each of them (a 499 would be one given back).
    expect(await used(again.url, key)).toBe(answers.length);
    expect(log.filter((s) => s === 200)).toHaveLength(answers.length);
    expect(log.filter((s) => s !== 200 && s !== 499)).toEqual([]);
  });
});
