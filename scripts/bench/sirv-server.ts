/**
 * The bench's fallback baseline where nginx is not installed: sirv serving a build folder in
 * a Node process of its own. Usage: node scripts/bench/sirv-server.ts <dir> <port>
 */
import { createServer } from 'node:http';
import sirv from 'sirv';

const [dir, port] = process.argv.slice(2);
if (!dir || !port) throw new Error('usage: sirv-server.ts <dir> <port>');

// etag on and dev off, as in production: the file list is read once at start.
const serve = sirv(dir, { etag: true, dev: false });
const server = createServer((req, res) =>
  serve(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  }),
);
server.listen(Number(port), '127.0.0.1', () => console.log(`sirv serving ${dir} on 127.0.0.1:${port}`));
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
});
