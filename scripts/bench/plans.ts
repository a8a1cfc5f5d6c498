/**
 * @module
 * The access-plans bench: the same server (scripts/start.mjs, its own Node process) over the
 * same build, answering the same keyed URL with plans off, on with SQLite, and on with
 * Redis, loaded by wrk (-t2, 64 connections). Prints requests/s and the on/off ratios
 * against the target (≥ 0.6x, aim 0.8x). The key is on a synthetic plan whose limits no run
 * can reach, so every answered request is a counted 200, as under a real plan.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { machineLoad } from './machine-load.ts';
import { runKeysCommand } from '../../src/access/keys-command.ts';
import { parsePlans } from '../../src/access/plans.ts';
import type { UsageStore } from '../../src/access/store.ts';
import { openRedisStore } from '../../src/stores/redis-net.ts';
import { openSqliteStore } from '../../src/stores/sqlite-fs.ts';
import { ensureTool, REDIS, WRK } from '../lib/system-tools.ts';
import { cpuSeconds, freePort, startProcess, stopProcess, waitForHttp } from './processes.ts';
import { runWrk } from './wrk.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS, START_SCRIPT } from '../lib/server-command.ts';

export interface PlansBenchOptions {
  root: string;
  /** The bench's scratch folder. */
  work: string;
  /** The build to serve, and the dataset it was built from. */
  outDir: string;
  datasetFile: string;
  /** Measured seconds per mode (default 10), in alternating runs after a 2 s warm-up. */
  seconds?: number;
  connections?: number;
}

export interface PlansBenchRow {
  mode: 'off' | 'sqlite' | 'redis';
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU time of the server process per request (µs): the figure other load on the machine disturbs least. */
  serverCpuUs: number;
  /** CPU time of redis-server per request (µs), for the Redis row. */
  storeCpuUs?: number;
}

/** A static API file that is not on the open list, so with plans on it needs the key. */
const PATH = '/api/country/DE.json';
const TARGET = 0.6;
const ROUNDS = 5;
const AIM = 0.8;

const BENCH_PLANS = {
  $comment: 'Written by scripts/bench/plans.ts: limits no bench run can reach; nothing open but the healthcheck.',
  plans: { BENCH: { monthlyPriceUsd: '0', requestsPerSecond: 1_000_000_000, monthlyQuota: 1_000_000_000_000, overagePerRequestUsd: null } },
  openPaths: ['/api/health'],
  uncountedPaths: [],
};

async function newKey(store: UsageStore): Promise<string> {
  const plans = parsePlans(BENCH_PLANS, 'bench plans');
  const result = await runKeysCommand(['create', '--plan', 'BENCH', '--name', 'bench'], { store, plans, now: Date.now });
  await store.close();
  if (result.exitCode !== 0) throw new Error(result.err.join('\n'));
  return result.out.at(-1)!;
}

/**
 * A private redis-server with the persistence docs/plans.md recommends, installed first when
 * missing and this user can (as the tests' setup does); else why there is none.
 */
async function startRedis(work: string): Promise<{ url: string; child: ChildProcess } | { missing: string }> {
  let binary: string;
  try {
    binary = ensureTool(REDIS);
  } catch (e) {
    return { missing: (e as Error).message };
  }
  const port = await freePort();
  const dir = join(work, 'redis');
  mkdirSync(dir, { recursive: true });
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'everysec'], {
    stdio: 'ignore',
  });
  const started = await new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(false));
    child.once('spawn', () => resolve(true));
  });
  if (!started) return { missing: `${binary} did not start` };
  const url = `redis://127.0.0.1:${port}`;
  const probe = await openRedisStore(url, { connectWaitMs: 5000 });
  await probe.ping().finally(() => probe.close());
  return { url, child };
}

interface Running {
  mode: PlansBenchRow['mode'];
  origin: string;
  child: ChildProcess;
  key: string | undefined;
}

