/**
 * @module
 * The Cloudflare Worker's fetch handler (worker.ts) as a Vercel Node.js function: Vercel's Node
 * launcher (`launcherType: "Nodejs"`) calls the default export with Node's request and response,
 * which this adapter turns into a web `Request` for the Worker and back. The assets binding the
 * Worker reads files through is the function's own folder (`files/`, where the build puts the
 * files the app reads rather than computes, src/hosts/vercel/build-output.ts): a function reads only what its
 * folder holds. The build bundles this module beside the Worker's bundle
 * (src/build/worker-bundle-fs.ts), which it imports as it is.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hostProblem } from './http/host-header.ts';
import type { AssetsBinding, WorkerEnv, WorkerHandler } from './worker.ts';

/** What the handler reads of Node's request (`http.IncomingMessage`). */
export interface NodeRequest {
  readonly method?: string | undefined;
  readonly url?: string | undefined;
  /** Names and values, in turn, as they came. */
  readonly rawHeaders: readonly string[];
}

/** What the handler writes to Node's response (`http.ServerResponse`). */
export interface NodeResponse {
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(body?: Uint8Array): unknown;
}

export type NodeHandler = (req: NodeRequest, res: NodeResponse) => Promise<void>;

/** The files of a folder, by URL path, as the Worker's assets binding serves them: a file, else a 404. */
export function folderAssets(folder: string): AssetsBinding {
  return {
    async fetch(request) {
      const segments = decodeURIComponent(new URL(request.url).pathname).split('/');
      if (segments.some((s) => s === '..' || s.includes('\0'))) return new Response(null, { status: 404 });
      try {
        return new Response(new Uint8Array(await readFile(join(folder, ...segments))), { status: 200 });
      } catch (error) {
        if (['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return new Response(null, { status: 404 });
        throw error;
      }
    },
  };
}

/** The origin a request with an invalid Host goes on: its Host header, kept as sent, is what the app refuses. */
const STAND_IN_ORIGIN = 'https://invalid-host.invalid';

/**
 * The request as the Worker sees it on Cloudflare: the URL on the origin the client asked
 * (Vercel passes the host asked, and `X-Forwarded-Proto`; it serves HTTPS), the path and query
 * as sent, every header. Only GET, HEAD and OPTIONS are answered, so a body is never read. A
 * Host that is not a host and port (`evil example`, `[::1`) makes no URL: the request goes on a
 * stand-in origin with that Host header, which the app answers with its 400, as on every delivery.
 */
function requestOf(req: NodeRequest): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'http' ? 'http' : 'https';
  const host = headers.get('host') ?? 'localhost';
  const target = req.url?.startsWith('/') ? req.url : '/';
  const origin = hostProblem(host) === undefined ? `${proto}://${host}` : STAND_IN_ORIGIN;
  return new Request(`${origin}${target}`, { method: req.method ?? 'GET', headers });
}

export function nodeHandler(worker: WorkerHandler, env: WorkerEnv): NodeHandler {
  return async (req, res) => {
    const response = await worker.fetch(requestOf(req), env);
    const body = new Uint8Array(await response.arrayBuffer());
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
