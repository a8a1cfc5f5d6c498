/**
 * Vercel's routing of a Build Output (`.vercel/output/config.json`), run in-process over the test
 * build as Vercel is given it, with the real function. Written from Vercel's documentation (Build
 * Output Configuration, `routes`: a source route's `src` is a regular expression over the path,
 * `dest` the path from then on, `headers` set on the response, `status` its status, `continue`
 * goes on to the next route; `handle` starts a phase, `filesystem`: "check matches after the
 * filesystem misses"; Primitives: a function is a `.func` folder answering at its path, a
 * `launcherType: "Nodejs"` handler takes Node's request and response) and from a public
 * re-implementation of its router (cloudflare/next-on-pages, routes-matcher.ts), for what the
 * documentation leaves out:
 * - the routes before the first `handle` are tried in order; a route with `methods` only for
 *   those; a match applies its headers, status and `dest`, and without `continue` ends the phase;
 * - then the path is looked up in the output: a static file (a folder's `index.html` for a path
 *   ending in `/`), or a function at that path; found, it answers;
 * - else the `filesystem` phase's routes are tried the same way, and the path looked up again;
 *   still nothing is Vercel's own 404, not the site's (`vercel`: true in the answer);
 * - route headers are the response's unless the function sets the same header itself (its own
 *   win), and a static file's type is the route's `Content-Type` or Vercel's for its extension;
 * - a function is called with the request as the client sent it (its original path and query,
 *   whatever `dest` rewrote), through a real Node HTTP server on the loopback interface, the way
 *   Vercel's Node launcher calls it.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BuildOutputConfig, BuildOutputRoute } from '../../src/hosts/vercel/build-output.ts';
import { serveFile, type Served, type Site } from './site.ts';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
type SourceRoute = Extract<BuildOutputRoute, { src: string }>;

/** The origin the simulated deployment is asked on. */
export const VERCEL_ORIGIN = 'https://countries.example';

export interface VercelHost {
  /** A request as a client sends it (path and query, encoded), answered as Vercel would. */
  serve(url: string, init?: { method?: string; headers?: Record<string, string> }): Promise<Served & { vercel404?: true }>;
  close(): Promise<void>;
}

/** The routes of each phase: `none` before the first `handle`, then each `handle`'s. */
function phases(routes: readonly BuildOutputRoute[]): Map<string, SourceRoute[]> {
  const byPhase = new Map<string, SourceRoute[]>([['none', []]]);
  let phase = 'none';
  for (const route of routes) {
    if ('handle' in route) {
      if (byPhase.has(route.handle)) throw new Error(`config.json starts the ${route.handle} phase twice`);
      byPhase.set((phase = route.handle), []);
    } else byPhase.get(phase)!.push(route);
  }
  for (const key of byPhase.keys()) if (key !== 'none' && key !== 'filesystem') throw new Error(`the simulation does not know the ${key} phase`);
  return byPhase;
}

/** Starts the function's handler behind a Node HTTP server on the loopback interface. */
async function listen(handler: NodeHandler): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      // Vercel answers a function that throws with a 500 of its own.
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** One request, with exactly these headers (fetch would put its own `Host` and others). */
function ask(origin: string, path: string, method: string, headers: Record<string, string>): Promise<IncomingMessage & { body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Object.assign(res, { body: Buffer.concat(chunks) })));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function vercelHost(config: BuildOutputConfig, site: Site, functions: Readonly<Record<string, NodeHandler>>): Promise<VercelHost> {
  if (config.version !== 3) throw new Error(`config.json is version ${String(config.version)}, not 3`);
  const routes = phases(config.routes);
  const running = new Map<string, { server: Server; origin: string }>();
  for (const [path, handler] of Object.entries(functions)) running.set(path, await listen(handler));
  const compiled = new Map<SourceRoute, RegExp>();
  const pattern = (route: SourceRoute) => compiled.get(route) ?? compiled.set(route, new RegExp(route.src)).get(route)!;
  /** What the output holds at a path: a static file (its path), a function, or nothing. */
  const lookUp = (path: string): { file: string } | { fn: string } | undefined => {
    if (running.has(path)) return { fn: path };
    const file = path.endsWith('/') ? `${path}index.html` : path;
    return site.has(file) ? { file } : undefined;
  };

  return {
    async serve(url, init = {}) {
      const { pathname } = new URL(url, VERCEL_ORIGIN);
      const method = (init.method ?? 'GET').toUpperCase();
      let path = pathname;
      let status: number | undefined;
      const headers = new Map<string, string[]>();
      const runPhase = (phase: string) => {
        for (const route of routes.get(phase) ?? []) {
          const m = pattern(route).exec(path);
          if (!m || (route.methods && !route.methods.includes(method))) continue;
          for (const [name, value] of Object.entries(route.headers ?? {})) headers.set(name.toLowerCase(), [value]);
          if (route.status !== undefined) status = route.status;
          if (route.dest !== undefined) path = route.dest.replace(/\$(\d)/g, (_, i: string) => m[Number(i)] ?? '');
          if (!route.continue) return;
        }
      };
      runPhase('none');
      let found = lookUp(decodeURIComponent(path));
      if (!found) {
        runPhase('filesystem');
        found = lookUp(decodeURIComponent(path));
      }
      if (!found) return { status: 404, headers, contentType: 'text/plain', file: '', body: Buffer.from('NOT_FOUND'), vercel404: true };
      if ('file' in found) return serveFile(site, status ?? 200, found.file, headers);

      const res = await ask(running.get(found.fn)!.origin, url, method, {
        ...init.headers,
        host: new URL(VERCEL_ORIGIN).host,
        'x-forwarded-proto': 'https',
      });
      for (const [name, value] of Object.entries(res.headers))
        if (value !== undefined && !['connection', 'keep-alive', 'date', 'transfer-encoding'].includes(name)) headers.set(name, [value].flat());
      return { status: status ?? res.statusCode!, headers, contentType: headers.get('content-type')?.[0] ?? '', file: found.fn, body: res.body };
    },
    async close() {
      for (const { server } of running.values()) await new Promise((resolve) => server.close(resolve));
    },
  };
}
