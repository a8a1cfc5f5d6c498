/**
 * The Worker's memory under distinct questions, in workerd (Miniflare, as wrangler.jsonc deploys
 * it), told apart from garbage through the inspector: each measure is the isolate's heap right
 * after the full collection a heap snapshot makes. Distinct REST Countries questions (large v5
 * pages, and v3.1 name lookups that find nothing, so that no answer is kept for them) must leave
 * it where the Worker's bounded caches put it (the answers kept, the questions remembered), not
 * let it grow with every question: an isolate has 128 MB in all.
 */
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';
import { outDir } from '../helpers.ts';

let mf: Miniflare;
let inspector: WebSocket;
let next = 0;
const replies = new Map<number, () => void>();

/** Sends an inspector command; resolves once it is done. */
const command = (method: string, params: object = {}) =>
  new Promise<void>((resolve) => {
    const id = ++next;
    replies.set(id, resolve);
    inspector.send(JSON.stringify({ id, method, params }));
  });
let usage: ((used: number) => void) | undefined;

beforeAll(async () => {
  const port = await freePort();
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
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { id: string; webSocketDebuggerUrl: string }[];
  inspector = new WebSocket(targets.find((t) => t.id === 'core:user:')!.webSocketDebuggerUrl);
  await new Promise((resolve) => inspector.addEventListener('open', resolve, { once: true }));
  inspector.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: { usedSize?: number } };
    if (message.result?.usedSize !== undefined) usage?.(message.result.usedSize);
    if (message.id !== undefined) {
      replies.get(message.id)?.();
      replies.delete(message.id);
    }
  });
  await command('HeapProfiler.enable');
}, 180_000);
afterAll(async () => {
  inspector?.close();
  await mf?.dispose();
});

/** The isolate's heap in bytes after a full collection (a heap snapshot makes one; workerd has no other way in). */
async function heapAfterCollection(): Promise<number> {
  await command('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  const used = new Promise<number>((resolve) => (usage = resolve));
  await command('Runtime.getHeapUsage');
  return used;
}

/** A text no country has, unique to `n`, long (1,900 characters) so that keeping it would show. */
const unheardOf = (n: number) => `zq${n.toString(36)}${'x'.repeat(1900)}`;

/** `count` distinct questions from `from`: a page of v5 records in its own size, and a v3.1 name lookup that finds nothing. */
async function ask(from: number, count: number): Promise<void> {
  for (let n = from; n < from + count; n++) {
    for (const url of [`/api/rest/v5?limit=${1 + (n % 250)}&offset=${Math.floor(n / 250)}`, `/api/rest/v3.1/name/${unheardOf(n)}`]) {
      const res = await mf.dispatchFetch(`https://countries.example${url}`);
      await res.arrayBuffer();
      if (res.status !== 200 && res.status !== 404) throw new Error(`${url}: ${res.status}`);
    }
  }
}

describe('the Worker in workerd, under distinct questions', () => {
  it('keeps its heap bounded: what it holds after 1,000 more questions is what it held after 300', { timeout: 600_000 }, async () => {
    await ask(0, 300);
    const before = await heapAfterCollection();
    await ask(300, 1000);
    const after = await heapAfterCollection();
    // Kept, each of the 1,000 unheard-of names would hold about 3 KB (its text and its key).
    expect(after - before).toBeLessThan(1_500_000);
    expect(before).toBeLessThan(64e6);
  });
});
