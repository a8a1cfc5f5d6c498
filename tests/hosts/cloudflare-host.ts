/**
 * Cloudflare over its upload of the test build, in-process: the Worker (src/server/worker.ts) for
 * `/api/*` (wrangler.jsonc `run_worker_first`, `_routes.json`), with an assets binding that
 * serves the upload as the docs describe it (the file at the request's path, else the 404 page
 * with status 404), and the assets alone for every other path. In workerd itself:
 * cloudflare-workerd.test.ts.
 */
import type { BuiltDataset } from '../../src/dataset/dataset-fs.ts';
import { createWorker, type AssetsBinding } from '../../src/server/worker.ts';
import type { HostEmulator } from './emulators.ts';
import type { Served, Site } from './site.ts';

/** Cloudflare's assets binding over a site: the file at the request's path, else the 404 page with status 404. */
export function assetsBinding(site: Site, etag?: string): AssetsBinding {
  return {
    async fetch(request) {
      const path = decodeURIComponent(new URL(request.url).pathname);
      const bytes = (p: string) => new Uint8Array(site.read(p));
      if (!site.has(path)) return new Response(bytes('/404.html'), { status: 404, headers: { 'Content-Type': 'text/html' } });
      return new Response(bytes(path), { status: 200, headers: etag ? { ETag: etag } : {} });
    },
  };
}

export function cloudflareHost(dataset: BuiltDataset, site: Site): HostEmulator {
  const worker = createWorker(dataset);
  const ASSETS = assetsBinding(site);
  return {
    async serve(url, init = {}) {
      const request = new Request(`https://countries.example${url}`, init);
      const runsWorker = /^\/api(\/|$)/.test(new URL(request.url).pathname);
      const res = runsWorker ? await worker.fetch(request, { ASSETS }) : await ASSETS.fetch(request);
      const headers = new Map([...res.headers].map(([name, value]) => [name, [value]]));
      const served: Served = {
        status: res.status,
        headers,
        contentType: res.headers.get('content-type') ?? '',
        file: runsWorker ? 'the Worker' : decodeURIComponent(new URL(request.url).pathname),
        body: Buffer.from(await res.arrayBuffer()),
      };
      return served;
    },
    close: async () => {},
  };
}
