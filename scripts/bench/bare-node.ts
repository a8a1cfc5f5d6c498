/**
 * The bench's ceiling: a bare `node:http` server answering every request with one file's bytes
 * from a buffer (Content-Type and Content-Length only), on the same Node as our server, with its
 * node:http options that make a request cheaper (optimizeEmptyRequests), on
 * `threads` threads that share the port (SO_REUSEPORT) as `npm start`'s serving threads do
 * (WORKERS, one per core by default). No server written in Node can serve a file faster on this
 * machine with as many threads.
 * Usage: node scripts/bench/bare-node.ts <file> <port> [threads, default 1]
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { isMainThread, Worker, workerData } from 'node:worker_threads';

const [file, port, threadsArg = '1'] = isMainThread ? process.argv.slice(2) : (workerData as string[]);
const threads = Number(threadsArg);
if (!file || !port || !Number.isInteger(threads) || threads < 1) throw new Error('usage: bare-node.ts <file> <port> [threads]');
const body = readFileSync(file);
const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(body.length) };
// As npm start's serving threads: a request without a body is born ended (no stream events).
const server = createServer({ optimizeEmptyRequests: true }, (_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen({ port: Number(port), host: '127.0.0.1', reusePort: threads > 1 });
if (isMainThread) {
  // The other threads, each its own server on the same port: the kernel spreads the connections.
  for (let i = 1; i < threads; i++) new Worker(new URL(import.meta.url), { workerData: [file, port, threadsArg] });
  process.once('SIGTERM', () => process.exit(0));
}
