/**
 * Processes the tests start (servers, redis-server, `npm start`, builds), each the leader of a
 * process group of its own and recorded in a folder, so that none outlives the run, pass, fail
 * or timeout: the group (the process and whatever it started: npm's server, a shell's command)
 * is killed when the test file ends (tests/setup/owned-processes-per-file.ts), when the test
 * process exits, and at the end of the run for any a killed test process left
 * (tests/setup/leftover-processes.ts).
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where the records are: one file per group, named by its leader's pid. */
export const ownedDir = (): string => process.env.TEST_PROCESSES_DIR ?? resolve('.build/test-processes');

interface Owned {
  readonly pid: number;
  /** The test process that started it. */
  readonly owner: number;
  /** Its start time (/proc/<pid>/stat), to tell it from a later process given the same pid. */
  readonly started: string | undefined;
  readonly command: string;
}

function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Kills what is left of a group (SIGKILL), unless its pid now names another process; true when
 * something was left. The group outlives its leader while a member lives (npm's server after npm).
 */
function killGroup(o: Owned): boolean {
  const now = startTime(o.pid);
  if (now !== undefined && o.started !== undefined && now !== o.started) return false;
  try {
    process.kill(-o.pid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

const mine = new Map<number, Owned>();

/** Ends every group this process started; what each was, for those that were still running. */
export function killOwned(): string[] {
  const left = [...mine.values()].filter(killGroup).map((o) => o.command);
  for (const o of mine.values()) rmSync(join(ownedDir(), String(o.pid)), { force: true });
  mine.clear();
  return left;
}

/** `spawn`, the child leading a process group of its own, ended with the test file at the latest. */
export function spawnOwned(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  if (child.pid === undefined) return child; // not started: its 'error' event says why
  const owned: Owned = { pid: child.pid, owner: process.pid, started: startTime(child.pid), command: [command, ...args].join(' ') };
  mkdirSync(ownedDir(), { recursive: true });
  writeFileSync(join(ownedDir(), String(owned.pid)), JSON.stringify(owned));
  if (mine.size === 0) process.once('exit', killOwned);
  mine.set(owned.pid, owned);
  return child;
}

/**
 * Ends the groups whose test process is gone (or is this process: a run ending), as recorded in
 * `dir`; what each was, for those that were still running.
 */
export function killLeftovers(dir: string = ownedDir()): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const left: string[] = [];
  for (const name of names) {
    const file = join(dir, name);
    let owned: Owned;
    try {
      owned = JSON.parse(readFileSync(file, 'utf8')) as Owned;
    } catch {
      continue; // being written by a test process now
    }
    if (owned.owner !== process.pid && alive(owned.owner)) continue;
    if (killGroup(owned)) left.push(owned.command);
    rmSync(file, { force: true });
  }
  return left;
}
