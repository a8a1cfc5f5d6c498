/**
 * @module
 * The Cloudflare Worker: the same app as the Node server (`app.ts`), with the dataset bundled
 * in by the build and the static files read through the Workers assets binding (`env.ASSETS`).
 * The build bundles it into `dist/_worker.js` (src/build/worker-bundle-fs.ts) with a default
 * export `createWorker(dataset, paths)`.
 */
import { createApi, type Api } from '../api/context.ts';
import type { PathConfig } from '../api/paths.ts';
import { routes } from '../api/routes.ts';
import { isComputedFile } from '../api/files.ts';
import type { BuiltDataset } from '../dataset/dataset-fs.ts';
import { createApp, type App } from './http/app.ts';
import { memoryAsset, statusOfBody, type AssetStore } from './http/assets.ts';
import { localCore } from './http/core-client.ts';
import { createCore } from './http/core.ts';
import { contentTypeOf } from '../lib/content-types.ts';
import { base64url } from '../lib/base64url.ts';

/** The part of Cloudflare's `Fetcher` the Worker uses. */
export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

export interface WorkerEnv {
  ASSETS: AssetsBinding;
}

export interface WorkerHandler {
  fetch(request: Request, env: WorkerEnv): Promise<Response>;
}

/** An isolate has 128 MB in all, the dataset and the code included: its kept answers get a small share. */
const ISOLATE_CACHE_BYTES = 16 * 1024 * 1024;

/** The binding serves by path; the host name of the request it is given is not looked at. */
const ASSET_ORIGIN = 'https://assets.invalid';

/** The Node server's validator: SHA-256 of the body, base64url, 27 characters (assets-fs.ts). */
async function contentEtag(body: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body as Uint8Array<ArrayBuffer>));
  return `"${base64url(digest).slice(0, 27)}"`;
}

/**
 * Files through the assets binding. Only a 200 is a file: the binding answers a miss with the
 * site's 404 page, and a path it would rather see elsewhere with a redirect. A file the upload
 * leaves out (`notUploaded`: the families the Worker computes) is not asked for. The binding's own
 * strong ETag is kept; without one the validator is the content hash, as on Node.
 */
export function bindingAssets(binding: AssetsBinding, notUploaded: (path: string) => boolean = () => false): AssetStore {
  return {
    async get(path) {
      if (notUploaded(path)) return undefined;
      const url = new URL(path.split('/').map(encodeURIComponent).join('/'), `${ASSET_ORIGIN}/`);
      const res = await binding.fetch(new Request(url, { redirect: 'manual' }));
      if (res.status !== 200) {
        await res.body?.cancel();
        return undefined;
      }
      const body = new Uint8Array(await res.arrayBuffer());
      const upstream = res.headers.get('etag');
      const etag = upstream && /^"[^"]+"$/.test(upstream) ? upstream : await contentEtag(body);
      return memoryAsset({ path, body, contentType: contentTypeOf(path), etag, encoded: {}, status: statusOfBody(path, body) });
    },
  };
}

/**
 * The Worker's fetch handler. The app is made on the first request (bindings come with it) and
 * kept per binding; answers computed on the fly are cached per isolate by the app. Cloudflare
 * compresses responses itself, so no compressor is given.
 */
export function createWorker(dataset: BuiltDataset, paths?: PathConfig): WorkerHandler {
  let api: Api | undefined;
  const apps = new WeakMap<AssetsBinding, App>();
  return {
    async fetch(request, env) {
      api ??= createApi(dataset, paths);
      let app = apps.get(env.ASSETS);
      if (!app) {
        app = createApp({
          core: localCore(createCore(api, routes)),
          assets: bindingAssets(env.ASSETS, (path) => isComputedFile(routes, path)),
          cacheBytes: ISOLATE_CACHE_BYTES,
        });
        apps.set(env.ASSETS, app);
      }
      return app.fetch(request);
    },
  };
}
