/**
 * @module
 * Browser figures for served pages: Lighthouse scores (its CLI, default mobile config with
 * simulated throttling, one headless Chromium per run) and the home page's search keystroke
 * latency in Playwright's Chromium.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM, ensureTool } from '../lib/system-tools.ts';

/** Debian's Chromium, installed first when missing and possible (CHROMIUM_PATH names another). */
const chromiumPath = () => ensureTool(CHROMIUM);
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Scores = Record<(typeof CATEGORIES)[number], number>;

const run = promisify(execFile);

export function lighthouseCli(root: string): string | undefined {
  const cli = join(root, 'node_modules/lighthouse/cli/index.js');
  return existsSync(cli) ? cli : undefined;
}

/** One Lighthouse run of `url`; scores 0–100. */
export async function lighthouse(root: string, url: string, outFile: string): Promise<Scores> {
  const cli = lighthouseCli(root);
  if (!cli) throw new Error('lighthouse is not installed');
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${outFile}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--quiet',
  ];
  try {
    await run(process.execPath, args, { cwd: root, env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64e6, timeout: 180_000 });
  } catch (e) {
    const { stderr } = e as { stderr?: string };
    throw new Error(`lighthouse failed on ${url}: ${(stderr ?? String(e)).trim().split('\n').slice(-10).join('\n')}`, { cause: e });
  }
  const report = JSON.parse(readFileSync(outFile, 'utf8')) as { categories: Record<string, { score: number | null }>; runtimeError?: { message: string } };
  if (report.runtimeError) throw new Error(`lighthouse on ${url}: ${report.runtimeError.message}`);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? Number.NaN) * 100);
  return { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') };
}

/** The q-quantile, nearest rank. */
export const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? Number.NaN;
};

export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** One keystroke's figures, in ms from the keydown event. */
export interface KeyTiming {
  readonly key: string;
  /** Until the explorer's last DOM change for this key: the re-render of the table. */
  readonly render: number;
  /** Until the frame after that change has been painted (animation frame, then a task). */
  readonly frame: number;
}

/**
 * Types each word into the home page's search box one key at a time, then clears the box
 * (select all, Backspace: one more key). Keys that change nothing on the page (same rows,
 * same counts) have no update to time and are left out. The first word meets cold code, as a
 * visitor's first keystroke does.
 */
export async function keystrokes(url: string, words: readonly string[]): Promise<KeyTiming[]> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // Hydrated once the island has lost its `ssr` attribute; the records are in once the
    // download menu is enabled.
    await page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });
    await page.waitForSelector('[aria-labelledby="download-view-heading"] button:not([disabled])', { state: 'attached' });
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      type Mark = { key: string; down: number; render: number | null; frame: number | null };
      const marks: Mark[] = [];
      (window as unknown as { __keys: Mark[] }).__keys = marks;
      document.addEventListener('keydown', (event) => marks.push({ key: event.key, down: event.timeStamp, render: null, frame: null }), true);
      // Observer callbacks run right after the DOM changes (React commits synchronously). The
      // polite live region speaks the count half a second after the view settles: that is
      // not the re-render of the key, so its changes are left out.
      const inLiveRegion = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest('[aria-live]') != null;
      new MutationObserver((records) => {
        const mark = marks.at(-1);
        if (!mark || records.every((r) => inLiveRegion(r.target))) return;
        mark.render = performance.now();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (mark.frame = performance.now());
          channel.port2.postMessage(null);
        });
      }).observe(document.querySelector('astro-island')!, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.focus('#country-search');
    for (const word of words) {
      for (const key of word) {
        await page.keyboard.press(key);
        // Long enough for the frame to land before the next key.
        await page.waitForTimeout(250);
      }
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await page.waitForTimeout(400);
    }
    const marks = await page.evaluate(
      () => (window as unknown as { __keys: { key: string; down: number; render: number | null; frame: number | null }[] }).__keys,
    );
    const times = marks.flatMap((m) => (m.render === null || m.frame === null ? [] : [{ key: m.key, render: m.render - m.down, frame: m.frame - m.down }]));
    if (times.length === 0) throw new Error('no keystroke changed the page');
    return times;
  } finally {
    await browser.close();
  }
}
