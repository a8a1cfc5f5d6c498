import { describe, expect, it } from 'vitest';
import { createHistoryWriter, type Clock, type WriteMode } from './history-writer.ts';

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
    afterPaint: (run) => void clock.schedule(run, 0),
  };
  const history = {
    current: () => entries[at]!,
    push: (url: string) => {
      entries.splice(at + 1, Infinity, url);
      at++;
    },
    replace: (url: string) => void (entries[at] = url),
  };
  // Runs the timers due by then in order, those they set included.
  const wait = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const [next] = [...timers].filter(([, t]) => t.due <= end).sort((a, b) => a[1].due - b[1].due || a[0] - b[0]);
      if (!next) break;
      timers.delete(next[0]);
      now = next[1].due;
      next[1].run();
    }
    now = end;
  };
  return { entries, history, clock, wait, back: () => entries[--at] };
}

type Step = readonly ['write', string, WriteMode] | readonly ['wait', number] | readonly ['reset'];

describe('history of view changes', () => {
  it.each<[string, Step[], string[]]>([
    [
      'makes each discrete change its own Back step',
      [
        ['write', '/?region=Europe', 'push'],
        ['write', '/?region=Europe&un=yes', 'push'],
        ['wait', 0],
      ],
      ['/', '/?region=Europe', '/?region=Europe&un=yes'],
    ],
    [
      'writes nothing while typing goes on',
      [
        ['write', '/?q=f', 'type:q'],
        ['wait', 100],
        ['write', '/?q=fr', 'type:q'],
        ['wait', 100],
      ],
      ['/'],
    ],
    [
      'coalesces a typed word into one entry, written at the pause',
      [
        ['write', '/?q=f', 'type:q'],
        ['wait', 100],
        ['write', '/?q=fra', 'type:q'],
        ['wait', 400],
      ],
      ['/', '/?q=fra'],
    ],
    [
      'rewrites the same entry when typing in the same field resumes after a pause',
      [
        ['write', '/?q=fra', 'type:q'],
        ['wait', 400],
        ['write', '/?q=fran', 'type:q'],
        ['wait', 400],
      ],
      ['/', '/?q=fran'],
    ],
    [
      'gives typing after a tick its own entry',
      [
        ['write', '/?region=Europe', 'push'],
        ['write', '/?region=Europe&q=a', 'type:q'],
        ['wait', 400],
      ],
      ['/', '/?region=Europe', '/?region=Europe&q=a'],
    ],
    [
      'writes typing not yet written before a tick that follows it at once',
      [
        ['write', '/?q=an', 'type:q'],
        ['write', '/?q=an&region=Asia', 'push'],
        ['wait', 1000],
      ],
      ['/', '/?q=an', '/?q=an&region=Asia'],
    ],
    [
      'gives typing in another field its own entry',
      [
        ['write', '/?q=an', 'type:q'],
        ['wait', 400],
        ['write', '/?q=an&pop=10..', 'type:population'],
        ['wait', 400],
      ],
      ['/', '/?q=an', '/?q=an&pop=10..'],
    ],
    [
      'rewrites the current entry for a correction, without a new step',
      [
        ['write', '/?region=europe', 'push'],
        ['write', '/?region=Europe', 'replace'],
        ['wait', 0],
      ],
      ['/', '/?region=Europe'],
    ],
    ['drops pending typing when the user moves through history', [['write', '/?q=x', 'type:q'], ['wait', 100], ['reset'], ['wait', 1000]], ['/']],
    ['drops typing the user moved through history before it was painted', [['write', '/?q=x', 'type:q'], ['reset'], ['wait', 1000]], ['/']],
    ['drops a tick the user moved through history before it was painted', [['write', '/?region=Europe', 'push'], ['reset'], ['wait', 1000]], ['/']],
    [
      'writes what is asked for after the user moved through history',
      [['write', '/?q=x', 'type:q'], ['reset'], ['write', '/?region=Asia', 'push'], ['wait', 1000]],
      ['/', '/?region=Asia'],
    ],
  ])('%s', (_title, steps, expected) => {
    const f = fakes();
    const w = createHistoryWriter(f.history, f.clock, 300);
    for (const step of steps) {
      if (step[0] === 'write') w.write(() => step[1], step[2]);
      else if (step[0] === 'wait') f.wait(step[1]);
      else w.reset();
    }
    expect(f.entries).toEqual(expected);
  });

  it('lets Back return to the view before the typing', () => {
    const f = fakes();
    const w = createHistoryWriter(f.history, f.clock, 300);
    w.write(() => '/?region=Europe', 'push');
    w.write(() => '/?region=Europe&q=a', 'type:q');
    f.wait(400);
    expect(f.back()).toBe('/?region=Europe');
  });
});
