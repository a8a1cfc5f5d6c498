/**
 * @module
 * What a serving thread keeps of each connection (edge-net.ts): the requests waiting for their
 * turn, whether one is being answered, whether its last answer is written, and when its bytes
 * last moved; and the socket states it reads and sets (Node's own flags and links), in one place.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** A request waiting for its turn on its connection, with the time it arrived (for the log). */
export type Waiting = readonly [IncomingMessage, ServerResponse, string | undefined];

/** What the server keeps of a connection. */
export interface Connection {
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
export type Tracked = Socket & {
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

/** The connection of a socket, made at its first request. */
export const connectionOf = (socket: Tracked): Connection =>
  (socket[CONNECTION] ??= { queue: [], busy: false, ended: false, full: false, waiting: false, error: undefined, written: 0, movedAt: Date.now() });

/** The connection of a socket, if a request has come on it. */
export const knownConnection = (socket: Tracked): Connection | undefined => socket[CONNECTION];

/** An answer other than `mine` (the one about to be written) holds the socket, not all sent yet. */
export const earlierAnswerOn = (socket: Tracked, mine?: ServerResponse): ServerResponse | undefined => {
  const holder = socket._httpMessage;
  return holder && holder !== mine && !holder.writableFinished ? holder : undefined;
};

/** Whether the connection has a request under way or bytes still to send (besides `mine`, just arrived): not idle. */
export const underWay = (c: Connection | undefined, socket: Tracked, mine?: ServerResponse): boolean =>
  c !== undefined && (c.busy || c.queue.length > 0 || earlierAnswerOn(socket, mine) !== undefined || socket.writableLength > 0);

/** Stops reading the socket after the requests already read (as Node does when answers pile up). */
export function pause(socket: Tracked): void {
  if (socket._paused) return;
  socket._paused = true;
  socket.pause();
}

export function resume(socket: Tracked): void {
  if (!socket._paused) return;
  socket._paused = false;
  socket.parser?.resume();
  socket.resume();
}
