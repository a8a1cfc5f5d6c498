/**
 * @module
 * Printing the server bench: one row per server and kind, each ratio with its baseline named
 * and the bare node:http ceiling beside it, the targets of issue 12, and the saturation run.
 */
import type { WrkResult } from './wrk.ts';

export interface Kind {
  id: string;
  label: string;
  /** Path and query asked of our server. */
  server: string;
  /** Path asked of nginx. */
  baseline: string;
  /** True when nginx's file is the very answer the server gives. */
  sameAnswer: boolean;
  /** Least acceptable ratio server/nginx in requests per second. */
  target: number;
}

export interface KindResult {
  server: WrkResult;
  baseline: WrkResult;
  /** The bare node:http server answering the same bytes (kinds whose answer is a file): on as many threads as ours, and, for the static file, on one. */
  ceiling?: WrkResult;
  ceilingOneThread?: WrkResult;
  /** Median of the per-round ratios server/nginx, and their range. */
  ratio: number;
  ratioRange: [number, number];
  ceilingRatio?: number;
  /** nginx with its default listen (workers racing to accept), and the server's median ratio to it: for reference. */
  defaultListen?: WrkResult;
  defaultListenRatio?: number;
}

/** Largest acceptable p99 latency of our server at 64 connections. */
export const P99_TARGET_MS = 5;
/** Issue 17: server CPU per request at most this many times the bare node:http ceiling's, for the static file and the precomputed query. */
export const CEILING_TARGET = 1.3;
/** Issue 17: the server's RSS once ready, with today's features and WORKERS at its default. */
export const RSS_READY_TARGET_BYTES = 150e6;

const KIND_WIDTH = 22;
export const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const msOf = (n: number) => `${n.toFixed(1)} ms`;
const cores = (n: number) => n.toFixed(2);
const cpu = (r: WrkResult) => `${cores(r.serverCores)} / ${cores(r.loadCores)} / ${cores(r.otherCores)}`.padEnd(24);

const HEAD = `${''.padEnd(KIND_WIDTH + 9)}${'req/s'.padStart(9)}${'p50'.padStart(8)}${'p90'.padStart(8)}${'p99'.padStart(8)}${'errors'.padStart(8)}${'non-2xx'.padStart(9)}   CPU cores srv/wrk/other   srv µs/req`;

function resultRow(kind: string, who: string, r: WrkResult): string {
  return `${kind.padEnd(KIND_WIDTH)}${who.padEnd(9)}${int(r.perSecond).padStart(9)}${msOf(r.p50).padStart(8)}${msOf(r.p90).padStart(8)}${msOf(r.p99).padStart(8)}${int(r.errors).padStart(8)}${int(r.non2xx).padStart(9)}   ${cpu(r)}${r.serverCpuPerRequest.toFixed(1).padStart(9)}`;
}

