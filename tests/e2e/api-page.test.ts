/**
 * The API page as a reader meets it on any host: every example written for the host it is read on,
 * one command a line and copyable, each static file linked and answering, and what a plain static
 * host does not answer said so.
 */
import { describe, expect, it } from 'vitest';
import { useE2e } from './browser.ts';

const e2e = useE2e();

describe('the API page as text', () => {
  it('sets code as code, not in literal backticks, and names each source’s file once', async () => {
    const { page } = await e2e.open('/docs/api/');
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('`');
    expect(await page.locator('.route p code', { hasText: 'DE-BY' }).count()).toBeGreaterThan(0);
    expect(text).not.toMatch(/\((data\/[^)]+)\) \(\1\)/);
  });

  it('shows a sample answer of each endpoint, the same as its file', async () => {
    const { page } = await e2e.open('/docs/api/');
    const route = page.locator('section.route', { has: page.locator('h3', { hasText: /^\/api\/country$/ }) });
    await route.locator('details.sample summary').click();
    const sample = await route.locator('details.sample pre').innerText();
    const file = await route.locator('details.sample a').getAttribute('href');
    const body = await page.evaluate((url) => fetch(url!).then((r) => r.json() as Promise<unknown>), file);
    expect(sample.replace(/\n…$/, '')).toBe(JSON.stringify(body, null, 2).split('\n').slice(0, 24).join('\n'));
    expect(await page.locator('details.sample').count()).toBeGreaterThan(30);
  });

  it('links the full reference as a page of the site, its contents linked', async () => {
    const { page } = await e2e.open('/docs/api/');
    await page.getByRole('link', { name: 'the API reference' }).click();
    await page.waitForURL(/\/docs\/api\/reference\/$/);
    expect(await page.locator('h1').innerText()).toBe('Countries Reference API');
    const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    expect(await contents.count()).toBeGreaterThan(5);
    const target = (await contents.first().getAttribute('href'))!;
    expect(await page.locator(target).count()).toBe(1);
  });
});

describe('the API page', () => {
  it.each(['server', 'static'] as const)('writes every example for the host it is read on (%s), one command a line, copyable', async (host) => {
    const { page } = await e2e.open('/docs/api/', { host });
    const origin = new URL(page.url()).origin;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const origins = await page.locator('.commands .origin').allInnerTexts();
    expect(origins.length).toBeGreaterThan(80);
    expect(new Set(origins)).toEqual(new Set([origin]));
    expect(await page.locator('main').innerText()).not.toContain('127.0.0.1:4321');
    for (const text of await page.locator('.commands code').allInnerTexts()) expect(text).toMatch(/^curl -s '[^\n]+'$/);
    const first = page.locator('.commands li').first();
    await first.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await first.locator('code').innerText());
  });

  it('links every static file, each of which answers on a plain static host; where there is none it names a bulk file that does', async () => {
    const { page } = await e2e.open('/docs/api/', { host: 'static' });
    const hrefs = await page.locator('.static-form a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(50);
    const statuses = await page.evaluate((urls) => Promise.all([...new Set(urls)].map((u) => fetch(u).then((r) => `${r.status} ${u}`))), hrefs);
    expect(statuses.filter((s) => !s.startsWith('200 '))).toEqual([]);
    // The examples without a static file: each says so and offers a file that exists.
    expect(await page.locator('.no-static').count()).toBeGreaterThanOrEqual(14);
  });

  it('says on a plain static host that the query form is not answered there, and on the server that both are', async () => {
    const plain = await e2e.open('/docs/api/', { host: 'static' });
    await expect.poll(() => plain.page.locator('#host-check').innerText()).toMatch(/serves the static files only/);
    const mark = await plain.page
      .locator('.query-form .form')
      .first()
      .evaluate((el) => getComputedStyle(el, '::after').content);
    expect(mark).toBe('" (not on this host)"');
    const served = await e2e.open('/docs/api/');
    await expect.poll(() => served.page.locator('#host-check').innerText()).toMatch(/answers both forms/);
  });
});
