/**
 * @module
 * What a first visit transfers: the home page with its data and the flags it shows, and country
 * pages, measured in Chromium over the project's server (compressed as it serves them), against
 * the budgets (home ≤ 600 KB with no flag over 30 KB; a country page ≤ 40 KB). And every
 * country page at once, from the build: its HTML and the files it loads, gzipped, so the heaviest
 * page is found without opening 250 of them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export const HOME_BUDGET_KB = 600;
export const FLAG_BUDGET_KB = 30;
export const COUNTRY_BUDGET_KB = 40;

export interface Transfer {
  total: number;
  requests: number;
  /** The largest responses, largest first. */
  largest: { url: string; bytes: number }[];
}

/** Bytes on the wire (headers included) for a fresh visit to `url`, until the network is idle. */
export async function transfer(browser: Browser, url: string): Promise<Transfer> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, string>();
    const done: { url: string; bytes: number }[] = [];
    cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
    cdp.on('Network.loadingFinished', (e) => done.push({ url: urls.get(e.requestId) ?? '?', bytes: e.encodedDataLength }));
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    done.sort((a, b) => b.bytes - a.bytes);
    return { total: done.reduce((n, d) => n + d.bytes, 0), requests: done.length, largest: done };
  } finally {
    await page.close();
  }
}

const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** Every country page's weight from the build: its HTML and every local file it names (styles, scripts, images, the map), gzipped. */
export function countryPageWeights(outDir: string, codes: readonly string[]): { cca2: string; bytes: number }[] {
  const cache = new Map<string, number>();
  const sizeOf = (path: string) => {
    let size = cache.get(path);
    if (size === undefined) cache.set(path, (size = gz(readFileSync(join(outDir, path)))));
    return size;
  };
  return codes
    .map((cca2) => {
      const html = readFileSync(join(outDir, 'country', cca2, 'index.html'));
      const assets = new Set<string>();
      // Stylesheets, scripts (and what they import at once), images and the map file <use> points into.
      for (const m of html.toString().matchAll(/(?:href|src)="(\/(?:_astro|flags|maps)\/[^"#]+)(?:#[^"]*)?"/g)) assets.add(m[1]!.slice(1));
      for (const asset of [...assets].filter((a) => a.endsWith('.js')))
        for (const m of readFileSync(join(outDir, asset), 'utf8').matchAll(/from\s*"\.\/([^"]+\.js)"/g)) assets.add(`_astro/${m[1]}`);
      return { cca2, bytes: gz(html) + [...assets].reduce((n, a) => n + sizeOf(a), 0) };
    })
    .sort((a, b) => b.bytes - a.bytes);
}
