/**
 * The explorer by keyboard and screen reader: a heading before the results, whatever they are
 * shown as; the filters skipped to the start of the results; on a desktop no control that does
 * nothing, flags that do not speak before every name, the map's links skippable.
 */
import { describe, expect, it } from 'vitest';
import { explorerReady, useE2e } from './browser.ts';

const e2e = useE2e();

describe('headings and skip links', () => {
  it.each([
    ['/', 'Results: table'],
    ['/?view=map', 'Results: map'],
    ['/?view=chart', 'Results: chart'],
  ])('gives %s a heading before its results, after the filters’ heading', async (path, heading) => {
    const { page } = await e2e.open(path);
    await explorerReady(page);
    const headings = await page.locator('main').locator('h1, h2').allInnerTexts();
    expect(headings.slice(0, 3)).toEqual([expect.stringMatching(/countries and territories/), 'Filters', heading]);
  });

  it('skips the filters to the start of the results: the view’s controls and Download come next', async () => {
    const { page } = await e2e.open('/');
    await explorerReady(page);
    await page.getByRole('link', { name: 'Skip the filters, to the results' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('results');
    const next: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      next.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(next[0]).toBe('Table');
    expect(next).toEqual(expect.arrayContaining(['Download']));
  });
});

describe('on a desktop', () => {
  it('has no “Close filters” button on a desktop, where the filters never cover the page', async () => {
    const { page } = await e2e.open('/');
    await explorerReady(page);
    expect(await page.getByRole('button', { name: 'Close filters' }).isVisible()).toBe(false);
  });

  it('gives the table’s flags no alt text, so the name is not preceded by a sentence', async () => {
    const { page } = await e2e.open('/');
    await explorerReady(page);
    const alts = await page.locator('#countries-table td.flag img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
    expect(alts.length).toBe(50);
    expect(new Set(alts)).toEqual(new Set(['']));
  });

  it('lets the keyboard skip the map’s country links', async () => {
    const { page } = await e2e.open('/?view=map');
    await explorerReady(page);
    const skip = page.getByRole('link', { name: /^Skip the map’s \d+ country links$/ });
    await skip.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('map-end');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.map-world') === null)).toBe(true);
  });
});
