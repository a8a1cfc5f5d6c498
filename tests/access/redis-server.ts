/**
 * A private redis-server for the tests: on a free port, in a temp folder, with append-only
 * persistence (as docs/plans.md asks of production) so a stopped and restarted server keeps
 * its keys. It never touches a Redis already running on the machine. When redis-server is
 * not installed the tests that need it fail, they are not skipped.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/free-port.ts';
import { spawnOwned } from '../owned-processes.ts';
import { machineLoad, timeScale } from '../time-scale.ts';

/** True when something on the port answers PING with PONG. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export interface RedisServer {
  readonly url: string;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port and folder. */
  start(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open, nothing is answered. */
  pause(): void;
  /** Lets a paused server go on (SIGCONT); it then runs what was sent meanwhile. */
  resume(): void;
  /** Stops it and removes its folder. */
  dispose(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'cr-redis-'));
  let child: ChildProcess | undefined;

  const start = async () => {
    const proc = spawnOwned(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always'],
      {
        stdio: 'ignore',
      },
    );
    child = proc;
    const failed = new Promise<never>((_, reject) => {
      proc.once('error', (e) => reject(new Error(`redis-server could not be started (${e.message}); install it: apt-get install -y redis-server`)));
      proc.once('exit', (code) => reject(new Error(`redis-server exited with code ${code} before answering`)));
    });
    failed.catch(() => {});
    // 10 s on a quiet machine, more under load (it usually answers within 50 ms).
    const bound = Math.round(10_000 * timeScale());
    for (const deadline = performance.now() + bound; performance.now() < deadline;) {
      const ready = await Promise.race([pong(port), failed]);
      if (ready) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`redis-server on port ${port} did not answer PING within ${bound / 1000} s (${machineLoad()})`);
  };

  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  };

  try {
    await start();
  } catch (e) {
    await stop();
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    async dispose() {
      child?.kill('SIGCONT');
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
