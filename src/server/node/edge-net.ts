/**
 * @module
 * One serving thread's HTTP server: the app's replies (app.ts) written straight from
 * `node:http`, without a Request or Response per request, on a port it may share with the other
 * serving threads (`reusePort`: the kernel spreads the connections). Around the app: one
 * access-log line per request, JSON errors for requests the HTTP parser refuses, and what keeps
 * one client from holding more than its share:
 * - a connection's requests are answered one at a time, each once the previous answer has left
 *   for the client, so a client that pipelines requests and never reads holds about one answer
 *   (and a bounded number of parsed requests: past `PIPELINE_LIMIT` the queued ones are answered,
 *   the last with `Connection: close`, and the rest are never started);
 * - an answer that closes its connection (a shutdown, the client's `Connection: close`, the
 *   pipeline limit) is the connection's last: the requests behind it are never started, so
 *   never counted against a key; every request started is answered, or given back and logged;
 * - a connection whose answer does not move for `IDLE_TIMEOUT_MS` is closed;
 * - past `MAX_CONNECTIONS` the oldest idle, half-open or stalled connection makes room;
 * - a shutdown that answers every request already received.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Server as NetServer } from 'node:net';
import { ApiError } from '../../api/errors.ts';
import { CLIENT_GONE } from '../../access/access-control.ts';
import { failure, type Responder } from '../http/app.ts';
import { clfClock, clfLine } from './access-log.ts';
import type { ServerLimits } from '../limits.ts';
import { rawErrorOf, rawReply } from './raw-error.ts';
import { absoluteForm } from '../http/paths.ts';
import type { Incoming, Reply } from '../http/reply.ts';
import { headFor, PreparedResponse } from './prepared-head-net.ts';

export interface EdgeOptions {
  respond: Responder;
  host: string;
  port: number;
  /** Share the port with other serving threads (SO_REUSEPORT). */
  reusePort?: boolean;
  limits: ServerLimits;
  /** Takes each access-log line; nothing is logged without it. */
  log?: (line: string) => void;
}

export interface Edge {
  server: Server;
  /** The port it listens on (the system's choice when asked for 0). */
  port: number;
  /** Stops taking connections; those open are served as before, until `close`. */
  stopListening(): void;
  /** Stops taking connections, answers what was received (with `Connection: close`), then resolves. */
  close(): Promise<void>;
}

/**
 * Requests a connection may have waiting for their turn before it stops being read; at
 * `PIPELINE_LIMIT` (what one read of pipelined requests can bring beyond that) those waiting are
 * answered, the last with `Connection: close`, and no more are taken. HTTP clients that pipeline
 * send a few at a time.
 */
const PAUSE_AT = 16;
export const PIPELINE_LIMIT = 128;

/**
 * A request the app need not see: no Host in HTTP/1.1, or two of them (RFC 9112 3.2 asks for a
 * 400). Whether the one Host is valid, the app decides, as on every delivery (host-header.ts).
 */
function badHost(req: IncomingMessage): ApiError | undefined {
  if (req.headers.host === undefined) return req.httpVersionMinor >= 1 ? new ApiError(400, 'The request has no Host header.') : undefined;
  // Node keeps the first of several; which one a proxy in front read is anyone's guess.
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.length === 4 && req.rawHeaders[i]!.toLowerCase() === 'host') hosts++;
  if (hosts > 1) return new ApiError(400, 'The request has more than one Host header.');
  return undefined;
}

function incomingOf(req: IncomingMessage): Incoming | ApiError {
  let target = req.url ?? '/';
  let host = req.headers.host;
  let scheme = 'http';
  // The absolute form (`GET http://host/api/… HTTP/1.1`), which a server must accept: its
  // authority stands for the Host header (RFC 9112 3.2.2).
  if (target[0] !== '/' && target !== '*') {
    const absolute = absoluteForm(target);
    if (absolute instanceof ApiError) return absolute;
    ({ target, host, scheme } = absolute);
  }
  return {
    method: req.method ?? 'GET',
    target,
    header: (name) => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : undefined;
    },
    client: req.socket.remoteAddress ?? '',
    host,
    // The server speaks plain HTTP; behind a proxy that adds TLS, SITE_URL names the public origin.
    origin: host === undefined ? undefined : `${scheme}://${host}`,
  };
}

