/**
 * @module
 * Writes generated files under a folder, reporting progress. The only I/O of the static build.
 * @see ./generate.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { StaticFile } from './generate.ts';

export interface WriteReport {
  files: number;
  bytes: number;
}

export function writeFiles(outDir: string, files: Iterable<StaticFile>, onProgress?: (report: WriteReport) => void): WriteReport {
  const made = new Set<string>();
  const report = { files: 0, bytes: 0 };
  for (const file of files) {
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
    if (onProgress && report.files % 2000 === 0) onProgress(report);
  }
  return report;
}
