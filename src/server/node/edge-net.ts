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
import { Server as NetServer } from 'node:net';
import { ApiError } from '../../api/errors.ts';
import { CLIENT_GONE } from '../../access/access-control.ts';
import { failure, type Responder } from '../http/app.ts';
import { clfClock, type LogEntry } from './access-log.ts';
import type { ServerLimits } from '../limits.ts';
import { rawErrorOf, rawReply } from './raw-error.ts';
import { absoluteForm } from '../http/paths.ts';
import { allHeaders, type Incoming, type Reply } from '../http/reply.ts';
import { headFor, PreparedResponse } from './prepared-head-net.ts';
import { connectionOf, earlierAnswerOn, knownConnection, pause, resume, underWay, type Connection, type Tracked } from './connection-net.ts';

export interface EdgeOptions {
  respond: Responder;
  host: string;
  port: number;
  /** Share the port with other serving threads (SO_REUSEPORT). */
  reusePort?: boolean;
  limits: ServerLimits;
  /** Takes each request's access-log entry; nothing is logged without it. */
  log?: (entry: LogEntry) => void;
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
/** How often stalled answers are looked for. */
const WATCH_MS = 250;
/** An answer that has not moved for this long may be closed to make room for a new connection. */
const STALLED_MS = 1000;

/** What one serving thread's server holds besides node:http's own state. */
interface EdgeState {
  readonly respond: Responder;
  readonly limits: ServerLimits;
  readonly log: ((entry: LogEntry) => void) | undefined;
  /** The time of now for the log, in CLF. */
  readonly now: () => string;
  /**
   * Answers still being made, and counts being given back: a shutdown waits for them, so every
   * request started is answered, or given back, and logged before the process ends.
   */
  readonly inFlight: Set<Promise<unknown>>;
  /** Every open connection, oldest first. */
  readonly open: Set<Tracked>;
  /** Once set, every answer closes its connection. */
  stopping: boolean;
}

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
  const headers = req.headers;
  return {
    method: req.method ?? 'GET',
    target,
    header: (name) => {
      const value = headers[name];
      return typeof value === 'string' ? value : undefined;
    },
    client: req.socket.remoteAddress ?? '',
    host,
    // The server speaks plain HTTP; behind a proxy that adds TLS, SITE_URL names the public origin.
    origin: host === undefined ? undefined : `${scheme}://${host}`,
  };
}

function track(edge: EdgeState, work: Promise<unknown>): void {
  edge.inFlight.add(work);
  void work.finally(() => edge.inFlight.delete(work));
}

/** Writes a reply (or, for a client that has gone, gives its count back), and its log line. */
function write(edge: EdgeState, c: Connection, req: IncomingMessage, res: ServerResponse, reply: Reply, time: string | undefined): void {
  let status = reply.status;
  if (res.destroyed) {
    // The client went away while its answer was made: nothing is sent, nothing is billed.
    const refund = reply.unsent?.();
    if (refund) track(edge, refund);
    status = CLIENT_GONE;
    c.ended = true;
  } else {
    // Once stopping, every answer closes its connection, as does the last one the pipeline limit lets through.
    const closes = edge.stopping || (c.full && c.queue.length === 0);
    res.writeHead(reply.status, closes ? { ...allHeaders(reply), Connection: 'close' } : headFor(reply.headers, reply.moreHeaders));
    res.end(reply.body);
    // An answer that closes the connection is its last: the requests behind it are never started.
    if (closes || !res.shouldKeepAlive) c.ended = true;
  }
  if (c.ended) {
    c.queue.length = 0;
    c.error = undefined;
  }
  if (edge.log && time !== undefined) {
    edge.log({
      remote: req.socket.remoteAddress ?? '-',
      method: req.method ?? '-',
      target: req.url ?? '-',
      protocol: `HTTP/${req.httpVersion}`,
      status,
      // CLF counts the body bytes sent: none for HEAD, 204 or 304.
      bytes: status === CLIENT_GONE ? undefined : reply.body?.length,
      time,
    });
  }
}

/** Writes a request's reply, then lets the connection's next request have its turn. */
function finish(edge: EdgeState, socket: Tracked, c: Connection, req: IncomingMessage, res: ServerResponse, time: string | undefined, reply: Reply): void {
  write(edge, c, req, res, reply, time);
  c.busy = false;
  next(edge, socket, c);
}

/** The app failed to answer: a bug, and nothing sensible can be sent. */
function fail(c: Connection, res: ServerResponse, e: unknown): void {
  console.error(e);
  c.busy = false;
  c.ended = true;
  res.destroy();
}

