/**
 * @module
 * The query form on the HTTP side: `/api/<route>?…` asked of the core once per distinct
 * question, which names the static file of a precomputed answer or computes the others; what it
 * said is remembered (the dataset never changes while the server runs), so a question asked
 * again is a lookup: its file, or its kept answer. Every request asking a question the core is
 * answering waits for that answer instead of asking again.
 */
import type { JsonObject } from '../../formats/document.ts';
import type { AnswerCache } from './answer-cache.ts';
import { memoryAsset, type Asset, type AssetStore } from './assets.ts';
import type { CoreClient } from './core-client.ts';
import type { CoreAnswer, QueryJob } from './core.ts';

/** A question the core refused: the error's status and its body, in the route's shape. */
export class AnswerError extends Error {
  readonly status: number;
  readonly body: JsonObject;
  constructor(status: number, body: JsonObject) {
    super(typeof body.message === 'string' ? body.message : `error ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** What a question came to: its file, or the key of its computed answer. */
type Known = { readonly file: string } | { readonly key: string };

/** How many understood questions are remembered (each a few hundred bytes). */
const QUESTIONS_KEPT = 4096;

/** One string per question as asked: its route, query string, Accept header, path value and the origin its links go on. */
const questionId = (job: QueryJob) =>
  job.file !== undefined
    ? `file\n${job.file}`
    : `${job.route}\n${job.search}\n${job.accept ?? ''}\n${job.pathValues === undefined ? '' : JSON.stringify(job.pathValues)}\n${job.origin ?? ''}`;

export type QueryResolver = (job: QueryJob, client: string) => Asset | Promise<Asset>;

export function createQueryResolver(core: CoreClient, assets: AssetStore, cache: AnswerCache): QueryResolver {
  const known = new Map<string, Known>();
  const asking = new Map<string, Promise<Asset>>();

  const remember = (id: string, what: Known) => {
    if (known.size >= QUESTIONS_KEPT) known.delete(known.keys().next().value!);
    known.set(id, what);
  };

  /** The asset of a core's answer; a precomputed file missing from this build is computed instead. */
  async function assetOf(id: string, job: QueryJob, client: string, answer: CoreAnswer): Promise<Asset> {
    switch (answer.kind) {
      case 'file': {
        const file = await assets.get(answer.file);
        if (file) {
          remember(id, { file: answer.file });
          return file;
        }
        if (job.compute) throw new Error(`the core named ${answer.file} for a question it was asked to compute`);
        return assetOf(id, job, client, await core.ask({ ...job, compute: true }, client));
      }
      case 'computed': {
        const asset = memoryAsset(answer.asset);
        cache.set(answer.key, asset);
        remember(id, { key: answer.key });
        return asset;
      }
      case 'error':
        throw new AnswerError(answer.status, answer.body);
    }
  }

  function ask(id: string, job: QueryJob, client: string): Promise<Asset> {
    let pending = asking.get(id);
    if (!pending) {
      pending = core.ask(job, client).then((answer) => assetOf(id, job, client, answer));
      asking.set(id, pending);
      const forget = () => asking.delete(id);
      pending.then(forget, forget);
    }
    return pending;
  }

  return (job, client) => {
    const id = questionId(job);
    const what = known.get(id);
    if (what && 'key' in what) {
      const kept = cache.get(what.key);
      if (kept) return kept;
    } else if (what) {
      const file = assets.get(what.file);
      if (file instanceof Promise) return file.then((found) => found ?? ask(id, job, client));
      if (file) return file;
    }
    return ask(id, job, client);
  };
}
