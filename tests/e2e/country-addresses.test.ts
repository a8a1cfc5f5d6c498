/**
 * Mistyped country addresses lead to the same page wherever the site is served: `npm start`
 * answers them with a 301, and a plain static host (here a file server that answers a miss with
 * `404.html`, as GitHub Pages does) serves the 404 page, whose script asks the same API files.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outDir } from '../helpers.ts';
import { useE2e } from './browser.ts';

const e2e = useE2e();

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.json': 'application/json',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** Files only: the file at the path, a folder's index.html, else 404.html with status 404. */
let plain: Server;
let plainUrl: string;
beforeAll(async () => {
  const root = outDir();
  plain = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}/index.html`];
    const found = candidates.map((c) => join(root, c)).find((f) => !f.includes('..') && existsSync(f) && statSync(f).isFile());
    const file = found ?? join(root, '404.html');
    res.writeHead(found ? 200 : 404, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => plain.listen(0, '127.0.0.1', done));
  plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => plain.close(done));
});

/** Where the server sends an address: its 301's target, or nowhere. */
async function serverTarget(path: string): Promise<string | undefined> {
  const res = await fetch(e2e.url + path, { redirect: 'manual' });
  await res.arrayBuffer();
  return res.status === 301 ? (res.headers.get('location') ?? undefined) : undefined;
}

/** No country: no redirect, the address answers with the 404 page. */
const NOT_FOUND = 'the 404 page';

describe('mistyped country addresses', () => {
  it.each([
    ['/country/de/', '/country/DE/'],
    ['/country/DEU/', '/country/DE/'],
    ['/country/276/', '/country/DE/'],
    ['/country/76/', '/country/BR/'],
    ['/country/germany/', '/country/DE/'],
    ['/country/deutschland/', '/country/DE/'],
    ['/country/Deutschland', '/country/DE/'],
    ['/country/uk/', '/country/GB/'],
    ['/country/united-kingdom/', '/country/GB/'],
    ['/country/XKX/', '/country/XK/'],
    ['/country/cote-d-ivoire/', '/country/CI/'],
    // The English common name before the others (the Democratic Republic's is "DR Congo").
    ['/country/congo/', '/country/CG/'],
    // A translation has no file, Atlantis no country: no page.
    ['/country/allemagne/', NOT_FOUND],
    ['/country/atlantis/', NOT_FOUND],
  ])('%s leads to %s on npm start and on a plain static host alike', async (path, target) => {
    const expected = target === NOT_FOUND ? undefined : target;
    expect(await serverTarget(path)).toBe(expected);
    const { page } = await e2e.open('/');
    await page.goto(plainUrl + path);
    if (expected) await page.waitForURL((url) => url.pathname === expected);
    else await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(expected ?? path);
  });
});

describe('a mistyped country address, opened', () => {
  it.each(['/country/de/', '/country/DEU/', '/country/germany/'])('sends %s on to /country/DE/', async (path) => {
    const { page } = await e2e.open(path);
    await page.waitForURL(/\/country\/DE\/$/);
    expect(await page.locator('h1').innerText()).toBe('Germany');
  });
});
