import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccessControl, Answered, Grant } from '../../access/access-control.ts';
import { accessOverPort, serveAccess } from './access-port.ts';

/** An access control that lets through keys starting with `ok` (headers naming the request) and refuses the rest. */
function fakeAccess(seen: string[]): AccessControl {
  return {
    check(request, path) {
      const key = request.header('x-api-key') ?? '';
      seen.push(`${key} ${path}`);
      if (key.startsWith('ok'))
        return Promise.resolve({ headers: { RateLimit: `${key} ${path}` }, unbilledHeaders: {}, cacheControl: 'private' } satisfies Grant);
      return Promise.resolve({ refused: { status: 401, message: `no ${key}` }, headers: { 'WWW-Authenticate': 'Bearer' } } satisfies Answered);
    },
    refund: () => Promise.resolve(),
    storeState: () => Promise.resolve('ok'),
  };
}

/** Counts the messages a port sends. */
function counted(port: MessagePort): { readonly messages: number } {
  const count = { messages: 0 };
  const post = port.postMessage.bind(port);
  port.postMessage = (...args: Parameters<MessagePort['postMessage']>) => {
    count.messages++;
    post(...args);
  };
  return count;
}

const ports: MessagePort[] = [];
afterEach(() => ports.splice(0).forEach((p) => p.close()));

function connected() {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  const seen: string[] = [];
  const asks = counted(port2);
  const answers = counted(port1);
  serveAccess(fakeAccess(seen), port1);
  return { access: accessOverPort(port2), seen, asks, answers };
}

const request = (key: string) => ({ method: 'GET', header: (name: string) => (name === 'x-api-key' ? key : undefined) });

describe('access plans over a message port (serving threads)', () => {
  it('answers each check with its own verdict, in the order asked', async () => {
    const { access, seen } = connected();
    const keys = ['ok-1', 'bad', 'ok-2', 'ok-3', 'nope'];
    const verdicts = await Promise.all(keys.map((key, i) => access.check(request(key), `/api/country/${i}.json`)));
    expect(seen).toEqual(keys.map((key, i) => `${key} /api/country/${i}.json`));
    expect(verdicts.map((v) => ('refused' in v ? v.refused.status : v.headers.RateLimit))).toEqual([
      'ok-1 /api/country/0.json',
      401,
      'ok-2 /api/country/2.json',
      'ok-3 /api/country/3.json',
      401,
    ]);
    expect(verdicts[1]).toEqual({ refused: { status: 401, message: 'no bad' }, headers: { 'WWW-Authenticate': 'Bearer' } });
  });

  it('sends the checks of one turn of the event loop as one message each way', async () => {
    const { access, asks, answers } = connected();
    await Promise.all(Array.from({ length: 50 }, (_, i) => access.check(request(`ok-${i}`), '/api/stats.json')));
    expect(asks.messages).toBe(1);
    expect(answers.messages).toBe(1);
    await Promise.all([access.check(request('ok'), '/api/stats.json'), access.storeState()]);
    expect(asks.messages).toBe(2);
  });
});
