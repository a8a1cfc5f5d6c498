/**
 * @module
 * The explorer pages' weight and browser figures: the JavaScript each page type loads (raw and
 * gzip, against the budgets), then, against the built site served by our server: Lighthouse
 * scores, what a first visit transfers (home, the heaviest and the median country page), the
 * first visible loading state of a shared link on a slow line, and the Interaction to Next Paint
 * of every kind of interaction the explorer has (page-interactions.ts) at 4× CPU slowdown beside
 * normal speed. Browser figures move with the machine's load: the bench prints the load average
 * before and after them. BENCH_LIGHTHOUSE_RUNS=0 leaves Lighthouse out, BENCH_INP=off the INP;
 * BENCH_INP_RUNS and BENCH_SLOW_LINE_RUNS set the number of runs (3).
 */
import { join } from 'node:path';
import { pageScripts } from './page-scripts.ts';
import { machineLoad } from './machine-load.ts';
import { CATEGORIES, chromiumPath, lighthouse, lighthouseCli, median, type Scores } from './page-browser.ts';
import { describeBaseline, describeInp, inpRuns } from './page-interactions.ts';
import { slowLineVisit, type SlowLineVisit } from './slow-line.ts';
import { freePort, startProcess, stopProcess, waitForHttp } from './processes.ts';
import { COUNTRY_BUDGET_KB, FLAG_BUDGET_KB, HOME_BUDGET_KB, countryPageWeights, transfer } from './page-weights.ts';
import { readdirSync } from 'node:fs';
import { SERVER_ENV, SERVER_NODE_FLAGS, START_SCRIPT } from '../lib/server-command.ts';

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
/** Interaction to Next Paint: "good" below 200 ms by the Web Vitals rule; this project aims at 100 ms at 4× slowdown. */
const INP_GOAL_MS = 100;
/** The slower device the goals are set for (Lighthouse's mobile). */
const SLOW_CPU = 4;

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
  const child = startProcess(process.execPath, [...SERVER_NODE_FLAGS, join(o.root, START_SCRIPT)], { cwd: o.root, env: { ...env, ...SERVER_ENV }, logFile });
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
    await printWeights(o, origin);
    await printSlowLine(origin);
    if (process.env.BENCH_INP === 'off') return;
    await printInp(origin);
  } finally {
    await stopProcess(child);
  }
}

/** What a first visit transfers, in Chromium over our server, and every country page's weight from the build. */
async function printWeights(o: PagesBenchOptions, origin: string): Promise<void> {
  console.log(
    `\nTransferred on a first visit (Chromium, our server's compression; budgets: home ≤ ${HOME_BUDGET_KB} KB, no flag over ${FLAG_BUDGET_KB} KB, a country page ≤ ${COUNTRY_BUDGET_KB} KB)`,
  );
  // Every country page from the build (gzip, no headers), to find the heaviest and the median to open.
  const pages = countryPageWeights(
    o.outDir,
    // Only the countries' folders: country/ also holds the index of countries (country/index.html).
    readdirSync(join(o.outDir, 'country'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );
  const over = pages.filter((p) => p.bytes > COUNTRY_BUDGET_KB * 1024);
  const heaviest = pages[0]!;
  const middle = pages[Math.floor(pages.length / 2)]!;
  row(
    `  every country page (build, gzip, ${pages.length})`,
    `median ${kb(middle.bytes)}, heaviest ${pages
      .slice(0, 3)
      .map((p) => `${p.cca2} ${kb(p.bytes)}`)
      .join(', ')}; ${over.length} over ${COUNTRY_BUDGET_KB} KB`,
  );
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const home = await transfer(browser, `${origin}/`);
    const flags = home.largest.filter((r) => r.url.includes('/flags/'));
    const within = home.total <= HOME_BUDGET_KB * 1024 && flags.every((f) => f.bytes <= FLAG_BUDGET_KB * 1024);
    row('  home (/)', `${kb(home.total)} in ${home.requests} requests; ${flags.length} flags, largest ${kb(flags[0]?.bytes ?? 0)}${within ? '' : ' (OVER)'}`);
    for (const r of home.largest.slice(0, 3)) row(`      ${new URL(r.url).pathname}`, kb(r.bytes));
    for (const [which, cca2] of [
      ['heaviest', heaviest.cca2],
      ['median', middle.cca2],
    ]) {
      const page = await transfer(browser, `${origin}/country/${cca2}/`);
      row(
        `  country page, ${which} (/country/${cca2}/)`,
        `${kb(page.total)} in ${page.requests} requests${page.total <= COUNTRY_BUDGET_KB * 1024 ? '' : ' (OVER)'}`,
      );
    }
  } finally {
    await browser.close();
  }
}

/**
 * The explorer's INP by kind of interaction (home and comparison pages), at 4× CPU slowdown
 * against the goal, beside the same interactions at normal speed in the same run, in Debian's Chromium.
 */
async function printInp(origin: string): Promise<void> {
  const runs = Number(process.env.BENCH_INP_RUNS ?? 3);
  console.log(
    `\nInteraction to Next Paint (Event Timing entries, durationThreshold 16 ms; ${runs} runs on fresh pages; goal: under ${INP_GOAL_MS} ms at ${SLOW_CPU}× CPU for every interaction)`,
  );
  console.log(`  load average before: ${machineLoad()}`);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const newPage = () => browser.newPage({ viewport: { width: 1280, height: 800 } });
    const baseline = await inpRuns(newPage, origin, 1, runs);
    const slow = await inpRuns(newPage, origin, SLOW_CPU, runs);
    slow.forEach((summary, i) => row(`  ${summary.kind}`, `${SLOW_CPU}× CPU: ${describeInp(summary, INP_GOAL_MS)}; 1× CPU: ${describeBaseline(baseline[i]!)}`));
  } finally {
    await browser.close();
  }
  console.log(`  load average after: ${machineLoad()}`);
}

