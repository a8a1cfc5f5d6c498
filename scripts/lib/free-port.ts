/**
 * @module
 * A TCP port free on 127.0.0.1 right now, for a child server (the bench's servers, the tests'
 * redis-server). Its own module: the bench's process helpers install signal handlers on import.
 */
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}
