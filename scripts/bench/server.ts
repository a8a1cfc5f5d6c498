/**
 * @module
 * The server bench, loaded by wrk (-t2 -c64): our server (scripts/start.mjs, its own Node
 * process) against nginx over the same build (`worker_processes auto`, `listen … reuseport`: the
 * kernel spreads the connections over its workers as over our serving threads; nginx's default
 * listen, its workers racing to accept, is measured beside it for the static file), with a bare
 * `node:http` server answering the same bytes as the ceiling of any Node server here (for each
 * kind whose answer is a file), on as many threads as ours (and on one for the static file). They
 * run at once and are measured in alternating short turns, so that other work on the machine
 * weighs on each alike; each ratio is the median of the per-round ratios. Then fairness (a
 * bystander's latency while two clients hammer distinct uncached lists, with the server's
 * memory) and a mixed saturation run.
 */
import { availableParallelism as availableCores } from 'node:os';
import { machineLoad } from './machine-load.ts';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { ensureTool, WRK } from '../lib/system-tools.ts';
import { benchFairness } from './fairness.ts';
import { startNginx, type StaticServer } from './nginx.ts';
import { freePort, rssBytes, startProcess, stopProcess, waitForHttp, waitForLogLine } from './processes.ts';
import { printComparison, printSaturation, type Kind, type KindResult } from './server-report.ts';
import { runWrk, type WrkResult } from './wrk.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS, START_SCRIPT } from '../lib/server-command.ts';
import { DEFAULT_LIMITS } from '../../src/server/limits.ts';

export interface ServerBenchOptions {
  root: string;
  /** The bench's scratch folder. */
  work: string;
  /** The build to serve, and the dataset it was built from. */
  outDir: string;
  datasetFile: string;
}

export const CONNECTIONS = 64;
export const THREADS = 2;
const STATIC = '/api/country/DE.json';

// Targets of issue 17 (on the 2-core machine, one serving thread per core).
export const KINDS: readonly Kind[] = [
  { id: 'a', label: 'static file', server: STATIC, baseline: STATIC, sameAnswer: true, target: 0.6 },
  {
    id: 'b',
    label: 'precomputed query',
    server: '/api/countries?region=Europe&sort=population',
    baseline: '/api/countries/region/europe/population-desc/1.json',
    sameAnswer: true,
    target: 0.55,
  },
  // Nothing static answers a combined filter: the baseline is nginx serving (a)'s file.
  {
    id: 'c',
    label: 'dynamic list',
    server: '/api/countries?region=Europe&landlocked=true&sort=area&limit=10',
    baseline: STATIC,
    sameAnswer: false,
    target: 0.45,
  },
];

export const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

export interface OurServer {
  origin: string;
  pid: number;
  child: ChildProcess;
}

