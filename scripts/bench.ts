/**
 * `npm run bench`: build speed and output size, then the HTTP server's throughput and
 * latency against nginx (and a bare node:http ceiling) under wrk, fairness under hostile load,
 * access plans, and the explorer pages, each with ratios against baselines measured in the
 * same run. Prints figures; exits non-zero only when a step fails or the saturation run
 * sees errors. `npm run bench -- --only=build`, `--only=server`, `--only=plans` or `--only=pages` runs one part.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchBuild, fullBuild } from './bench/build.ts';
import { benchServer } from './bench/server.ts';
import { benchPlans } from './bench/plans.ts';
import { benchPages } from './bench/pages.ts';

const PARTS = ['all', 'build', 'server', 'plans', 'pages'] as const;
const { values } = parseArgs({ options: { only: { type: 'string', default: 'all' } } });
const only = PARTS.find((p) => p === values.only);
if (!only) throw new Error(`--only takes ${PARTS.join(', ')}; got '${values.only}'`);

const root = fileURLToPath(new URL('..', import.meta.url));
const work = resolve(root, '.build/bench');
const options = { root, work, outDir: join(work, 'dist'), datasetFile: join(work, 'dataset.json') };
rmSync(work, { recursive: true, force: true, maxRetries: 5 });
mkdirSync(work, { recursive: true });
// Also on Ctrl-C, which ends the process without running `finally`.
process.on('exit', () => rmSync(work, { recursive: true, force: true, maxRetries: 5 }));

console.log(`Countries Reference bench — Node ${process.version}, ${new Date().toISOString()}\n`);
if (only === 'server' || only === 'plans' || only === 'pages') {
  console.log(`Built ${options.outDir} in ${(fullBuild(options) / 1000).toFixed(1)} s for the ${only} bench.`);
} else {
  benchBuild(options);
}
// The server bench serves the build just made: the folder goes only when the process ends.
if (only === 'all' || only === 'server') await benchServer(options);
// The cost of access plans: the same server with enforcement off, on with SQLite, on with Redis.
if (only === 'all' || only === 'plans') await benchPlans(options);
// The explorer pages: JavaScript each page type loads, Lighthouse scores, page weights, the slow line, INP.
if (only === 'all' || only === 'pages') {
  console.log('');
  await benchPages(options);
}
