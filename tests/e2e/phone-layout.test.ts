/**
 * The explorer on a phone's screen: menus that fit it.
 */
import { describe, expect, it } from 'vitest';
import { PHONE, explorerReady, useE2e } from './browser.ts';
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
