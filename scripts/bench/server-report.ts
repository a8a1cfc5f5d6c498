/**
 * @module
 * Printing the server bench: one row per server and kind, the ratios against the targets of
 * the issue, and the saturation run.
 */
import type { LoadResult } from './load.ts';

export interface Kind {
  id: string;
  label: string;
  /** Path and query asked of our server. */
  server: string;
  /** Path asked of the static baseline. */
  baseline: string;
  /** True when the baseline's file is the very answer the server gives. */
  sameAnswer: boolean;
  /** Least acceptable ratio server/baseline in requests per second, and the one aimed at. */
  target: number;
  aim?: number;
}

/** Largest acceptable p99 latency of our server at 64 connections. */
export const P99_TARGET_MS = 10;

const KIND_WIDTH = 24;
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const msOf = (n: number) => `${n.toFixed(1)} ms`;
const cores = (n: number) => n.toFixed(2);
const cpu = (r: LoadResult) => `${cores(r.serverCores)} / ${cores(r.loadCores)} / ${cores(r.otherCores)}`.padEnd(24);

const HEAD = `${''.padEnd(KIND_WIDTH + 8)}${'req/s'.padStart(9)}${'p50'.padStart(8)}${'p90'.padStart(8)}${'p99'.padStart(8)}${'errors'.padStart(8)}${'non-2xx'.padStart(9)}   CPU cores srv/load/other  srv µs/req`;

function resultRow(kind: string, who: string, r: LoadResult): string {
  return `${kind.padEnd(KIND_WIDTH)}${who.padEnd(8)}${int(r.perSecond).padStart(9)}${msOf(r.p50).padStart(8)}${msOf(r.p90).padStart(8)}${msOf(r.p99).padStart(8)}${int(r.errors).padStart(8)}${int(r.non2xx).padStart(9)}   ${cpu(r)}${r.serverCpuPerRequest.toFixed(0).padStart(8)}`;
}

export function printComparison(
  kinds: readonly Kind[],
  results: ReadonlyMap<string, { server: LoadResult; baseline: LoadResult }>,
  baselineName: string,
): void {
  console.log(`\n${HEAD}`);
  for (const k of kinds) {
    const r = results.get(k.id);
    if (!r) continue;
    console.log(resultRow(`(${k.id}) ${k.label}`, 'server', r.server));
    console.log(resultRow('', baselineName, r.baseline));
  }

  console.log(`\nRatio server / ${baselineName} (requests per second)`);
  for (const k of kinds) {
    const r = results.get(k.id);
    if (!r) continue;
    const ratio = r.server.perSecond / r.baseline.perSecond;
    const target = `target ≥ ${k.target.toFixed(2)}x${k.aim ? ` (aim ${k.aim.toFixed(2)}x)` : ''}`;
    const verdict = ratio >= (k.aim ?? k.target) ? 'met' : ratio >= k.target ? 'met (below the aim)' : 'MISSED';
    console.log(`  (${k.id}) ${k.label.padEnd(22)}${`${ratio.toFixed(2)}x`.padStart(7)}   ${target.padEnd(30)} ${verdict}`);
  }
  // Requests per CPU-second of each server: what the ratio would be if each had a core to itself.
  const costs = kinds.map((k) => {
    const r = results.get(k.id);
    return r ? `(${k.id}) ${(r.baseline.serverCpuPerRequest / r.server.serverCpuPerRequest).toFixed(2)}x` : '';
  });
  console.log(`  per CPU-second of each server (${baselineName} µs/req ÷ server µs/req): ${costs.filter(Boolean).join(', ')}`);
  const p99s = kinds.map((k) => ({ id: k.id, p99: results.get(k.id)?.server.p99 ?? Infinity }));
  const over = p99s.filter((p) => p.p99 >= P99_TARGET_MS).map((p) => `(${p.id})`);
  const list = p99s.map((p) => `(${p.id}) ${msOf(p.p99)}`).join(', ');
  console.log(`  p99 of the server, 64 connections: ${list}   target < ${P99_TARGET_MS} ms   ${over.length ? `MISSED ${over.join(' ')}` : 'met'}`);
  const busiest = Math.max(...[...results.values()].flatMap((r) => [r.server.otherCores, r.baseline.otherCores]));
  if (busiest > OTHER_LOAD_WARNING) {
    console.log(
      `  NOTE: other work used up to ${cores(busiest)} cores during these runs (column "other"): the figures are disturbed; "srv µs/req" is the least affected.`,
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

const mbOf = (bytes: number | undefined) => (bytes === undefined ? '?' : `${(bytes / 1e6).toFixed(0)} MB`);

/** Prints the saturation run; true when it had errors or non-2xx answers. */
export function printSaturation(r: LoadResult, rss: Rss): boolean {
  console.log(`\nSaturation: our server, (a), (b), (c) in turn on each of 64 connections, ${r.seconds.toFixed(0)} s (BENCH_LOAD_SECONDS)`);
  const row = (label: string, value: string) => console.log(`  ${label.padEnd(26)} ${value}`);
  row('requests', `${int(r.requests)} (${int(r.perSecond)}/s)`);
  row('errors', `${int(r.errors)}${r.errors === 0 ? '' : '   FAILED: must be 0'}`);
  row('non-2xx', `${int(r.non2xx)}${r.non2xx === 0 ? '' : '   FAILED: every request is valid'}`);
  row('latency p50 / p90 / p99', `${msOf(r.p50)} / ${msOf(r.p90)} / ${msOf(r.p99)}`);
  row('CPU cores srv/load/other', `${cpu(r).trim()}; server ${r.serverCpuPerRequest.toFixed(0)} µs CPU per request`);
  row('server RSS (VmRSS)', `${mbOf(rss.ready)} when ready, ${mbOf(rss.before)} before this run, ${mbOf(rss.after)} after`);
  return r.errors > 0 || r.non2xx > 0;
}
