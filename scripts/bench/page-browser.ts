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

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
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
  const args = [cli, url, '--output=json', `--output-path=${outFile}`, `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${CHROME_FLAGS}`, '--quiet'];
  try {
    await run(process.execPath, args, { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64e6, timeout: 180_000 });
  } catch (e) {
    const { stderr } = e as { stderr?: string };
    throw new Error(`lighthouse failed on ${url}: ${(stderr ?? String(e)).trim().split('\n').slice(-10).join('\n')}`);
  }
  const report = JSON.parse(readFileSync(outFile, 'utf8')) as { categories: Record<string, { score: number | null }>; runtimeError?: { message: string } };
  if (report.runtimeError) throw new Error(`lighthouse on ${url}: ${report.runtimeError.message}`);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? Number.NaN) * 100);
  return { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') };
}

export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * Types `text` into the home page's search box one key at a time; per key, the ms from the
 * keydown to the first animation frame after the explorer's last DOM change for that key
 * (keys that change nothing are left out).
 */
export async function keystrokes(homeUrl: string, text: string): Promise<number[]> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(homeUrl, { waitUntil: 'load' });
    // Hydrated once the island has lost its `ssr` attribute.
    await page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });
    await page.evaluate(() => {
      const marks: { down: number; painted: number | null }[] = [];
      (window as unknown as { __keys: typeof marks }).__keys = marks;
      document.addEventListener('keydown', () => marks.push({ down: performance.now(), painted: null }), true);
      new MutationObserver(() => {
        const mark = marks.at(-1);
        if (mark) requestAnimationFrame(() => (mark.painted = performance.now()));
      }).observe(document.querySelector('astro-island')!, { subtree: true, childList: true, characterData: true });
    });
    await page.focus('#country-search');
    for (const key of text) {
      await page.keyboard.press(key);
      // Long enough for a deferred render to land before the next key.
      await page.waitForTimeout(400);
    }
    const marks = await page.evaluate(() => (window as unknown as { __keys: { down: number; painted: number | null }[] }).__keys);
    // A key that changes nothing on the page (same rows, same count) has no update to time.
    const times = marks.flatMap((m) => (m.painted === null ? [] : [m.painted - m.down]));
    if (times.length === 0) throw new Error('no keystroke changed the page');
    return times;
  } finally {
    await browser.close();
  }
}
