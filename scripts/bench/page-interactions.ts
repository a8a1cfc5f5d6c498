/**
 * @module
 * Interaction to Next Paint in the explorer, as a visitor feels it: the browser's own Event
 * Timing entries (what the INP metric reads: from the input to the next frame painted, input
 * delay and rendering included), grouped by interaction, for every kind of interaction it has.
 * On the home page: a keystroke in the search box, a click on a facet's tick box, a keystroke in
 * a range filter on another column, a click on a column's sort button, the removal of a filter's
 * chip, a column shown or hidden, a row ticked (for the chart and the comparison), the next page,
 * a switch between table, map and chart, a new colour for the map and a new series for the chart
 * (by keyboard, on their selects), the chart's scale, the theme button. On the comparison page: a
 * country added. Chromium's CPU throttling stands in for a slower device (4× is Lighthouse's mobile).
 * A click is a person's: the pointer comes to rest on the control, then presses (`press`), with
 * the mouse alone. Playwright's `click` would add its own work to the interaction timed: it
 * listens to the page's pointer events to check what they hit (its hit-target interceptor), and
 * moves the pointer in the same instant as it presses (measured at 4× CPU on a busy machine: the
 * next page 184 -> 40 ms, a facet 112 -> 56 ms; the page's own work is the same).
 */
import type { Locator, Page } from '@playwright/test';
import { median } from './page-browser.ts';

export const INTERACTION_KINDS = [
  'keystroke',
  'facet click',
  'range filter',
  'sort click',
  'chip removal',
  'column choice',
  'row pick',
  'next page',
  'view switch',
  'map colour',
  'chart series',
  'chart scale',
  'theme toggle',
  'compare add',
] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];

export interface Interaction {
  kind: InteractionKind;
  /** What was pressed or clicked. */
  label: string;
  /** The interaction's longest event duration, ms (Event Timing rounds to 8 ms). */
  ms: number;
}

/** Words typed letter by letter; each is cleared before the next (the clearing key counts too). */
const WORDS = ['germany', 'united', 'cote'];
const FACETS = [
  ['Region', 'Europe'],
  ['Region', 'Africa'],
  ['Landlocked', 'Yes'],
] as const;
const SORTS = ['Population', 'Area', 'Capital', 'Name'];
/** Columns shown then hidden again from the Columns menu (hidden at first). */
const COLUMNS = ['Gini index', 'Internet domains'];
/** Rows ticked (the first of the table as it is then): they are what the chart view draws. */
const PICKS = 3;
/** Countries added on the comparison page, by name. */
const COMPARE = ['Germany', 'Japan', 'Brazil'];
/**
 * Between interactions: a person looks at what changed before acting again, and the page has
 * finished following the last change (the table, the counts, the new rows' flags) by then; each
 * interaction is timed on its own.
 */
const PAUSE_MS = 1000;

/** How long the pointer rests on a control before pressing it: the hover's work is done by then. */
const HOVER_MS = 150;

/**
 * Clicks `target` as a person does: scrolled into view, the pointer moved onto its middle and
 * left there a moment, then pressed and released. Throws when something else would take the
 * press (as Playwright's click would wait for), so a covered control is never timed by mistake.
 */
async function press(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`not on the page: ${String(target)}`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.waitForTimeout(HOVER_MS);
  const hit = await target.evaluate(
    (el, [px, py]) => {
      const top = document.elementFromPoint(px!, py!);
      return !!top && (el.contains(top) || (el instanceof HTMLInputElement && [...el.labels!].some((l) => l.contains(top))));
    },
    [x, y],
  );
  if (!hit) throw new Error(`something covers ${String(target)}`);
  await page.mouse.down();
  await page.mouse.up();
}

