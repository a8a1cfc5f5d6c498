/**
 * A plain static host, like GitHub Pages or any CDN without rules: files as they are in the
 * build, `index.html` for a folder, `404.html` with status 404 for anything else, query strings
 * ignored, nothing compressed. What the site must also work on.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { CONTENT_TYPES } from '../../src/lib/content-types.ts';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': CONTENT_TYPES.json,
  '.csv': CONTENT_TYPES.csv,
  '.xml': CONTENT_TYPES.xml,
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticHost {
  readonly url: string;
  close(): Promise<void>;
}

export async function startStaticHost(root: string): Promise<StaticHost> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname));
      for (const candidate of [join(root, path), join(root, path, 'index.html')]) {
        const found = await stat(candidate).catch(() => undefined);
        if (found?.isFile()) {
          response.writeHead(200, { 'content-type': TYPES[extname(candidate)] ?? 'application/octet-stream', 'content-length': found.size });
          createReadStream(candidate).pipe(response);
          return;
        }
      }
      response.writeHead(404, { 'content-type': TYPES['.html']! });
      createReadStream(join(root, '404.html')).pipe(response);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
