/**
 * @module
 * One line per request in the Common Log Format, written in batches so that logging does
 * not cost a system call per request.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** `[22/Nov/2026:04:55:00 +0000]` */
export function clfDate(d: Date): string {
  return `[${pad(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000]`;
}

/** The time of now in CLF, formatted once per second: a busy server logs thousands of lines in each. */
export function clfClock(now: () => number = Date.now): () => string {
  let second = -1;
  let text = '';
  return () => {
    const ms = now();
    const s = Math.floor(ms / 1000);
    if (s !== second) {
      second = s;
      text = clfDate(new Date(s * 1000));
    }
    return text;
  };
}

export interface LogEntry {
  remote: string;
  method: string;
  target: string;
  protocol: string;
  status: number;
  bytes: number | undefined;
  /** In CLF: `[22/Nov/2026:04:55:00 +0000]`. */
  time: string;
}

/** Characters a request line may carry that would break a log line or its quoting: `"`, `\\`, controls, DEL and any byte past ASCII. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE = /["\\\x00-\x1f\x7f-\uffff]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');

/** As nginx writes them: `\x22` for `"`, each byte of anything past ASCII on its own (the target arrives as bytes). */
const escapeField = (text: string) =>
  UNSAFE.test(text)
    ? text.replace(UNSAFE_ALL, (c) =>
        [...Buffer.from(c, c.charCodeAt(0) > 0xff ? 'utf8' : 'latin1')].map((b) => `\\x${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
      )
    : text;

export function clfLine(e: LogEntry): string {
  return `${e.remote} - - ${e.time} "${escapeField(e.method)} ${escapeField(e.target)} ${e.protocol}" ${e.status} ${e.bytes ?? '-'}`;
}

/** Collects lines and flushes them together once per tick of the event loop. */
export function batchedWriter(write: (chunk: string) => void): (line: string) => void {
  let pending: string[] = [];
  return (line) => {
    if (pending.length === 0)
      setImmediate(() => {
        const chunk = pending.join('\n') + '\n';
        pending = [];
        write(chunk);
      });
    pending.push(line);
  };
}
