import { describe, expect, it } from 'vitest';
import { createHistoryWriter, type Clock } from './history-writer.ts';

/** A history stack and a clock moved by hand. */
function fakes() {
  const entries = ['/'];
  let at = 0;
  let now = 0;
  const timers = new Map<number, { due: number; run: () => void }>();
  let nextId = 1;
  const clock: Clock = {
    schedule: (run, ms) => {
      timers.set(nextId, { due: now + ms, run });
      return nextId++;
    },
    cancel: (handle) => void timers.delete(handle as number),
  };
  const history = {
    current: () => entries[at]!,
    push: (url: string) => {
      entries.splice(at + 1, Infinity, url);
      at++;
    },
    replace: (url: string) => void (entries[at] = url),
  };
  const wait = (ms: number) => {
    now += ms;
    for (const [id, t] of [...timers].sort((a, b) => a[1].due - b[1].due))
      if (t.due <= now) {
        timers.delete(id);
        t.run();
      }
  };
  return { entries, history, clock, wait, back: () => entries[--at] };
}

describe('history of view changes', () => {
  it('makes each discrete change its own Back step', () => {
    const f = fakes();
    const w = createHistoryWriter(f.history, f.clock, 300);
    w.write('/?region=Europe', 'push');
    w.write('/?region=Europe&un=yes', 'push');
    expect(f.entries).toEqual(['/', '/?region=Europe', '/?region=Europe&un=yes']);
  });

  it('coalesces a typed word into one entry, written at the pause', () => {
    const f = fakes();
    const w = createHistoryWriter(f.history, f.clock, 300);
    for (const q of ['f', 'fr', 'fra']) {
      w.write(`/?q=${q}`, 'type:q');
      f.wait(100);
    }
    expect(f.entries).toEqual(['/']);
    f.wait(300);
    expect(f.entries).toEqual(['/', '/?q=fra']);
    // More typing in the same field after the pause rewrites the same entry.
    w.write('/?q=fran', 'type:q');
    f.wait(400);
    expect(f.entries).toEqual(['/', '/?q=fran']);
  });

  it('gives typing after a tick its own entry, so Back returns to the tick', () => {
    const f = fakes();
    const w = createHistoryWriter(f.history, f.clock, 300);
    w.write('/?region=Europe', 'push');
    w.write('/?region=Europe&q=a', 'type:q');
    f.wait(400);
    expect(f.entries).toEqual(['/', '/?region=Europe', '/?region=Europe&q=a']);
    expect(f.back()).toBe('/?region=Europe');
  });

  it('writes typing not yet written before a tick that follows it at once', () => {
    const f = fakes();
    const w = createHistoryWriter(f.history, f.clock, 300);
    w.write('/?q=an', 'type:q');
    w.write('/?q=an&region=Asia', 'push');
    f.wait(1000);
    expect(f.entries).toEqual(['/', '/?q=an', '/?q=an&region=Asia']);
  });

  it('gives typing in another field its own entry', () => {
    const f = fakes();
    const w = createHistoryWriter(f.history, f.clock, 300);
    w.write('/?q=an', 'type:q');
    f.wait(400);
    w.write('/?q=an&pop=10000000..', 'type:population');
    f.wait(400);
    expect(f.entries).toEqual(['/', '/?q=an', '/?q=an&pop=10000000..']);
  });

  it('rewrites the current entry for a correction, without a new step', () => {
    const f = fakes();
    const w = createHistoryWriter(f.history, f.clock, 300);
    w.write('/?region=europe', 'push');
    w.write('/?region=Europe', 'replace');
    expect(f.entries).toEqual(['/', '/?region=Europe']);
  });

  it('drops pending typing when the user moves through history', () => {
    const f = fakes();
    const w = createHistoryWriter(f.history, f.clock, 300);
    w.write('/?q=x', 'type:q');
    w.reset();
    f.wait(1000);
    expect(f.entries).toEqual(['/']);
  });
});
