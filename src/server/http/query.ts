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

/** How many understood questions of each kind (plain, the others) are remembered (each a few hundred bytes). */
export const QUESTIONS_KEPT = 4096;

/**
 * A question that carries only its route and query string (most do): remembered by the two, so
 * that asking it again joins nothing into a key (0.4 µs of a serving thread's request, measured
 * under wrk for a precomputed query).
 */
const isPlain = (job: QueryJob) =>
  job.file === undefined && job.accept === undefined && job.pathValues === undefined && job.origin === undefined && job.compute === undefined;

/** One string per question as asked: its route, query string, Accept header, path value and the origin its links go on. */
const questionId = (job: QueryJob) =>
  job.file !== undefined
    ? `file\n${job.file}`
    : `${job.route}\n${job.search}\n${job.accept ?? ''}\n${job.pathValues === undefined ? '' : JSON.stringify(job.pathValues)}\n${job.origin ?? ''}`;

export type QueryResolver = (job: QueryJob, client: string) => Asset | Promise<Asset>;

export function createQueryResolver(core: CoreClient, assets: AssetStore, cache: AnswerCache): QueryResolver {
  /** Plain questions by route, then query string; the others by their whole id. */
  const plain = new Map<string, Map<string, Known>>();
  let plainCount = 0;
  const known = new Map<string, Known>();
  const asking = new Map<string, Promise<Asset>>();

  const recall = (job: QueryJob): Known | undefined => (isPlain(job) ? plain.get(job.route)?.get(job.search) : known.get(questionId(job)));

  /** What a question came to, kept; past the bound, the oldest of its kind (of its route, when plain) is forgotten. */
  function remember(job: QueryJob, what: Known): void {
    if (!isPlain(job)) {
      if (known.size >= QUESTIONS_KEPT) known.delete(known.keys().next().value!);
      known.set(questionId(job), what);
      return;
    }
    let byQuery = plain.get(job.route);
    if (!byQuery) plain.set(job.route, (byQuery = new Map<string, Known>()));
    if (byQuery.has(job.search)) return void byQuery.set(job.search, what);
    if (plainCount >= QUESTIONS_KEPT) {
      const from = byQuery.size > 0 ? byQuery : [...plain.values()].find((m) => m.size > 0)!;
      from.delete(from.keys().next().value!);
      plainCount--;
    }
    byQuery.set(job.search, what);
    plainCount++;
  }

  /** The asset of a core's answer; a precomputed file missing from this build is computed instead. */
  async function assetOf(job: QueryJob, client: string, answer: CoreAnswer): Promise<Asset> {
    switch (answer.kind) {
      case 'file': {
        const file = await assets.get(answer.file);
        if (file) {
          remember(job, { file: answer.file });
          return file;
        }
        if (job.compute) throw new Error(`the core named ${answer.file} for a question it was asked to compute`);
        return assetOf(job, client, await core.ask({ ...job, compute: true }, client));
      }
      case 'computed': {
        const asset = memoryAsset(answer.asset);
        cache.set(answer.key, asset);
        remember(job, { key: answer.key });
        return asset;
      }
      case 'error':
        throw new AnswerError(answer.status, answer.body);
    }
  }

  function ask(job: QueryJob, client: string): Promise<Asset> {
    const id = questionId(job);
    let pending = asking.get(id);
    if (!pending) {
      pending = core.ask(job, client).then((answer) => assetOf(job, client, answer));
      asking.set(id, pending);
      const forget = () => asking.delete(id);
      pending.then(forget, forget);
    }
    return pending;
  }

  return (job, client) => {
    const what = recall(job);
    if (what && 'key' in what) {
      const kept = cache.get(what.key);
      if (kept) return kept;
    } else if (what) {
      const file = assets.get(what.file);
      if (file instanceof Promise) return file.then((found) => found ?? ask(job, client));
      if (file) return file;
    }
    return ask(job, client);
  };
}
