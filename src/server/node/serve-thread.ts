/**
 * @module
 * A serving thread beyond the main thread's (WORKERS): its own HTTP server on the shared port
 * (edge.ts). Its log lines go to the main thread, which writes the one log. Its access checks go
 * there too, to the one usage store, unless the store is exact across processes (Redis): then
 * the thread has an access control of its own, made from the environment as the main thread's.
 */
import { parentPort, workerData, type MessagePort, type Transferable } from 'node:worker_threads';
import { accessOverPort } from './access-port.ts';
import { accessLog } from './access-log.ts';
import { startEdge, type EdgeSetup } from './edge.ts';
import { plansModule } from './plans-module.ts';

export interface ServeThreadData {
  setup: EdgeSetup;
  /** When plans are on: a port to the main thread's access control, or the root to make one's own from (node-net.ts, `threadsOwnAccess`). */
  access: { port: MessagePort } | { fromEnv: string } | undefined;
  log: boolean;
}

/** To the main thread. */
export type ServeThreadMessage =
  { type: 'listening' } | { type: 'log'; chunk: Uint8Array } | { type: 'not-listening' } | { type: 'stopping' } | { type: 'closed' };
/** From the main thread. */
export type ServeThreadCommand = { type: 'stop-listening' } | { type: 'close' } | { type: 'core'; index: number; port: MessagePort };

const { setup, access, log } = workerData as ServeThreadData;
const tell = (message: ServeThreadMessage, transfer: Transferable[] = []) => parentPort!.postMessage(message, transfer);

// Each chunk's bytes are its own: handed over, not copied.
const logger = log ? accessLog((chunk) => tell({ type: 'log', chunk }, [chunk.buffer as ArrayBuffer])) : undefined;
const own = access && 'fromEnv' in access ? await (await plansModule()).accessFromEnv(access.fromEnv) : undefined;
const checks = own?.access ?? (access && 'port' in access ? accessOverPort(access.port) : undefined);
const edge = await startEdge(setup, {
  ...(logger ? { log: logger } : {}),
  ...(checks ? { access: checks } : {}),
});

parentPort!.on('message', (command: ServeThreadCommand) => {
  if (command.type === 'core') edge.cores?.replace(command.index, command.port);
  else if (command.type === 'stop-listening') {
    edge.stopListening();
    tell({ type: 'not-listening' });
  } else {
    const closed = edge.close();
    // From here on, every answer of this thread closes its connection.
    tell({ type: 'stopping' });
    void closed.then(async () => {
      // Its last lines before it says it is done: the main thread writes them before it exits.
      logger?.flush();
      await own?.store.close();
      tell({ type: 'closed' });
      parentPort!.close();
    });
  }
});
tell({ type: 'listening' });
