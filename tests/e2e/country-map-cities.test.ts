/**
 * A country page's map marks its largest cities: a dot for each, the capital ringed, the few
 * largest named, the names readable (never over one another, inside the map, at the page's
 * smallest text size) on a desktop and on 390 and 320 px phones, in both themes.
 * Expected values are facts: Berlin is Germany's capital and Hamburg its 2nd city.
 */
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { PHONE, SMALL_PHONE, useE2e } from './browser.ts';
import { COLOUR_RULES, axeViolations } from './axe.ts';
import { pageWidth, smallestText } from './page-text.ts';

const e2e = useE2e();
const DESKTOP = { width: 1280, height: 800 };

/** The names on the map as drawn: their text and screen boxes, and the map's. */
const drawnNames = (page: Page) =>
  page.locator('.locator').evaluate((figure) => {
    const rect = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    return {
      map: rect(figure.querySelector('svg[role=img]')!),
      names: [...figure.querySelectorAll('.city-names text')].map((t) => ({ text: t.textContent ?? '', capital: t.classList.contains('capital'), ...rect(t) })),
    };
  });

// Each test has its own pages, so they run side by side.
describe.concurrent('the country page’s map', () => {
  it.each([
    ['a desktop', DESKTOP],
    ['a 390 px phone', PHONE],
    ['a 320 px phone', SMALL_PHONE],
  ])('marks Germany’s largest cities on %s, Berlin ringed and named, the names apart and inside the map', async (_what, viewport) => {
    const { page } = await e2e.open('/country/DE/', { viewport });
    const map = page.locator('.locator svg[role=img]');
    expect(await map.locator('circle.city').count()).toBeGreaterThanOrEqual(10);
    expect(await map.locator('circle.city.capital').count()).toBe(1);
    expect(await map.locator('title').textContent()).toMatch(/with dots for its largest cities and capital \(Berlin, ringed\)$/);
    const { map: box, names } = await drawnNames(page);
    expect(names.filter((n) => n.capital).map((n) => n.text)).toEqual(['Berlin']);
    expect(names.map((n) => n.text)).toContain('Hamburg');
    for (const n of names) {
      expect(n.left, n.text).toBeGreaterThanOrEqual(box.left - 0.5);
      expect(n.right, n.text).toBeLessThanOrEqual(box.right + 0.5);
      expect(n.top, n.text).toBeGreaterThanOrEqual(box.top - 0.5);
      expect(n.bottom, n.text).toBeLessThanOrEqual(box.bottom + 0.5);
    }
    for (const [i, a] of names.entries())
      for (const b of names.slice(i + 1))
        expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top, `${a.text} / ${b.text}`).toBe(true);
    expect(await smallestText(page)).toBeGreaterThanOrEqual(12);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
  });

  it('says in its caption what the dots are, and marks no city on a speck drawn as a ring (Monaco)', async () => {
    const { page } = await e2e.open('/country/FR/');
    expect(await page.locator('.locator figcaption').innerText()).toMatch(/Dots: its largest cities, the capital ringed\.$/);
    const { page: monaco } = await e2e.open('/country/MC/');
    expect(await monaco.locator('.locator .marker').count()).toBe(1);
    expect(await monaco.locator('.locator circle.city').count()).toBe(0);
  });

  // Loaded in one theme and switched to the other, as a system's theme change does: the second
  // theme can change only the colours' verdicts (axe.ts).
  it.each([
    { viewport: PHONE, themes: ['light', 'dark'] as const },
    { viewport: SMALL_PHONE, themes: ['dark', 'light'] as const },
  ])('has no accessibility violation in either theme at $viewport.width px, names and dots drawn', async ({ viewport, themes }) => {
    const { page } = await e2e.open('/country/NG/', { viewport, colorScheme: themes[0] });
    expect(await page.locator('.locator .city-names text').count()).toBeGreaterThan(1);
    expect(await axeViolations(page, `${themes[0]} ${viewport.width}: `)).toEqual([]);
    await page.emulateMedia({ colorScheme: themes[1] });
    expect(await axeViolations(page, `${themes[1]} ${viewport.width}: `, COLOUR_RULES)).toEqual([]);
  });
});
