/**
 * @module
 * Writes generated files under a folder, reporting progress. The only I/O of the static build:
 * in the calling thread (`writeFiles`), or on a thread of its own (`startFileWriter`), so that
 * the file system's work (35,000 files) runs beside the rendering instead of after each file.
 * @see ./generate.ts
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { dirname, join } from 'node:path';
import type { StaticFile } from './generate.ts';

export interface WriteReport {
  files: number;
  bytes: number;
  /** Of the files, those with the bytes the previous output had: linked to its file, not written. */
  unchanged?: number;
  /** Of the files, the aliases (StaticFile.aliasOf): linked to the file they repeat, not written. */
  repeats?: number;
}

/** A file to write: its path under the folder, its text, and the file whose bytes it repeats, if any. */
export type FileToWrite = Pick<StaticFile, 'path' | 'body' | 'aliasOf'>;

/**
 * Writes files under `outDir`, making each folder once; `report` counts them.
 *
 * A file with the bytes of another one is a hard link to it, not a copy, where the file system
 * has links: no data is written, and no page cache is filled twice.
 * - `repeat` links an alias to the file it repeats, written before by this writer (6,048 of the
 *   static API's 35,600 files, 53 of its 138 MB).
 * - With `previousDir` (the output being replaced, on the same file system), `write` links a file
 *   whose bytes are those of the same path there. On this project's machines (ext4 with `discard`)
 *   that took a rebuild from 14.6 to 12.9 s on average, and the previous output's removal from
 *   5–8 s to under a second.
 * Neither tree is written to afterwards: the previous one is removed once the new one is in place.
 */
export function folderWriter(outDir: string, previousDir?: string) {
  const made = new Set<string>();
  const sizes = new Map<string, number>();
  const report = { files: 0, bytes: 0, unchanged: 0, repeats: 0 };
  const previous = previousDir !== undefined && existsSync(previousDir) ? previousDir : undefined;
  const targetOf = (path: string): string => {
    const target = join(outDir, path);
    const dir = dirname(target);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    return target;
  };
  const link = (from: string, to: string): boolean => {
    try {
      linkSync(from, to);
      return true;
    } catch {
      return false; // a file system without hard links
    }
  };
  /** Whether the previous output's file at `path` has these bytes. */
  const unchanged = (path: string, bytes: Uint8Array): boolean => {
    if (previous === undefined) return false;
    try {
      return readFileSync(join(previous, path)).equals(bytes);
    } catch {
      return false; // a new file
    }
  };
  const count = (path: string, size: number) => {
    sizes.set(path, size);
    report.files++;
    report.bytes += size;
  };
  return {
    report,
    /** Whether this writer has written `path` (so that it can be repeated). */
    has: (path: string): boolean => sizes.has(path),
    write(path: string, bytes: Uint8Array): void {
      const target = targetOf(path);
      if (unchanged(path, bytes) && link(join(previous!, path), target)) report.unchanged++;
      else writeFileSync(target, bytes);
      count(path, bytes.length);
    },
    /** `path` with the bytes of `original`, which this writer has written. */
    repeat(path: string, original: string): void {
      const size = sizes.get(original);
      if (size === undefined) throw new Error(`${path} repeats ${original}, which has not been written.`);
      const from = join(outDir, original);
      const target = targetOf(path);
      if (!link(from, target)) copyFileSync(from, target);
      report.repeats++;
      count(path, size);
    },
  };
}

const PROGRESS_EVERY = 2000;

export function writeFiles(outDir: string, files: Iterable<FileToWrite>, onProgress?: (report: WriteReport) => void): WriteReport {
  const writer = folderWriter(outDir);
  for (const file of files) {
    if (file.aliasOf !== undefined && writer.has(file.aliasOf)) writer.repeat(file.path, file.aliasOf);
    else writer.write(file.path, Buffer.from(file.body));
    if (onProgress && writer.report.files % PROGRESS_EVERY === 0) onProgress(writer.report);
  }
  return writer.report;
}

/** What the writing thread (write-thread-fs.ts) is started with (see `folderWriter`). */
export interface WriterJob {
  outDir: string;
  previousDir: string | undefined;
}

/** A file of a batch: its bytes' place in the batch's buffer, or the file it repeats. */
export type BatchEntry = { path: string; start: number; end: number } | { path: string; repeats: string };

/**
 * What the writing thread (write-thread-fs.ts) is sent: batches of files, their bytes in one
 * buffer that is moved to the thread rather than copied, then `null` when there are no more; and
 * what it answers.
 */
export type WriteThreadMessage = { files: BatchEntry[]; bytes: ArrayBuffer } | null;
export type WriteThreadAnswer = { done: WriteReport } | { failed: string };

/** Files are sent in batches of about this many bytes (a message per file would cost more than some writes). */
const BATCH_BYTES = 1 << 20;

/**
 * Writes files under `outDir` on a thread of its own: `write` hands a file over (its body is read,
 * so rendered, and encoded at once, on the calling thread) and `end` resolves with the report once
 * every file is on disk. An alias of a file handed over before is sent as a link to it, without its
 * bytes. `onProgress` counts the files handed over.
 */
export function startFileWriter(outDir: string, onProgress?: (report: WriteReport) => void, previousDir?: string) {
  const thread = new Worker(new URL('./write-thread-fs.ts', import.meta.url), { workerData: { outDir, previousDir } satisfies WriterJob });
  const finished = new Promise<WriteReport>((resolve, reject) => {
    thread.on('message', (answer: WriteThreadAnswer) => ('done' in answer ? resolve(answer.done) : reject(new Error(answer.failed))));
    thread.on('error', reject);
    thread.on('exit', (code) => reject(new Error(`The thread writing ${outDir} stopped (exit code ${code}) before it was done.`)));
  });
  // Reported where `end` is awaited; until then a failure must not go unhandled.
  finished.catch(() => {});
  // Encoded straight into a buffer that is transferred, not cloned: the strings are neither
  // serialised nor rebuilt on the other thread (cloning them cost the rendering thread 1.7 s).
  let buffer = Buffer.allocUnsafeSlow(BATCH_BYTES);
  let used = 0;
  let batch: BatchEntry[] = [];
  const handed = new Set<string>();
  const progress = { files: 0, bytes: 0 };
  const send = () => {
    if (batch.length === 0) return;
    thread.postMessage({ files: batch, bytes: buffer.buffer } satisfies WriteThreadMessage, [buffer.buffer]);
    batch = [];
    used = 0;
    buffer = Buffer.allocUnsafeSlow(BATCH_BYTES);
  };
  return {
    write(file: FileToWrite): void {
      if (file.aliasOf !== undefined && handed.has(file.aliasOf)) batch.push({ path: file.path, repeats: file.aliasOf });
      else {
        const body = file.body;
        const size = Buffer.byteLength(body);
        if (used + size > buffer.length) {
          send();
          if (size > buffer.length) buffer = Buffer.allocUnsafeSlow(size);
        }
        buffer.write(body, used);
        batch.push({ path: file.path, start: used, end: used + size });
        used += size;
        progress.bytes += size;
        handed.add(file.path);
      }
      progress.files++;
      if (onProgress && progress.files % PROGRESS_EVERY === 0) onProgress(progress);
    },
    end(): Promise<WriteReport> {
      send();
      thread.postMessage(null satisfies WriteThreadMessage);
      return finished;
    },
  };
}