/** scripts/start.mjs over the bench's build, the API open, its access log to a file. */
export async function startOurServer(o: ServerBenchOptions, name: string, env: Record<string, string> = {}): Promise<OurServer> {
  const port = await freePort();
  const logFile = join(o.work, `${name}.out`);
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server when it stops.
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // The build was just made, so it is served as it is (no staleness check).
  const childEnv = {
    ...process.env,
    OUT_DIR: o.outDir,
    DATASET_FILE: o.datasetFile,
    HOST: '127.0.0.1',
    PORT: String(port),
    SKIP_BUILD: '1',
    API_PLANS: 'off',
    ...env,
  };
  const child = startProcess(process.execPath, [...SERVER_NODE_FLAGS, ...prof, join(o.root, START_SCRIPT)], {
    cwd: o.root,
    env: { ...childEnv, ...SERVER_ENV },
    logFile,
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(origin + STATIC, child, 'the server', logFile);
    // Its memory "at ready" is read once every thread is.
    await waitForLogLine(/^Serving /m, child, 'the server', logFile);
    if (!child.pid) throw new Error('the server has no pid');
  } catch (e) {
    await stopProcess(child);
    throw e;
  }
  return { origin, pid: child.pid, child };
}

/** The files whose bytes the ceiling answers with: the answer of each kind that has one. */
const CEILING_PATHS = KINDS.filter((k) => k.sameAnswer).map((k) => k.baseline);

/** The bare node:http server on `threads` threads sharing its port. */
async function startCeiling(o: ServerBenchOptions, threads: number): Promise<OurServer> {
  const port = await freePort();
  const logFile = join(o.work, `bare-node-${threads}.out`);
  const child = startProcess(process.execPath, [join(o.root, 'scripts/bench/bare-node.ts'), o.outDir, String(port), String(threads), ...CEILING_PATHS], {
    logFile,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(origin + STATIC, child, 'the bare node:http server', logFile);
  return { origin, pid: child.pid!, child };
}

/** Both servers must give the same bytes for a kind, or the comparison means nothing. */
async function sameBytes(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([a, b].map(async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer())));
  return x !== undefined && y !== undefined && Buffer.compare(x, y) === 0;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Sums the turns of one side of a comparison into one result (latencies: the median turn's). */
function combine(turns: readonly WrkResult[]): WrkResult {
  const sum = (f: (r: WrkResult) => number) => turns.reduce((t, r) => t + f(r), 0);
  const requests = sum((r) => r.requests);
  const seconds = sum((r) => r.seconds);
  const weighted = (f: (r: WrkResult) => number) => sum((r) => f(r) * r.seconds) / seconds;
  return {
    requests,
    seconds,
    perSecond: requests / seconds,
    p50: median(turns.map((r) => r.p50)),
    p90: median(turns.map((r) => r.p90)),
    p99: median(turns.map((r) => r.p99)),
    max: Math.max(...turns.map((r) => r.max)),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
    serverCores: weighted((r) => r.serverCores),
    loadCores: weighted((r) => r.loadCores),
    otherCores: weighted((r) => r.otherCores),
    serverCpuPerRequest: sum((r) => r.serverCpuPerRequest * r.requests) / requests,
  };
}

export async function benchServer(o: ServerBenchOptions): Promise<void> {
  const rounds = envNumber('BENCH_ROUNDS', 5);
  const slice = envNumber('BENCH_SLICE_SECONDS', 3);
  const wrk = ensureTool(WRK);
  let nginx: StaticServer | undefined;
  let racing: StaticServer | undefined;
  let ours: OurServer | undefined;
  let ceiling: OurServer | undefined;
  let single: OurServer | undefined;
  // The ceiling serves with as many threads as our server (WORKERS' default, one per core), as
  // nginx does with its workers; the same on one thread is shown beside it.
  const threads = DEFAULT_LIMITS.workers;
  try {
    nginx = await startNginx(o.outDir, join(o.work, 'nginx'), STATIC, { reusePort: true });
    racing = await startNginx(o.outDir, join(o.work, 'nginx-default-listen'), STATIC);
    ours = await startOurServer(o, 'server');
    ceiling = await startCeiling(o, threads);
    if (threads > 1) single = await startCeiling(o, 1);
    const [server, base, bare, bareOne, raced] = [ours, nginx, ceiling, single, racing];
    const rssReady = rssBytes(server.pid);

    console.log('\nServer throughput and latency');
    console.log(`  machine load at the start (1/5/15 min averages, ${availableCores()} cores): ${machineLoad()}`);
    console.log(
      `  load: wrk -t${THREADS} -c${CONNECTIONS}, 2 s warm-up per target, then ${rounds} rounds of ${slice} s turns (server, nginx, ceiling in rotating order);`,
    );
    console.log("    each ratio is the median of the per-round ratios, so a change in the machine's other load falls on both sides of it");
    console.log('  server: scripts/start.mjs in its own Node process, access log to a file, no Accept-Encoding (identity bodies)');
    console.log(`  baseline: ${base.description}`);
    console.log(
      `  "default": nginx with its default listen, its workers racing to accept from one socket, for ${STATIC}: how many connections each wins moves its rate from run to run`,
    );
    console.log(
      `  ceiling: a bare node:http server answering each kind's file (${CEILING_PATHS.join(', ')}) from a buffer (scripts/bench/bare-node.ts), same Node, on ${threads} thread${threads > 1 ? `s sharing the port, as npm start serves (WORKERS default); "1 thread": the same on one, for ${STATIC}` : ''}`,
    );
    for (const k of KINDS) {
      const vs = k.sameAnswer
        ? `nginx ${k.baseline}${(await sameBytes(server.origin + k.server, base.origin + k.baseline)) ? ' (same bytes)' : ' (DIFFERENT bytes)'}`
        : `nginx ${k.baseline} (the static file's throughput)`;
      console.log(`  (${k.id}) ${k.label.padEnd(18)} ${k.server}\n      ${''.padEnd(18)} vs ${vs}`);
    }

    interface Side {
      role: 'server' | 'nginx' | 'ceiling' | 'ceiling, 1 thread' | 'nginx, default listen';
      origin: string;
      path: string;
      pids: () => readonly number[];
    }
    const run = (side: Side, seconds: number) =>
      runWrk({ origin: side.origin, paths: [side.path], connections: CONNECTIONS, threads: THREADS, seconds, pids: side.pids, dir: o.work }, wrk);
    const results = new Map<string, KindResult>();
    for (const k of KINDS) {
      const sides: Side[] = [
        { role: 'server', origin: server.origin, path: k.server, pids: () => [server.pid] },
        { role: 'nginx', origin: base.origin, path: k.baseline, pids: () => base.pids() },
        // The ceiling answers the same bytes as the server and nginx: its CPU per request is the kind's floor.
        ...(k.sameAnswer ? [{ role: 'ceiling' as const, origin: bare.origin, path: k.baseline, pids: () => [bare.pid] }] : []),
        ...(k.sameAnswer && k.baseline === STATIC && bareOne
          ? [{ role: 'ceiling, 1 thread' as const, origin: bareOne.origin, path: STATIC, pids: () => [bareOne.pid] }]
          : []),
        ...(k.sameAnswer && k.baseline === STATIC
          ? [{ role: 'nginx, default listen' as const, origin: raced.origin, path: STATIC, pids: () => raced.pids() }]
          : []),
      ];
      for (const side of sides) await run(side, 2);
      const turns: WrkResult[][] = sides.map(() => []);
      for (let round = 0; round < rounds; round++) {
        // Who goes first rotates, so no side always follows another's warm caches.
        for (let i = 0; i < sides.length; i++) {
          const j = (i + round) % sides.length;
          turns[j]!.push(await run(sides[j]!, slice));
        }
      }
      const turnsOf = (role: Side['role']) => {
        const i = sides.findIndex((side) => side.role === role);
        return i < 0 ? undefined : turns[i]!;
      };
      const [mine, theirs] = [turnsOf('server')!, turnsOf('nginx')!];
      const [bareTurns, bareOneTurns, racingTurns] = [turnsOf('ceiling'), turnsOf('ceiling, 1 thread'), turnsOf('nginx, default listen')];
      const ratios = mine.map((r, i) => r.perSecond / theirs[i]!.perSecond);
      results.set(k.id, {
        server: combine(mine),
        baseline: combine(theirs),
        ratio: median(ratios),
        ratioRange: [Math.min(...ratios), Math.max(...ratios)],
        ...(bareTurns ? { ceiling: combine(bareTurns), ceilingRatio: median(bareTurns.map((r, i) => r.perSecond / theirs[i]!.perSecond)) } : {}),
        ...(bareOneTurns ? { ceilingOneThread: combine(bareOneTurns) } : {}),
        ...(racingTurns
          ? { defaultListen: combine(racingTurns), defaultListenRatio: median(mine.map((r, i) => r.perSecond / racingTurns[i]!.perSecond)) }
          : {}),
      });
    }
    printComparison(KINDS, results, threads);

    await benchFairness(o, server, wrk);

    const loadSeconds = envNumber('BENCH_LOAD_SECONDS', 20);
    const rssBefore = rssBytes(server.pid);
    const mixed = await runWrk(
      {
        origin: server.origin,
        paths: KINDS.map((k) => k.server),
        connections: CONNECTIONS,
        threads: THREADS,
        seconds: loadSeconds,
        pids: () => [server.pid],
        dir: o.work,
      },
      wrk,
    );
    const failed = printSaturation(mixed, { ready: rssReady, before: rssBefore, after: rssBytes(server.pid) });
    // The bench's own processes count in it too (about 2 while wrk runs).
    console.log(`  machine load at the end (1/5/15 min averages): ${machineLoad()}`);
    if (failed) process.exitCode = 1;
  } finally {
    if (ours) await stopProcess(ours.child);
    if (ceiling) await stopProcess(ceiling.child);
    if (single) await stopProcess(single.child);
    await nginx?.stop();
    await racing?.stop();
  }
}
