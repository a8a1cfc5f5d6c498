/**
 * @module
 * Render threads for the Node server: answers that have no static file (a filtered list in
 * XML, say, up to ~180 ms of CPU) are computed and compressed off the main thread, so a
 * client asking for them never stalls the cheap requests of everyone else. Each thread holds
 * its own Api over the same dataset and answers one question at a time; questions wait in a
 * bounded queue, and one asked while the queue is full gets a 503 at once.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ApiError, type ErrorBody, type ErrorStatus } from '../api/errors.ts';
import type { PathConfig } from '../api/paths.ts';
import type { BuiltDataset } from '../dataset/dataset-fs.ts';
import type { Renderer, RenderJob } from './api-query.ts';
import type { Asset } from './assets.ts';
import type { RawQuery } from '../api/params.ts';

/** What a thread is asked: the question as the request put it (the thread parses it the same way). */
export interface ThreadJob {
  id: number;
  route: string;
  search: string;
  /** The value the path carries (REST Countries' path forms). */
  pathValues: RawQuery | undefined;
  accept: string | undefined;
  /** The origin its links are made absolute on, if any (`ApiQuery.origin`). */
  origin: string | undefined;
  key: string;
}

/** What a thread answers: the asset, or the error its question raised. */
export type ThreadResult = { id: number; asset: Asset } | { id: number; error: ErrorBody } | { id: number; failure: string };

export interface ThreadData {
  dataset: BuiltDataset;
  paths: PathConfig | undefined;
}

export interface RenderPoolOptions extends ThreadData {
  /** Threads (default: one per core but one, at least one). */
  threads?: number;
  /** Questions waiting beyond the ones being computed; more get a 503 (default 256). */
  maxQueue?: number;
}

export interface RenderPool {
  readonly threads: number;
  render: Renderer;
  close(): Promise<void>;
}

export const defaultRenderThreads = () => Math.max(1, availableParallelism() - 1);

const THREAD_SCRIPT = new URL('./render-thread.ts', import.meta.url);

/**
 * A render thread's heap: its dataset and one answer under way need about 60 MB. Left to
 * itself V8 would let garbage pile up to several times that before collecting; here the
 * thread collects early, where its pauses hold up no one but itself.
 */
const RENDER_HEAP = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 160 };

interface Waiting {
  job: ThreadJob;
  resolve: (asset: Asset) => void;
  reject: (e: unknown) => void;
}

export function createRenderPool(o: RenderPoolOptions): RenderPool {
  const size = o.threads ?? defaultRenderThreads();
  const maxQueue = o.maxQueue ?? 256;
  const data: ThreadData = { dataset: o.dataset, paths: o.paths };
  const queue: Waiting[] = [];
  const idle: Worker[] = [];
  const working = new Map<Worker, Waiting>();
  let nextId = 0;
  let closed = false;

  const settle = (w: Waiting, result: ThreadResult) => {
    if ('asset' in result) w.resolve(result.asset);
    else if ('error' in result) {
      const { status, message, ...extra } = result.error;
      w.reject(new ApiError(status as ErrorStatus, message, extra));
    } else w.reject(new Error(`render thread: ${result.failure}`));
  };

  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const waiting = queue.shift()!;
      working.set(worker, waiting);
      worker.postMessage(waiting.job);
    }
  };

  const spawn = () => {
    const worker = new Worker(THREAD_SCRIPT, { workerData: data, resourceLimits: RENDER_HEAP });
    worker.on('message', (result: ThreadResult) => {
      const waiting = working.get(worker);
      working.delete(worker);
      idle.push(worker);
      if (waiting) settle(waiting, result);
      dispatch();
    });
    // A thread that dies fails its question with a 500 and is replaced, a second later so
    // that one that cannot start does not spin.
    worker.on('error', (e) => {
      console.error('render thread failed:', e);
      working.get(worker)?.reject(e);
    });
    worker.on('exit', () => {
      working.get(worker)?.reject(new Error('render thread exited'));
      working.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      if (!closed)
        setTimeout(() => {
          if (closed) return;
          spawn();
          dispatch();
        }, 1000).unref();
    });
    idle.push(worker);
  };
  for (let i = 0; i < size; i++) spawn();

  const all = () => [...idle, ...working.keys()];
  return {
    threads: size,
    render(job: RenderJob) {
      if (queue.length >= maxQueue) {
        return Promise.reject(new ApiError(503, 'The server is busy computing other answers; try again in a moment.'));
      }
      return new Promise<Asset>((resolve, reject) => {
        queue.push({
          job: { id: nextId++, route: job.route.name, search: job.search, pathValues: job.pathValues, accept: job.accept, origin: job.origin, key: job.key },
          resolve,
          reject,
        });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const w of queue.splice(0)) w.reject(new ApiError(503, 'The server is stopping.'));
      await Promise.all(all().map((w) => w.terminate()));
    },
  };
}
