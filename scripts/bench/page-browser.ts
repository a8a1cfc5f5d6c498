/**
 * @module
 * Browser figures for served pages: Lighthouse scores (its CLI, default mobile config with
 * simulated throttling, one headless Chromium per run); the interactions are in
 * page-interactions.ts.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM, ensureTool } from '../lib/system-tools.ts';

/** Debian's Chromium, installed first when missing and possible (CHROMIUM_PATH names another). */
export const chromiumPath = () => ensureTool(CHROMIUM);
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

export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
