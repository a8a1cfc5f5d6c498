/**
 * `npm start`: builds when dist/ is missing or stale, then serves it on HOST:PORT
 * (default 127.0.0.1:4321).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { outputIsStale } from '../src/build/staleness-fs.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = resolve(root, process.env.OUT_DIR ?? 'dist');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);

const { stale, reason } = outputIsStale(root, outDir);
if (stale) {
  console.log(`Building first: ${reason}.`);
  execFileSync(process.execPath, [fileURLToPath(new URL('build.ts', import.meta.url))], { stdio: 'inherit', cwd: root });
}

const { preview } = await import('astro');
const server = await preview({ root, outDir, logLevel: 'info', server: { host, port } });
console.log(`Serving ${outDir} at http://${host}:${port}/ (API under /api, e.g. /api/country/DE.json)`);
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
