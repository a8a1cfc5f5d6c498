/**
 * @module
 * The server bench: our server (scripts/start.ts, its own Node process) against a plain
 * static-file server over the same build, loaded by autocannon from the bench process, then
 * a saturation run of mixed requests with the server's memory before and after.
 */
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { measureLoad, measurePair, type LoadResult } from './load.ts';
import { startStaticServer, type StaticServer } from './nginx.ts';
import { freePort, rssBytes, startProcess, stopProcess, waitForHttp } from './processes.ts';
import { printComparison, printSaturation, type Kind } from './server-report.ts';

export interface ServerBenchOptions {
  root: string;
  /** The bench's scratch folder. */
  work: string;
  /** The build to serve, and the dataset it was built from. */
  outDir: string;
  datasetFile: string;
}

const CONNECTIONS = 64;
const WARMUP_SECONDS = 2;
const SLICE_SECONDS = 2;
const STATIC = '/api/country/DE.json';

export const KINDS: readonly Kind[] = [
  { id: 'a', label: 'static file', server: STATIC, baseline: STATIC, sameAnswer: true, target: 0.35, aim: 0.5 },
  {
    id: 'b',
    label: 'precomputed query',
    server: '/api/countries?region=Europe&sort=population',
    baseline: '/api/countries/region/europe/population-desc/1.json',
    sameAnswer: true,
    target: 0.3,
  },
  // Nothing static answers a combined filter: the baseline is the static file of (a) again.
  {
    id: 'c',
    label: 'dynamic query',
    server: '/api/countries?region=Europe&landlocked=true&sort=area&limit=10',
    baseline: STATIC,
    sameAnswer: false,
    target: 0.2,
  },
];

const envSeconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds`);
  return value;
};

interface OurServer {
  origin: string;
  pid: number;
  child: ChildProcess;
}

async function startOurServer(o: ServerBenchOptions, logFile: string): Promise<OurServer> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server when it stops.
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // The build was just made, so the server serves it as it is (no staleness check, which
  // would rebuild when someone edits a source meanwhile), and the API is open.
  const env = { ...process.env, OUT_DIR: o.outDir, DATASET_FILE: o.datasetFile, HOST: '127.0.0.1', PORT: String(port), SKIP_BUILD: '1', API_PLANS: 'off' };
  const child = startProcess(process.execPath, [...prof, join(o.root, 'scripts/start.ts')], { cwd: o.root, env, logFile });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(origin + STATIC, child, 'the server', logFile);
    if (!child.pid) throw new Error('the server has no pid');
  } catch (e) {
    await stopProcess(child);
    throw e;
  }
  return { origin, pid: child.pid, child };
}

/** Both servers must give the same bytes for a kind, or the comparison means nothing. */
async function sameBytes(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([a, b].map(async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer())));
  return x !== undefined && y !== undefined && Buffer.compare(x, y) === 0;
}

export async function benchServer(o: ServerBenchOptions): Promise<void> {
  const seconds = envSeconds('BENCH_SERVER_SECONDS', 10);
  const loadSeconds = envSeconds('BENCH_LOAD_SECONDS', 60);
  let baseline: StaticServer | undefined;
  let ours: OurServer | undefined;
  try {
    baseline = await startStaticServer(o.outDir, o.work, STATIC);
    ours = await startOurServer(o, join(o.work, 'server.out'));
    const server = ours;
    const base = baseline;
    const rssReady = rssBytes(server.pid);

    console.log('\nServer throughput and latency');
    console.log(`  load: autocannon in the bench process, ${CONNECTIONS} connections, pipelining 1; per row ${WARMUP_SECONDS} s warm-up, then ${seconds} s`);
    console.log(`    in ${SLICE_SECONDS} s turns alternating with the row it is compared to, so other work on the machine weighs on both`);
    console.log('  server: scripts/start.ts in its own Node process, access log to a file, no Accept-Encoding (identity bodies)');
    console.log(`  baseline: ${base.description}`);
    if (base.name === 'nginx') console.log('  nginx gets one worker: the load generator needs the other core of this 2-core machine');
    for (const k of KINDS) {
      const vs = k.sameAnswer
        ? `${k.baseline}${(await sameBytes(server.origin + k.server, base.origin + k.baseline)) ? ' (same bytes)' : ' (DIFFERENT bytes)'}`
        : `${k.baseline} (the static throughput)`;
      console.log(`  (${k.id}) ${k.label.padEnd(18)} ${k.server}\n      ${''.padEnd(18)} vs ${vs}`);
    }

    const results = new Map<string, { server: LoadResult; baseline: LoadResult }>();
    for (const k of KINDS) {
      const [mine, theirs] = await measurePair(
        { origin: server.origin, paths: [k.server], pids: () => [server.pid] },
        { origin: base.origin, paths: [k.baseline], pids: () => base.pids() },
        { connections: CONNECTIONS, seconds, warmupSeconds: WARMUP_SECONDS, slices: Math.max(1, Math.round(seconds / SLICE_SECONDS)) },
      );
      results.set(k.id, { server: mine, baseline: theirs });
    }
    printComparison(KINDS, results, base.name);

    const rssBefore = rssBytes(server.pid);
    const mixed = await measureLoad(
      { origin: server.origin, paths: KINDS.map((k) => k.server), pids: () => [server.pid] },
      { connections: CONNECTIONS, seconds: loadSeconds, warmupSeconds: 0 },
    );
    const failed = printSaturation(mixed, { ready: rssReady, before: rssBefore, after: rssBytes(server.pid) });
    if (failed) process.exitCode = 1;
  } finally {
    if (ours) await stopProcess(ours.child);
    await baseline?.stop();
  }
}
