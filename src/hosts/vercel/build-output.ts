/**
 * @module
 * Vercel, through its Build Output API (v3): the site's files in `.vercel/output/static/`, and
 * one Node.js function, `api` (`.vercel/output/functions/api.func/`), that runs the Cloudflare
 * Worker's app, the same bundle (src/server/worker.ts, with the adapter of
 * src/server/vercel-function-fs.ts), for every API path that has no file. So Vercel answers
 * everything the Worker answers, and its upload leaves out, as Cloudflare's does, every file the
 * app computes. The files the app reads instead of computing (its `file` families: the Factbook
 * profiles, which the bundle does not carry, the exports, the statistics) sit in the function's
 * folder too, under `files/`: a function reads only what its folder holds.
 *
 * `config.json`'s routes, in order: the HTTP policy's headers for every path they name (with
 * `continue`, so routing goes on; a function's own headers take precedence over them; a type or
 * caching only for GET and HEAD, as a preflight's answer has neither); the files
 * (`handle: filesystem`); then, for what no file answers, every `/api` path to the function and
 * any other path to the site's 404 page with status 404.
 *
 * Node.js, not the Edge runtime: an Edge function may be 1 MB gzipped on the free plan (the
 * Worker's bundle is 0.8 MB and grows with the dataset) and cannot carry the 16 MB of files the
 * app reads; a Node.js function may be 250 MB, and reads them from its folder.
 * @see https://vercel.com/docs/build-output-api/configuration (routes)
 * @see https://vercel.com/docs/build-output-api/primitives (functions, `.vc-config.json`)
 * @see https://vercel.com/docs/functions/limitations (size limits per runtime)
 */
import type { HeaderRule } from '../headers.ts';
import { API_ROOT } from '../../api/paths.ts';
import { escapeRegExp } from '../../lib/escape-regexp.ts';

/** The Build Output API's folder, in the folder `vercel deploy --prebuilt` is run from. */
export const VERCEL_OUTPUT = '.vercel/output';
/** Where the site's files go in it, served as they are. */
export const VERCEL_STATIC = `${VERCEL_OUTPUT}/static`;
/** The function's URL path, which names its folder: `/api` is `functions/api.func`. */
export const FUNCTION_PATH = API_ROOT;
export const FUNCTION_DIR = `${VERCEL_OUTPUT}/functions${FUNCTION_PATH}.func`;
/** The function's files: its configuration, its handler (the adapter), the Worker's bundle, and the folder of the files it reads. */
export const FUNCTION_FILES = { config: '.vc-config.json', handler: 'index.mjs', bundle: 'worker.mjs', read: 'files' } as const;
/** Node.js as the project pins it (package.json). */
export const NODE_RUNTIME = 'nodejs24.x';

/** A route of `config.json`: a source route, or the start of a routing phase. */
export type BuildOutputRoute =
  { src: string; dest?: string; headers?: Record<string, string>; methods?: string[]; continue?: boolean; status?: number } | { handle: 'filesystem' };

export interface BuildOutputConfig {
  version: 3;
  routes: BuildOutputRoute[];
}

/** A Node.js function's `.vc-config.json`: its handler takes Node's request and response (`launcherType: "Nodejs"`). */
export interface NodeFunctionConfig {
  runtime: string;
  handler: string;
  launcherType: 'Nodejs';
  shouldAddHelpers: boolean;
}

/** A `*` path pattern of the HTTP policy (`/api/*.json`) as a route's `src`, anchored as Vercel reads it. */
export const routeSource = (pattern: string): string => `^${pattern.split('*').map(escapeRegExp).join('.*')}$`;

/** Headers that describe a representation (its type, its caching): GET and HEAD have one, a preflight's 204 has none. */
const REPRESENTATION_HEADERS = ['Content-Type', 'Cache-Control'];

export function buildOutputConfig(headers: readonly HeaderRule[]): BuildOutputConfig {
  return {
    version: 3,
    routes: [
      ...headers.map((h) => ({
        src: routeSource(h.path),
        headers: { ...h.headers },
        ...(REPRESENTATION_HEADERS.some((name) => name in h.headers) ? { methods: ['GET', 'HEAD'] } : {}),
        continue: true,
      })),
      { handle: 'filesystem' },
      { src: `^${escapeRegExp(API_ROOT)}(?:/.*)?$`, dest: FUNCTION_PATH },
      { src: '^/.*$', dest: '/404.html', status: 404 },
    ],
  };
}

export const functionConfig = (): NodeFunctionConfig => ({
  runtime: NODE_RUNTIME,
  handler: FUNCTION_FILES.handler,
  launcherType: 'Nodejs',
  shouldAddHelpers: false,
});

/**
 * Every file of Vercel's configuration, relative to the output folder: `config.json`, and the
 * function's folder with copies of the files it reads (`read`: paths of the site, `api/stats.json`).
 */
export const vercelFiles = (read: readonly string[]): string[] => [
  `${VERCEL_OUTPUT}/config.json`,
  ...[FUNCTION_FILES.config, FUNCTION_FILES.handler, FUNCTION_FILES.bundle].map((name) => `${FUNCTION_DIR}/${name}`),
  ...read.map((path) => `${FUNCTION_DIR}/${FUNCTION_FILES.read}/${path}`),
];