async function startServer(o: PlansBenchOptions, mode: PlansBenchRow['mode'], env: Record<string, string>, key: string | undefined): Promise<Running> {
  const port = await freePort();
  const logFile = join(o.work, `plans-${mode}.out`);
  const child = startProcess(process.execPath, [...SERVER_NODE_FLAGS, join(o.root, START_SCRIPT)], {
    cwd: o.root,
    logFile,
    env: {
      ...process.env,
      OUT_DIR: o.outDir,
      DATASET_FILE: o.datasetFile,
      SKIP_BUILD: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      REDIS_URL: '',
      ...env,
      ...SERVER_ENV,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`, child, `the server (plans ${mode})`, logFile);
  return { mode, origin, child, key };
}

const load = (s: Running, connections: number, seconds: number, dir: string, wrk: string) =>
  runWrk(
    { origin: s.origin, paths: [PATH], connections, threads: 2, seconds, pids: () => [], dir, ...(s.key ? { headers: { 'X-API-Key': s.key } } : {}) },
    wrk,
  );

/** Runs the three modes one after another and prints the table; returns the rows. */
export async function benchPlans(o: PlansBenchOptions): Promise<PlansBenchRow[]> {
  const dir = join(o.work, 'plans');
  mkdirSync(dir, { recursive: true });
  const plansFile = join(dir, 'plans.json');
  writeFileSync(plansFile, JSON.stringify(BENCH_PLANS, null, 2));
  const sqliteFile = join(dir, 'usage.db');
  const on = { API_PLANS: 'on', API_PLANS_FILE: plansFile };
  const seconds = o.seconds ?? 10;
  const wrk = ensureTool(WRK);

  const servers: Running[] = [];
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  const rows: PlansBenchRow[] = [];
  try {
    servers.push(await startServer(o, 'off', { API_PLANS: 'off' }, undefined));
    servers.push(await startServer(o, 'sqlite', { ...on, API_USAGE_DB: sqliteFile }, await newKey(openSqliteStore(sqliteFile))));
    redis = await startRedis(dir);
    if ('url' in redis) servers.push(await startServer(o, 'redis', { ...on, REDIS_URL: redis.url }, await newKey(await openRedisStore(redis.url))));
    // All servers run at once and the runs alternate, in ROUNDS short runs each, so that
    // whatever else loads the machine meanwhile weighs on every mode alike.
    const connections = o.connections ?? 64;
    const totals = new Map(servers.map((s) => [s, { requests: 0, seconds: 0, p50: [] as number[], p99: [] as number[], bad: 0, cpu: 0, storeCpu: 0 }]));
    const pidOf = (c: ChildProcess) => (c.pid === undefined ? [] : [c.pid]);
    for (const s of servers) await load(s, connections, 2, dir, wrk);
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of servers) {
        const store = s.mode === 'redis' && redis && 'child' in redis ? pidOf(redis.child) : [];
        const [cpuBefore, storeBefore] = [cpuSeconds(pidOf(s.child)), cpuSeconds(store)];
        const r = await load(s, connections, seconds / ROUNDS, dir, wrk);
        const t = totals.get(s)!;
        t.cpu += cpuSeconds(pidOf(s.child)) - cpuBefore;
        t.storeCpu += cpuSeconds(store) - storeBefore;
        t.requests += r.requests;
        t.seconds += r.seconds;
        t.p50.push(r.p50);
        t.p99.push(r.p99);
        t.bad += r.non2xx + r.errors;
      }
    }
    for (const [s, t] of totals) {
      const perRequest = (cpu: number) => (cpu / t.requests) * 1e6;
      const row: PlansBenchRow = {
        mode: s.mode,
        perSecond: t.requests / t.seconds,
        p50: Math.max(...t.p50),
        p99: Math.max(...t.p99),
        non2xx: t.bad,
        errors: 0,
        serverCpuUs: perRequest(t.cpu),
      };
      rows.push(s.mode === 'redis' ? { ...row, storeCpuUs: perRequest(t.storeCpu) } : row);
    }
  } finally {
    await Promise.all(servers.map((s) => stopProcess(s.child)));
    if (redis && 'child' in redis) redis.child.kill('SIGTERM');
  }

  const off = rows[0]!;
  console.log(
    `\nAccess plans: ${PATH} with a key, ${o.connections ?? 64} connections, 2 s warm-up, then ${ROUNDS} alternating runs per row, ${seconds} s in all`,
  );
  console.log(`  machine load (1/5/15 min averages, ${availableParallelism()} cores): ${machineLoad()}`);
  console.log("  CPU µs/req: CPU time of the server process per request (+ redis-server's); CPU ratio: off/on of those, the");
  console.log("  throughput ratio to expect where the server's CPU is the bottleneck, whatever else runs on the machine.");
  console.log(
    `  ${'plans'.padEnd(14)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)} ${'CPU µs/req'.padStart(12)}   on/off req/s (target ≥ ${TARGET}x, aim ${AIM}x)   CPU ratio`,
  );
  for (const r of rows) {
    const ratio = r.perSecond / off.perSecond;
    const verdict = r.mode === 'off' ? '' : `${ratio.toFixed(2)}x ${ratio >= AIM ? 'meets the aim' : ratio >= TARGET ? 'meets the target' : 'BELOW TARGET'}`;
    const cpu = `${r.serverCpuUs.toFixed(0)}${r.storeCpuUs === undefined ? '' : ` + ${r.storeCpuUs.toFixed(0)}`}`;
    const cpuRatio = r.mode === 'off' ? '' : `${(off.serverCpuUs / (r.serverCpuUs + (r.storeCpuUs ?? 0))).toFixed(2)}x`;
    const label = r.mode === 'off' ? 'off' : `on, ${r.mode === 'sqlite' ? 'SQLite' : 'Redis'}`;
    console.log(
      `  ${label.padEnd(14)} ${r.perSecond.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${String(r.non2xx + r.errors).padStart(8)} ${cpu.padStart(12)}   ${verdict.padEnd(44)} ${cpuRatio}`,
    );
  }
  if (redis && 'missing' in redis) console.log(`  on, Redis: not measured: ${redis.missing}`);
  if (rows.some((r) => r.non2xx + r.errors > 0)) console.log('  Some answers were not 200: the figures above are not comparable.');
  return rows;
}
