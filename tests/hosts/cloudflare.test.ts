/**
 * Cloudflare: the Worker (src/server/worker.ts) run in-process with an assets binding that
 * serves Cloudflare's upload of the test build (src/hosts/uploads.ts: the `file` families only),
 * answering like the Node server byte for byte; the bundle the build wrote (`_worker.js`) within
 * the free plan's size (cloudflare-workerd.test.ts runs it); and the files that place it
 * (`_routes.json`, `.assetsignore`, `wrangler.jsonc`) within Cloudflare's limits.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bindingAssets, createWorker, type AssetsBinding, type WorkerHandler } from '../../src/server/worker.ts';
import { builtDataset, outDir } from '../helpers.ts';
import { EDGE_CASES, apiUrl, canonicalSample, documentedExamples, newNodeApp } from './cases.ts';
import type { App } from '../../src/server/http/app.ts';
import { assetsBinding } from './cloudflare-host.ts';
import { buildSite, type Site } from './site.ts';
import { hostSite } from './uploads.ts';
import { hostById } from '../../src/hosts/hosts.ts';
import { buildText } from './static-hosts.ts';

const fullSite = buildSite();

const upload = hostSite(hostById('cloudflare'));

/** Cloudflare's binding over its upload (cloudflare-host.ts), or over another site. */
const fakeAssets = (etag?: string, site: Site = upload): AssetsBinding => assetsBinding(site, etag);

interface Compared {
  status: number;
  type: string | null;
  /** A strong validator: its value is each host's own (a file's content hash, or a computed answer's). */
  etag: boolean;
  cache: string | null;
  cors: string | null;
  body: string;
}
const view = async (res: Response): Promise<Compared> => ({
  status: res.status,
  type: res.headers.get('content-type'),
  etag: /^"[^"]+"$/.test(res.headers.get('etag') ?? ''),
  cache: res.headers.get('cache-control'),
  cors: res.headers.get('access-control-allow-origin'),
  body: Buffer.from(await res.arrayBuffer()).toString('base64'),
});

async function bothAnswer(worker: WorkerHandler, url: string, init?: RequestInit): Promise<{ node: Compared; worker: Compared }> {
  // On one origin: the answers whose links are absolute carry it.
  const fromNode = await view(await node.request(`https://worker.invalid${url}`, init));
  const fromWorker = await view(await worker.fetch(new Request(`https://worker.invalid${url}`, init), { ASSETS: fakeAssets() }));
  return { node: fromNode, worker: fromWorker };
}

// The health answer carries the server's uptime: with the clock stopped both say 0. The app is
// this file's own, started on the stopped clock (the shared one may have started earlier).
let node: App;
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  node = newNodeApp();
});
afterAll(() => {
  vi.useRealTimers();
});

describe('the Worker, in-process', () => {
  const worker = createWorker(builtDataset());

  it.each(documentedExamples())('answers the documented example %s exactly like the Node server', async (query) => {
    const { node, worker: answer } = await bothAnswer(worker, apiUrl(query));
    expect(answer).toEqual(node);
  });

  it('answers one canonical question of each kind, and a random draw of the others, exactly like the Node server', async () => {
    const differing: string[] = [];
    const sample = canonicalSample(100);
    for (const c of sample) {
      const { node, worker: answer } = await bothAnswer(worker, c.url);
      if (JSON.stringify(answer) !== JSON.stringify(node)) differing.push(`${c.url}: ${answer.status} vs ${node.status}`);
    }
    expect(differing).toEqual([]);
    expect(sample.length).toBeGreaterThan(200);
  });

  it.each(EDGE_CASES)('answers %s exactly like the Node server', async (_what, url, init) => {
    const { node, worker: answer } = await bothAnswer(worker, url, init);
    expect(answer).toEqual(node);
  });

  it('answers 304 to a request that names the validator it sent', async () => {
    const first = await worker.fetch(new Request('https://worker.invalid/api/country?code=DE'), { ASSETS: fakeAssets() });
    const again = await worker.fetch(new Request('https://worker.invalid/api/country?code=DE', { headers: { 'If-None-Match': first.headers.get('etag')! } }), {
      ASSETS: fakeAssets(),
    });
    expect(again.status).toBe(304);
  });
});

