/**
 * @module
 * One line per request in the Common Log Format, written in batches so that logging does
 * not cost a system call per request (nor per turn of the event loop).
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

/** A line writer that holds lines back to write them together; `flush` writes what it holds. */
export interface BufferedWriter {
  (line: string): void;
  flush(): void;
}

/** How many bytes of lines are held at most, and for how long (ms) the first of them waits. */
export const LOG_BUFFER = { bytes: 32 * 1024, ms: 100 };

/**
 * Collects lines and writes them together, once `bytes` of them wait or `ms` after the first,
 * as nginx's `access_log … buffer= flush=`: a busy server writes a few chunks a second instead
 * of one per turn of its event loop (each a system call, and from a serving thread a message to
 * the main thread). The lines wait as bytes outside the JavaScript heap: held as strings, they
 * would outlive young collections and be copied and promoted by each. Lines are ASCII
 * ({@link clfLine} escapes the rest). Whoever closes the server flushes it.
 */
export function bufferedWriter(write: (chunk: string) => void, o: { bytes: number; ms: number } = LOG_BUFFER): BufferedWriter {
  const held = Buffer.allocUnsafe(o.bytes);
  let used = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (used === 0) return;
    const chunk = held.toString('latin1', 0, used);
    used = 0;
    write(chunk);
  };
  const add = (line: string) => {
    // A line and its newline; one too long to be held at all goes out on its own.
    if (line.length + 1 > o.bytes) {
      flush();
      return write(`${line}\n`);
    }
    if (used + line.length + 1 > o.bytes) flush();
    used += held.write(line, used, 'latin1');
    held[used++] = 0x0a;
    if (!timer) (timer = setTimeout(flush, o.ms)).unref();
  };
  return Object.assign(add, { flush });
}
