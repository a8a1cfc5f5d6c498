/**
 * @module
 * The explorer pages' weight and browser figures: the JavaScript each page type loads (raw and
 * gzip, against the budgets), then Lighthouse scores and the home page's keystroke latency
 * against the built site served by our server.
 */
import { join } from 'node:path';
import { pageScripts } from './page-scripts.ts';
import { CATEGORIES, keystrokes, lighthouse, lighthouseCli, median, quantile, type Scores } from './page-browser.ts';
import { freePort, startProcess, stopProcess, waitForHttp } from './processes.ts';

export interface PagesBenchOptions {
  root: string;
  /** The bench's scratch folder. */
  work: string;
  /** The build to measure and serve, and the dataset it was built from. */
  outDir: string;
  datasetFile: string;
}

const PAGES = [
  { label: 'home', path: '/', budgetKb: 120, aimKb: 80 },
  { label: 'country (DE)', path: '/country/DE/', budgetKb: 30 },
  { label: 'stats', path: '/stats/' },
  { label: 'compare', path: '/compare/' },
  { label: 'docs/api', path: '/docs/api/' },
] as const satisfies readonly { label: string; path: string; budgetKb?: number; aimKb?: number }[];
const LIGHTHOUSE_PAGES = ['/', '/country/DE/', '/stats/'];
const TARGETS: Scores = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };
const KEYSTROKE_TARGET_MS = 16;
/** Broad first letters (many rows change), narrow endings, and a clear after each word. */
const SEARCH_WORDS = ['germany', 'united', 'cote', 'saint', 'brazil'];

const kb = (x: number) => `${(x / 1024).toFixed(1)} KB`;
const row = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);

async function printScriptWeights(outDir: string): Promise<void> {
  console.log('JavaScript per page type (loaded at start: scripts, islands, their static imports)');
  for (const page of PAGES) {
    const js = await pageScripts(outDir, join(outDir, page.path, 'index.html'));
    const budget =
      'budgetKb' in page
        ? ` — budget ≤ ${page.budgetKb} KB gzip${'aimKb' in page ? `, aim ${page.aimKb}` : ''}: ${js.gzip <= page.budgetKb * 1024 ? 'within' : 'OVER'}`
        : '';
    row(`  ${page.label} (${page.path})`, `${kb(js.bytes)} raw, ${kb(js.gzip)} gzip${budget}`);
    for (const f of js.loaded) row(`      ${f.name}`, `${kb(f.bytes)} raw, ${kb(f.gzip)} gzip`);
    for (const f of js.onDemand) row(`      on demand: ${f.name}`, `${kb(f.bytes)} raw, ${kb(f.gzip)} gzip (not counted)`);
  }
}

// Lighthouse sometimes loses a trace (NO_NAVSTART) on a busy machine: failed runs are retried,
// up to two extra attempts per page, before the page counts as failed.
async function lighthouseRuns(o: PagesBenchOptions, url: string, runs: number): Promise<Scores[]> {
  const outFile = join(o.work, 'lighthouse.json');
  const done: Scores[] = [];
  let lastError: unknown;
  for (let attempt = 0; attempt < runs + 2 && done.length < runs; attempt++) {
    try {
      done.push(await lighthouse(o.root, url, outFile));
    } catch (e) {
      lastError = e;
    }
  }
  if (done.length < runs) throw lastError;
  return done;
}

async function printBrowserFigures(o: PagesBenchOptions): Promise<void> {
  if (!lighthouseCli(o.root)) {
    console.log('\nLighthouse is not installed (npm install --save-dev lighthouse): scores skipped.');
    return;
  }
  const logFile = join(o.work, 'pages-server.out');
  const port = await freePort();
  const env = { ...process.env, OUT_DIR: o.outDir, DATASET_FILE: o.datasetFile, HOST: '127.0.0.1', PORT: String(port), SKIP_BUILD: '1', API_PLANS: 'off' };
  const child = startProcess(process.execPath, [join(o.root, 'scripts/start.ts')], { cwd: o.root, env, logFile });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/`, child, 'the server', logFile);
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs)` : '(one run)'}: default mobile config, simulated throttling, headless Chromium`);
    row('  targets', CATEGORIES.map((c) => `${c} ${c === 'performance' ? '≥ 90 (aim 98)' : TARGETS[c]}`).join(', '));
    // BENCH_LIGHTHOUSE_RUNS=0 skips Lighthouse (to time keystrokes alone).
    for (const path of runs > 0 ? LIGHTHOUSE_PAGES : []) {
      let all: Scores[];
      try {
        all = await lighthouseRuns(o, origin + path, runs);
      } catch (e) {
        row(`  ${path}`, `FAILED: ${(e as Error).message.split('\n')[0]}`);
        process.exitCode = 1;
        continue;
      }
      const scores = CATEGORIES.map((c) => {
        const value = median(all.map((s) => s[c]));
        return `${c} ${value}${value < TARGETS[c] ? ' (BELOW)' : ''}`;
      });
      row(`  ${path}`, scores.join(', '));
    }
    if (process.env.BENCH_KEYSTROKES === 'off') return;
    console.log('\nHome page search: ms from keydown to the table re-rendered (DOM updated) and to the next frame painted');
    for (const [label, path] of [
      ['default view (50 a page)', '/'],
      ['showing all 250', '/?size=all'],
    ] as const) {
      const times = await keystrokes(origin + path, SEARCH_WORDS);
      const render = times.map((t) => t.render);
      const frame = times.map((t) => t.frame);
      const under = render.filter((t) => t <= KEYSTROKE_TARGET_MS).length;
      row(
        `  ${label}, ${times.length} keys`,
        `re-render median ${median(render).toFixed(1)}, p90 ${quantile(render, 0.9).toFixed(1)}, max ${Math.max(...render).toFixed(1)} (${under}/${times.length} ≤ ${KEYSTROKE_TARGET_MS} ms)`,
      );
      row('', `to next frame median ${median(frame).toFixed(1)}, p90 ${quantile(frame, 0.9).toFixed(1)}, max ${Math.max(...frame).toFixed(1)}`);
      row(
        '',
        `first word, per key: ${times
          .slice(0, (SEARCH_WORDS[0]?.length ?? 0) + 1)
          .map((t) => `${t.key === 'Backspace' ? '⌫' : t.key} ${t.render.toFixed(0)}/${t.frame.toFixed(0)}`)
          .join(', ')}`,
      );
    }
  } finally {
    await stopProcess(child);
  }
}

export async function benchPages(o: PagesBenchOptions): Promise<void> {
  await printScriptWeights(o.outDir);
  await printBrowserFigures(o);
}