/** A request waiting for its turn on its connection, with the time it arrived (for the log). */
type Waiting = readonly [IncomingMessage, ServerResponse, string | undefined];

/** What the server keeps of a connection. */
interface Connection {
  readonly queue: Waiting[];
  /** A request of it is being answered (its reply not written yet). */
  busy: boolean;
  /** Its last answer is written (it closes the connection): no request is started after it. */
  ended: boolean;
  /** `PIPELINE_LIMIT` requests wait: they are answered, the last closing the connection, and no more are taken. */
  full: boolean;
  /** Waiting for the last answer to leave, or for the socket to drain. */
  waiting: boolean;
  /** An error the parser found after the requests in the queue: written once they are answered. */
  error: Buffer | undefined;
  /** Bytes written when last seen to move, and when. */
  written: number;
  movedAt: number;
}

const CONNECTION = Symbol('connection');
/** Node's own flag for a socket it stopped reading because its answers pile up; its resume clears it too. */
type Tracked = Socket & {
  [CONNECTION]?: Connection;
  _paused?: boolean;
  parser?: { pause(): void; resume(): void } | null;
  /**
   * Node's own link to the answer that holds the socket, cleared once it has left: read instead
   * of keeping the answer, which would keep each request's objects alive past the next young
   * collection (and cost the serving thread a fifth of its time in the collector).
   */
  _httpMessage?: ServerResponse | null;
};

const connectionOf = (socket: Tracked): Connection =>
  (socket[CONNECTION] ??= { queue: [], busy: false, ended: false, full: false, waiting: false, error: undefined, written: 0, movedAt: Date.now() });

/** An answer other than `mine` (the one about to be written) holds the socket, not all sent yet. */
const earlierAnswerOn = (socket: Tracked, mine?: ServerResponse): ServerResponse | undefined => {
  const holder = socket._httpMessage;
  return holder && holder !== mine && !holder.writableFinished ? holder : undefined;
};

/** Whether the connection has a request under way or bytes still to send (besides `mine`, just arrived): not idle. */
const underWay = (c: Connection | undefined, socket: Tracked, mine?: ServerResponse) =>
  c !== undefined && (c.busy || c.queue.length > 0 || earlierAnswerOn(socket, mine) !== undefined || socket.writableLength > 0);

/** Stops reading the socket after the requests already read (as Node does when answers pile up). */
function pause(socket: Tracked): void {
  if (socket._paused) return;
  socket._paused = true;
  socket.pause();
}

function resume(socket: Tracked): void {
  if (!socket._paused) return;
  socket._paused = false;
  socket.parser?.resume();
  socket.resume();
}