export function printComparison(kinds: readonly Kind[], results: ReadonlyMap<string, KindResult>, threads: number): void {
  console.log(`\n${HEAD}`);
  for (const k of kinds) {
    const r = results.get(k.id);
    if (!r) continue;
    console.log(resultRow(`(${k.id}) ${k.label}`, 'server', r.server));
    console.log(resultRow('', 'nginx', r.baseline));
    if (r.ceiling) console.log(resultRow('', 'ceiling', r.ceiling));
    if (r.ceilingOneThread) console.log(resultRow('', '1 thread', r.ceilingOneThread));
    if (r.defaultListen) console.log(resultRow('', 'default', r.defaultListen));
  }

  console.log('\nRatio server / nginx (worker_processes auto, listen reuseport), requests per second: median of the rounds [range]');
  for (const k of kinds) {
    const r = results.get(k.id);
    if (!r) continue;
    const range = `[${r.ratioRange[0].toFixed(2)}–${r.ratioRange[1].toFixed(2)}]`;
    const ceiling =
      r.ceilingRatio === undefined
        ? ''
        : `   ceiling (bare node:http / nginx) ${r.ceilingRatio.toFixed(2)}x: the server reaches ${((r.ratio / r.ceilingRatio) * 100).toFixed(0)}% of it`;
    const baseline = k.sameAnswer ? `nginx ${k.baseline}` : `nginx ${k.baseline}, the static file`;
    const defaultListen = r.defaultListenRatio === undefined ? '' : `; against nginx's default listen ${r.defaultListenRatio.toFixed(2)}x`;
    console.log(
      `  (${k.id}) ${k.label.padEnd(18)}${`${r.ratio.toFixed(2)}x`.padStart(7)} ${range.padEnd(12)} vs ${baseline}; target ≥ ${k.target.toFixed(2)}x ${r.ratio >= k.target ? 'met' : 'MISSED'}${ceiling}${defaultListen}`,
    );
  }
  // Requests per CPU-second of each server: what the ratio would be if each had the machine to itself.
  const costs = kinds.map((k) => {
    const r = results.get(k.id);
    return r ? `(${k.id}) ${(r.baseline.serverCpuPerRequest / r.server.serverCpuPerRequest).toFixed(2)}x` : '';
  });
  console.log(`  per CPU-second of each server (nginx µs/req ÷ server µs/req): ${costs.filter(Boolean).join(', ')}`);
  // Issue 17's lean hot path: the server's CPU per request against the bare node:http ceiling's, each answering the same bytes.
  const against = kinds.flatMap((k) => {
    const r = results.get(k.id);
    const ceilingUs = r?.ceiling?.serverCpuPerRequest;
    if (!r || ceilingUs === undefined) return [];
    const us = r.server.serverCpuPerRequest;
    const one = r.ceilingOneThread === undefined ? '' : ` (${r.ceilingOneThread.serverCpuPerRequest.toFixed(1)} on one thread)`;
    return [
      `(${k.id}) ${us.toFixed(1)} µs against ${ceilingUs.toFixed(1)}${one} = ${(us / ceilingUs).toFixed(2)}x ${us / ceilingUs <= CEILING_TARGET ? 'met' : 'MISSED'}`,
    ];
  });
  if (against.length > 0) {
    console.log(
      `  server CPU per request against the bare node:http ceiling's answering the same file (${threads} thread${threads > 1 ? 's' : ''}, as ours) (target ≤ ${CEILING_TARGET}x): ${against.join(', ')}`,
    );
  }
  const p99s = kinds.map((k) => ({ id: k.id, p99: results.get(k.id)?.server.p99 ?? Infinity }));
  const over = p99s.filter((p) => p.p99 >= P99_TARGET_MS).map((p) => `(${p.id})`);
  const list = p99s.map((p) => `(${p.id}) ${msOf(p.p99)}`).join(', ');
  console.log(
    `  p99 of the server, 64 connections (median turn): ${list}   target < ${P99_TARGET_MS} ms   ${over.length ? `MISSED ${over.join(' ')}` : 'met'}`,
  );
  const busiest = Math.max(...[...results.values()].flatMap((r) => [r.server.otherCores, r.baseline.otherCores]));
  if (busiest > OTHER_LOAD_WARNING) {
    console.log(
      `  NOTE: other work used up to ${cores(busiest)} cores during these runs (column "other"): figures are disturbed; "srv µs/req" is the least affected.`,
    );
  }
}

/** CPU (in cores) that the rest of the machine may use before a run's figures are flagged. */
const OTHER_LOAD_WARNING = 0.25;

export interface Rss {
  ready: number | undefined;
  before: number | undefined;
  after: number | undefined;
}

export const mbOf = (bytes: number | undefined) => (bytes === undefined ? '?' : `${(bytes / 1e6).toFixed(0)} MB`);

/** Prints the saturation run; true when it had errors or non-2xx answers. */
export function printSaturation(r: WrkResult, rss: Rss): boolean {
  console.log(`\nSaturation: our server, (a), (b), (c) in turn on each of 64 connections, ${r.seconds.toFixed(0)} s (BENCH_LOAD_SECONDS)`);
  const row = (label: string, value: string) => console.log(`  ${label.padEnd(26)} ${value}`);
  row('requests', `${int(r.requests)} (${int(r.perSecond)}/s)`);
  row('errors', `${int(r.errors)}${r.errors === 0 ? '' : '   FAILED: must be 0'}`);
  row('non-2xx', `${int(r.non2xx)}${r.non2xx === 0 ? '' : '   FAILED: every request is valid'}`);
  row('latency p50 / p90 / p99', `${msOf(r.p50)} / ${msOf(r.p90)} / ${msOf(r.p99)}`);
  row('CPU cores srv/wrk/other', `${cpu(r).trim()}; server ${r.serverCpuPerRequest.toFixed(1)} µs CPU per request`);
  const readyVerdict =
    rss.ready === undefined ? '' : `   at ready: target ≤ ${mbOf(RSS_READY_TARGET_BYTES)} ${rss.ready <= RSS_READY_TARGET_BYTES ? 'met' : 'MISSED'}`;
  row('server RSS (VmRSS)', `${mbOf(rss.ready)} when ready, ${mbOf(rss.before)} before this run, ${mbOf(rss.after)} after${readyVerdict}`);
  return r.errors > 0 || r.non2xx > 0;
}
