/**
 * @module
 * Cloudflare (Workers static assets, Pages advanced mode): the Worker runs the app for every API
 * path, so its upload holds only the files the app reads rather than computes; `_routes.json`,
 * `_headers` and `.assetsignore` place it (config.ts).
 */
import { gzipSync } from 'node:zlib';
import { megabytes as mb, type HostAdapter } from '../adapter.ts';
import { netlifyHeaders } from '../netlify/config.ts';
import { WORKER_FILE, assetsIgnore, pagesRoutes } from './config.ts';

export const cloudflare = {
  id: 'cloudflare',
  name: 'Cloudflare (Workers static assets, Pages)',
  limit: { files: 20_000, note: 'per deployment on the free plan' },
  computes: true,
  configFiles: [WORKER_FILE, '_routes.json', '_headers', '.assetsignore'],
  workerBundle: WORKER_FILE,
  output: (inputs) => ({
    texts: [
      // Pages reads Netlify's syntax.
      { path: '_headers', text: () => netlifyHeaders(inputs.headers()) },
      { path: '_routes.json', text: () => `${JSON.stringify(pagesRoutes(), null, 2)}\n` },
      {
        path: '.assetsignore',
        text: () =>
          assetsIgnore(
            inputs.routes,
            inputs.othersConfig,
            inputs.apiFiles.filter((f) => f.policy === 'file' && f.aliasOf !== undefined).map((f) => f.path),
          ),
      },
    ],
  }),
  figures(read) {
    const worker = read.file(WORKER_FILE);
    return (
      worker && `the Worker as \`wrangler deploy\` uploads it, ${mb(worker.length)} (${mb(gzipSync(worker).length)} gzipped; 3 MB allowed on the free plan)`
    );
  },
  buildWith: '`DEPLOY_HOST=cloudflare`; for Workers the default build is the same upload through `.assetsignore`',
} as const satisfies HostAdapter;
