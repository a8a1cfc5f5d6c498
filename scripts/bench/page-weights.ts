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

export const HOME_BUDGET_KB = 400;
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

/**
 * The site's own files a page loads on a first visit, root-relative without the leading slash:
 * its stylesheets, scripts (and the modules they import at once), images that are not lazy, its
 * icon. `readText` reads a script of the build, to follow its static imports.
 */
export function pageAssets(html: string, readText: (path: string) => string): string[] {
  const assets = new Set<string>();
  for (const tag of html.matchAll(/<(?:link|script|img|use|image|source)\b[^>]*>/g)) {
    if (/\bloading="lazy"|\brel="(?!stylesheet|icon|modulepreload|preload)/.test(tag[0])) continue;
    const url = /\b(?:href|src)="\/([^"#?]+\.[a-z0-9]+)/.exec(tag[0])?.[1];
    if (url) assets.add(url);
  }
  for (const asset of assets)
    if (asset.endsWith('.js')) for (const m of readText(asset).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) assets.add(`_astro/${m[1]}`);
  return [...assets];
}

/** Every country page's weight from the build: its HTML and the files a first visit loads with it, gzipped. */
export function countryPageWeights(outDir: string, codes: readonly string[]): { cca2: string; bytes: number }[] {
  const cache = new Map<string, number>();
  const sizeOf = (path: string) => {
    let size = cache.get(path);
    if (size === undefined) cache.set(path, (size = gz(readFileSync(join(outDir, path)))));
    return size;
  };
  const readText = (path: string) => readFileSync(join(outDir, path), 'utf8');
  return codes
    .map((cca2) => {
      const html = readFileSync(join(outDir, 'country', cca2, 'index.html'));
      return { cca2, bytes: gz(html) + pageAssets(html.toString(), readText).reduce((n, a) => n + sizeOf(a), 0) };
    })
    .sort((a, b) => b.bytes - a.bytes);
}
