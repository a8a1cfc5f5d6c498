/**
 * The other pages in a real browser: from the table to a country and on to a neighbour, the
 * comparison of two countries, and on every kind of page, light on a desktop, no accessibility
 * violation (axe), no console error, no uncaught error and no request to another origin (a
 * country page and the API docs in accessibility.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { explorerReady, layoutShift, shiftSources, useE2e, type Watched } from './browser.ts';
import { axeViolations } from './axe.ts';

const e2e = useE2e();

// Germany's land neighbours, a fact of geography.
const GERMANY_NEIGHBOURS = ['Austria', 'Belgium', 'Czechia', 'Denmark', 'France', 'Luxembourg', 'Netherlands', 'Poland', 'Switzerland'];

describe('journeys between pages', () => {
  it("opens Germany from the table and follows a neighbour link to that neighbour's page", async () => {
    const { page } = await e2e.open('/');
    await explorerReady(page);
    await page.getByLabel('Search countries').fill('germany');
    await page.locator('#countries-table tbody tr:not([hidden]) th[scope=row] a', { hasText: /^Germany$/ }).click();
    await page.waitForURL(/\/country\/DE\/$/);
    expect(await page.locator('h1').innerText()).toContain('Germany');
    const links = page.locator('section[aria-labelledby=neighbours-heading] li a');
    const names = await links.allInnerTexts();
    expect([...names].sort()).toEqual(GERMANY_NEIGHBOURS);
    const france = links.filter({ hasText: /^France$/ });
    await france.click();
    await page.waitForURL(/\/country\/FR\/$/);
    expect(await page.locator('h1').innerText()).toContain('France');
  });

  it.each([
    ['/', 'table'],
    ['/?region=Europe&sort=-population', 'table'],
    ['/country/DE/', 'h1'],
    ['/compare/?c=DE,FR', '#compare-output table'],
  ])('moves nothing while %s loads, on a desktop and on a phone', async (path, selector) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const { page } = await e2e.open(path, { viewport });
      // The first one shown: a filtered link keeps the server's table hidden until the explorer draws its own.
      await page.locator(`${selector} >> visible=true`).first().waitFor();
      if (path === '/' || path.startsWith('/?')) await explorerReady(page);
      await page.waitForLoadState('networkidle');
      // Not exactly 0: when the browser paints half-parsed HTML, the 250-row table's automatic
      // column widths can still settle by a few pixels (0.0004 to 0.004 measured). The shifts
      // this catches were 0.1 to 0.17 (the comparison drawn under a visible footer).
      expect(await layoutShift(page), `${path} at ${viewport.width}px: ${await shiftSources(page)}`).toBeLessThan(0.01);
    }
  });

  it('compares Germany and France side by side from ?c=DE,FR', async () => {
    const { page } = await e2e.open('/compare/?c=DE,FR');
    const table = page.locator('#compare-output table');
    await table.waitFor();
    const heads = (await table.locator('thead th').allInnerTexts()).join(' | ');
    expect(heads).toContain('Germany');
    expect(heads).toContain('France');
    // Their capitals, which the comparison lists.
    const body = await table.locator('tbody').innerText();
    expect(body).toContain('Berlin');
    expect(body).toContain('Paris');
  });
});

async function settle(w: Watched, path: string): Promise<void> {
  if (path === '/' || path.startsWith('/?')) await explorerReady(w.page);
  if (path.startsWith('/compare/')) await w.page.locator('#compare-output table').waitFor();
  await w.page.waitForLoadState('networkidle');
}

// Each check has its own browser context, so they run side by side to keep the suite short.
// A country page and the API docs, light on a desktop, are in accessibility.test.ts (a country
// page with its panels, the API page: each loaded light at 1280 px, then dark).
describe.concurrent.each([
  { what: 'the home page', path: '/', heading: /countr/i },
  { what: 'the home page with a filter applied', path: '/?region=Europe&q=an&sort=-area', heading: /countr/i },
  { what: 'the statistics page', path: '/stats/', heading: /Statistics/ },
  { what: 'the compare page', path: '/compare/?c=DE,FR', heading: /Compare countries/ },
  { what: 'the 404 page', path: '/no-such-page/', heading: /Page not found/ },
])('$what ($path)', ({ path, heading }) => {
  it('has no axe violations, console errors, page errors or requests to another origin', async () => {
    const w = await e2e.open(path);
    await settle(w, path);
    // The page asked for, not an error page that axe would pass just as well.
    expect(await w.page.locator('h1').first().innerText()).toMatch(heading);
    if (path.includes('region=Europe')) {
      const regionColumn = (await w.page.locator('#countries-table thead th').allInnerTexts()).findIndex((t) => t.startsWith('Region')) + 1;
      const regions = await w.page.locator(`#countries-table tbody tr:not([hidden]) > :nth-child(${regionColumn})`).allInnerTexts();
      expect(regions.length).toBeGreaterThan(0);
      expect(regions.filter((r) => r.trim() !== 'Europe')).toEqual([]);
    }
    const violations = await axeViolations(w.page);
    // The 404 page is answered with status 404, which Chromium logs as a console error.
    const consoleErrors = path === '/no-such-page/' ? w.consoleErrors.filter((e) => !/status of 404/.test(e)) : w.consoleErrors;
    expect({ violations, consoleErrors, pageErrors: w.pageErrors, foreignRequests: w.foreignRequests }).toEqual({
      violations: [],
      consoleErrors: [],
      pageErrors: [],
      foreignRequests: [],
    });
  });
});
