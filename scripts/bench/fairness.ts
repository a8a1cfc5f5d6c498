/**
 * @module
 * Fairness under load: a bystander asks for a static file (wrk -t1 -c8) alone, then while two
 * hostile clients (wrk -t1 -c4 each) hammer distinct uncached 250-row lists, one in JSON and
 * one in XML (39–177 ms of CPU each), with the server's peak memory over the run. The same is
 * then done to the same server with RENDER_THREADS=0 (answers computed on the main thread),
 * the baseline that shows what the render threads buy. Targets (issue 12): the bystander's p99
 * under 50 ms, the server's RSS under 600 MB.
 */
import { rssBytes, stopProcess } from './processes.ts';
import { envNumber, startOurServer, type OurServer, type ServerBenchOptions } from './server.ts';
import { int, mbOf, msOf } from './server-report.ts';
import { runWrk, type WrkResult } from './wrk.ts';

const BYSTANDER = '/api/country/DE.json';
const P99_TARGET_MS = 50;
const RSS_TARGET_BYTES = 600e6;

/** Every request a question no one asked before: 11 limits × 13 sorts × 2 orders per format. */
const HOSTILE_LUA = `
local sorts = {"name","official","cca2","cca3","capital","region","subregion","population","area","density","gini","borders","languages"}
local orders = {"asc","desc"}
local n = 0
local format = "json"
init = function(args)
  format = args[1]
  n = tonumber(args[2])
end
request = function()
  n = n + 1
  local limit = 250 - n % 11
  local sort = sorts[math.floor(n / 11) % #sorts + 1]
  local order = orders[math.floor(n / (11 * #sorts)) % 2 + 1]
  return wrk.format(nil, string.format("/api/countries?limit=%d&sort=%s&order=%s&format=%s", limit, sort, order, format))
end
`;

interface Hammered {
  bystander: WrkResult;
  hostile: WrkResult[];
  peakRss: number;
}

async function hammer(o: ServerBenchOptions, server: OurServer, wrk: string, seconds: number, offset: number): Promise<Hammered> {
  let peakRss = rssBytes(server.pid) ?? 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(server.pid) ?? 0)), 100);
  try {
    const pids = () => [server.pid];
    const hostile = (format: string, start: number) =>
      runWrk(
        {
          origin: server.origin,
          paths: ['/api/countries'],
          requestLua: HOSTILE_LUA,
          luaArgs: [format, String(start)],
          connections: 4,
          threads: 1,
          seconds,
          pids,
          dir: o.work,
        },
        wrk,
      );
    const [bystander, ...attack] = await Promise.all([
      runWrk({ origin: server.origin, paths: [BYSTANDER], connections: 8, threads: 1, seconds, pids, dir: o.work }, wrk),
      hostile('json', offset),
      hostile('xml', offset + 100_000),
    ]);
    return { bystander, hostile: attack, peakRss };
  } finally {
    clearInterval(sampler);
  }
}

const row = (label: string, r: WrkResult) =>
  `  ${label.padEnd(34)}${int(r.perSecond).padStart(8)}/s   p50 ${msOf(r.p50).padStart(9)}   p99 ${msOf(r.p99).padStart(9)}   max ${msOf(r.max).padStart(9)}   errors ${int(r.errors)}  non-2xx ${int(r.non2xx)}`;

export async function benchFairness(o: ServerBenchOptions, server: OurServer, wrk: string): Promise<void> {
  const seconds = envNumber('BENCH_FAIRNESS_SECONDS', 15);
  console.log(`\nFairness: a bystander (wrk -t1 -c8, ${BYSTANDER}) while two clients (wrk -t1 -c4 each) ask distinct uncached 250-row lists, ${seconds} s`);
  const alone = await runWrk({ origin: server.origin, paths: [BYSTANDER], connections: 8, threads: 1, seconds, pids: () => [server.pid], dir: o.work }, wrk);
  const attacked = await hammer(o, server, wrk, seconds, 0);
  let inline: Hammered | undefined;
  const baseline = await startOurServer(o, 'server-inline', { RENDER_THREADS: '0' });
  try {
    inline = await hammer(o, baseline, wrk, seconds, 500_000);
  } finally {
    await stopProcess(baseline.child);
  }
  console.log(row('bystander alone', alone));
  console.log(row('bystander, lists hammered', attacked.bystander));
  for (const [i, h] of attacked.hostile.entries()) console.log(row(`  hostile client ${i + 1} (${i === 0 ? 'JSON' : 'XML'})`, h));
  console.log(row('baseline RENDER_THREADS=0: bystander', inline.bystander));
  for (const [i, h] of inline.hostile.entries()) console.log(row(`  hostile client ${i + 1} (${i === 0 ? 'JSON' : 'XML'})`, h));
  const p99 = attacked.bystander.p99;
  console.log(
    `  bystander p99 while hammered: ${msOf(p99)} (target < ${P99_TARGET_MS} ms: ${p99 < P99_TARGET_MS ? 'met' : 'MISSED'}); with answers computed on the main thread (RENDER_THREADS=0): ${msOf(inline.bystander.p99)}`,
  );
  console.log(
    `  server peak RSS while hammered: ${mbOf(attacked.peakRss)} (target < ${mbOf(RSS_TARGET_BYTES)}: ${attacked.peakRss < RSS_TARGET_BYTES ? 'met' : 'MISSED'}; answer cache budget ANSWER_CACHE_MB, default 64); RENDER_THREADS=0: ${mbOf(inline.peakRss)}`,
  );
}
