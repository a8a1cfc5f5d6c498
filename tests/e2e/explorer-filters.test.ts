/**
 * The explorer's filters as a demanding user meets them: ranges typed the way people write
 * amounts, the Back button, long facet lists, focus after clearing, a phone's screen, filters on
 * any column as removable chips, and the indicators as columns.
 * Expected values are facts about the world or the dataset, not the page's own output.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import { PHONE, explorerReady, useE2e, visibleNames } from './browser.ts';
import { sharedExplorer, showView, shownRowCount } from './explorer-page.ts';

const e2e = useE2e();
// One explorer for the file's desktop tests and one for its phone's, each test on its own view (explorer-page.ts).
const explorer = sharedExplorer(e2e);
const phone = sharedExplorer(e2e, { viewport: PHONE });
const { countries } = builtDataset();
const names = async (page: import('@playwright/test').Page) => (await visibleNames(page)).map((n) => n.split('\n')[0]);
const facet = (page: import('@playwright/test').Page, legend: string) =>
  page.locator('fieldset.facet', { has: page.locator('legend', { hasText: new RegExp(`^${legend}$`) }) });

describe('range filters', () => {
  it('applies an amount written with a unit (10M), and really ignores text that is not one', async () => {
    const { page } = await explorer('/?size=all');
    const from = page.locator('fieldset.range', { hasText: 'Population' }).getByLabel('From');
    await from.fill('10M');
    const atLeastTenMillion = countries.filter((c) => c.population >= 10_000_000).length;
    await expect.poll(() => shownRowCount(page)).toBe(atLeastTenMillion);
    await expect.poll(() => new URL(page.url()).searchParams.get('pop')).toBe('10000000..');
    // What follows a change is drawn after the frame that shows it (explorer.tsx): polled, as the rows are.
    await expect.poll(() => page.locator('fieldset.range', { hasText: 'Population' }).innerText()).toContain('From: 10,000,000');
    const hint = async () => page.locator(`[id="${await from.getAttribute('aria-describedby')}"]`).innerText();

    await from.fill('abc');
    await expect.poll(() => from.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(hint).toMatch(/“abc” is not a number, so it is ignored/);
    await expect.poll(() => shownRowCount(page)).toBe(countries.length);
    await expect.poll(() => new URL(page.url()).searchParams.has('pop')).toBe(false);

    await from.fill('-5');
    await expect.poll(hint).toMatch(/“-5” is below zero/);
  });

  it('shows no ignored text in a range field once Back or "Clear search and filters" has replaced the filters', async () => {
    const { page } = await explorer('/?region=Europe');
    const from = page.locator('fieldset.range', { hasText: 'Population' }).getByLabel('From');
    await facet(page, 'Landlocked').getByLabel(/^Yes/).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('landlocked')).not.toBeNull();
    // "abc" sets no bound: the filter is none before Back and after it, yet the field must not keep the text.
    await from.fill('abc');
    await expect.poll(() => from.getAttribute('aria-invalid')).toBe('true');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.has('landlocked')).toBe(false);
    await expect.poll(() => from.inputValue()).toBe('');

    await from.fill('abc');
    await expect.poll(() => from.getAttribute('aria-invalid')).toBe('true');
    await page.locator('button.clear', { hasText: 'Clear search and filters' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('region')).toBe(false);
    await expect.poll(() => from.inputValue()).toBe('');
    expect(await from.getAttribute('aria-invalid')).toBe('false');
  });
});

describe('history and focus', () => {
  it('makes each filter change its own Back step, the typed search one step', async () => {
    const { page } = await e2e.open('/');
    await explorerReady(page);
    await facet(page, 'Region')
      .getByLabel(/^Europe/)
      .check();
    await facet(page, 'Landlocked').getByLabel(/^Yes/).check();
    await page.getByLabel('Search countries').pressSequentially('an', { delay: 50 });
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('an');
    const params = () => [...new URL(page.url()).searchParams.keys()].sort();
    await page.goBack();
    await expect.poll(params).toEqual(['landlocked', 'region']);
    await page.goBack();
    await expect.poll(params).toEqual(['region']);
    expect(await facet(page, 'Landlocked').getByLabel(/^Yes/).isChecked()).toBe(false);
    await page.goBack();
    await expect.poll(params).toEqual([]);
  });

  it('keeps focus on something visible after "Clear search and filters"', async () => {
    const { page } = await explorer('/');
    await page.getByLabel('Search countries').fill('xyzzyq');
    await page.locator('.no-results').getByRole('button', { name: 'Clear search and filters' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('country-search');
    expect(await page.locator('#country-search').isVisible()).toBe(true);
  });

  it('finds a value in a long facet list, focus going to where the list starts', async () => {
    const { page } = await explorer('/');
    const languages = facet(page, 'Language');
    await languages.getByRole('button', { name: /^Show all \d+/ }).click();
    const find = languages.getByLabel(/^Find in \d+ options/);
    expect(await find.evaluate((el) => el === document.activeElement)).toBe(true);
    await find.fill('swahili');
    expect(await languages.locator('li').allInnerTexts()).toEqual([expect.stringMatching(/^Swahili\s*\d+/)]);
    await languages.getByLabel(/^Swahili/).check();
    // Swahili is an official language of Kenya, Tanzania and Uganda.
    await expect.poll(() => visibleNames(page)).toEqual(expect.arrayContaining(['Kenya', 'Tanzania', 'Uganda']));
  });
});

describe('sorting', () => {
  it('sorts time zones by offset, west to east', async () => {
    const { page } = await explorer('/?cols=timezones&sort=timezones&size=all');
    await expect.poll(() => shownRowCount(page)).toBe(countries.length);
    const column = (await page.locator('#countries-table thead th').allInnerTexts()).findIndex((t) => t.startsWith('Time zones')) + 1;
    const zones = await page.locator(`#countries-table tbody tr:not([hidden]) > :nth-child(${column})`).allInnerTexts();
    const minutes = zones
      .filter((z) => z.startsWith('UTC'))
      .map((z) => {
        const [, sign, h, m] = /^UTC([+-])(\d\d):(\d\d)/.exec(z) ?? [];
        return (sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(m));
      });
    expect(minutes.length).toBeGreaterThan(200);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
  });
});

describe('on a phone', () => {
  it('opens the filters over the page with the count in sight; "Show N countries" brings the results', async () => {
    const { page } = await phone('/');
    await page.getByRole('button', { name: /^Show filters/ }).click();
    // The panel covers the page, and keyboard and screen readers stay in it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#filters-body') !== null)).toBe(true);
    expect(await page.locator('.results').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    const europe = facet(page, 'Region').getByLabel(/^Europe/);
    const count = Number((await facet(page, 'Region').locator('label', { hasText: 'Europe' }).locator('.facet-count').innerText()).replace(/\D/g, ''));
    await europe.check();
    const show = page.getByRole('button', { name: `Show ${count} countries` });
    await expect.poll(() => show.isVisible()).toBe(true);
    const box = await show.boundingBox();
    expect(box && box.y + box.height <= PHONE.height).toBe(true);
    await show.click();
    await expect.poll(() => page.locator('#filters-body').isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('countries-table');
    const table = await page.locator('#countries-table').boundingBox();
    expect(table && table.y >= -1 && table.y < PHONE.height / 2).toBe(true);
    expect(await page.locator('#countries-caption').innerText()).toContain('Region: Europe');
  });

  it('scrolls the page, not a strip of rows, when swiping over the table; the name column stays while it scrolls sideways', async () => {
    const { page } = await phone('/');
    const region = page.locator('#countries-table');
    await region.evaluate((el) => el.scrollIntoView());
    const before = await page.evaluate(() => window.scrollY);
    const frame = (await region.boundingBox())!;
    await page.mouse.move(frame.x + frame.width / 2, Math.min(frame.y + 200, PHONE.height - 50));
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 300);
    expect(await region.evaluate((el) => el.scrollTop)).toBe(0);
    // The box is as tall as its rows: nothing inside it scrolls up and down.
    expect(await region.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    await region.evaluate((el) => (el.scrollLeft = 500));
    const nameCell = page.locator('#countries-table tbody tr:not([hidden]) th[scope=row]').nth(20);
    const cell = (await nameCell.boundingBox())!;
    expect(cell.x).toBeLessThan(frame.x + 120);
    // And the page itself is never wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('keeps the name column in place only while the table is wider than its box: not on a desktop that fits it, yes once many columns are shown', async () => {
    const stickiness = (page: import('@playwright/test').Page) =>
      page
        .locator('#countries-table tbody th[scope=row]')
        .first()
        .evaluate((th) => getComputedStyle(th).position);
    const { page } = await e2e.open('/', { viewport: { width: 1280, height: 800 } });
    await explorerReady(page);
    const region = page.locator('#countries-table');
    expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await stickiness(page)).toBe('static');
    // The same table with many columns shown.
    await showView(page, '/?cols=capital,region,subregion,population,area,density,official,languages,currencies,timezones,borders,memberships');
    await expect.poll(() => region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect.poll(() => stickiness(page)).toBe('sticky');
    const frame = (await region.boundingBox())!;
    await region.evaluate((el) => (el.scrollLeft = 400));
    const cell = (await page.locator('#countries-table tbody th[scope=row]').first().boundingBox())!;
    expect(cell.x).toBeLessThan(frame.x + 120);
  });
});

describe('pages of the table', () => {
  it('brings the top of the table into view when turning a page', async () => {
    const { page } = await explorer('/');
    await page.getByRole('button', { name: 'Next page' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    const top = (await page.locator('#countries-table').boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(-1);
    expect(top).toBeLessThan(100);
  });
});

describe('filters on any column, as chips', () => {
  it('filters by a range of any figure and by the text a column contains, each a removable chip', async () => {
    const { page } = await explorer('/');
    await page.getByLabel('Filter by another column').selectOption('density');
    await page.locator('fieldset.range', { hasText: 'Density' }).getByLabel('From').fill('1000');
    await page.getByLabel('Filter by another column').selectOption('capital');
    await page.locator('fieldset.contains', { hasText: 'Capital' }).getByLabel('Contains').fill('city');
    const expected = countries
      .filter((c) => (c.density ?? -1) >= 1000 && c.capital.join(', ').toLowerCase().includes('city'))
      .map((c) => c.name.common)
      .sort((a, b) => a.localeCompare(b, 'en'));
    await expect.poll(() => names(page)).toEqual(expected);
    await expect
      .poll(() => {
        const params = new URL(page.url()).searchParams;
        return [params.get('density'), params.get('contains.capital')];
      })
      .toEqual(['1000..', 'city']);
    const chips = page.locator('.chips button.chip');
    expect(await chips.allInnerTexts()).toEqual(['Density 1,000 /km² or more ✕', 'Capital contains “city” ✕']);
    await page.getByRole('button', { name: 'Remove filter: Density 1,000 /km² or more' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('density')).toBeNull();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Capital contains/);
  });

  it('shows the column a filter is on, so the rows it keeps say why', async () => {
    const { page } = await explorer('/');
    const headers = () => page.locator('#countries-table thead th').allInnerTexts();
    expect((await headers()).join('|')).not.toMatch(/Gini/);
    await page.getByLabel('Filter by another column').selectOption('gini');
    await page.locator('fieldset.range', { hasText: 'Gini index' }).getByLabel('From').fill('50');
    await expect.poll(async () => (await headers()).join('|')).toMatch(/Gini index/);
    const giniColumn = (await headers()).findIndex((t) => t.startsWith('Gini')) + 1;
    const values = await page.locator(`#countries-table tbody tr > :nth-child(${giniColumn})`).allInnerTexts();
    expect(values.length).toBe(countries.filter((c) => (c.gini?.value ?? 0) >= 50).length);
    for (const v of values) expect(Number.parseFloat(v)).toBeGreaterThanOrEqual(50);
  });

  it('removes one facet value by its chip, and leaves the others', async () => {
    const { page } = await explorer('/?region=Europe,Asia');
    await page.getByRole('button', { name: 'Remove filter: Region: Asia' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('region')).toBe('Europe');
    await expect.poll(() => shownRowCount(page)).toBe(Math.min(50, countries.filter((c) => c.region === 'Europe').length));
  });
});

describe('indicator columns', () => {
  it('shows indicator columns, sorts by them and filters them by a range', async () => {
    const { page } = await explorer('/?cols=gdpPerCapita,lifeExpectancy&sort=-gdpPerCapita&gdpPerCapita=50k..&size=all');
    const headers = await page.locator('#countries-table thead th').allInnerTexts();
    expect(headers.join('|')).toMatch(/GDP per person \(US\$\)[\s\S]*Life expectancy/);
    const rich = countries
      .filter((c) => (c.economy.gdpPerCapita?.value ?? 0) >= 50_000)
      .sort((a, b) => b.economy.gdpPerCapita!.value - a.economy.gdpPerCapita!.value);
    expect(rich.length).toBeGreaterThan(5);
    await expect.poll(async () => (await visibleNames(page)).map((n) => n.split('\n')[0])).toEqual(rich.map((c) => c.name.common));
    // The range is a chip, removable like any other filter.
    await page.getByRole('button', { name: /^Remove filter: GDP per person/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('gdpPerCapita')).toBeNull();
  });
});
