/**
 * Mistyped country addresses lead to the same page wherever the site is served: `npm start`
 * answers them with a 301, and a plain static host (here a file server that answers a miss with
 * `404.html`, as GitHub Pages does) serves the 404 page, whose script asks the same API files.
 */
import { describe, expect, it } from 'vitest';
import { useE2e } from './browser.ts';

// The plain static host: files only, `index.html` for a folder, else `404.html` with status 404.
const e2e = useE2e();

/** Where the server sends an address: its 301's target, or nowhere. */
async function serverTarget(path: string): Promise<string | undefined> {
  const res = await fetch(e2e.url + path, { redirect: 'manual' });
  await res.arrayBuffer();
  return res.status === 301 ? (res.headers.get('location') ?? undefined) : undefined;
}

/** No country: no redirect, the address answers with the 404 page. */
const NOT_FOUND = 'the 404 page';

// Each case is its own page, so they run side by side.
describe.concurrent('mistyped country addresses', () => {
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
    const { page } = await e2e.open(path, { host: 'static' });
    if (expected) await page.waitForURL((url) => url.pathname === expected);
    // Until the 404 page's script has asked the API files (and would have moved on).
    else await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(expected ?? path);
  });
});

describe.concurrent('a mistyped country address, opened', () => {
  it.each(['/country/de/', '/country/DEU/', '/country/germany/'])('sends %s on to /country/DE/', async (path) => {
    const { page } = await e2e.open(path);
    await page.waitForURL(/\/country\/DE\/$/);
    expect(await page.locator('h1').innerText()).toBe('Germany');
  });
});
