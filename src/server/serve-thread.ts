/**
 * @module
 * A serving thread beyond the main thread's (WORKERS): its own HTTP server on the shared port
 * (edge.ts). Its log lines and its access checks go to the main thread, which writes the one log
 * and holds the one usage store.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { accessOverPort } from './access-port.ts';
import { bufferedWriter } from './access-log.ts';
import { startEdge, type EdgeSetup } from './edge.ts';

export interface ServeThreadData {
  setup: EdgeSetup;
  /** To the main thread's access control, when plans are on. */
  accessPort: MessagePort | undefined;
  log: boolean;
}

/** To the main thread. */
export type ServeThreadMessage = { type: 'listening' } | { type: 'log'; chunk: string } | { type: 'stopping' } | { type: 'closed' };
/** From the main thread. */
export type ServeThreadCommand = { type: 'close' } | { type: 'core'; index: number; port: MessagePort };

const { setup, accessPort, log } = workerData as ServeThreadData;
const tell = (message: ServeThreadMessage) => parentPort!.postMessage(message);

const logger = log ? bufferedWriter((chunk) => tell({ type: 'log', chunk })) : undefined;
const edge = await startEdge(setup, {
  ...(logger ? { log: logger } : {}),
  ...(accessPort ? { access: accessOverPort(accessPort) } : {}),
});

parentPort!.on('message', (command: ServeThreadCommand) => {
  if (command.type === 'core') edge.cores?.replace(command.index, command.port);
  else {
    const closed = edge.close();
    // From here on, every answer of this thread closes its connection.
    tell({ type: 'stopping' });
    void closed.then(() => {
      // Its last lines before it says it is done: the main thread writes them before it exits.
      logger?.flush();
      tell({ type: 'closed' });
      parentPort!.close();
    });
  }
});
tell({ type: 'listening' });
