/**
 * @module
 * The Node server's way to its core: render threads over message ports (core-thread.ts).
 * Questions in flight are bounded, in all and per client: past either bound the answer is a 503
 * at once, so one client's flood fills neither memory nor the queue that others wait in.
 */
import type { MessagePort } from 'node:worker_threads';
import { ApiError } from '../../api/errors.ts';
import { busy, type CoreClient } from '../http/core-client.ts';
import type { QueryJob, RouteOutline } from '../http/core.ts';
import type { CoreReply, CoreRequest } from './core-thread.ts';

export interface PortCoreOptions {
  /** Questions in flight from this serving thread at most (RENDER_QUEUE plus the threads). */
  maxInFlight: number;
  /** Of which one client may have at most this many. */
  maxPerClient: number;
}

export interface PortCore extends CoreClient {
  /** A render thread was replaced: its questions in flight get a 503, the next go to its successor. */
  replace(index: number, port: MessagePort): void;
  close(): void;
}

interface InFlight {
  resolve: (reply: CoreReply) => void;
  reject: (e: unknown) => void;
  client: string;
  thread: number;
}

export function portCore(outline: readonly RouteOutline[], ports: MessagePort[], o: PortCoreOptions): PortCore {
  const inFlight = new Map<number, InFlight>();
  const perClient = new Map<string, number>();
  const load = ports.map(() => 0);
  let nextId = 0;

  const done = (id: number): InFlight | undefined => {
    const f = inFlight.get(id);
    if (!f) return undefined;
    inFlight.delete(id);
    load[f.thread]!--;
    const left = perClient.get(f.client)! - 1;
    if (left === 0) perClient.delete(f.client);
    else perClient.set(f.client, left);
    return f;
  };
  const listen = (port: MessagePort) => {
    port.on('message', (reply: CoreReply) => done(reply.id)?.resolve(reply));
    // The serving thread's server keeps it alive; a port alone must not.
    port.unref();
  };
  ports.forEach(listen);

  /** Sends a request to the least loaded thread; resolves with its reply. */
  function send(request: { client: string } & ({ job: QueryJob } | { countryPage: string })): Promise<CoreReply> {
    const client = request.client;
    const asked = perClient.get(client) ?? 0;
    if (inFlight.size >= o.maxInFlight || asked >= o.maxPerClient) return Promise.reject(busy());
    let thread = 0;
    for (let i = 1; i < load.length; i++) if (load[i]! < load[thread]!) thread = i;
    const id = nextId++;
    return new Promise<CoreReply>((resolve, reject) => {
      inFlight.set(id, { resolve, reject, client, thread });
      load[thread]!++;
      perClient.set(client, asked + 1);
      ports[thread]!.postMessage({ ...request, id } satisfies CoreRequest);
    });
  }

  const failed = (reply: CoreReply): never => {
    throw new Error(`render thread: ${'failure' in reply ? reply.failure : 'unexpected reply'}`);
  };

  return {
    outline,
    async ask(job, client) {
      const reply = await send({ client, job });
      return 'answer' in reply ? reply.answer : failed(reply);
    },
    async countryPage(path, client) {
      const reply = await send({ client, countryPage: path });
      return 'countryPage' in reply ? reply.countryPage : failed(reply);
    },
    replace(index, port) {
      for (const [id, f] of inFlight) if (f.thread === index) done(id)?.reject(busy());
      ports[index]?.close();
      ports[index] = port;
      listen(port);
    },
    close() {
      for (const id of [...inFlight.keys()]) done(id)?.reject(new ApiError(503, 'The server is stopping.'));
      for (const port of ports) port.close();
    },
  };
}
