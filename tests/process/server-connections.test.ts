/**
 * Connection hygiene of the real server (`npm start`): thousands of idle and half-open
 * connections do not lock other clients out, past the connection cap the oldest idle or
 * half-open connection makes room, and a head that does not arrive in time is answered 408.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startServerProcess, type ServerProcess } from '../access/server-process.ts';

const running: ServerProcess[] = [];
const sockets: Socket[] = [];
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await Promise.all(running.map((s) => s.kill('SIGKILL')));
});

const start = async (env: Record<string, string>) => {
  const server = await startServerProcess({ API_PLANS: 'off', ...env });
  running.push(server);
  return server;
};

/** `n` connections: idle ones send nothing, half-open ones the start of a request head. */
async function open(url: string, n: number, kind: 'idle' | 'half-open'): Promise<Socket[]> {
  const { port, hostname } = new URL(url);
  const opened: Socket[] = [];
  for (let i = 0; i < n; i += 250) {
    const batch = await Promise.all(
      Array.from(
        { length: Math.min(250, n - i) },
        () =>
          new Promise<Socket>((resolve, reject) => {
            const socket = connect(Number(port), hostname, () => {
              if (kind === 'half-open') socket.write('GET /api/country/DE.json HTTP/1.1\r\nHost: test\r\nX-Slow: ');
              resolve(socket);
            });
            socket.on('error', () => {});
            socket.once('error', reject);
          }),
      ),
    );
    opened.push(...batch);
  }
  sockets.push(...opened);
  return opened;
}

describe('connections', () => {
  it('serves other clients while 5,000 idle and half-open connections are open', { timeout: 120_000 }, async () => {
    const server = await start({});
    await open(server.url, 2500, 'idle');
    await open(server.url, 2500, 'half-open');
    const started = performance.now();
    const res = await fetch(`${server.url}/api/country?code=de`, { signal: AbortSignal.timeout(10_000) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { cca2: string }).cca2).toBe('DE');
    // Far from the seconds a locked-out client would wait, and well within one timeout.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('past MAX_CONNECTIONS, closes the oldest connection that has no request under way', { timeout: 60_000 }, async () => {
    // One serving thread: the cap is split between the threads, each evicting among its own connections.
    const server = await start({ MAX_CONNECTIONS: '50', WORKERS: '1' });
    const halfOpen = await open(server.url, 50, 'half-open');
    const closed = halfOpen.map((s) => new Promise<void>((resolve) => s.once('close', () => resolve())));
    const res = await fetch(`${server.url}/api/country/DE.json`, { signal: AbortSignal.timeout(10_000) });
    expect(res.status).toBe(200);
    // The first one opened made room (fetch's own connection may have taken a second's place).
    await closed[0];
    expect(halfOpen[0]!.destroyed).toBe(true);
    expect(halfOpen.at(-1)!.destroyed).toBe(false);
  });

  it('answers a head that does not arrive within HEADERS_TIMEOUT_MS with a JSON 408, and closes', { timeout: 60_000 }, async () => {
    const server = await start({ HEADERS_TIMEOUT_MS: '1000' });
    const [socket] = await open(server.url, 1, 'half-open');
    let received = '';
    socket!.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const started = performance.now();
    await new Promise<void>((resolve) => socket!.once('close', () => resolve()));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 408, error: 'request_timeout' });
  });

  it('holds connections below the descriptor limit (ulimit -n), says so, and so still lets a new client in past it', { timeout: 90_000 }, async () => {
    const server = await startServerProcess({ API_PLANS: 'off', WORKERS: '1' }, { openFiles: 256 });
    running.push(server);
    // (256 − 100) / 2: each connection may need a second descriptor, for the file read for it.
    await vi.waitFor(
      () =>
        expect(server.output()).toMatch(
          /limits: 78 connections \(MAX_CONNECTIONS is 10000, but this process may open 256 files, ulimit -n, and a connection may need two\)/,
        ),
      { timeout: 5000 },
    );
    // More idle connections than the process has descriptors: past the cap, the oldest make room.
    await open(server.url, 300, 'idle');
    const res = await fetch(`${server.url}/api/country/DE.json`, { signal: AbortSignal.timeout(10_000) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { cca2: string }).cca2).toBe('DE');
  });
});