/** Answers one request, then lets the connection's next one have its turn. */
function answer(edge: EdgeState, socket: Tracked, c: Connection, req: IncomingMessage, res: ServerResponse, time: string | undefined): void {
  c.busy = true;
  const incoming = badHost(req) ?? incomingOf(req);
  if (incoming instanceof ApiError) return finish(edge, socket, c, req, res, time, failure(incoming, req.method ?? 'GET', true));
  let reply: Reply | Promise<Reply>;
  try {
    reply = edge.respond(incoming);
  } catch (e) {
    // The app answers its own errors.
    return fail(c, res, e);
  }
  if (reply instanceof Promise)
    track(
      edge,
      reply.then(
        (r) => finish(edge, socket, c, req, res, time, r),
        (e: unknown) => fail(c, res, e),
      ),
    );
  else finish(edge, socket, c, req, res, time, reply);
}

/** The connection's next request, once the previous answer has left (and the socket has room). */
function next(edge: EdgeState, socket: Tracked, c: Connection): void {
  if (c.busy || c.waiting || c.ended || socket.destroyed) return;
  if (c.queue.length > 0 || c.error) {
    const last = earlierAnswerOn(socket, c.queue[0]?.[1]);
    if (last) return waitFor(edge, socket, c, last, 'finish');
    if (socket.writableNeedDrain) return waitFor(edge, socket, c, socket, 'drain');
  }
  const turn = c.queue.shift();
  if (turn) return answer(edge, socket, c, ...turn);
  if (c.error) socket.end(c.error);
  else if (!c.full) resume(socket);
}

/** Takes the connection's next request once `event` comes (the last answer has left, the socket has drained). */
function waitFor(edge: EdgeState, socket: Tracked, c: Connection, on: ServerResponse | Tracked, event: 'finish' | 'drain'): void {
  c.waiting = true;
  on.once(event, () => {
    c.waiting = false;
    next(edge, socket, c);
  });
}

/** A request as node:http parsed it: answered now, or queued behind the answers before it on its connection. */
function onRequest(edge: EdgeState, req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket as Tracked;
  if (socket.destroyed) return;
  const c = connectionOf(socket);
  // Behind the connection's last answer, or past the pipeline limit: never started.
  if (c.ended || c.full) return;
  const time = edge.log ? edge.now() : undefined;
  if (!underWay(c, socket, res)) return answer(edge, socket, c, req, res, time);
  // Its turn comes once the answers before it have left.
  c.queue.push([req, res, time]);
  if (c.queue.length >= PIPELINE_LIMIT) c.full = true;
  if (c.queue.length >= PAUSE_AT) pause(socket);
  next(edge, socket, c);
}

/** An `Expect` other than 100-continue (RFC 9110 10.1.1): the API's JSON 417, not Node's bare one. */
function onUnmetExpectation(edge: EdgeState, req: IncomingMessage, res: ServerResponse): void {
  const e = new ApiError(417, `The server cannot meet 'Expect: ${req.headers.expect}'; only 100-continue is understood.`);
  const socket = req.socket as Tracked;
  const c = connectionOf(socket);
  if (c.ended || c.full) return;
  c.busy = true;
  finish(edge, socket, c, req, res, edge.log ? edge.now() : undefined, failure(e, req.method ?? 'GET', true));
}

/** CONNECT asks for a tunnel, which this server does not make: the API's JSON 405, not a reset. */
function onConnect(_req: IncomingMessage, socket: Tracked): void {
  socket.on('error', () => {});
  socket.end(rawReply(new ApiError(405, 'Method CONNECT is not allowed; use GET or HEAD.'), { Allow: 'GET, HEAD, OPTIONS' }));
}

/**
 * Requests the HTTP parser refuses (too long, malformed, too slow) get the API's JSON error and
 * the headers of every response, where a reply can still be written: after the answers to the
 * requests that came before it on the connection, which are not lost.
 */
function onClientError(edge: EdgeState, error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Tracked): void {
  const raw = socket.writable && socket.bytesRead > 0 ? rawErrorOf(error) : undefined;
  if (!raw) return void socket.destroy();
  const c = knownConnection(socket);
  if (!c || !underWay(c, socket)) return void socket.end(raw);
  c.error = raw;
  next(edge, socket, c);
}

/**
 * The connection cap: past it, the oldest connection with no request under way (idle
 * keep-alive, or a head that is still coming in) is closed to make room, else the one whose
 * answer has stalled the longest, so neither connections that never finish a request nor
 * clients that never read can lock other clients out.
 */
