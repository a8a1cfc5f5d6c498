/**
 * @module
 * The bench's child processes (our server, nginx, the bare node:http ceiling): started with their output in a file,
 * tracked so that a failing step, Ctrl-C or an uncaught error still stops every one of them,
 * and read through /proc for memory and CPU time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
export { freePort } from '../lib/free-port.ts';

const running = new Set<ChildProcess>();

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

// SIGTERM, not SIGKILL: an nginx master killed outright would leave its worker behind.
const stopAllNow = () => {
  for (const child of running) if (isRunning(child)) child.kill('SIGTERM');
};
process.on('exit', stopAllNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAllNow();
    process.exit(130);
  });
}

export interface StartOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Standard output and error go here (appended). */
  logFile: string;
}

export function startProcess(command: string, args: readonly string[], o: StartOptions): ChildProcess {
  const fd = openSync(o.logFile, 'a');
  try {
    const child = spawn(command, args, { cwd: o.cwd, env: o.env ?? process.env, stdio: ['ignore', fd, fd] });
    running.add(child);
    child.once('exit', () => running.delete(child));
    return child;
  } finally {
    closeSync(fd);
  }
}

/** Asks the process to stop, and kills it when it has not after `graceMs`. */
export async function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (!isRunning(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(force);
}

/** Resolves once `url` answers 200; fails when the process exits first or time runs out. */
export async function waitForHttp(url: string, child: ChildProcess, what: string, logFile: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const tail = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '');
  while (Date.now() < deadline) {
    if (!isRunning(child)) throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before answering ${url}:\n${tail()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s:\n${tail()}`);
}

/**
 * Waits for `line` in a process's log: `npm start` answers on its first thread before the others
 * (and the render threads) have loaded, and says "Serving …" once every thread is ready.
 */
export async function waitForLogLine(line: RegExp, child: ChildProcess, what: string, logFile: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(logFile) && line.test(readFileSync(logFile, 'utf8'))) return;
    if (!isRunning(child)) throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before saying ${line}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not say ${line} within ${timeoutMs / 1000} s`);
}

/** Resident memory of a process in bytes, from /proc/<pid>/status. */
export function rssBytes(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The process and its direct children (nginx's master and workers). */
export function withChildren(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return [pid, ...(children ? children.split(/\s+/).map(Number) : [])];
  } catch {
    return [pid];
  }
}

// Linux reports CPU time in clock ticks; USER_HZ is 100 on every architecture Node runs on.
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds used so far by these processes (all their threads). */
export function cpuSeconds(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name, which may itself contain spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process has gone: its time no longer counts
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds the whole machine spent busy so far (all cores; kernel work included). */
export function machineBusySeconds(): number {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
    return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
