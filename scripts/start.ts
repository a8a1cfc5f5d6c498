/**
 * `npm start`: builds when dist/ is missing or stale (unless SKIP_BUILD=1), then serves it
 * (explorer and API, both forms) on HOST:PORT, default 127.0.0.1:4321, with access plans
 * when API_PLANS=on (docs/plans.md). SIGTERM, SIGINT and SIGHUP stop it gracefully.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { outputIsStale } from '../src/build/staleness-fs.ts';
import { datasetFile, loadDataset } from '../src/dataset/dataset-fs.ts';
import { buildOptionsFromEnv } from '../src/build/pipeline-fs.ts';
import { startServer } from '../src/server/node-net.ts';
import { limitsFromEnv } from '../src/server/limits.ts';
import { accessFromEnv } from '../src/stores/from-env-fs.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const options = buildOptionsFromEnv(root);
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);

// SKIP_BUILD=1 serves OUT_DIR as it is: for a deployment shipped with its build, and for tests
// that serve the test build while sources change around them.
const { stale, reason } = process.env.SKIP_BUILD === '1' ? { stale: false, reason: '' } : outputIsStale(root, options.outDir, datasetFile());
if (stale) {
  console.log(`Building first: ${reason}.`);
  execFileSync(process.execPath, [fileURLToPath(new URL('build.ts', import.meta.url))], { stdio: 'inherit', cwd: root });
}

const started = performance.now();
const limits = limitsFromEnv();
const plans = await accessFromEnv(root);
const server = await startServer({
  dataset: loadDataset(),
  outDir: options.outDir,
  cacheDir: resolve(root, '.cache/compressed'),
  host,
  port,
  paths: options.paths,
  log: (chunk) => process.stdout.write(chunk),
  limits,
  ...(plans ? { access: plans.access } : {}),
});
console.log(`Serving ${options.outDir} at ${server.url}/ (ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
console.log(
  `Limits: ${limits.maxConnections} connections, ${limits.headersTimeoutMs / 1000} s for a request's head, ${server.pool ? `${server.pool.threads} render thread(s)` : 'answers computed on the main thread'}, answer cache ${limits.cacheBytes / 1024 / 1024} MiB (docs/deploy.md).`,
);
console.log(plans ? `Access: ${plans.description}.` : 'Access: plans off, the API is open (API_PLANS=on enforces them).');
console.log(`Try: curl -s '${server.url}/api/country?code=de'   or   ${server.url}/api/country/DE.json`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing open requests, then stopping.`);
  // Past this, half-open requests and clients that hold on are cut: their time is up anyway.
  const force = setTimeout(() => process.exit(0), limits.headersTimeoutMs + 1000);
  force.unref();
  void server.close().then(async () => {
    await plans?.store.close();
    process.exit(0);
  });
};
// SIGHUP too (a closed terminal, `kill -HUP`): by default it would end the process at once,
// cutting the requests under way.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