function onConnection(edge: EdgeState, socket: Tracked): void {
  const open = edge.open;
  open.add(socket);
  socket.once('close', () => open.delete(socket));
  if (open.size <= edge.limits.maxConnections) return;
  let stalled: Tracked | undefined;
  let stalledSince = Infinity;
  const now = Date.now();
  for (const old of open) {
    if (old === socket) continue;
    const c = knownConnection(old);
    if (!underWay(c, old)) return void old.destroy();
    if (old.writableLength > 0 && c && now - c.movedAt >= STALLED_MS && c.movedAt < stalledSince) {
      stalled = old;
      stalledSince = c.movedAt;
    }
  }
  (stalled ?? socket).destroy();
}

/**
 * Closes each connection whose answer has not moved for the idle timeout: its client stopped
 * reading, or the answer never came. (Looked for every WATCH_MS rather than as a socket timeout,
 * which node:http would re-arm on every read and write of every connection.)
 */
function closeStalled(edge: EdgeState): void {
  const at = Date.now();
  for (const socket of edge.open) {
    const c = knownConnection(socket);
    if (!c) continue;
    if (socket.bytesWritten !== c.written || (socket.writableLength === 0 && !c.busy)) {
      c.written = socket.bytesWritten;
      c.movedAt = at;
    } else if (at - c.movedAt >= edge.limits.idleTimeoutMs) socket.destroy();
  }
}

/**
 * Closes every connection with nothing under way and nothing left to send. (node:http's
 * closeIdleConnections takes an answer already ended for sent, and cut a slow reader's last
 * answer, billed, short.)
 */
function closeIdle(edge: EdgeState): void {
  for (const socket of edge.open) if (!underWay(knownConnection(socket), socket)) socket.destroy();
}

/** Listens as asked; resolves with the port (the system's choice when asked for 0). */
async function listen(server: Server, o: EdgeOptions): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: o.port, host: o.host, reusePort: o.reusePort ?? false }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : o.port;
}

/**
 * Stops listening, and resolves once every connection has ended: net.Server's close, without
 * http.Server's first step, which cuts idle keep-alive connections at once and so resets any
 * request already sent on them.
 */
const connectionsEnded = (server: Server) => new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));

/**
 * Answers the requests under way with `Connection: close`. An idle keep-alive connection has
 * `drainMs` to bring a request already on its way, then is closed; so is, every 100 ms after, any
 * that becomes idle later (one whose client ignores `Connection: close`). Resolves once every
 * connection has ended and every answer still being made (for clients that left) is settled.
 */
async function drain(edge: EdgeState, allEnded: Promise<void>, watch: NodeJS.Timeout): Promise<void> {
  edge.stopping = true;
  let sweep: NodeJS.Timeout | undefined;
  const drained = setTimeout(() => {
    closeIdle(edge);
    sweep = setInterval(closeIdle, 100, edge);
  }, edge.limits.drainMs);
  await allEnded;
  clearTimeout(drained);
  clearInterval(sweep);
  clearInterval(watch);
  // Answers still being made for clients that left, and their counts given back.
  while (edge.inFlight.size > 0) await Promise.allSettled([...edge.inFlight]);
}

export async function serveEdge(o: EdgeOptions): Promise<Edge> {
  const edge: EdgeState = { respond: o.respond, limits: o.limits, log: o.log, now: clfClock(), inFlight: new Set(), open: new Set(), stopping: false };
  const { limits } = o;
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Timeouts are checked this often: a half-open request lives at most its timeout plus this.
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
      // Checked in `answer`, so that the 400 has the API's JSON body.
      requireHostHeader: false,
      // A request without a body (every GET and HEAD the API takes) is born ended: no stream
      // events to emit for it, about a tenth of a bare server's CPU per request. Nothing here
      // reads a request's body or waits for its 'end'.
      optimizeEmptyRequests: true,
      // Writes the headers many answers share in the form prepared once (prepared-head-net.ts).
      ServerResponse: PreparedResponse,
    },
    (req, res) => onRequest(edge, req, res),
  );
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => onUnmetExpectation(edge, req, res));
  server.on('connect', onConnect);
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Tracked) => onClientError(edge, error, socket));
  server.on('connection', (socket: Tracked) => onConnection(edge, socket));
  const watch = setInterval(closeStalled, WATCH_MS, edge);
  watch.unref();
  const port = await listen(server, o);

  // Stopping is two steps, so that every serving thread on the port can stop listening before any
  // tells its clients to go: a client that reconnects after a `Connection: close` would otherwise
  // land in the accept queue of a thread still listening, and the kernel resets what is queued
  // there when that thread stops listening in turn (3 resets in CI at e0226b1).
  let ended: Promise<void> | undefined;
  let closing: Promise<void> | undefined;
  const stopListening = () => (ended ??= connectionsEnded(server));
  return { server, port, stopListening: () => void stopListening(), close: () => (closing ??= drain(edge, stopListening(), watch)) };
}
