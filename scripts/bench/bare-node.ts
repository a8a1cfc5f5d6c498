/**
 * The bench's ceiling: a bare `node:http` server answering every request with one file's bytes
 * from a buffer (Content-Type and Content-Length only), on the same Node as our server. No
 * server written in Node can serve a file faster on this machine.
 * Usage: node scripts/bench/bare-node.ts <file> <port>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: bare-node.ts <file> <port>');
const body = readFileSync(file);
const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(body.length) };
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(Number(port), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
});
