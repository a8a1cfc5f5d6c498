/**
 * @module
 * Build speed and output size, with the ratio against writing the same bytes only, measured
 * in the same run. The full builds go to the bench's own folder, which the server bench then
 * serves.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { availableParallelism, loadavg } from 'node:os';
import { fileCreationMicros, machineLoad } from './machine-load.ts';
import { BUILD_NODE_FLAGS, BUILD_SCRIPT } from '../lib/build-command.ts';
import { createApi } from '../../src/api/context.ts';
import { routes } from '../../src/api/routes.ts';
import { makeDataset } from '../../src/build/pipeline-fs.ts';
import { CACHE_ROOT } from '../../src/build/cache-dirs.ts';
import { generateStaticApi } from '../../src/static/generate.ts';
import { writeFiles } from '../../src/static/write-fs.ts';

export interface BuildBenchOptions {
  root: string;
  /** The bench's scratch folder. */
  work: string;
  /** Where the full build goes, and the dataset file it writes. */
  outDir: string;
  datasetFile: string;
}

const time = <T>(run: () => T): [T, number] => {
  const t = performance.now();
  const result = run();
  return [result, performance.now() - t];
};
const ms = (x: number) => `${x.toFixed(0)} ms`;
const mb = (x: number) => `${(x / 1e6).toFixed(2)} MB`;
const row = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);

/** The CPU time (user + system, ms) of this process's waited-for children, from /proc (Linux): a child's threads and its own children count. */
function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // cutime and cstime, fields 16 and 17 of proc(5), in clock ticks (USER_HZ, 100 on Linux).
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

export interface BuildRun {
  wallMs: number;
  /** User + system CPU of the build and everything it ran. */
  cpuMs: number;
  /** The machine's load average (1, 5, 15 minutes) when it ended. */
  load: readonly number[];
  /** Microseconds to create a file just before it started (`fileCreationMicros`). */
  creationMicros: number;
  /** Each step's time as the build printed it, in seconds (the four first steps run at once, so each is when it ended). */
  steps: Array<[step: string, seconds: number]>;
  /** Each host's upload against its limit, as the build printed it. */
  uploads: string[];
}

/** The build's steps by the line that ends each (scripts/build.ts). */
const STEP_LINES: Array<[step: string, line: RegExp]> = [
  ['dataset', /^ {2}\d+ countries(?: as of [\d-]+)?, dataset .*\(([\d.]+) s\)$/m],
  ['pages', /^ {2}pages written \(([\d.]+) s\)$/m],
  ['static API', /^ {2}static API: .*\(([\d.]+) s\)$/m],
  ['hosts', /^ {2}host configuration: .*\(([\d.]+) s\)$/m],
  ['flags', /^ {2}\d+ SVG files, .*\(([\d.]+) s\)$/m],
  ['whole', /^✓ Built .* in ([\d.]+) s$/m],
];
const stepsOf = (output: string): BuildRun['steps'] =>
  STEP_LINES.flatMap(([step, line]) => {
    const found = line.exec(output);
    return found ? [[step, Number(found[1])] as [string, number]] : [];
  });

/** The build's lines under "Uploads per host" (scripts/build.ts, `printUploads`). */
const uploadsOf = (output: string): string[] => {
  const lines = output.split('\n');
  const start = lines.findIndex((l) => l.startsWith('• Uploads per host'));
  if (start < 0) return [];
  const after = lines.slice(start + 1);
  const end = after.findIndex((l) => !l.startsWith('  '));
  return after.slice(0, end < 0 ? undefined : end).map((l) => l.trim());
};