describe('the assets binding as a file store', () => {
  it('does not ask the binding for a file the upload leaves out', async () => {
    let asked = 0;
    const counting: AssetsBinding = { fetch: async (r) => (asked++, fakeAssets(undefined, fullSite).fetch(r)) };
    const store = bindingAssets(counting, (path) => path.startsWith('api/country/'));
    expect(await store.get('api/country/DE.json')).toBeUndefined();
    expect(asked).toBe(0);
    expect(await store.get('api/stats.json')).toBeDefined();
    expect(asked).toBe(1);
  });

  it("keeps the binding's strong ETag, and hashes the body when the binding's is weak or missing", async () => {
    const strong = await bindingAssets(fakeAssets('"from-cloudflare"', fullSite)).get('api/country/DE.json');
    const weak = await bindingAssets(fakeAssets('W/"weak"', fullSite)).get('api/country/DE.json');
    const none = await bindingAssets(fakeAssets(undefined, fullSite)).get('api/country/DE.json');
    expect(strong?.etag).toBe('"from-cloudflare"');
    expect(weak?.etag).toBe(none?.etag);
    expect(none?.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  });

  it('takes only a 200 for a file: the 404 page and redirects are no file', async () => {
    const redirecting: AssetsBinding = { fetch: async () => new Response(null, { status: 307, headers: { Location: '/elsewhere' } }) };
    expect(await bindingAssets(fakeAssets(undefined, fullSite)).get('api/country/ZZ.json')).toBeUndefined();
    expect(await bindingAssets(redirecting).get('api/country/DE.json')).toBeUndefined();
  });

  it('reads a file with its content type and the status its body stands for', async () => {
    const kingston = await bindingAssets(fakeAssets(undefined, fullSite)).get('api/country/capital/kingston.json');
    expect({ type: kingston?.contentType, status: kingston?.status }).toEqual({ type: 'application/json; charset=utf-8', status: 300 });
  });
});

// The bundle the build wrote answers the documented examples, the edge cases and a sample of the
// canonical questions like the Node server in workerd itself (cloudflare-workerd.test.ts); imported
// here too, its 11 MB took Vitest's transform half a minute.
describe('the Worker bundle the build wrote', () => {
  it("fits the Workers Free plan's 3 MB compressed script limit", () => {
    expect(gzipSync(readFileSync(join(outDir(), '_worker.js'))).length).toBeLessThan(3 * 1024 * 1024);
  });
});

describe('where the Worker runs', () => {
  const routesJson = JSON.parse(buildText('_routes.json')) as { version: number; include: string[]; exclude: string[] };
  const wildcard = (rule: string) =>
    new RegExp(
      `^${rule
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
  const runsWorker = (path: string) => routesJson.include.some((r) => wildcard(r).test(path)) && !routesJson.exclude.some((r) => wildcard(r).test(path));

  it('sends every API path to the Worker in Pages advanced mode, and nothing else', () => {
    const api = ['/api/country', '/api/countries', '/api/rest/v1/all', '/api/country/DE.json', '/api/nope'];
    const site = ['/', '/index.html', '/flags/DE.svg', '/404.html', '/favicon.svg'];
    expect({ api: api.filter((p) => !runsWorker(p)), site: site.filter(runsWorker) }).toEqual({ api: [], site: [] });
  });

  it("stays within _routes.json's 100 rules of at most 100 characters", () => {
    const rules = [...routesJson.include, ...routesJson.exclude];
    expect(routesJson.version).toBe(1);
    expect(rules.length).toBeLessThanOrEqual(100);
    expect(rules.filter((r) => r.length > 100)).toEqual([]);
  });

  it("keeps the Worker's source and the other hosts' files out of a Workers static-assets upload", () => {
    const ignored = buildText('.assetsignore')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(ignored).toEqual(expect.arrayContaining(['_worker.js', '_routes.json', '_redirects', '.vercel']));
  });

  it('has a wrangler.jsonc that serves dist/ as assets and runs the bundled Worker first for /api/*', () => {
    const text = readFileSync(resolve('wrangler.jsonc'), 'utf8');
    // JSONC: comments are whole lines here; strings may hold `//` (URLs), so only those lines go.
    const config = JSON.parse(
      text
        .split('\n')
        .filter((l) => !l.trim().startsWith('//'))
        .join('\n'),
    ) as {
      main: string;
      no_bundle: boolean;
      compatibility_date: string;
      assets: { directory: string; binding: string; run_worker_first: string[]; not_found_handling: string };
    };
    expect(config).toMatchObject({
      main: './dist/_worker.js',
      no_bundle: true,
      assets: { directory: './dist', binding: 'ASSETS', run_worker_first: ['/api/*'], not_found_handling: '404-page' },
    });
    expect(config.compatibility_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