export async function serveEdge(o: EdgeOptions): Promise<Edge> {
  const { limits, log, respond } = o;
  const now = clfClock();
  let stopping = false;

  /**
   * Answers still being made, and counts being given back: a shutdown waits for them, so every
   * request started is answered, or given back, and logged before the process ends.
   */
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  const write = (c: Connection, req: IncomingMessage, res: ServerResponse, reply: Reply, time: string | undefined) => {
    let status = reply.status;
    if (res.destroyed) {
      // The client went away while its answer was made: nothing is sent, nothing is billed.
      const refund = reply.unsent?.();
      if (refund) track(refund);
      status = CLIENT_GONE;
      c.ended = true;
    } else {
      // Once stopping, every answer closes its connection, as does the last one the pipeline limit lets through.
      const closes = stopping || (c.full && c.queue.length === 0);
      res.writeHead(reply.status, closes ? { ...reply.headers, Connection: 'close' } : headFor(reply.headers));
      res.end(reply.body);
      // An answer that closes the connection is its last: the requests behind it are never started.
      if (closes || !res.shouldKeepAlive) c.ended = true;
    }
    if (c.ended) {
      c.queue.length = 0;
      c.error = undefined;
    }
    if (log && time !== undefined) {
      log(
        clfLine({
          remote: req.socket.remoteAddress ?? '-',
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

  /** Answers one request, then lets the connection's next one have its turn. */
  function answer(socket: Tracked, c: Connection, req: IncomingMessage, res: ServerResponse, time: string | undefined): void {
    c.busy = true;
    const done = (reply: Reply) => {
      write(c, req, res, reply, time);
      c.busy = false;
      next(socket, c);
    };
    const incoming = badHost(req) ?? incomingOf(req);
    if (incoming instanceof ApiError) return done(failure(incoming, req.method ?? 'GET', true));
    let reply: Reply | Promise<Reply>;
    try {
      reply = respond(incoming);
    } catch (e) {
      // The app answers its own errors: this is a bug, and nothing sensible can be sent.
      console.error(e);
      res.destroy();
      c.busy = false;
      c.ended = true;
      return;
    }
    if (reply instanceof Promise)
      track(
        reply.then(done, (e: unknown) => {
          console.error(e);
          c.ended = true;
          res.destroy();
        }),
      );
    else done(reply);
  }

  /** The connection's next request, once the previous answer has left (and the socket has room). */
  function next(socket: Tracked, c: Connection): void {
    if (c.busy || c.waiting || c.ended || socket.destroyed) return;
    const again = () => {
      c.waiting = false;
      next(socket, c);
    };
    if (c.queue.length > 0 || c.error) {
      const last = earlierAnswerOn(socket, c.queue[0]?.[1]);
      if (last) {
        c.waiting = true;
        last.once('finish', again);
        return;
      }
      if (socket.writableNeedDrain) {
        c.waiting = true;
        socket.once('drain', again);
        return;
      }
    }
    const turn = c.queue.shift();
    if (turn) return answer(socket, c, ...turn);
    if (c.error) socket.end(c.error);
    else if (!c.full) resume(socket);
  }

  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Timeouts are checked this often: a half-open request lives at most its timeout plus this.
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
      // Checked below, so that the 400 has the API's JSON body.
      requireHostHeader: false,
      // Writes the headers many answers share in the form prepared once (prepared-head-net.ts).
      ServerResponse: PreparedResponse,
    },
    (req, res) => {
      const socket = req.socket as Tracked;
      if (socket.destroyed) return;
      const c = connectionOf(socket);
      // Behind the connection's last answer, or past the pipeline limit: never started.
      if (c.ended || c.full) return;
      const time = log ? now() : undefined;
      if (!underWay(c, socket, res)) return answer(socket, c, req, res, time);
      // Its turn comes once the answers before it have left.
      c.queue.push([req, res, time]);
      if (c.queue.length >= PIPELINE_LIMIT) c.full = true;
      if (c.queue.length >= PAUSE_AT) pause(socket);
      next(socket, c);
    },
  );

  // An `Expect` other than 100-continue (RFC 9110 10.1.1): the API's JSON 417, not Node's bare one.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const e = new ApiError(417, `The server cannot meet 'Expect: ${req.headers.expect}'; only 100-continue is understood.`);
    const socket = req.socket as Tracked;
    const c = connectionOf(socket);
    if (c.ended || c.full) return;
    c.busy = true;
    write(c, req, res, failure(e, req.method ?? 'GET', true), log ? now() : undefined);
    c.busy = false;
    next(socket, c);
  });

  // CONNECT asks for a tunnel, which this server does not make: the API's JSON 405, not a reset.
  server.on('connect', (req: IncomingMessage, socket: Tracked) => {
    socket.on('error', () => {});
    socket.end(rawReply(new ApiError(405, 'Method CONNECT is not allowed; use GET or HEAD.'), { Allow: 'GET, HEAD, OPTIONS' }));
  });

  // Requests the HTTP parser refuses (too long, malformed, too slow) get the API's JSON error
  // and the headers of every response, where a reply can still be written: after the answers
  // to the requests that came before it on the connection, which are not lost.
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Tracked) => {
    const raw = socket.writable && socket.bytesRead > 0 ? rawErrorOf(error) : undefined;
    if (!raw) return void socket.destroy();
    const c = socket[CONNECTION];
    if (!c || !underWay(c, socket)) return void socket.end(raw);
    c.error = raw;
    next(socket, c);
  });

  // The connection cap: past it, the oldest connection with no request under way (idle
  // keep-alive, or a head that is still coming in) is closed to make room, else the one whose
  // answer has stalled the longest, so neither connections that never finish a request nor
  // clients that never read can lock other clients out.
  const open = new Set<Tracked>();
  server.on('connection', (socket: Tracked) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    if (open.size <= limits.maxConnections) return;
    let stalled: Tracked | undefined;
    for (const old of open) {
      if (old === socket) continue;
      const c = old[CONNECTION];
      if (!underWay(c, old)) return void old.destroy();
      if (old.writableLength > 0 && c && Date.now() - c.movedAt >= STALLED_MS && (!stalled || c.movedAt < stalled[CONNECTION]!.movedAt)) stalled = old;
    }
    (stalled ?? socket).destroy();
  });

  // A connection whose answer has not moved for the idle timeout is closed: its client stopped
  // reading, or the answer never came. (Here rather than as a socket timeout, which node:http
  // would re-arm on every read and write of every connection.)
  const watch = setInterval(() => {
    const at = Date.now();
    for (const socket of open) {
      const c = socket[CONNECTION];
      if (!c) continue;
      if (socket.bytesWritten !== c.written || (socket.writableLength === 0 && !c.busy)) {
        c.written = socket.bytesWritten;
        c.movedAt = at;
      } else if (at - c.movedAt >= limits.idleTimeoutMs) socket.destroy();
    }
  }, WATCH_MS);
  watch.unref();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: o.port, host: o.host, reusePort: o.reusePort ?? false }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : o.port;

  // Stopping is two steps, so that every serving thread on the port can stop listening before any
  // tells its clients to go: a client that reconnects after a `Connection: close` would otherwise
  // land in the accept queue of a thread still listening, and the kernel resets what is queued
  // there when that thread stops listening in turn (3 resets in CI at e0226b1).
  let ended: Promise<void> | undefined;
  // net.Server's close stops listening and waits for the connections to end, without
  // http.Server's first step, which cuts idle keep-alive connections at once and so resets
  // any request already sent on them. Resolves once every connection has ended.
  const connectionsEnded = () => (ended ??= new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve())));
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      const allEnded = connectionsEnded();
      stopping = true;
      // Requests under way are answered with `Connection: close`. An idle keep-alive connection
      // has `drainMs` to bring a request already on its way, then is closed; so is, every 100 ms
      // after, any that becomes idle later (one whose client ignores `Connection: close`).
      // Idle means nothing under way and nothing left to send: node:http's closeIdleConnections
      // takes an answer already ended for sent, and cut a slow reader's last answer, billed, short.
      const closeIdle = () => {
        for (const socket of open) if (!underWay(socket[CONNECTION], socket)) socket.destroy();
      };
      let sweep: NodeJS.Timeout | undefined;
      const drained = setTimeout(() => {
        closeIdle();
        sweep = setInterval(closeIdle, 100);
      }, limits.drainMs);
      void allEnded.then(async () => {
        clearTimeout(drained);
        clearInterval(sweep);
        clearInterval(watch);
        // Answers still being made for clients that left, and their counts given back.
        while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
        resolve();
      });
    }));
  return { server, port, stopListening: () => void connectionsEnded(), close };
}

/** How often stalled answers are looked for. */
const WATCH_MS = 250;
/** An answer that has not moved for this long may be closed to make room for a new connection. */
const STALLED_MS = 1000;
