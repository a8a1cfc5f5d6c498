/**
 * @module
 * The server on Node: loads the dataset and `dist/` into memory and serves the app's replies
 * (app.ts) on HOST:PORT straight from `node:http`, without building a Request or Response per
 * request. Around the app: render threads for computed answers, one access-log line per
 * request, connection limits (limits.ts), JSON errors for requests the HTTP parser refuses,
 * and a shutdown that answers every request already received. The only file that listens.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Server as NetServer } from 'node:net';
import { createApi } from '../api/context.ts';
import { ApiError } from '../api/errors.ts';
import { routes } from '../api/routes.ts';
import type { PathConfig } from '../api/paths.ts';
import type { BuiltDataset } from '../dataset/dataset-fs.ts';
import { CLIENT_GONE, type AccessControl } from '../access/access-control.ts';
import { createResponder, failure } from './app.ts';
import { loadAssets } from './assets-fs.ts';
import { batchedWriter, clfClock, clfLine } from './access-log.ts';
import { nodeCompressor } from './compress.ts';
import { DEFAULT_LIMITS, type ServerLimits } from './limits.ts';
import { rawErrorOf } from './raw-error.ts';
import { createRenderPool, type RenderPool } from './render-pool.ts';
import type { Incoming, Reply } from './reply.ts';

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
  limits?: Partial<ServerLimits>;
}

export interface RunningServer {
  server: Server;
  url: string;
  /** Render threads, when answers are computed off the main thread. */
  pool: RenderPool | undefined;
  /** Stops taking connections, answers what was received (with `Connection: close`), then resolves. */
  close(): Promise<void>;
}

/** A reasonable Host: a name, IPv4 or bracketed IPv6 address, with an optional port (RFC 9110 7.2). */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]+)(?::\d{0,5})?$/;

/** A request the app need not see: no Host, two of them, or a malformed one (RFC 9112 3.2 asks for a 400). */
function badHost(req: IncomingMessage): ApiError | undefined {
  const host = req.headers.host;
  if (host === undefined) return req.httpVersionMinor >= 1 ? new ApiError(400, 'The request has no Host header.') : undefined;
  // Node keeps the first of several; which one a proxy in front read is anyone's guess.
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.length === 4 && req.rawHeaders[i]!.toLowerCase() === 'host') hosts++;
  if (hosts > 1) return new ApiError(400, 'The request has more than one Host header.');
  return HOST.test(host) ? undefined : new ApiError(400, 'The Host header is not a valid host name and port.');
}

const incomingOf = (req: IncomingMessage): Incoming => ({
  method: req.method ?? 'GET',
  target: req.url ?? '/',
  header: (name) => {
    const value = req.headers[name];
    return typeof value === 'string' ? value : undefined;
  },
});

/** True while the socket has a request being answered or bytes still to send: not to be cut. */
const BUSY = Symbol('busy');
type Tracked = Socket & { [BUSY]?: boolean };

export async function startServer(o: NodeServerOptions): Promise<RunningServer> {
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...o.limits };
  const assets = loadAssets(o.outDir, o.cacheDir);
  const api = createApi(o.dataset, o.paths);
  const pool =
    limits.renderThreads === 0
      ? undefined
      : createRenderPool({ dataset: o.dataset, paths: o.paths, threads: limits.renderThreads, maxQueue: limits.renderQueue });
  const respond = createResponder({
    api,
    routes,
    assets,
    compress: nodeCompressor,
    cacheBytes: limits.cacheBytes,
    ...(pool ? { render: pool.render } : {}),
    ...(o.access ? { access: o.access } : {}),
  });
  const log = o.log && batchedWriter(o.log);
  const now = clfClock();
  let stopping = false;

  const write = (req: IncomingMessage, res: ServerResponse, reply: Reply, time: string | undefined) => {
    const remote = req.socket.remoteAddress;
    (req.socket as Tracked)[BUSY] = false;
    let status = reply.status;
    if (res.destroyed) {
      // The client went away while its answer was made: nothing is sent, nothing is billed.
      reply.unsent?.();
      status = CLIENT_GONE;
    } else {
      // Once stopping, every answer closes its connection.
      res.writeHead(reply.status, stopping ? { ...reply.headers, Connection: 'close' } : reply.headers);
      res.end(reply.body);
    }
    if (log && time !== undefined) {
      log(
        clfLine({
          remote: remote ?? '-',
          method: req.method ?? '-',
          target: req.url ?? '-',
          protocol: `HTTP/${req.httpVersion}`,
          status,
          // CLF counts the body bytes sent: none for HEAD, 204 or 304.
          bytes: status === CLIENT_GONE ? undefined : reply.body?.length,
          time,
        }),
      );
    }
  };

  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Timeouts are checked this often: a half-open request lives at most its timeout plus this.
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
      // Checked below, so that the 400 has the API's JSON body.
      requireHostHeader: false,
    },
    (req, res) => {
      (req.socket as Tracked)[BUSY] = true;
      const time = log ? now() : undefined;
      const refused = badHost(req);
      if (refused) return write(req, res, failure(refused, req.method ?? 'GET', true), time);
      respond(incomingOf(req))
        .then((reply) => write(req, res, reply, time))
        .catch((e: unknown) => {
          // Only writing can fail here (the app answers its own errors): nothing more can be sent.
          console.error(e);
          res.destroy();
        });
    },
  );
  server.setTimeout(limits.idleTimeoutMs);

  // An `Expect` other than 100-continue (RFC 9110 10.1.1): the API's JSON 417, not Node's bare one.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    (req.socket as Tracked)[BUSY] = true;
    const e = new ApiError(417, `The server cannot meet 'Expect: ${req.headers.expect}'; only 100-continue is understood.`);
    write(req, res, failure(e, req.method ?? 'GET', true), log ? now() : undefined);
  });

  // Requests the HTTP parser refuses (too long, malformed, too slow) get the API's JSON error
  // and the headers of every response, where a reply can still be written.
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    const raw = socket.writable && socket.bytesRead > 0 ? rawErrorOf(error) : undefined;
    if (raw) socket.end(raw);
    else socket.destroy();
  });

  // The connection cap: past it, the oldest connection with no request under way (idle
  // keep-alive, or a head that is still coming in) is closed to make room, so a flood of
  // connections that never finish a request cannot lock other clients out.
  const open = new Set<Tracked>();
  server.on('connection', (socket: Tracked) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    if (open.size <= limits.maxConnections) return;
    for (const old of open) {
      if (old === socket || old[BUSY] || old.writableLength > 0) continue;
      old.destroy();
      return;
    }
    socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : o.port;
  const url = `http://${o.host.includes(':') ? `[${o.host}]` : o.host}:${port}`;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      stopping = true;
      // Requests under way are answered with `Connection: close`. An idle keep-alive connection
      // has `drainMs` to bring a request already on its way, then is closed; so is, every 100 ms
      // after, any that becomes idle later (one whose client ignores `Connection: close`).
      let sweep: NodeJS.Timeout | undefined;
      const drained = setTimeout(() => {
        server.closeIdleConnections();
        sweep = setInterval(() => server.closeIdleConnections(), 100);
      }, limits.drainMs);
      // net.Server's close stops listening and waits for the connections to end, without
      // http.Server's first step, which cuts idle keep-alive connections at once and so resets
      // any request already sent on them.
      NetServer.prototype.close.call(server, () => {
        clearTimeout(drained);
        clearInterval(sweep);
        if (pool) void pool.close().then(resolve);
        else resolve();
      });
    }));
  return { server, url, pool, close };
}
