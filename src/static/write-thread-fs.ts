/**
 * @module
 * The thread that writes the static API's files (write-fs.ts, `startFileWriter`): batches of
 * files until `null`, then the report.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { folderWriter, type WriterJob, type WriteThreadAnswer, type WriteThreadMessage } from './write-fs.ts';

const { outDir, previousDir } = workerData as WriterJob;
const writer = folderWriter(outDir, previousDir);
const answer = (a: WriteThreadAnswer) => parentPort!.postMessage(a);
let failed = false;

parentPort!.on('message', (message: WriteThreadMessage) => {
  if (failed) return;
  if (message === null) {
    answer({ done: writer.report });
    parentPort!.close();
    return;
  }
  try {
    const bytes = new Uint8Array(message.bytes);
    for (const file of message.files) {
      if ('repeats' in file) writer.repeat(file.path, file.repeats);
      else writer.write(file.path, bytes.subarray(file.start, file.end));
    }
  } catch (error) {
    failed = true;
    answer({ failed: (error as Error).message });
    parentPort!.close();
  }
});