/** Starts recording Event Timing entries in the page. */
async function record(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __events: { id: number; name: string; duration: number }[] };
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { interactionId: number })[])
        if (e.interactionId > 0) w.__events.push({ id: e.interactionId, name: e.name, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/** The interactions since `record` (or the last call), longest event of each. */
async function takeInteractions(page: Page): Promise<number[]> {
  // Entries are delivered after the frame: give the observer a moment.
  await page.waitForTimeout(200);
  const events = await page.evaluate(() => {
    const w = window as unknown as { __events: { id: number; duration: number }[] };
    const taken = w.__events;
    w.__events = [];
    return taken;
  });
  const byId = new Map<number, number>();
  for (const e of events) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
  return [...byId.values()];
}

/** Events shorter than the observer's 16 ms threshold are not reported: such an interaction counts as 16. */
const longest = (durations: number[]) => Math.max(16, ...durations);

/**
 * Opens the home page with the CPU slowed `cpuSlowdown` times, waits for the explorer to be
 * ready, then performs the interactions one at a time and returns each one's latency.
 */
export async function interactionLatencies(page: Page, url: string, cpuSlowdown: number): Promise<Interaction[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('#countries-table th button.sort', { state: 'attached' });
  await page.waitForSelector('[aria-labelledby="download-view-heading"] button:not([disabled])', { state: 'attached' });
  await page.waitForTimeout(1500);
  await record(page);
  const out: Interaction[] = [];
  const measure = async (kind: InteractionKind, label: string, act: () => Promise<void>) => {
    await act();
    await page.waitForTimeout(PAUSE_MS);
    out.push({ kind, label, ms: longest(await takeInteractions(page)) });
  };

  const search = page.locator('#country-search');
  await search.focus();
  await takeInteractions(page);
  for (const word of WORDS) {
    for (const key of word) await measure('keystroke', key, () => page.keyboard.press(key));
    await page.keyboard.press('ControlOrMeta+A');
    await takeInteractions(page);
    await measure('keystroke', '⌫', () => page.keyboard.press('Backspace'));
  }
  for (const [legend, value] of FACETS) {
    const box = page
      .locator('fieldset.facet', { has: page.locator('legend', { hasText: new RegExp(`^${legend}$`) }) })
      .getByLabel(new RegExp(`^${value}(?![a-z])`));
    await measure('facet click', `${legend}: ${value}`, () => press(page, box));
    await measure('facet click', `${legend}: ${value} (off)`, () => press(page, box));
  }
  for (const header of SORTS) {
    const button = page.locator('#countries-table thead th', { hasText: header }).locator('button');
    await measure('sort click', header, () => press(page, button));
  }
  for (const [legend, value] of FACETS) {
    const box = page
      .locator('fieldset.facet', { has: page.locator('legend', { hasText: new RegExp(`^${legend}$`) }) })
      .getByLabel(new RegExp(`^${value}(?![a-z])`));
    await box.click();
    await page.waitForTimeout(PAUSE_MS);
    await takeInteractions(page);
    await measure('chip removal', `${legend}: ${value}`, () => press(page, page.getByRole('button', { name: `Remove filter: ${legend}: ${value}` })));
  }
  // Another column's range: its select by keyboard, then digits typed in its lower bound.
  const another = page.getByLabel('Filter by another column');
  await another.selectOption('density');
  await page.waitForTimeout(PAUSE_MS);
  await takeInteractions(page);
  await page.locator('fieldset.range', { hasText: 'Density' }).getByLabel('From').focus();
  await takeInteractions(page);
  for (const key of '500') await measure('range filter', `density from: ${key}`, () => page.keyboard.press(key));
  for (let i = 0; i < 3; i++) await measure('range filter', '⌫', () => page.keyboard.press('Backspace'));
  const columns = page.locator('summary', { hasText: 'Columns' });
  await columns.click();
  await page.waitForTimeout(PAUSE_MS);
  await takeInteractions(page);
  for (const label of COLUMNS) {
    const box = page.locator('.columns-list').getByLabel(label, { exact: true });
    await measure('column choice', label, () => press(page, box));
    await measure('column choice', `${label} (back)`, () => press(page, box));
  }
  await columns.click();
  for (let i = 0; i < PICKS; i++) {
    const box = page.locator('#countries-table tbody input[type="checkbox"]').nth(i);
    await measure('row pick', (await box.getAttribute('aria-label')) ?? `row ${i + 1}`, () => press(page, box));
  }
  const pager = page.locator('.pager').first();
  await measure('next page', 'Next page', () => press(page, pager.getByRole('button', { name: 'Next page' })));
  await measure('next page', 'Previous page', () => press(page, pager.getByRole('button', { name: 'Previous page' })));
  const view = (name: string) => page.locator('.view-switch').getByRole('button', { name, exact: true });
  await measure('view switch', 'Map', () => press(page, view('Map')));
  await page.waitForSelector('.map-world svg', { state: 'attached' });
  await page.waitForTimeout(PAUSE_MS);
  await takeInteractions(page);
  const colour = page.getByLabel('Colour by');
  await colour.focus();
  await takeInteractions(page);
  for (let i = 0; i < 3; i++) await measure('map colour', `next column ${i + 1}`, () => page.keyboard.press('ArrowDown'));
  await measure('view switch', 'Chart', () => press(page, view('Chart')));
  await page.waitForSelector('.selection-chart polyline', { state: 'attached' });
  await page.waitForTimeout(PAUSE_MS);
  await takeInteractions(page);
  await measure('chart scale', 'Logarithmic', () => press(page, page.getByLabel('Logarithmic')));
  await measure('chart scale', 'Linear', () => press(page, page.getByLabel('Linear')));
  const series = page.locator('.selection-chart').getByLabel('Series');
  await series.focus();
  await takeInteractions(page);
  // The next series' files arrive after the interaction: its frame shows "Loading" at once.
  for (let i = 0; i < 2; i++) await measure('chart series', `next series ${i + 1}`, () => page.keyboard.press('ArrowDown'));
  await measure('view switch', 'Table', () => press(page, view('Table')));
  const theme = page.locator('[data-theme-toggle]').first();
  await measure('theme toggle', 'dark', () => press(page, theme));
  await measure('theme toggle', 'light', () => press(page, theme));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return out;
}

/** The comparison page: a name typed, then Add clicked; the click (the new column's render) is timed. */
async function compareLatencies(page: Page, url: string, cpuSlowdown: number): Promise<Interaction[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  await record(page);
  const out: Interaction[] = [];
  for (const name of COMPARE) {
    await page.getByLabel('Add a country (name or code)').fill(name);
    await page.waitForTimeout(PAUSE_MS);
    await takeInteractions(page);
    await press(page, page.getByRole('button', { name: 'Add', exact: true }));
    await page.waitForFunction((n) => document.querySelector('#compare-add-status')?.textContent?.includes(n), name);
    await page.waitForTimeout(PAUSE_MS);
    out.push({ kind: 'compare add', label: name, ms: longest(await takeInteractions(page)) });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return out;
}

/** Per kind of interaction: the INP of each run (its worst interaction), and every interaction's latency. */
export interface InpSummary {
  kind: InteractionKind | 'every interaction';
  /** The page's INP for this kind in each run: its slowest interaction. */
  worstPerRun: number[];
  all: number[];
}

/** Runs the interactions `runs` times, each on a fresh page, and sums them up by kind. */
export async function inpRuns(newPage: () => Promise<Page>, origin: string, cpuSlowdown: number, runs: number): Promise<InpSummary[]> {
  const results: Interaction[][] = [];
  for (let i = 0; i < runs; i++) {
    const run: Interaction[] = [];
    for (const [path, measure] of [
      ['/', interactionLatencies],
      ['/compare/', compareLatencies],
    ] as const) {
      const page = await newPage();
      try {
        run.push(...(await measure(page, `${origin}${path}`, cpuSlowdown)));
      } finally {
        await page.close();
      }
    }
    results.push(run);
  }
  const summary = (kind: InpSummary['kind'], of: (r: Interaction) => boolean): InpSummary => ({
    kind,
    worstPerRun: results.map((run) => Math.max(...run.filter(of).map((r) => r.ms))),
    all: results.flatMap((run) => run.filter(of).map((r) => r.ms)),
  });
  return [...INTERACTION_KINDS.map((kind) => summary(kind, (r) => r.kind === kind)), summary('every interaction', () => true)];
}

/** One line per kind: "INP 48 ms (median of 3 runs' worst: 40, 48, 56), max 56 ms, median interaction 32 ms, 0 of 60 at or over 100 ms". */
export function describeInp(s: InpSummary, goalMs: number): string {
  const inp = median(s.worstPerRun);
  const max = Math.max(...s.all);
  const over = s.all.filter((ms) => ms >= goalMs).length;
  return `INP ${inp} ms${inp < goalMs ? '' : ' (OVER)'} (median of ${s.worstPerRun.length} runs' worst: ${s.worstPerRun.join(', ')}), max ${max} ms${max < goalMs ? '' : ' (OVER)'}, median interaction ${median(s.all)} ms, ${over} of ${s.all.length} at or over ${goalMs} ms`;
}

/** The baseline beside it, shorter: "INP 24 ms, max 32". */
export const describeBaseline = (s: InpSummary): string => `INP ${median(s.worstPerRun)} ms, max ${Math.max(...s.all)}`;
