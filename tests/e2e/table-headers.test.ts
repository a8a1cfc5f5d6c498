/**
 * Tables' headers stay in view: scrolled down the page, the country table's header (its Name
 * column's too, when the table is scrolled sideways) and the comparison's row of countries are
 * over the top of the screen, each heading over its own column, and a click on one sorts.
 */
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { PHONE, explorerReady, useE2e } from './browser.ts';

const e2e = useE2e();

/** The left edge and width of each header cell: of the real header, and of its copy over the screen's top. */
const headerCells = (page: Page, which: 'real' | 'copy', table: string) =>
  page.evaluate(
    ([which, table]) => {
      const root = which === 'real' ? document.querySelector(table) : document.querySelector('.sticky-head.stuck');
      return [...(root?.querySelectorAll('thead th') ?? [])].map((th) => {
        const box = th.getBoundingClientRect();
        return { text: th.textContent?.trim() ?? '', left: Math.round(box.left), width: Math.round(box.width), top: Math.round(box.top) };
      });
    },
    [which, table] as const,
  );

describe('the country table', () => {
  it.each([
    ['a desktop', { width: 1280, height: 800 }],
    ['a phone', PHONE],
  ])('keeps its header at the top of the screen on %s, each cell over its column, and sorts from it', async (_, viewport) => {
    const { page } = await e2e.open('/', { viewport });
    await explorerReady(page);
    const row = page.locator('#countries-table tbody tr').nth(30);
    await row.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(async () => (await headerCells(page, 'copy', '#countries-table table')).length).toBeGreaterThan(5);
    const copy = await headerCells(page, 'copy', '#countries-table table');
    const real = await headerCells(page, 'real', '#countries-table table');
    expect(real[0]!.top).toBeLessThan(0);
    expect(copy.map((c) => c.top)).toEqual(copy.map(() => 0));
    // Within the table's box, each heading over its own column.
    const box = (await page.locator('#countries-table').boundingBox())!;
    const inBox = (cells: typeof copy) => cells.filter((c) => c.left >= box.x - 1 && c.left + c.width <= box.x + box.width + 1);
    expect(inBox(copy).map((c) => [c.text, c.left, c.width])).toEqual(inBox(real).map((c) => [c.text, c.left, c.width]));
    // Hidden from screen readers (the real header is where it was) and out of the tab order.
    expect(await page.locator('.sticky-head').getAttribute('aria-hidden')).toBe('true');
    expect(await page.locator('.sticky-head button').evaluateAll((bs) => bs.every((b) => (b as HTMLButtonElement).tabIndex === -1))).toBe(true);
    await page.locator('.sticky-head.stuck th', { hasText: 'Population' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('-population');
    await expect.poll(() => page.locator('.sticky-head.stuck th', { hasText: 'Population' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('keeps the Name column’s header at the left, over the names, while the table scrolls sideways under it', async () => {
    const { page } = await e2e.open('/', { viewport: PHONE });
    await explorerReady(page);
    await page.locator('#countries-table tbody tr').nth(20).scrollIntoViewIfNeeded();
    await page.locator('#countries-table').evaluate((box) => box.scrollBy({ left: 300 }));
    await expect
      .poll(async () => (await headerCells(page, 'copy', '#countries-table table')).find((c) => c.text.startsWith('Region'))?.left)
      .toBe((await headerCells(page, 'real', '#countries-table table')).find((c) => c.text.startsWith('Region'))?.left);
    const name = (await headerCells(page, 'copy', '#countries-table table')).find((c) => c.text.startsWith('Name'))!;
    const nameCell = (await page.locator('#countries-table tbody tr').nth(20).locator('th').boundingBox())!;
    expect(Math.abs(name.left - nameCell.x)).toBeLessThanOrEqual(1);
    // Nothing slides over the names: what shows at the Name column's place is its header.
    const stacked = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('th')?.textContent, [name.left + 10, 10] as const);
    expect(stacked).toMatch(/^Name/);
  });
});

describe('the comparison', () => {
  it('keeps the row of countries at the top of the screen as its rows pass under it', async () => {
    const { page } = await e2e.open('/compare/?c=DE,FR,IN,US', { viewport: { width: 1280, height: 700 } });
    await page.locator('#compare-output table').waitFor();
    await page.locator('#compare-output tbody tr').nth(20).scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await headerCells(page, 'copy', '#compare-output table')).map((c) => c.text))
      .toEqual(['Field', 'Germany', 'France', 'India', 'United States']);
    const copy = await headerCells(page, 'copy', '#compare-output table');
    const real = await headerCells(page, 'real', '#compare-output table');
    expect(copy.map((c) => [c.left, c.width, c.top])).toEqual(real.map((c) => [c.left, c.width, 0]));
  });
});
