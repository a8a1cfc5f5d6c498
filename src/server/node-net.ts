/**
 * @module
 * The server on Node: loads the dataset and `dist/` into memory, serves the app on HOST:PORT,
 * logs every request, and shuts down gracefully on SIGTERM/SIGINT. The only file that listens.
 */
import { serve, type HttpBindings, type ServerType } from '@hono/node-server';
import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createApi } from '../api/context.ts';
import { routes } from '../api/routes.ts';
import type { PathConfig } from '../api/paths.ts';
import type { BuiltDataset } from '../dataset/dataset-fs.ts';
import { createApp } from './app.ts';
import { loadAssets } from './assets-fs.ts';
import { batchedWriter, clfLine } from './access-log.ts';
import type { Compressor } from './answer-cache.ts';
import type { AccessControl } from '../access/access-control.ts';

export interface NodeServerOptions {
  dataset: BuiltDataset;
  outDir: string;
  cacheDir: string;
  host: string;
  port: number;
  paths?: PathConfig;
  /** Where access-log lines go; nothing is logged without it. */
  log?: (chunk: string) => void;
  /** Access plans; the API is open without it. */
  access?: AccessControl;
}

export const nodeCompressor: Compressor = (body, encoding) =>
  encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });

/**
 * The response the server writes. At writeHead it keeps the body length the head announces,
 * for the access log, and closes the connection once the server is stopping. Both happen
 * there because the adapter writes the head from headers that getHeader cannot read back,
 * and asking the Response for its headers instead would turn its plain header object into a
 * Headers object and take the adapter off its fast path (a third of the time per request).
 */
class ServedResponse<R extends IncomingMessage = IncomingMessage> extends ServerResponse<R> {
  announcedLength: number | undefined;
  stopping: (() => boolean) | undefined;

  override writeHead(status: number, a?: string | OutgoingHttpHeaders | OutgoingHttpHeader[], b?: OutgoingHttpHeaders | OutgoingHttpHeader[]): this {
    // Once stopping, an answer closes its connection: close() need not wait out the keep-alive timeout.
    if (this.stopping?.()) this.setHeader('Connection', 'close');
    const headers = typeof a === 'string' ? b : a;
    const length = headers && !Array.isArray(headers) ? (headers['Content-Length'] ?? headers['content-length']) : undefined;
    this.announcedLength = length === undefined ? undefined : Number(length);
    return typeof a === 'string' ? super.writeHead(status, a, b) : super.writeHead(status, a);
  }
}

/** `/api/x?y` of `http://host/api/x?y`: the target as the adapter normalised it. */
const pathAndQuery = (url: string) => url.slice(url.indexOf('/', url.indexOf('//') + 2));

export interface RunningServer {
  server: ServerType;
  url: string;
  close(): Promise<void>;
}

export function startServer(o: NodeServerOptions): Promise<RunningServer> {
  const assets = loadAssets(o.outDir, o.cacheDir);
  const app = createApp({ api: createApi(o.dataset, o.paths), routes, assets, compress: nodeCompressor, ...(o.access ? { access: o.access } : {}) });
  const log = o.log && batchedWriter(o.log);
  let closing = false;
  const stopping = () => closing;
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: (req, env) => {
          const { incoming } = env as HttpBindings;
          const outgoing = (env as HttpBindings).outgoing as ServedResponse;
          outgoing.stopping = stopping;
          if (log) {
            const time = new Date();
            const remote = incoming.socket.remoteAddress ?? '-';
            // Logged from what was written, once the response is done (see ServedResponse).
            outgoing.once('close', () => {
              // CLF counts the body bytes sent: none for HEAD, whatever Content-Length announces.
              const bytes = req.method === 'HEAD' ? undefined : outgoing.announcedLength;
              log(
                clfLine({
                  remote,
                  method: req.method,
                  target: pathAndQuery(req.url),
                  protocol: `HTTP/${incoming.httpVersion}`,
                  status: outgoing.statusCode,
                  bytes,
                  time,
                }),
              );
            });
          }
          return app.fetch(req, env);
        },
        serverOptions: { ServerResponse: ServedResponse },
        hostname: o.host,
        port: o.port,
      },
      (info) => {
        const url = `http://${o.host.includes(':') ? `[${o.host}]` : o.host}:${info.port}`;
        resolve({
          server,
          url,
          close: () =>
            new Promise<void>((done) => {
              closing = true;
              server.close(() => done());
              (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
            }),
        });
      },
    );
  });
}