/** The full build, as `npm run build` runs it, into the bench's folder: its wall and CPU time. */
export function fullBuildRun(o: BuildBenchOptions): BuildRun {
  const env = { ...process.env, OUT_DIR: o.outDir, DATASET_FILE: o.datasetFile };
  const creationMicros = fileCreationMicros(join(o.work, 'file-system'));
  const cpuBefore = childrenCpuMs();
  try {
    const [output, wallMs] = time(() =>
      execFileSync(process.execPath, [...BUILD_NODE_FLAGS, BUILD_SCRIPT], { cwd: o.root, env, stdio: 'pipe', maxBuffer: 64e6 }),
    );
    const text = output.toString();
    return { wallMs, cpuMs: childrenCpuMs() - cpuBefore, load: loadavg(), creationMicros, steps: stepsOf(text), uploads: uploadsOf(text) };
  } catch (e) {
    // Its output is kept quiet while timing, and shown when it fails.
    const { stdout, stderr } = e as { stdout?: Buffer; stderr?: Buffer };
    const tail = `${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(`The build failed:\n${tail}`, { cause: e });
  }
}

/** The full build's wall time in ms. */
export const fullBuild = (o: BuildBenchOptions): number => fullBuildRun(o).wallMs;

/**
 * A build as a fresh clone's first one: no previous output and no `.cache/` (the flags' PNGs, the
 * dataset, the compiled modules), which is moved aside meanwhile and put back afterwards.
 */
function firstBuildRun(o: BuildBenchOptions): BuildRun {
  const cache = join(o.root, CACHE_ROOT);
  const aside = `${cache}.bench-${process.pid}`;
  const hadCache = existsSync(cache);
  if (hadCache) renameSync(cache, aside);
  try {
    return fullBuildRun({ ...o, outDir: join(o.work, 'first-build') });
  } finally {
    rmSync(cache, { recursive: true, force: true });
    if (hadCache) renameSync(aside, cache);
    rmSync(join(o.work, 'first-build'), { recursive: true, force: true });
  }
}

const buildRows = (label: string, run: BuildRun) => {
  row(label, `${(run.wallMs / 1000).toFixed(1)} s wall (target 15 s on 2 cores)`);
  row('  its CPU (user + system, every thread)', `${(run.cpuMs / 1000).toFixed(1)} s (${(run.cpuMs / run.wallMs).toFixed(2)} cores busy)`);
  row('  load average then (1 / 5 / 15 min)', `${machineLoad(run.load)} on ${availableParallelism()} cores`);
  row('  file creation just before', `${run.creationMicros.toFixed(0)} µs a file (about 20 on a quiet ext4; see machine-load.ts)`);
  row('  its steps, as it printed them', run.steps.map(([step, seconds]) => `${step} ${seconds.toFixed(1)} s`).join(', '));
};

export function benchBuild(o: BuildBenchOptions): void {
  const { root, work, outDir } = o;
  // 1. A fresh clone's first build, then a rebuild (best of two, by wall time; the CPU time moves less with the machine's load).
  const first = firstBuildRun(o);
  const full = [fullBuildRun(o), fullBuildRun(o)].sort((a, b) => a.wallMs - b.wallMs)[0]!;

  // 2. The API generation alone, in process: dataset, then documents, then writing them.
  const [dataset, datasetMs] = time(() => makeDataset({ root, dataDir: resolve(root, 'data') }).dataset);
  const api = createApi(dataset);
  // Rendered here (a file's body is rendered when read), so that the two writes below write strings only.
  const [files, generateMs] = time(() => [...generateStaticApi(api, routes)].map(({ path, body, aliasOf }) => ({ path, body, aliasOf })));
  const apiDir = join(work, 'api-only');
  const [, writeMs] = time(() => writeFiles(apiDir, files));

  // Baseline: writing the same bytes without generating them (the file-system floor).
  const floorDir = join(work, 'floor');
  const [, floorMs] = time(() => {
    for (const f of files) {
      const target = join(floorDir, f.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, f.body);
    }
  });

  console.log('Build speed');
  buildRows('first build (no .cache/, no previous output)', first);
  buildRows('rebuild (npm run build, best of 2)', full);
  row('  dataset from sources', ms(datasetMs));
  row('  API documents rendered (in memory)', ms(generateMs));
  row('  API files written', ms(writeMs));
  row('  API generation alone (dataset+generate+write)', ms(datasetMs + generateMs + writeMs));
  row('baseline: writing the same bytes only', ms(floorMs));
  row('ratio: API generation / write-only baseline', `${((datasetMs + generateMs + writeMs) / floorMs).toFixed(2)}x`);

  // 3. The output: files, bytes, gzip bytes, largest files.
  const all: { path: string; size: number; gzip: number }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const body = readFileSync(path);
        all.push({ path: relative(outDir, path), size: statSync(path).size, gzip: gzipSync(body).length });
      }
    }
  };
  walk(outDir);
  const total = all.reduce((s, f) => s + f.size, 0);
  const gz = all.reduce((s, f) => s + f.gzip, 0);
  console.log('\nOutput (dist/)');
  row("files (every host's, DEPLOY_HOST unset)", String(all.length));
  row('  of which under api/', String(all.filter((f) => f.path.startsWith('api/')).length));
  row('total bytes', mb(total));
  row('gzip bytes (each file, level 6)', `${mb(gz)} (ratio ${(gz / total).toFixed(3)})`);
  console.log("each host's upload, as the build printed it:");
  for (const line of full.uploads) console.log(`  ${line}`);
  console.log('\nLargest files');
  for (const f of all.sort((a, b) => b.size - a.size).slice(0, 10)) row(`  ${f.path}`, `${mb(f.size)} (gzip ${mb(f.gzip)})`);
}
