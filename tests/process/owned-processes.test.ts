/**
 * No process a test starts outlives the run (tests/owned-processes.ts): a test process that
 * fails, or is killed outright, leaves nothing running once its file or the run has ended.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { killLeftovers, killOwned, spawnOwned } from '../owned-processes.ts';

const dir = mkdtempSync(join(tmpdir(), 'cr-owned-'));
afterAll(() => {
  killLeftovers(dir); // what a failing test here left
  rmSync(dir, { recursive: true, force: true });
});

/** The live (not zombie) processes of a process group. */
function groupMembers(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(pgrp) === pgid && state !== 'Z' ? [Number(pid)] : [];
      } catch {
        return []; // gone meanwhile
      }
    });
}

/**
 * A test process of its own: it starts, through the helper, a shell that starts two sleeps,
 * prints the shell's pid, then fails (an uncaught error) or waits to be killed.
 */
function testProcess(then: 'fail' | 'wait') {
  const script = `
    import { spawnOwned } from ${JSON.stringify(resolve('tests/owned-processes.ts'))};
    const child = spawnOwned('sh', ['-c', 'sleep 300 & sleep 300'], { stdio: 'ignore' });
    console.log(child.pid);
    setTimeout(() => { ${then === 'fail' ? "throw new Error('a failing test');" : ''} }, ${then === 'fail' ? 200 : 300_000});`;
  // Itself started through the helper, so that a failing test here leaves it running no longer than the file.
  const proc = spawnOwned(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, TEST_PROCESSES_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((done) => proc.once('exit', (code) => done(code)));
  const started = new Promise<number>((done, reject) => {
    let out = '';
    proc.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('\n')) done(Number(out.trim()));
    });
    void exited.then(() => reject(new Error('the test process ended before starting anything')));
  });
  return { proc, exited, started };
}

describe('a process started through the helper', () => {
  it('leads a group of its own, which ends, with what it started, when the test process fails', async () => {
    const { exited, started } = testProcess('fail');
    const pgid = await started;
    await vi.waitFor(() => expect(groupMembers(pgid).length).toBe(3), { timeout: 10_000 });
    expect(await exited).toBe(1);
    await vi.waitFor(() => expect(groupMembers(pgid)).toEqual([]), { timeout: 10_000 });
  });

  it('is ended at the end of the run when the test process that started it was killed outright', async () => {
    const { proc, exited, started } = testProcess('wait');
    const pgid = await started;
    await vi.waitFor(() => expect(groupMembers(pgid).length).toBe(3), { timeout: 10_000 });
    expect(killLeftovers(dir)).toEqual([]); // its test process still runs: its own to end
    expect(groupMembers(pgid).length).toBe(3);
    proc.kill('SIGKILL'); // no exit handler runs
    await exited;
    expect(groupMembers(pgid).length).toBe(3);
    expect(killLeftovers(dir)).toEqual(['sh -c sleep 300 & sleep 300']);
    await vi.waitFor(() => expect(groupMembers(pgid)).toEqual([]), { timeout: 10_000 });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('is ended with the test file that started it (killOwned)', async () => {
    const child = spawnOwned('sh', ['-c', 'sleep 300 & sleep 300'], { stdio: 'ignore' });
    await vi.waitFor(() => expect(groupMembers(child.pid!).length).toBe(3), { timeout: 10_000 });
    expect(killOwned()).toContain('sh -c sleep 300 & sleep 300');
    await vi.waitFor(() => expect(groupMembers(child.pid!)).toEqual([]), { timeout: 10_000 });
  });
});
