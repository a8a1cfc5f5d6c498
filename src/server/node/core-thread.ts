/**
 * @module
 * A render thread: one core (core.ts) over its own copy of the dataset, answering the questions
 * the serving threads send over their ports, one at a time, at a lower OS priority than theirs.
 * The clients take turns: each question waits behind at most one of every other client's, so
 * a client asking for many heavy answers delays the others by one answer at most, never by its
 * whole queue. Answers are handed back without copying their bytes.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { PathConfig } from '../../api/paths.ts';
import { coreOverFile } from './core-dataset-fs.ts';
import type { CoreAnswer, QueryJob, RouteOutline } from '../http/core.ts';

export interface CoreThreadData {
  /** The dataset the build was made from: each render thread reads its own copy. */
  datasetFile: string;
  paths: PathConfig | undefined;
}

/** From the main thread: a serving thread's port (one per serving thread). */
export interface PortMessage {
  type: 'port';
  port: MessagePort;
}

/** To the main thread, once, when the core is ready. */
export interface ReadyMessage {
  type: 'ready';
  outline: readonly RouteOutline[];
}

/** A question on a port: `client` is who asked (its address), for the turns. */
export type CoreRequest = { id: number; client: string; job: QueryJob } | { id: number; client: string; countryPage: string };

export type CoreReply = { id: number; answer: CoreAnswer } | { id: number; countryPage: string | undefined } | { id: number; failure: string };

/** Lower than the serving threads' priority (0), not idle-only (19). */
const RENDER_NICE = 10;

// On Linux a thread has its own nice value (0 names the calling thread): when cores are
// scarce, the serving threads' cheap answers go before this thread's heavy ones.
try {
  setPriority(RENDER_NICE);
} catch {
  // not allowed here: the thread keeps the process's priority
}

const { datasetFile, paths } = workerData as CoreThreadData;
const core = coreOverFile(datasetFile, paths);

interface Waiting {
  port: MessagePort;
  request: CoreRequest;
}

// Questions by client; the Map's order is the order of turns (a client goes to the back after its turn).
const waiting = new Map<string, Waiting[]>();
let scheduled = false;

function answer({ port, request }: Waiting): void {
  let reply: CoreReply;
  try {
    if ('job' in request) {
      const answered = core.ask(request.job);
      reply = { id: request.id, answer: answered };
      if (answered.kind === 'computed') {
        const { body, encoded } = answered.asset;
        port.postMessage(
          reply,
          [body, encoded.br, encoded.gzip].filter((b) => b !== undefined).map((b) => b.buffer as ArrayBuffer),
        );
        return;
      }
    } else {
      // Its answer is read from the API's files as the questions they name answer them: at once, in microtasks.
      void core.countryPage(request.countryPage).then(
        (countryPage) => port.postMessage({ id: request.id, countryPage } satisfies CoreReply),
        (e: unknown) => port.postMessage(failureOf(request.id, e)),
      );
      return;
    }
  } catch (e) {
    reply = failureOf(request.id, e);
  }
  port.postMessage(reply);
}

const failureOf = (id: number, e: unknown): CoreReply => ({ id, failure: e instanceof Error ? (e.stack ?? e.message) : String(e) });

/** One question, then back to the event loop, so that questions arrived meanwhile take their turn. */
function next(): void {
  scheduled = false;
  const first = waiting.entries().next();
  if (first.done) return;
  const [client, queue] = first.value;
  waiting.delete(client);
  const turn = queue.shift()!;
  if (queue.length > 0) waiting.set(client, queue);
  answer(turn);
  if (waiting.size > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setImmediate(next);
}

parentPort!.on('message', (message: PortMessage) => {
  const { port } = message;
  port.on('message', (request: CoreRequest) => {
    const queue = waiting.get(request.client);
    if (queue) queue.push({ port, request });
    else waiting.set(request.client, [{ port, request }]);
    schedule();
  });
});

parentPort!.postMessage({ type: 'ready', outline: core.outline } satisfies ReadyMessage);
