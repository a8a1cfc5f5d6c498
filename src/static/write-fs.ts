/**
 * @module
 * Writes generated files under a folder, reporting progress. The only I/O of the static build:
 * in the calling thread (`writeFiles`), or on a thread of its own (`startFileWriter`), so that
 * the file system's work (35,000 files) runs beside the rendering instead of after each file.
 * @see ./generate.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { dirname, join } from 'node:path';
import type { StaticFile } from './generate.ts';

export interface WriteReport {
  files: number;
  bytes: number;
}

/** A file to write: its path under the folder, and its text. */
export type FileToWrite = Pick<StaticFile, 'path' | 'body'>;

/** Writes files under `outDir`, making each folder once; `report` counts them. */
export function folderWriter(outDir: string): { write(file: FileToWrite): void; report: WriteReport } {
  const made = new Set<string>();
  const report = { files: 0, bytes: 0 };
  return {
    report,
    write(file) {
      const target = join(outDir, file.path);
      const dir = dirname(target);
      if (!made.has(dir)) {
        mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      const body = file.body; // rendered on each read
      writeFileSync(target, body);
      report.files++;
      report.bytes += Buffer.byteLength(body);
    },
  };
}

const PROGRESS_EVERY = 2000;

export function writeFiles(outDir: string, files: Iterable<FileToWrite>, onProgress?: (report: WriteReport) => void): WriteReport {
  const writer = folderWriter(outDir);
  for (const file of files) {
    writer.write(file);
    if (onProgress && writer.report.files % PROGRESS_EVERY === 0) onProgress(writer.report);
  }
  return writer.report;
}

/** What the writing thread (write-thread-fs.ts) is sent: files, then `null` when there are no more; and what it answers. */
export type WriteThreadMessage = { files: FileToWrite[] } | null;
export type WriteThreadAnswer = { done: WriteReport } | { failed: string };

/** Files are sent in batches of about this many characters (a message per file would cost more than some writes). */
const BATCH_CHARS = 1 << 20;

/**
 * Writes files under `outDir` on a thread of its own: `write` hands a file over (its body is read,
 * so rendered, at once, on the calling thread) and `end` resolves with the report once every file
 * is on disk. `onProgress` counts the files handed over.
 */
export function startFileWriter(outDir: string, onProgress?: (report: WriteReport) => void) {
  const thread = new Worker(new URL('./write-thread-fs.ts', import.meta.url), { workerData: { outDir } });
  const finished = new Promise<WriteReport>((resolve, reject) => {
    thread.on('message', (answer: WriteThreadAnswer) => ('done' in answer ? resolve(answer.done) : reject(new Error(answer.failed))));
    thread.on('error', reject);
    thread.on('exit', (code) => reject(new Error(`The thread writing ${outDir} stopped (exit code ${code}) before it was done.`)));
  });
  // Reported where `end` is awaited; until then a failure must not go unhandled.
  finished.catch(() => {});
  let batch: FileToWrite[] = [];
  let chars = 0;
  const handed = { files: 0, bytes: 0 };
  const send = () => {
    thread.postMessage({ files: batch } satisfies WriteThreadMessage);
    batch = [];
    chars = 0;
  };
  return {
    write(file: FileToWrite): void {
      const body = file.body;
      batch.push({ path: file.path, body });
      chars += body.length;
      handed.files++;
      if (chars >= BATCH_CHARS) send();
      if (onProgress && handed.files % PROGRESS_EVERY === 0) onProgress(handed);
    },
    end(): Promise<WriteReport> {
      if (batch.length > 0) send();
      thread.postMessage(null satisfies WriteThreadMessage);
      return finished;
    },
  };
}
