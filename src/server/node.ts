/**
 * @module
 * The server on Node: loads the dataset and `dist/` into memory, serves the app on HOST:PORT,
 * logs every request, and shuts down gracefully on SIGTERM/SIGINT. The only file that listens.
 */
import { serve, type ServerType } from '@hono/node-server';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createApi } from '../api/context.ts';
import { routes } from '../api/routes.ts';
import type { PathConfig } from '../api/paths.ts';
import type { BuiltDataset } from '../dataset/dataset-fs.ts';
import { createApp } from './app.ts';
import { loadAssets } from './assets-fs.ts';
import { batchedWriter, clfLine } from './access-log.ts';
import type { Compressor } from './answer-cache.ts';

export interface NodeServerOptions {
  dataset: BuiltDataset;
  outDir: string;
  cacheDir: string;
  host: string;
  port: number;
  paths?: PathConfig;
  /** Where access-log lines go; nothing is logged without it. */
  log?: (chunk: string) => void;
}

export const nodeCompressor: Compressor = (body, encoding) =>
  encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });

export interface RunningServer {
  server: ServerType;
  url: string;
  close(): Promise<void>;
}

export function startServer(o: NodeServerOptions): Promise<RunningServer> {
  const assets = loadAssets(o.outDir, o.cacheDir);
  const app = createApp({ api: createApi(o.dataset, o.paths), routes, assets, compress: nodeCompressor });
  const log = o.log && batchedWriter(o.log);
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: (req, env) => {
          const started = new Date();
          const response = app.fetch(req, env) as Response | Promise<Response>;
          if (!log) return response;
          return Promise.resolve(response).then((res) => {
            const url = new URL(req.url);
            const incoming = (env as { incoming?: { socket?: { remoteAddress?: string }; httpVersion?: string } } | undefined)?.incoming;
            const length = res.headers.get('content-length');
            log(clfLine({ remote: incoming?.socket?.remoteAddress ?? '-', method: req.method, target: url.pathname + url.search, protocol: `HTTP/${incoming?.httpVersion ?? '1.1'}`, status: res.status, bytes: length ? Number(length) : undefined, time: started }));
            return res;
          });
        },
        hostname: o.host,
        port: o.port,
      },
      (info) => {
        const url = `http://${o.host.includes(':') ? `[${o.host}]` : o.host}:${info.port}`;
        resolve({
          server,
          url,
          close: () => new Promise<void>((done) => {
            server.close(() => done());
            (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
          }),
        });
      },
    );
  });
}
