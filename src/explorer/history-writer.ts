/**
 * @module
 * How view changes become browser history: every change is its own Back step. A discrete
 * change (a tick, a sort, a page) pushes an entry at once; typing in a field waits for a pause,
 * then pushes one entry for that field, which more typing in the same field rewrites, so a
 * typed word is one step and not one per letter. Writing waits for the paint that shows the
 * change, and a move through history drops every write not yet made: it was made for a view the
 * page no longer shows. Pure: the history and the clock are given.
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
  /** Runs `run` once the browser has painted: writing history and making the URL cost it milliseconds. */
  afterPaint(run: () => void): void;
}

/** push: a new entry; replace: rewrite the current one (a correction nobody asked for); `type:<field>`: typing. */
export type WriteMode = 'push' | 'replace' | `type:${string}`;

export interface HistoryWriter {
  /** Writes the URL `makeUrl` gives, after the paint, unless the user moves through history first. */
  write(makeUrl: () => string, mode: WriteMode): void;
  /**
   * The user moved through history: the page now shows that entry's view, so nothing asked for
   * before (painted or not, typed or ticked) is written; whatever was typed is in the entry they left.
   */
  reset(): void;
}

export function createHistoryWriter(history: HistoryPort, clock: Clock, pauseMs: number): HistoryWriter {
  let pending: { field: string; url: string; handle: unknown } | null = null;
  // The field whose typing made the current entry, if typing made it.
  let typedEntry: string | null = null;
  // Bumped by each move through history: a write asked for under an older one is dropped.
  let epoch = 0;

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

  const writeNow = (url: string, mode: WriteMode) => {
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
  };

  return {
    write(makeUrl, mode) {
      const askedIn = epoch;
      clock.afterPaint(() => {
        if (askedIn === epoch) writeNow(makeUrl(), mode);
      });
    },
    reset() {
      epoch++;
      if (pending) clock.cancel(pending.handle);
      pending = null;
      typedEntry = null;
    },
  };
}
