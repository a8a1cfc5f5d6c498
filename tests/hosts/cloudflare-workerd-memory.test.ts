/**
 * The Worker's memory under distinct questions, in workerd (Miniflare, as wrangler.jsonc deploys
 * it), told apart from garbage through the inspector: each measure is the isolate's heap (its
 * objects, and its ArrayBuffers' bytes) right after full collections (V8's `gc`, exposed by a
 * flag). Distinct REST Countries questions (large v5 pages, and v3.1 name lookups that find
 * nothing, so that no answer is kept for them) must leave it where the Worker's bounded caches put
 * it (the answers kept, the questions remembered), not let it grow with every question: an
 * isolate has 128 MB in all.
 */
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';
import { outDir } from '../helpers.ts';

let mf: Miniflare;
let inspector: WebSocket;
let next = 0;
const replies = new Map<number, (error?: { message: string }) => void>();
/** The Worker's execution context, which the inspector announces once `Runtime` is enabled. */
let workerContext: Promise<string>;

/** Sends an inspector command; resolves once it is done, rejects with the inspector's error. */
const command = (method: string, params: object = {}) =>
  new Promise<void>((resolve, reject) => {
    const id = ++next;
    replies.set(id, (error) => (error ? reject(new Error(`${method}: ${error.message}`)) : resolve()));
    inspector.send(JSON.stringify({ id, method, params }));
  });
let usage: ((used: Heap) => void) | undefined;
/** The isolate's objects, and the bytes of its ArrayBuffers beside them (the kept answers' bodies). */
interface Heap {
  objects: number;
  buffers: number;
}

beforeAll(async () => {
  const port = await freePort();
  // `gc` in the isolate, for a full collection from the inspector (workerd's V8 flags, which
  // Miniflare reads from this variable when it writes workerd's configuration).
  const flags = process.env.MINIFLARE_WORKERD_V8_FLAGS;
  process.env.MINIFLARE_WORKERD_V8_FLAGS = '--expose-gc';
  mf = new Miniflare({
    modules: true,
    scriptPath: join(outDir(), '_worker.js'),
    compatibilityDate: '2026-07-30',
    inspectorPort: port,
    assets: {
      // The whole build (the questions asked here are all computed): no upload folder to make.
      directory: outDir(),
      binding: 'ASSETS',
      routerConfig: { has_user_worker: true, static_routing: { user_worker: ['/api/*'] } },
      assetConfig: { not_found_handling: '404-page' },
    },
  });
  await mf.ready;
  if (flags === undefined) delete process.env.MINIFLARE_WORKERD_V8_FLAGS;
  else process.env.MINIFLARE_WORKERD_V8_FLAGS = flags;
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { id: string; webSocketDebuggerUrl: string }[];
  inspector = new WebSocket(targets.find((t) => t.id === 'core:user:')!.webSocketDebuggerUrl);
  await new Promise((resolve) => inspector.addEventListener('open', resolve, { once: true }));
  let created: (id: string) => void;
  workerContext = new Promise((resolve) => (created = resolve));
  inspector.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      method?: string;
      params?: { context?: { uniqueId: string } };
      result?: { usedSize?: number; backingStorageSize?: number; exceptionDetails?: { text: string } };
      error?: { message: string };
    };
    if (message.method === 'Runtime.executionContextCreated') created(message.params!.context!.uniqueId);
    const heap = message.result;
    if (heap?.usedSize !== undefined) usage?.({ objects: heap.usedSize, buffers: heap.backingStorageSize ?? 0 });
    if (message.id !== undefined) {
      const thrown = message.result?.exceptionDetails;
      replies.get(message.id)?.(message.error ?? (thrown && { message: thrown.text }));
      replies.delete(message.id);
    }
  });
  await command('Runtime.enable');
}, 180_000);
afterAll(async () => {
  inspector?.close();
  await mf?.dispose();
});

/**
 * The isolate's heap after full collections, run synchronously in the Worker's context: what a
 * heap snapshot would leave (which costs workerd seconds of CPU to serialise the whole heap).
 */
async function heapAfterCollection(): Promise<Heap> {
  const collect = "gc({ type: 'major', execution: 'sync' })";
  await command('Runtime.evaluate', { expression: `${collect}; ${collect}`, uniqueContextId: await workerContext });
  const used = new Promise<Heap>((resolve) => (usage = resolve));
  await command('Runtime.getHeapUsage');
  return used;
}

/** A text no country has, unique to `n`, long (1,900 characters) so that keeping it would show. */
const unheardOf = (n: number) => `zq${n.toString(36)}${'x'.repeat(1900)}`;

async function asked(url: string): Promise<void> {
  const res = await mf.dispatchFetch(`https://countries.example${url}`);
  await res.arrayBuffer();
  if (res.status !== 200 && res.status !== 404) throw new Error(`${url}: ${res.status}`);
}

/**
 * 75 distinct pages of v5 records at `offset`: 25 large ones (226 to 250 records, ~1.2 MB each)
 * that fill the 16 MB of kept answers, then 50 small ones (1 to 50 records, 6 MB in all).
 * Every call ends on the same run of sizes, so what the cache holds afterwards weighs the same.
 */
async function askPages(offset: number): Promise<void> {
  for (let i = 0; i < 75; i++) await asked(`/api/rest/v5?limit=${1 + ((i + 225) % 250)}&offset=${offset}`);
}

/** `count` distinct v3.1 name lookups that find nothing, eight at a time (none is kept, so the order is no matter). */
async function askMisses(from: number, count: number): Promise<void> {
  let n = from;
  const asker = async () => {
    while (n < from + count) await asked(`/api/rest/v3.1/name/${unheardOf(n++)}`);
  };
  await Promise.all(Array.from({ length: 8 }, asker));
}

describe('the Worker in workerd, under distinct questions', () => {
  it('keeps its heap bounded: what it holds after 1,000 more questions is what it held after 300', { timeout: 600_000 }, async () => {
    await askPages(0);
    await askMisses(0, 300);
    const before = await heapAfterCollection();
    // 75 more pages: ~35 MB if every answer were kept; 1,000 more names that find nothing.
    await askPages(2);
    await askMisses(300, 1000);
    const after = await heapAfterCollection();
    // Kept, each of the 1,000 unheard-of names would hold about 3 KB (its text and its key).
    expect(after.objects + after.buffers - (before.objects + before.buffers)).toBeLessThan(1_500_000);
    expect(before.objects).toBeLessThan(64e6);
    // The kept answers' bodies: the 16 MB the Worker gives them (ISOLATE_CACHE_BYTES).
    expect(before.buffers).toBeLessThan(20e6);
  });
});
