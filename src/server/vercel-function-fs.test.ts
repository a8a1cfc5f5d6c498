import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderAssets, nodeHandler, type NodeResponse } from './vercel-function-fs.ts';
import type { WorkerEnv, WorkerHandler } from './worker.ts';

const folder = mkdtempSync(join(tmpdir(), 'countries-vercel-fn-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
mkdirSync(join(folder, 'api/country/DE'), { recursive: true });
writeFileSync(join(folder, 'api/country/DE/factbook.json'), '{"country":"DE"}');
writeFileSync(join(folder, 'secret.txt'), 'not under api');

const get = async (path: string) => {
  const res = await folderAssets(folder).fetch(new Request(`https://assets.invalid${path}`));
  return { status: res.status, body: await res.text() };
};

describe("the function's assets (its own folder)", () => {
  it('serves a file by its URL path, and a missing file or a folder as a 404', async () => {
    expect(await get('/api/country/DE/factbook.json')).toEqual({ status: 200, body: '{"country":"DE"}' });
    expect((await get('/api/country/FR/factbook.json')).status).toBe(404);
    expect((await get('/api/country/DE')).status).toBe(404);
  });

  it('never leaves its folder', async () => {
    const inner = folderAssets(join(folder, 'api'));
    for (const path of ['/country/..%2f..%2fsecret.txt', '/..%2fsecret.txt', '/x%00.json']) {
      const res = await inner.fetch(new Request(`https://assets.invalid${path}`));
      expect(res.status, path).toBe(404);
    }
  });
});

describe("Node's request and response around the Worker", () => {
  /** A Worker that says what it was asked. */
  const echo: WorkerHandler = {
    fetch: async (request) =>
      new Response(JSON.stringify({ url: request.url, method: request.method, accept: request.headers.get('accept') }), {
        status: 201,
        headers: { 'Content-Type': 'application/json', ETag: '"x"' },
      }),
  };
  const env = { ASSETS: folderAssets(folder) } satisfies WorkerEnv;

  async function call(req: { method: string; url: string; rawHeaders: string[] }) {
    let head: { status: number; headers: Record<string, string> } | undefined;
    let sent: Uint8Array | undefined;
    const res: NodeResponse = {
      writeHead: (status, headers) => (head = { status, headers }),
      end: (body) => (sent = body),
    };
    await nodeHandler(echo, env)(req, res);
    return { head, body: sent && new TextDecoder().decode(sent) };
  }

  it('asks the Worker on the origin the client asked (HTTPS, as Vercel serves), with the path, query and headers as sent', async () => {
    const { head, body } = await call({
      method: 'GET',
      url: '/api/country?code=de&x=%20y',
      rawHeaders: ['Host', 'countries.example', 'Accept', 'text/csv', 'X-Forwarded-Proto', 'https'],
    });
    expect(head).toEqual({ status: 201, headers: { 'content-type': 'application/json', etag: '"x"' } });
    expect(JSON.parse(body!)).toEqual({ url: 'https://countries.example/api/country?code=de&x=%20y', method: 'GET', accept: 'text/csv' });
  });

  it('hands a Host that makes no URL on to the Worker as sent, on a stand-in origin, for the app to refuse', async () => {
    for (const host of ['evil example', '[::1', 'x:99999999', '%']) {
      const { head, body } = await call({ method: 'GET', url: '/api/stats', rawHeaders: ['Host', host] });
      expect(head?.status).toBe(201);
      expect((JSON.parse(body!) as { url: string }).url).toBe('https://invalid-host.invalid/api/stats');
    }
  });

  it('keeps a target that looks like another origin a path, and sends no body for HEAD', async () => {
    const asked = await call({ method: 'GET', url: '//elsewhere.example/api', rawHeaders: ['Host', 'countries.example'] });
    expect((JSON.parse(asked.body!) as { url: string }).url).toBe('https://countries.example//elsewhere.example/api');
    const head = await call({ method: 'HEAD', url: '/api/stats', rawHeaders: ['Host', 'countries.example'] });
    expect([head.head?.status, head.body]).toEqual([201, undefined]);
  });
});