/**
 * On the slow line the e2e uses (150 ms round trip, 1.6 Mbps down, 4× CPU): a shared filtered
 * link's first visible loading state (the first paint, which says "Loading the countries for this
 * view"), from the first byte of the page and from the request; and when the view's data arrived.
 * Beside it, in turns with it, the site's lightest page (the 404 page, 4 KB compressed, the same
 * layout and inline styles): what any page costs on that line and CPU, the floor of the figure.
 */
async function printSlowLine(origin: string): Promise<void> {
  const runs = Number(process.env.BENCH_SLOW_LINE_RUNS ?? 3);
  const path = '/?region=Africa&sort=-population';
  const lightest = '/404.html';
  console.log(
    `\nA shared link on a slow line (${path}; 150 ms RTT, 1.6 Mbps down, ${SLOW_CPU}× CPU; median of ${runs} runs; goal: a visible loading state within 500 ms)`,
  );
  console.log(`  load average before: ${machineLoad()}`);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  const visits: SlowLineVisit[] = [];
  const floor: SlowLineVisit[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      visits.push(await slowLineVisit(browser, origin + path, SLOW_CPU));
      floor.push(await slowLineVisit(browser, origin + lightest, SLOW_CPU));
    }
  } finally {
    await browser.close();
  }
  const medianOf = (vs: SlowLineVisit[], of: (v: SlowLineVisit) => number) => median(vs.map(of));
  const paintFromByte = (v: SlowLineVisit) => v.paint - v.firstByte;
  const fromByte = medianOf(visits, paintFromByte);
  const runsOf = (vs: SlowLineVisit[]) => vs.map((v) => paintFromByte(v).toFixed(0)).join(', ');
  row('  loading state shown, from the first byte', `${fromByte.toFixed(0)} ms${fromByte <= 500 ? '' : ' (OVER)'} (runs: ${runsOf(visits)})`);
  row(`  baseline: ${lightest}'s first paint, same`, `${medianOf(floor, paintFromByte).toFixed(0)} ms (runs: ${runsOf(floor)})`);
  row('  loading state shown, from the request', `${medianOf(visits, (v) => v.paint - v.requestStart).toFixed(0)} ms`);
  row("  the view's data arrived, from the request", `${medianOf(visits, (v) => v.data - v.requestStart).toFixed(0)} ms`);
  row('  "Loading" on show at the first paint', `${visits.filter((v) => v.saidLoading).length} of ${visits.length} runs`);
  console.log(`  load average after: ${machineLoad()}`);
}

export async function benchPages(o: PagesBenchOptions): Promise<void> {
  await printScriptWeights(o.outDir);
  await printBrowserFigures(o);
}
