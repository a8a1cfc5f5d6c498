/**
 * @module
 * Access plans for serving threads: the main thread holds the one access control (its store,
 * its per-second windows), so the limits are exact whatever thread a request reaches; the other
 * threads ask it over a message port. `serveAccess` answers on the main side, `accessOverPort`
 * is the serving thread's AccessControl. Questions and answers cross in batches, one message
 * each way per turn of the event loop whatever the traffic (a message costs both threads more
 * than the check itself); each question is still checked on its own, in the order asked.
 */
import type { MessagePort } from 'node:worker_threads';
import type { AccessControl, Answered, Grant, Refund, StoreState } from '../../access/access-control.ts';

type AccessAsk =
  { id: number; check: { method: string; headers: Record<string, string>; path: string } } | { id: number; refund: Refund } | { id: number; storeState: true };

/** The verdicts are plain data already: they cross as they are. */
type AccessAnswer = { id: number; verdict: Answered | Grant } | { id: number; done: true } | { id: number; state: StoreState };

/** The request headers the access layer reads (keys.ts): the key's two places. */
const KEY_HEADERS = ['x-api-key', 'authorization'] as const;

/** Collects items and sends them as one message once per turn of the event loop. */
function batcher<T>(port: MessagePort): (item: T) => void {
  let items: T[] = [];
  return (item) => {
    if (items.length === 0)
      setImmediate(() => {
        const batch = items;
        items = [];
        port.postMessage(batch);
      });
    items.push(item);
  };
}

export function serveAccess(access: AccessControl, port: MessagePort): void {
  const reply = batcher<AccessAnswer>(port);
  const answer = (ask: AccessAsk) => {
    if ('check' in ask) {
      const { method, headers, path } = ask.check;
      void access.check({ method, header: (name) => headers[name] }, path).then((verdict) => reply({ id: ask.id, verdict }));
    } else if ('refund' in ask) void access.refund(ask.refund).then(() => reply({ id: ask.id, done: true }));
    else void access.storeState().then((state) => reply({ id: ask.id, state }));
  };
  port.on('message', (asks: AccessAsk[]) => {
    for (const ask of asks) answer(ask);
  });
}

export function accessOverPort(port: MessagePort): AccessControl {
  const waiting = new Map<number, (answer: AccessAnswer) => void>();
  let nextId = 0;
  port.on('message', (answers: AccessAnswer[]) => {
    for (const answer of answers) {
      const resolve = waiting.get(answer.id);
      waiting.delete(answer.id);
      resolve?.(answer);
    }
  });
  port.unref();
  const send = batcher<AccessAsk>(port);
  const ask = (question: Record<string, unknown>) =>
    new Promise<AccessAnswer>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      send({ ...question, id } as AccessAsk);
    });
  return {
    async check(request, path) {
      const headers: Record<string, string> = {};
      for (const name of KEY_HEADERS) {
        const value = request.header(name);
        if (value !== undefined) headers[name] = value;
      }
      const answer = await ask({ check: { method: request.method, headers, path } });
      if ('verdict' in answer) return answer.verdict;
      throw new Error('unexpected answer of the access control');
    },
    async refund(refund) {
      await ask({ refund });
    },
    async storeState() {
      const answer = await ask({ storeState: true });
      return 'state' in answer ? answer.state : 'down';
    },
  };
}
