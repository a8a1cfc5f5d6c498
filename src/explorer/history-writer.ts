/**
 * @module
 * How view changes become browser history: every change is its own Back step. A discrete
 * change (a tick, a sort, a page) pushes an entry at once; typing in a field waits for a pause,
 * then pushes one entry for that field, which more typing in the same field rewrites, so a
 * typed word is one step and not one per letter. Pure: the history and the clock are given.
 */

export interface HistoryPort {
  /** The URL of the current entry. */
  current(): string;
  push(url: string): void;
  replace(url: string): void;
}

export interface Clock {
  schedule(run: () => void, ms: number): unknown;
  cancel(handle: unknown): void;
}

/** push: a new entry; replace: rewrite the current one (a correction nobody asked for); `type:<field>`: typing. */
export type WriteMode = 'push' | 'replace' | `type:${string}`;

export interface HistoryWriter {
  write(url: string, mode: WriteMode): void;
  /** The user moved through history: whatever was typed is now in the entry they left. */
  reset(): void;
}

export function createHistoryWriter(history: HistoryPort, clock: Clock, pauseMs: number): HistoryWriter {
  let pending: { field: string; url: string; handle: unknown } | null = null;
  // The field whose typing made the current entry, if typing made it.
  let typedEntry: string | null = null;

  const put = (url: string, mode: 'push' | 'replace') => {
    if (url === history.current()) return;
    if (mode === 'push') history.push(url);
    else history.replace(url);
  };
  const flush = () => {
    if (!pending) return;
    const { field, url, handle } = pending;
    clock.cancel(handle);
    pending = null;
    put(url, typedEntry === field ? 'replace' : 'push');
    typedEntry = field;
  };

  return {
    write(url, mode) {
      if (mode === 'push' || mode === 'replace') {
        flush();
        put(url, mode);
        if (mode === 'push') typedEntry = null;
        return;
      }
      const field = mode.slice('type:'.length);
      if (pending && pending.field !== field) flush();
      if (pending) clock.cancel(pending.handle);
      pending = { field, url, handle: clock.schedule(flush, pauseMs) };
    },
    reset() {
      if (pending) clock.cancel(pending.handle);
      pending = null;
      typedEntry = null;
    },
  };
}
