/**
 * Graceful shutdown of `npm start` (scripts/start.mjs) under load: on SIGTERM (or SIGHUP) every request
 * already sent, on a new or a keep-alive connection, is answered (with `Connection: close`),
 * no connection is reset, and the process exits 0. Before it is ready, a signal ends the work it
 * has started in other processes (the index of the build) with it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { baseEnv, spawnServer, startServerProcess, type ServerProcess } from '../access/server-process.ts';
import { outDir } from '../helpers.ts';
import { timeScale } from '../time-scale.ts';
import { freePort } from '../../scripts/lib/free-port.ts';

const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.kill('SIGKILL')));
});

interface Outcome {
  status?: number;
  connection?: string;
  error?: string;
}

/** One GET on a keep-alive agent: its status and Connection header, or the socket error's code. */
function get(url: string, agent: Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, connection: String(res.headers.connection) }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end();
  });
}

describe('SIGTERM (and SIGHUP)', () => {
  // SIGHUP's default would end the process at once, resetting the requests under way.
  it.each(['SIGTERM', 'SIGHUP'] as const)(
    '%s: answers every request of 30 busy keep-alive clients already sent, resets none, and exits 0',
    { timeout: 60_000 },
    async (signal) => {
      // An idle keep-alive connection has SHUTDOWN_DRAIN_MS to bring its next request (docs/deploy.md);
      // 30 clients in one test process, on a machine busy with other tests, can take longer than the
      // default 500 ms between an answer and the next request, and a request sent after the window
      // meets a closed connection, as it would on any server.
      const server = await startServerProcess({ API_PLANS: 'off', SHUTDOWN_DRAIN_MS: '3000' });
      running.push(server);
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
      // It serves the build it was given: the query form's answer has the bytes of its file.
      const asked = await fetch(`${server.url}/api/country?code=de`);
      expect(Buffer.from(await asked.arrayBuffer()).equals(readFileSync(join(outDir(), 'api/country/DE.json')))).toBe(true);
      const outcomes: Outcome[] = [];
      const paths = ['/api/country/DE.json', '/api/countries?region=Europe&sort=population', '/api/export/countries.xml', '/'];
      // Each client sends its next request as soon as it has an answer, on its one keep-alive connection.
      const clients = Array.from({ length: 30 }, async (_, i) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        for (let n = 0; ; n++) {
          const outcome = await get(server.url + paths[(i + n) % paths.length], agent);
          outcomes.push(outcome);
          // Once the server has stopped listening, a new connection is refused: the client is done.
          if (outcome.error === 'ECONNREFUSED') break;
        }
        agent.destroy();
      });
      // Let every client get going, then stop the server under their load.
      await new Promise((r) => setTimeout(r, 1500));
      const before = outcomes.length;
      server.child.kill(signal);
      await Promise.all(clients);

      expect(before).toBeGreaterThan(30);
      const failures = outcomes.filter((o) => o.error !== undefined && o.error !== 'ECONNREFUSED');
      expect(failures).toEqual([]);
      expect(outcomes.filter((o) => o.status !== undefined && o.status !== 200)).toEqual([]);
      expect(outcomes.filter((o) => o.connection === 'close').length).toBeGreaterThanOrEqual(1);
      expect(await exited).toBe(0);
    },
  );

  it('answers a request sent on an idle keep-alive connection just after the signal', { timeout: 60_000 }, async () => {
    const server = await startServerProcess({ API_PLANS: 'off' });
    running.push(server);
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    const { port, hostname } = new URL(server.url);
    const sockets = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const socket = connect(Number(port), hostname);
        let received = '';
        socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
        const closed = new Promise<string | undefined>((resolve) => {
          socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code));
          socket.once('close', () => resolve(undefined));
        });
        const ask = () => socket.write('GET /api/country/DE.json HTTP/1.1\r\nHost: test\r\n\r\n');
        // A first request makes the connection an idle keep-alive one.
        ask();
        await new Promise<void>((resolve) => socket.once('data', () => resolve()));
        return { ask, closed, received: () => received };
      }),
    );
    // The requests go out once the server says it is stopping: they reach it while it drains.
    const stopping = new Promise<void>((resolve) => server.child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('SIGTERM') && resolve()));
    server.child.kill('SIGTERM');
    await stopping;
    for (const s of sockets) s.ask();
    const errors = await Promise.all(sockets.map((s) => s.closed));
    expect(errors.filter(Boolean)).toEqual([]);
    // Two answers on every connection: the first, and the one asked after the signal, closing it.
    for (const s of sockets) {
      const heads = s.received().match(/HTTP\/1\.1 \d{3}/g) ?? [];
      expect(heads).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
      expect(s.received()).toMatch(/\r\nConnection: close\r\n/i);
    }
    expect(await exited).toBe(0);
  });

  it('SIGTERM while the build is being indexed ends the indexing process too, not the server alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'index-signal-'));
    const signalFile = join(dir, 'signal');
    const read = () => (existsSync(signalFile) ? readFileSync(signalFile, 'utf8') : '');
    const until = (value: string) => vi.waitFor(() => expect(read()).toBe(value), { timeout: 20_000 * timeScale(), interval: 10 });
    try {
      const preload = pathToFileURL(resolve('tests/fixtures/processes/indexer-awaiting-signal.mjs')).href;
      const env = { API_PLANS: 'off', PORT: String(await freePort()), NODE_OPTIONS: `--import=${preload}`, INDEXER_SIGNAL_FILE: signalFile };
      const server = spawnServer(baseEnv(env));
      const exited = new Promise<string | null>((resolve) => server.once('exit', (_code, signal) => resolve(signal)));
      await until('waiting');
      server.kill('SIGTERM');
      expect(await exited).toBe('SIGTERM');
      // Without the server passing it on, the indexer would wait on alone, `waiting`.
      await until('SIGTERM');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
