/**
 * @module
 * The SQLite usage store's checkpointer, in a thread of its own: copies the WAL's committed
 * pages into the database file every `everyMs`, on its own connection. A checkpoint fsyncs the
 * WAL and the file, which on a busy server took tens to hundreds of ms; done by the connection
 * that commits the counts (SQLite's automatic checkpoint), it stalled every request of the
 * serving thread meanwhile (plans bench, quiet: 0.35-0.40x of plans off, 105 µs of server CPU
 * per request; with this thread 0.63-0.66x, 46-55 µs).
 * PASSIVE never waits for the writer, and the writer never waits for it.
 */
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

export interface CheckpointThreadData {
  file: string;
  everyMs: number;
}

const { file, everyMs } = workerData as CheckpointThreadData;
const db = new DatabaseSync(file);
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const run = () => {
  try {
    checkpoint.get();
  } catch {
    // Another checkpoint (the writer's backstop, `npm run keys`) holds it: the next turn will do.
  }
};
const timer = setInterval(run, everyMs);
parentPort?.once('message', () => {
  clearInterval(timer);
  run();
  db.close();
  parentPort?.close();
});
