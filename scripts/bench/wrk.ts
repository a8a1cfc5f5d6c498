/**
 * @module
 * The load generator: wrk, a C load generator that does not saturate before the servers it
 * measures (autocannon, a Node one, did: it made the server look closer to nginx than it is).
 * Each run writes a small Lua script whose `done` hook prints the figures as one JSON line;
 * a script may also make every request's path (distinct questions, several paths in turn).
 * The CPU time of the server's processes, of wrk and of the whole machine is read around
 * each run, so a reader can tell which side was the bottleneck and how busy the machine was.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpuSeconds, machineBusySeconds } from './processes.ts';

export interface WrkRun {
  /** Origin of the server, e.g. http://127.0.0.1:8080 */
  origin: string;
  /** One path; or several, taken in turn by each connection. */
  paths: readonly string[];
  /** Lua that defines `request()` instead (for questions made up per request). */
  requestLua?: string;
  connections: number;
  threads: number;
  seconds: number;
  /** Processes whose CPU time is the server's. */
  pids: () => readonly number[];
  /** Folder for the Lua script. */
  dir: string;
  /** Extra headers, e.g. an API key. */
  headers?: Readonly<Record<string, string>>;
  /** Arguments for the script's `init(args)`. */
  luaArgs?: readonly string[];
}

export interface WrkResult {
  requests: number;
  seconds: number;
  perSecond: number;
  /** Latency percentiles in ms. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Socket errors: connect, read, write, timeouts. */
  errors: number;
  /** Answers with a status of 400 or more. */
  non2xx: number;
  /** CPU used over the run, in cores (1 = one core busy all the time). */
  serverCores: number;
  loadCores: number;
  /** The rest of the machine: loopback work in the kernel, and anything else running here. */
  otherCores: number;
  /** Server CPU time per request in µs: the figure that other load disturbs least. */
  serverCpuPerRequest: number;
}

const DONE = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK-RESULT {"requests":%d,"duration":%d,"errors":%d,"status":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
`;

const luaString = (s: string) => `"${s.replace(/[\\"]/g, '\\$&')}"`;

function script(run: WrkRun): string {
  const headers = Object.entries(run.headers ?? {})
    .map(([k, v]) => `wrk.headers[${luaString(k)}] = ${luaString(v)}\n`)
    .join('');
  if (run.requestLua) return headers + run.requestLua + DONE;
  if (run.paths.length <= 1) return headers + DONE;
  // Each connection's requests are made in turn from the list; wrk.format once per path.
  return `${headers}
local paths = { ${run.paths.map(luaString).join(', ')} }
local requests = {}
local i = 0
init = function(args)
  for k, p in ipairs(paths) do requests[k] = wrk.format(nil, p) end
end
request = function()
  i = i % #requests + 1
  return requests[i]
end
${DONE}`;
}

let scripts = 0;

/** One wrk run; resolves with its figures. */
export async function runWrk(run: WrkRun, wrkPath: string): Promise<WrkResult> {
  const file = join(run.dir, `wrk-${process.pid}-${scripts++}.lua`);
  writeFileSync(file, script(run));
  const args = [
    '-t',
    String(run.threads),
    '-c',
    String(run.connections),
    '-d',
    `${run.seconds}s`,
    '--timeout',
    '5s',
    '-s',
    file,
    run.origin + (run.paths[0] ?? '/'),
    ...(run.luaArgs?.length ? ['--', ...run.luaArgs] : []),
  ];
  const serverBefore = cpuSeconds(run.pids());
  const machineBefore = machineBusySeconds();
  const wallBefore = performance.now();
  const child = spawn(wrkPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let loadCpu = 0;
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  // wrk's own CPU time, read just before it exits (a reaped process has no /proc entry).
  const sampler = setInterval(() => child.pid && (loadCpu = Math.max(loadCpu, cpuSeconds([child.pid]))), 100);
  // 'close', not 'exit': the output may still be in the pipes when the process has exited.
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  clearInterval(sampler);
  const wall = (performance.now() - wallBefore) / 1000;
  const line = /^WRK-RESULT (.*)$/m.exec(out)?.[1];
  if (code !== 0 || !line) throw new Error(`wrk ${args.join(' ')} failed (${code}):\n${out}`);
  const r = JSON.parse(line) as { requests: number; duration: number; errors: number; status: number; p50: number; p90: number; p99: number; max: number };
  const serverCpu = cpuSeconds(run.pids()) - serverBefore;
  const machineCpu = machineBusySeconds() - machineBefore;
  const seconds = r.duration / 1e6;
  return {
    requests: r.requests,
    seconds,
    perSecond: r.requests / seconds,
    p50: r.p50 / 1000,
    p90: r.p90 / 1000,
    p99: r.p99 / 1000,
    max: r.max / 1000,
    errors: r.errors,
    non2xx: r.status,
    serverCores: serverCpu / wall,
    loadCores: loadCpu / wall,
    otherCores: Math.max(0, machineCpu - serverCpu - loadCpu) / wall,
    serverCpuPerRequest: r.requests > 0 ? (serverCpu / r.requests) * 1e6 : Number.NaN,
  };
}
