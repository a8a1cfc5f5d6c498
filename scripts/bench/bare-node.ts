/**
 * The bench's ceiling: a bare `node:http` server answering each of a few paths with its file's
 * bytes from a buffer (Content-Type and Content-Length only; any other path a bodiless 404), on
 * the same Node as our server, with its node:http options that make a request cheaper
 * (optimizeEmptyRequests), on `threads` threads that share the port (SO_REUSEPORT) as
 * `npm start`'s serving threads do (WORKERS, one per core by default). No server written in Node
 * can serve those bytes faster on this machine with as many threads. Each kind of the bench is
 * held against the ceiling serving its own answer's bytes: the kernel's copy of an answer is
 * most of a request's cost, so a ceiling serving fewer bytes would flatter it.
 * Usage: node scripts/bench/bare-node.ts <build folder> <port> <threads> <path> [path …]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { isMainThread, Worker, workerData } from 'node:worker_threads';

const args = isMainThread ? process.argv.slice(2) : (workerData as string[]);
const [folder, port, threadsArg, ...paths] = args;
const threads = Number(threadsArg);
if (!folder || !port || !Number.isInteger(threads) || threads < 1 || paths.length === 0)
  throw new Error('usage: bare-node.ts <build folder> <port> <threads> <path> [path …]');
const answers = new Map(
  paths.map((path) => {
    const body = readFileSync(join(folder, path));
    return [path, { body, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(body.length) } }] as const;
  }),
);
// As npm start's serving threads: a request without a body is born ended (no stream events).
const server = createServer({ optimizeEmptyRequests: true }, (req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404, { 'Content-Length': '0' });
    res.end();
    return;
  }
  res.writeHead(200, answer.headers);
  res.end(answer.body);
});
server.listen({ port: Number(port), host: '127.0.0.1', reusePort: threads > 1 });
if (isMainThread) {
  // The other threads, each its own server on the same port: the kernel spreads the connections.
  for (let i = 1; i < threads; i++) new Worker(new URL(import.meta.url), { workerData: args });
  process.once('SIGTERM', () => process.exit(0));
}
