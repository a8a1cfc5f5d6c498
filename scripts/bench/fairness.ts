/**
 * @module
 * Fairness under load: a bystander asks for a static file (wrk -t1 -c8) alone, then while two
 * hostile clients (wrk -t1 -c4 each) hammer distinct uncached 250-row lists, one in JSON and
 * one in XML (39–177 ms of CPU each), with the server's peak memory over the run. The same is
 * done to a second server with RENDER_THREADS=0 (answers computed on the main thread), the
 * baseline that shows what the render threads buy. The three turns alternate over several
 * rounds. Targets: the bystander's p99 under 50 ms (issue 12), the server's RSS under 300 MB (issue 17).
 */
import { rssBytes, stopProcess } from './processes.ts';
import { envNumber, startOurServer, type OurServer, type ServerBenchOptions } from './server.ts';
import { int, mbOf, msOf } from './server-report.ts';
import { runWrk, type WrkResult } from './wrk.ts';

const BYSTANDER = '/api/country/DE.json';
const P99_TARGET_MS = 50;
const RSS_TARGET_BYTES = 300e6;

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
    const [bystander, ...attack] = await Promise.all([alone(o, server, wrk, seconds), hostile('json', offset), hostile('xml', offset + 100_000)]);
    return { bystander, hostile: attack, peakRss };
  } finally {
    clearInterval(sampler);
  }
}

const alone = (o: ServerBenchOptions, server: OurServer, wrk: string, seconds: number) =>
  runWrk({ origin: server.origin, paths: [BYSTANDER], connections: 8, threads: 1, seconds, pids: () => [server.pid], dir: o.work }, wrk);

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The figures of several turns: their medians, with the range of the p99s. */
function summary(turns: readonly WrkResult[]): string {
  const p99s = turns.map((t) => t.p99);
  const errors = turns.reduce((n, t) => n + t.errors, 0);
  const non2xx = turns.reduce((n, t) => n + t.non2xx, 0);
  return `${int(median(turns.map((t) => t.perSecond))).padStart(8)}/s   p50 ${msOf(median(turns.map((t) => t.p50))).padStart(9)}   p99 ${msOf(median(p99s)).padStart(9)} [${msOf(Math.min(...p99s))}–${msOf(Math.max(...p99s))}]   errors ${int(errors)}  non-2xx ${int(non2xx)}`;
}

export async function benchFairness(o: ServerBenchOptions, server: OurServer, wrk: string): Promise<void> {
  const seconds = envNumber('BENCH_FAIRNESS_SECONDS', 5);
  const rounds = envNumber('BENCH_FAIRNESS_ROUNDS', 3);
  console.log(`\nFairness: a bystander (wrk -t1 -c8, ${BYSTANDER}) alone, then while two clients (wrk -t1 -c4 each) ask distinct uncached 250-row lists`);
  console.log(`  (JSON and XML); the same on a second server with RENDER_THREADS=0 (answers computed on the main thread), the baseline;`);
  console.log(`  ${rounds} rounds of ${seconds} s turns, one of each, so the machine's other load falls on all three; medians of the turns [p99 range]`);
  const baseline = await startOurServer(o, 'server-inline', { RENDER_THREADS: '0' });
  const turns = { alone: [] as WrkResult[], attacked: [] as Hammered[], inline: [] as Hammered[] };
  try {
    for (let round = 0; round < rounds; round++) {
      turns.alone.push(await alone(o, server, wrk, seconds));
      turns.attacked.push(await hammer(o, server, wrk, seconds, round * 1_000_000));
      turns.inline.push(await hammer(o, baseline, wrk, seconds, round * 1_000_000 + 500_000));
    }
  } finally {
    await stopProcess(baseline.child);
  }
  const line = (label: string, text: string) => console.log(`  ${label.padEnd(40)}${text}`);
  line('bystander alone', summary(turns.alone));
  line('bystander, lists hammered', summary(turns.attacked.map((t) => t.bystander)));
  line('  hostile JSON client', summary(turns.attacked.map((t) => t.hostile[0]!)));
  line('  hostile XML client', summary(turns.attacked.map((t) => t.hostile[1]!)));
  line('RENDER_THREADS=0: bystander, hammered', summary(turns.inline.map((t) => t.bystander)));
  line('  hostile JSON client', summary(turns.inline.map((t) => t.hostile[0]!)));
  line('  hostile XML client', summary(turns.inline.map((t) => t.hostile[1]!)));
  const p99 = median(turns.attacked.map((t) => t.bystander.p99));
  const inlineP99 = median(turns.inline.map((t) => t.bystander.p99));
  console.log(
    `  bystander p99 while hammered: ${msOf(p99)} (target < ${P99_TARGET_MS} ms: ${p99 < P99_TARGET_MS ? 'met' : 'MISSED'}; alone ${msOf(median(turns.alone.map((t) => t.p99)))}); baseline RENDER_THREADS=0: ${msOf(inlineP99)}`,
  );
  const peak = Math.max(...turns.attacked.map((t) => t.peakRss));
  const inlinePeak = Math.max(...turns.inline.map((t) => t.peakRss));
  console.log(
    `  server peak RSS while hammered: ${mbOf(peak)} (target < ${mbOf(RSS_TARGET_BYTES)}: ${peak < RSS_TARGET_BYTES ? 'met' : 'MISSED'}; answer cache budget ANSWER_CACHE_MB, default 32); baseline RENDER_THREADS=0: ${mbOf(inlinePeak)}`,
  );
}
