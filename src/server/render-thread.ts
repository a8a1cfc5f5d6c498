/**
 * @module
 * One render thread (see render-pool.ts): understands a question the way the main thread did
 * (api-query.ts, over src/api/question.ts), answers and compresses it, and hands the bytes
 * back without copying them.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createApi } from '../api/context.ts';
import { ApiError } from '../api/errors.ts';
import { answerQuestion } from '../api/question.ts';
import { routes } from '../api/routes.ts';
import { apiFor, questionOf } from './api-query.ts';
import { nodeCompressor } from './compress.ts';
import { assetOfAnswer } from './render.ts';
import { ownsBuffer } from '../lib/own-bytes.ts';
import type { ThreadData, ThreadJob, ThreadResult } from './render-pool.ts';

/** Lower than the main thread's priority (0), not idle-only (19). */
const RENDER_NICE = 10;

// On Linux a thread has its own nice value (0 names the calling thread): when cores are
// scarce, the main thread's cheap answers go before this thread's heavy ones.
try {
  setPriority(RENDER_NICE);
} catch {
  // not allowed here: the thread keeps the process's priority
}

const { dataset, paths } = workerData as ThreadData;
const api = createApi(dataset, paths);
const routeByName = new Map(routes.map((r) => [r.name, r]));

parentPort!.on('message', (job: ThreadJob) => {
  let result: ThreadResult;
  try {
    const route = routeByName.get(job.route);
    if (!route) throw new Error(`no route ${job.route}`);
    const asset = assetOfAnswer(
      job.key,
      answerQuestion(
        apiFor(api, job),
        questionOf(api, { route, search: job.search, accept: job.accept, ...(job.pathValues ? { pathValues: job.pathValues } : {}) }),
      ),
      nodeCompressor,
    );
    result = { id: job.id, asset };
    const bytes = [asset.body, asset.encoded.br, asset.encoded.gzip].filter((b): b is Uint8Array => b !== undefined && ownsBuffer(b));
    parentPort!.postMessage(
      result,
      bytes.map((b) => b.buffer as ArrayBuffer),
    );
    return;
  } catch (e) {
    result = e instanceof ApiError ? { id: job.id, error: e.body } : { id: job.id, failure: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  parentPort!.postMessage(result);
});
