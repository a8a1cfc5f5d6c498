/**
 * The Worker bundle the build wrote (`dist/_worker.js`) on the real Workers runtime: workerd,
 * through Miniflare, configured as wrangler.jsonc deploys it (Cloudflare's upload of the build,
 * src/hosts/uploads.ts, as static assets behind the `ASSETS` binding, the Worker first for
 * `/api/*`, the 404 page for misses).
 * It must answer like the Node server, byte for byte, for the documented examples, the edge
 * cases and a sample of the canonical questions; and the site's files come from the assets.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Miniflare, supportedCompatibilityDate } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outDir } from '../helpers.ts';
import { EDGE_CASES, answerView, apiUrl, canonicalSample, documentedExamples, nodeApp, nodeView, type AnswerView } from './cases.ts';
import { familySamples, uploadDir } from './uploads.ts';
import { missingHeaders } from './static-hosts.ts';
import { hostById } from '../../src/hosts/hosts.ts';

/** wrangler.jsonc's settings (JSONC: its comments are whole lines). */
const wrangler = JSON.parse(
  readFileSync(resolve('wrangler.jsonc'), 'utf8')
    .split('\n')
    .filter((l) => !l.trim().startsWith('//'))
    .join('\n'),
) as { compatibility_date: string; assets: { binding: string; run_worker_first: string[]; not_found_handling: '404-page' } };

/** wrangler.jsonc's date, as deployed: the pinned runtime must accept it (see the test below). */
const compatibilityDate = wrangler.compatibility_date;

describe('wrangler.jsonc', () => {
  it('names a compatibility date the pinned workerd accepts (a later one fails `wrangler dev` with it)', () => {
    expect(wrangler.compatibility_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(wrangler.compatibility_date <= supportedCompatibilityDate).toBe(true);
  });
});

let mf: Miniflare;
beforeAll(async () => {
  mf = new Miniflare({
    modules: true,
    scriptPath: join(outDir(), '_worker.js'),
    compatibilityDate,
    assets: {
      directory: uploadDir(hostById('cloudflare')),
      binding: wrangler.assets.binding,
      routerConfig: { has_user_worker: true, static_routing: { user_worker: wrangler.assets.run_worker_first } },
      assetConfig: { not_found_handling: wrangler.assets.not_found_handling },
    },
  });
  await mf.ready;
  nodeApp();
}, 120_000);
afterAll(async () => {
  await mf?.dispose();
});

async function bothAnswer(url: string, init?: RequestInit): Promise<{ node: AnswerView; workerd: AnswerView }> {
  // On one origin: the answers whose links are absolute carry it.
  const node = await nodeView('https://countries.example', url, init);
  const res = (await mf.dispatchFetch(`https://countries.example${url}`, init as never)) as unknown as Response;
  return { node, workerd: answerView(res.status, (n) => res.headers.get(n), Buffer.from(await res.arrayBuffer()), url) };
}

describe('the Worker bundle in workerd (Miniflare)', () => {
  it.each(documentedExamples())('answers the documented example %s exactly like the Node server', async (query) => {
    const { node, workerd } = await bothAnswer(apiUrl(query));
    expect(workerd).toEqual(node);
  });

  it.each(EDGE_CASES)('answers %s exactly like the Node server', async (_what, url, init) => {
    const { node, workerd } = await bothAnswer(url, init);
    expect(workerd).toEqual(node);
  });

  it('answers one canonical question of each kind, and a random draw of the others, exactly like the Node server', async () => {
    const differing: string[] = [];
    const sample = canonicalSample(30);
    for (const c of sample) {
      const { node, workerd } = await bothAnswer(c.url);
      if (JSON.stringify(workerd) !== JSON.stringify(node)) differing.push(`${c.url}: ${workerd.status} vs ${node.status}`);
    }
    expect(differing).toEqual([]);
    expect(sample.length).toBeGreaterThan(150);
  });

  it.each(familySamples())('answers a sample of $family from its upload exactly like the Node server over the whole build', async ({ paths }) => {
    const wrong: string[] = [];
    for (const path of paths) {
      const { node, workerd } = await bothAnswer(path);
      // The site's files come from the assets with the headers of `_headers` (held to the policy apart).
      const [a, b] = path.startsWith('/api/') ? [workerd, node] : [workerd, node].map(({ status, type, body }) => ({ status, type, body }));
      // A former country's file stands for its 410 (its body says so), as an ambiguous name's for its 300.
      if (JSON.stringify(a) !== JSON.stringify(b) || (node.status >= 400 && node.status !== 410)) wrong.push(`${path}: ${workerd.status} vs ${node.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(['/', '/country/DE/', '/flags/DE.png', '/no-such-page', '/api/stats.json', '/api/country/DE.json', '/api/country?code=de', '/api/nope'])(
    '%s carries every header of docs/api.md (the site files from `_headers`)',
    async (path) => {
      const res = await mf.dispatchFetch(`https://countries.example${path}`);
      await res.arrayBuffer();
      expect(missingHeaders((n) => res.headers.get(n) ?? undefined)).toEqual([]);
    },
  );

  it('gives a strong validator and answers 304 to it, for a static file and for a computed answer', async () => {
    for (const url of ['/api/country/DE.json', '/api/countries?region=Europe&landlocked=true']) {
      const first = await mf.dispatchFetch(`https://countries.example${url}`);
      await first.arrayBuffer();
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await mf.dispatchFetch(`https://countries.example${url}`, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
    }
  });

  it('serves the site from the static assets, and a missed page as the 404 page with status 404', async () => {
    const home = await mf.dispatchFetch('https://countries.example/');
    expect(home.status).toBe(200);
    expect(await home.text()).toBe(readFileSync(join(outDir(), 'index.html'), 'utf8'));
    const missing = await mf.dispatchFetch('https://countries.example/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(readFileSync(join(outDir(), '404.html'), 'utf8'));
  });
});
