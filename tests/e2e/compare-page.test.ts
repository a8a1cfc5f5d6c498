/**
 * The comparison page: what it reads in its address and its picker, what it says it did not
 * understand, and how it reads on a phone.
 */
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import { PHONE, SMALL_PHONE, useE2e } from './browser.ts';
import { pageWidth } from './page-text.ts';

const e2e = useE2e();
const { countries } = builtDataset();
const named = (cca2: string) => countries.find((c) => c.cca2 === cca2)!.name.common;

describe('the picker', () => {
  const add = async (page: Page, text: string) => {
    await page.getByLabel('Add a country (name or code)').fill(text);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  };

  it('takes what the home search takes: Deutschland, uk; and offers both Congos for “congo”', async () => {
    const { page } = await e2e.open('/compare/');
    await add(page, 'Deutschland');
    await expect.poll(() => page.locator('#compare-add-status').innerText()).toBe(`${named('DE')} added.`);
    await add(page, 'uk');
    await expect.poll(() => page.locator('#compare-add-status').innerText()).toBe(`${named('GB')} added.`);
    await add(page, 'congo');
    const choices = page.locator('#compare-choices button');
    await expect.poll(() => choices.allInnerTexts()).toEqual(expect.arrayContaining([named('CG'), named('CD')]));
    await choices.filter({ hasText: named('CD') }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('c')).toBe('DE,GB,CD');
  });

  it.each([PHONE, SMALL_PHONE])('reads on a %o phone: no sideways scrolling, Add in view, no label or number broken, each value named', async (viewport) => {
    const { page } = await e2e.open('/compare/?c=CN,IN,US,ID', { viewport });
    await page.locator('#compare-output table').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    const addButton = (await page.getByRole('button', { name: 'Add', exact: true }).boundingBox())!;
    expect(addButton.x + addButton.width).toBeLessThanOrEqual(viewport.width);
    // Every word of a row's label and every figure stays on one line.
    const broken = await page.locator('#compare-output tbody :is(th, td)').evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const words: string[] = [];
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          for (const w of (text.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, w.index);
            range.setEnd(text, w.index + w[0].length);
            if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) words.push(w[0]);
          }
        }
        return words;
      }),
    );
    expect(broken).toEqual([]);
    const population = page.locator('#compare-output tbody tr', { hasText: 'Population' }).first().locator('td').first();
    expect(await population.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(`"${named('CN')}"`);
  });
});

describe('names in its address', () => {
  it('reads ?c=Deutschland,uk as the home search does, and names the countries in its title', async () => {
    const { page } = await e2e.open('/compare/?c=Deutschland,uk');
    await page.locator('#compare-output table').waitFor();
    expect((await page.locator('#compare-output thead th a').allInnerTexts()).map((t) => t.trim())).toEqual([named('DE'), named('GB')]);
    expect(new URL(page.url()).search).toBe('?c=DE,GB');
    expect(await page.title()).toBe(`${named('DE')}, ${named('GB')} compared · Countries Reference`);
    expect(await page.locator('#compare-notes').innerText()).toBe('');
  });

  it('asks which one a word means that could be several, and compares the rest', async () => {
    const { page } = await e2e.open('/compare/?c=DE,FR,congo');
    await page.locator('#compare-output table').waitFor();
    await expect.poll(() => page.locator('#compare-notes').innerText()).toMatch(/“congo” could be .*Congo.* or .*Congo.*: add the one you mean/);
    expect(new URL(page.url()).search).toBe('?c=DE,FR');
  });
});

describe('marks on a phone', () => {
  it.each([PHONE, SMALL_PHONE])('puts “▲ highest” and “▼ lowest” on their own country’s value line at %o', async (viewport) => {
    const { page } = await e2e.open('/compare/?c=DE,FR,IN,US', { viewport });
    await page.locator('#compare-output table').waitFor();
    const marks = await page.locator('#compare-output td .rank').evaluateAll((ranks) =>
      ranks.map((rank) => {
        const td = rank.closest('td')!;
        const value = rank.parentElement!.firstChild!;
        const range = document.createRange();
        range.selectNodeContents(value);
        const lines = [...range.getClientRects()];
        const mark = rank.getBoundingClientRect();
        const cell = td.getBoundingClientRect();
        const line = lines.at(-1)!;
        const middle = (mark.top + mark.bottom) / 2;
        return {
          country: td.dataset.country,
          onValueLine: middle > line.top && middle < line.bottom,
          insideCell: mark.top >= cell.top && mark.bottom <= cell.bottom,
        };
      }),
    );
    expect(marks.length).toBeGreaterThan(10);
    expect(marks.filter((m) => !m.onValueLine || !m.insideCell)).toEqual([]);
  });
});

describe('the address and the table', () => {
  const heads = async (page: Page) => {
    await page.locator('#compare-output table').waitFor();
    return (await page.locator('#compare-output thead th a').allInnerTexts()).map((t) => t.trim());
  };

  it.each(['?c=DEU,FRA', '?c=germany,france', '?c=276,250', '?c=de&c=fr'])('reads %s as Germany and France', async (query) => {
    const { page } = await e2e.open(`/compare/${query}`);
    expect(await heads(page)).toEqual(['Germany', 'France']);
    expect(new URL(page.url()).search).toBe('?c=DE,FR');
  });

  it('says what it did not understand and what did not fit', async () => {
    const { page } = await e2e.open('/compare/?c=XX,DE,ZZ,FR,IT,ES,PT,NL,BE,AT');
    expect(await heads(page)).toHaveLength(6);
    const notes = await page.locator('#compare-notes').innerText();
    expect(notes).toContain('Not understood: “XX”, “ZZ”');
    expect(notes).toMatch(/At most 6 countries fit side by side; left out: Belgium, Austria/);
  });

  it('adds a country by name once only', async () => {
    const { page } = await e2e.open('/compare/?c=DE');
    const add = page.getByLabel('Add a country (name or code)');
    await add.fill('france');
    await add.press('Enter');
    await add.fill('Germany');
    await add.press('Enter');
    await expect.poll(() => page.locator('#compare-add-status').innerText()).toBe('Germany is already compared.');
    await expect.poll(() => heads(page)).toEqual(['Germany', 'France']);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('?c=DE');
  });

  it('fits two countries on a phone without sideways scrolling', async () => {
    const { page } = await e2e.open('/compare/?c=DE,FR', { viewport: PHONE });
    await heads(page);
    expect(await page.locator('#compare-output').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
