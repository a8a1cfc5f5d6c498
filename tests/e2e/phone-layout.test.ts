/**
 * The explorer on a phone's screen: a shared link's results on the first screen, menus that fit
 * it, rows ticked without moving any.
 */
import { describe, expect, it } from 'vitest';
import { PHONE, SMALL_PHONE, explorerReady, useE2e, visibleNames } from './browser.ts';
import { pageWidth } from './page-text.ts';

const e2e = useE2e();

describe('the Columns menu', () => {
  it('keeps the Columns menu within the screen, on a phone and on a desktop', async () => {
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      const { page } = await e2e.open('/', { viewport });
      await explorerReady(page);
      await page.locator('summary', { hasText: 'Columns' }).click();
      await page.locator('.menu[open] .menu-panel').scrollIntoViewIfNeeded();
      const panel = (await page.locator('.menu[open] .menu-panel').boundingBox())!;
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(viewport.width);
      // Once scrolled to, the whole panel fits the screen (a long list scrolls inside it).
      expect(panel.height).toBeLessThanOrEqual(viewport.height);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      // Every option can be read whole: none is cut by the panel's edge.
      const cut = await page
        .locator('.menu[open] .columns-list label')
        .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
      expect(cut).toEqual([]);
    }
  });
});

describe('a shared link on a phone', () => {
  it.each([PHONE, SMALL_PHONE])('shows its first results on the first screen at %o, nothing scrolling sideways', async (viewport) => {
    const { page } = await e2e.open('/?region=Oceania&sort=-population', { viewport });
    await explorerReady(page);
    await expect.poll(async () => (await visibleNames(page))[0]).toBe('Australia');
    const firstRow = (await page.locator('#countries-table tbody tr').first().boundingBox())!;
    expect(firstRow.y + firstRow.height).toBeLessThanOrEqual(viewport.height);
    // What the link shows is said above it: its filter, as a chip.
    expect((await page.locator('.chips button.chip').first().boundingBox())!.y).toBeLessThan(firstRow.y);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
  });

  it('ticks rows without moving any, the comparison a bar at the foot of the screen', async () => {
    const { page } = await e2e.open('/?region=Oceania&sort=-population', { viewport: PHONE });
    await explorerReady(page);
    const rows = page.locator('#countries-table tbody tr');
    const before = (await rows.nth(1).boundingBox())!.y;
    for (const name of ['Australia', 'Fiji']) await page.getByRole('checkbox', { name: `Compare ${name}` }).check();
    expect((await rows.nth(1).boundingBox())!.y).toBe(before);
    const compare = (await page.getByRole('link', { name: 'Compare 2 countries' }).boundingBox())!;
    expect(compare.y + compare.height).toBeLessThanOrEqual(PHONE.height);
    expect(compare.y).toBeGreaterThan(PHONE.height / 2);
  });
});
