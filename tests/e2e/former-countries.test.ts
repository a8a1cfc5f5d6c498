/**
 * Former countries in the explorer: a search for one shows it above the countries it went to
 * (each row saying why), its page gives its dates, codes and successors, and a successor's page
 * gives its history with a link back; axe finds nothing on either page.
 */
import { describe, expect, it } from 'vitest';
import { explorerReady, useE2e, visibleNames } from './browser.ts';
import { axeViolations } from './axe.ts';

const e2e = useE2e();

// Each test has its own pages, so they run side by side (expect.poll then takes the test's own expect).
describe.concurrent('search → former country → successor', () => {
  it('finds Czechoslovakia, opens its page, then Slovakia’s, which says it was part of it until 1993', async ({ expect }) => {
    const { page, consoleErrors, pageErrors } = await e2e.open('/');
    await explorerReady(page);
    await page.getByRole('searchbox', { name: 'Search countries' }).fill('Czechoslovakia');
    const notice = page.getByRole('region', { name: 'Former countries' });
    await expect.poll(() => notice.innerText()).toContain('Divided into Czechia and Slovakia in 1993');
    expect((await visibleNames(page)).map((n) => n.split('\n')[0]).sort()).toEqual(['Czechia', 'Slovakia']);
    await expect.poll(() => page.locator('#countries-table tbody tr').first().innerText()).toContain('part of Czechoslovakia until 1993');

    await notice.getByRole('link', { name: 'Czechoslovakia' }).click();
    await page.waitForURL(/\/former-country\/CSHH\/$/);
    expect(await page.locator('h1').innerText()).toBe('Czechoslovakia');
    const facts = page.locator('dl.facts');
    expect(await facts.innerText()).toMatch(/Existed\s+1918-10-28 – 1992-12-31/);
    expect(await facts.innerText()).toMatch(/Withdrawn from ISO 3166-1\s+1993-06-15/);
    expect(await facts.innerText()).toContain('CS · CSK · 200');

    await facts.getByRole('link', { name: /^Slovakia/ }).click();
    await page.waitForURL(/\/country\/SK\/$/);
    const history = page.getByRole('list', { name: 'History' });
    expect(await history.innerText()).toBe('Part of Czechoslovakia until 1993');
    expect(await history.getByRole('link').getAttribute('href')).toBe('/former-country/CSHH/');
    expect([...consoleErrors, ...pageErrors]).toEqual([]);
  });

  it('shows the Soviet Union above the fifteen countries it went to for “ussr”', async ({ expect }) => {
    const { page } = await e2e.open('/?q=ussr');
    await explorerReady(page);
    await expect
      .poll(() => page.getByRole('region', { name: 'Former countries' }).innerText())
      .toMatch(/^Former country: Soviet Union \(SU, 1922–1991\)\. Divided into/);
    // The fifteen alone, each saying why (no name whose letters merely come close: Luxembourg's “Groussherzogtum”).
    await expect.poll(async () => (await visibleNames(page)).length).toBe(15);
    const first = (await visibleNames(page)).map((n) => n.split('\n'));
    expect(first.map(([name]) => name)).toEqual(expect.arrayContaining(['Russia', 'Ukraine', 'Estonia', 'Kazakhstan']));
    expect(first.every(([, why]) => /^part of the Soviet Union until 1991$/.test(why ?? ''))).toBe(true);
  });

  it('keeps Burma Myanmar’s, and names the former Burma too', async ({ expect }) => {
    const { page } = await e2e.open('/?q=burma');
    await explorerReady(page);
    await expect.poll(async () => (await visibleNames(page))[0]?.split('\n')[0]).toBe('Myanmar');
    expect(await page.getByRole('region', { name: 'Former countries' }).innerText()).toContain('Renamed Myanmar in 1989');
  });

  it('shows a merged country’s history on the page of the country it joined, and a chain of successors on Serbia’s', async () => {
    const { page } = await e2e.open('/country/RS/', { host: 'static' });
    expect(await page.getByRole('list', { name: 'History' }).innerText()).toBe('Part of Yugoslavia until 2003\nPart of Serbia and Montenegro until 2006');
    await page.goto(`${new URL(page.url()).origin}/country/DE/`);
    expect(await page.getByRole('list', { name: 'History' }).innerText()).toBe('Has included the German Democratic Republic since 1990');
  });

  it.each(['server', 'static'] as const)('sends a former country’s address, /country/ussr/, to its page (%s)', async (host) => {
    const { page } = await e2e.open('/country/ussr/', { host });
    await page.waitForURL(/\/former-country\/SUHH\/$/);
    expect(await page.locator('h1').innerText()).toBe('Soviet Union');
  });

  it('leads from every page’s footer to the list of former countries, each linked to its page', async () => {
    const { page } = await e2e.open('/country/DE/', { host: 'static' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Former countries' }).click();
    await page.waitForURL(/\/former-countries\/$/);
    const rows = page.locator('table.formers tbody tr');
    expect(await rows.count()).toBe(31);
    await rows.getByRole('link', { name: 'German Democratic Republic' }).click();
    await page.waitForURL(/\/former-country\/DDDE\/$/);
  });

  it('lets the comparison’s picker take a former country’s name: East Germany adds Germany, USSR offers what it went to', async ({ expect }) => {
    const { page } = await e2e.open('/compare/', { host: 'static' });
    const add = async (text: string) => {
      await page.getByLabel('Add a country (name or code)').fill(text);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
    };
    await add('East Germany');
    await expect.poll(() => page.locator('#compare-add-status').innerText()).toBe('Germany added.');
    await add('USSR');
    const choices = page.locator('#compare-choices button');
    await expect.poll(() => choices.allInnerTexts()).toEqual(expect.arrayContaining(['Russia']));
    expect(await choices.allInnerTexts()).not.toContain('Luxembourg');
  });

  it.each(['/former-country/SUHH/', '/former-countries/', '/country/CZ/'])('%s has no accessibility violation', async (path) => {
    const { page } = await e2e.open(path);
    expect(await axeViolations(page)).toEqual([]);
  });
});
