/**
 * `npm start` as people run it: a signal sent to npm's own process reaches the server (npm
 * passes SIGTERM to its child, and the start script `exec`s node, so no shell stands between
 * them), which drains and exits, and npm with it.
 */
import { spawnOwned } from '../owned-processes.ts';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { baseEnv } from '../access/server-process.ts';
import { freePort } from '../../scripts/lib/free-port.ts';

/** Whether something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('npm start', () => {
  it('stops serving and exits when npm itself gets SIGTERM', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const npm = spawnOwned('npm', ['start', '--silent'], { env: baseEnv({ API_PLANS: 'off', PORT: String(port) }), stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes(`127.0.0.1:${port}/`)) resolve();
        };
        npm.stdout!.on('data', read);
        npm.stderr!.on('data', read);
        npm.once('exit', (code) => reject(new Error(`npm start exited with ${code} before serving:\n${output}`)));
      });
      expect(await listening(port)).toBe(true);
      npm.kill('SIGTERM');
      expect(await exited).toBe(0);
      // The server was npm's child: it has stopped listening too, nothing is left serving.
      expect(await listening(port)).toBe(false);
    } finally {
      if (npm.exitCode === null) npm.kill('SIGKILL');
    }
  });
});
