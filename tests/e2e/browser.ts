/**
 * Shared by the end-to-end files: the run's server over the test build (one for every file,
 * started by tests/setup/e2e-servers.ts), one Chromium per worker (the files of a worker share
 * their modules, vitest.config.ts), and pages that record what went wrong in them (console
 * errors, uncaught errors, requests to another origin) so a journey can assert none happened.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { afterAll, beforeAll, inject } from 'vitest';
import { timeScale } from '../time-scale.ts';

// Debian's Chromium headless shell (Playwright's own browsers cannot be downloaded here), found or installed by tests/setup/chromium.ts.
const CHROMIUM = inject('chromiumPath');
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface Watched {
  page: Page;
  consoleErrors: string[];
  pageErrors: string[];
  foreignRequests: string[];
}

export interface OpenOptions {
  acceptDownloads?: boolean;
  viewport?: { width: number; height: number };
  /** The system theme the page sees (prefers-color-scheme). */
  colorScheme?: 'light' | 'dark';
  /** Where the page is served from: the project's server (default) or a plain static host of the same build. */
  host?: 'server' | 'static';
  /** False: a browser with JavaScript turned off. */
  javaScript?: boolean;
}

/** A phone's screen, as the review used (390 × 844). */
export const PHONE = { width: 390, height: 844 } as const;
/** The smallest phone the review used (320 × 640). */
export const SMALL_PHONE = { width: 320, height: 640 } as const;

export interface E2e {
  /** The server's origin, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /** A fresh context and page, watched from its first request. */
  open(path: string, options?: OpenOptions): Promise<Watched>;
}

let launched: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched by its first file and used by the next ones. Playwright kills
 * it, its renderers with it, when the worker exits (its handler of the process's exit).
 */
async function workerBrowser(): Promise<Browser> {
  const browser = await launched?.catch(() => undefined);
  if (browser?.isConnected()) return browser;
  launched = chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return launched;
}

/** Gives the file the worker's browser before its tests, and closes the file's pages after them. */
export function useE2e(): E2e {
  const url = inject('serverUrl');
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await workerBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  });
  return {
    url,
    async open(path, options = {}) {
      if (!browser) throw new Error('the browser is not started yet');
      const origin = options.host === 'static' ? inject('staticHostUrl') : url;
      const context = await browser.newContext({
        acceptDownloads: options.acceptDownloads ?? false,
        ...(options.viewport ? { viewport: options.viewport } : {}),
        ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
        ...(options.javaScript === false ? { javaScriptEnabled: false } : {}),
      });
      contexts.push(context);
      // Playwright's own waits (a locator's, a load state's: 30 s by default) scaled like the tests' timeouts.
      context.setDefaultTimeout(Math.round(30_000 * timeScale()));
      // Layout shifts from the first paint on, as the CLS metric counts them (see layoutShift).
      await context.addInitScript(() => {
        const w = window as unknown as { __layoutShift: number; __shiftSources: string[] };
        w.__layoutShift = 0;
        w.__shiftSources = [];
        new PerformanceObserver((list) => {
          type Shift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          };
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            w.__layoutShift += entry.value;
            // What moved, for the failure message.
            w.__shiftSources.push(
              ...entry.sources.map(
                (s) =>
                  `${(s.node as Element | undefined)?.outerHTML?.slice(0, 60) ?? '?'} x ${Math.round(s.previousRect.x)}→${Math.round(s.currentRect.x)}, y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`,
              ),
            );
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      const watched: Watched = { page, consoleErrors: [], pageErrors: [], foreignRequests: [] };
      page.on('console', (m) => {
        if (m.type() === 'error') watched.consoleErrors.push(`${m.text()} @ ${m.location().url}`);
      });
      page.on('pageerror', (e) => watched.pageErrors.push(e.message));
      page.on('request', (r) => {
        const u = r.url();
        // blob: and data: URLs are made by the page itself (the "this view" download).
        if (u.startsWith('blob:') || u.startsWith('data:')) return;
        if (new URL(u).origin !== origin) watched.foreignRequests.push(u);
      });
      await page.goto(origin + path);
      return watched;
    },
  };
}

/** The page's layout shift so far, summed as CLS sums it (shifts right after input left out). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

/** The elements that moved, and from where to where (for failure messages). */
export function shiftSources(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { __shiftSources: string[] }).__shiftSources.join('; '));
}

/** Waits until the explorer island has its records and shows the view (the live table, or the map view). */
export async function explorerReady(page: Page): Promise<void> {
  await page.locator('.view-switch button:not([disabled])').first().waitFor();
  await page.locator('#countries-table th button.sort, #countries-map, #countries-chart').first().waitFor();
}

/** The names in the table's shown rows, in order. */
export function visibleNames(page: Page): Promise<string[]> {
  return page.locator('#countries-table tbody tr:not([hidden]) th[scope=row]').allInnerTexts();
}
