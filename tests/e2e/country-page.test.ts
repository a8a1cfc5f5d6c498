/**
 * A country page as a demanding reader meets it: each figure with its year, source and world rank;
 * the Government, Economy, People and Geography panels; the population chart; what it leads on to;
 * a locator map that finds Pacific countries; small territories' wording; a one-page print.
 * Expected values are facts or the dataset's figures, not the page's own output.
 */
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import { PHONE, explorerReady, useE2e, visibleNames } from './browser.ts';
import { smallestText } from './page-text.ts';

const e2e = useE2e();
const { countries, populationSeries, meta } = builtDataset();
const germany = countries.find((c) => c.cca2 === 'DE')!;
const byCode = (cca2: string) => countries.find((c) => c.cca2 === cca2)!;
const names = async (page: Page) => (await visibleNames(page)).map((n) => n.split('\n')[0]);

// Each test has its own pages, so they run side by side (expect.poll then takes the test's own expect).
describe.concurrent('its figures and links', () => {
  it('shows each figure with its year and source, the flag described, and the new fields', async () => {
    const { page } = await e2e.open('/country/DE/');
    expect(await page.locator('img.flag').getAttribute('alt')).toBe(germany.flag.alt);
    const facts = await page.locator('section[aria-labelledby=facts-heading]').innerText();
    expect(facts).toMatch(/Population\s+[\d,]+ \(\d{4}, World Bank\)/);
    expect(facts).toMatch(/Gini index\s+[\d.]+ \(\d{4} survey, World Bank\)/);
    const codes = await page.locator('section[aria-labelledby=codes-heading]').innerText();
    expect(codes).toContain('GER'); // FIFA
    expect(codes).toContain('#####'); // German postcodes have five digits
    expect(await page.locator('section[aria-labelledby=memberships-heading] li').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^EU/), expect.stringMatching(/^NATO/)]),
    );
  });

  it('says a CLDR population has no year instead of presenting it as current', async () => {
    const cldr = countries.find((c) => c.populationSource === 'cldr')!;
    const { page } = await e2e.open(`/country/${cldr.cca2}/`);
    expect(await page.locator('section[aria-labelledby=facts-heading]').innerText()).toContain('CLDR publishes no year');
  });

  it('charts the population since 1960 with its data as a table, labels readable on a phone', async () => {
    const { page } = await e2e.open('/country/DE/', { viewport: PHONE });
    const chart = page.locator('section[aria-labelledby=population-heading]');
    // One line on the linear scale (the logarithmic drawing is there too, hidden until chosen).
    expect(await chart.locator('svg.scale-linear[role=img] polyline').count()).toBe(1);
    expect(await chart.locator('svg.scale-log').isVisible()).toBe(false);
    expect(await chart.locator('table tbody tr').count()).toBe(populationSeries['DE']!.length);
    expect(await smallestText(page)).toBeGreaterThanOrEqual(12);
  });

  it('leads on: the members of NATO in the table, a comparison with its neighbours, OpenStreetMap and Wikipedia', async ({ expect }) => {
    const { page } = await e2e.open('/country/DE/');
    expect(await page.getByRole('link', { name: 'Germany on Wikipedia' }).getAttribute('href')).toBe('https://en.wikipedia.org/wiki/Germany');
    expect(await page.getByRole('link', { name: 'Germany on OpenStreetMap' }).getAttribute('href')).toBe(germany.maps.openStreetMaps);
    const compare = await page.getByRole('link', { name: /^Compare with its/ }).getAttribute('href');
    const codes = new URL(compare!, e2e.url).searchParams.get('c')!.split(',');
    expect(codes[0]).toBe('DE');
    expect(codes).toHaveLength(6);
    await page.locator('section[aria-labelledby=memberships-heading]').getByRole('link', { name: 'NATO' }).click();
    await page.waitForURL(/\/\?membership=nato$/);
    await explorerReady(page);
    // NATO has 32 members.
    await expect.poll(async () => (await page.locator('#countries-caption').innerText()).match(/: (\d+) of/)?.[1]).toBe('32');
  });

  it.each(['FJ', 'KI', 'NZ', 'TO'])('locates %s on a map centred on the Pacific, well inside the frame', async (cca2) => {
    const { page } = await e2e.open(`/country/${cca2}/`);
    const svg = page.locator('.locator svg[role=img]');
    expect(await page.locator('.locator').getAttribute('data-frame')).toBe('pacific');
    // The region around it is drawn in the page: land in view, not just the sea.
    expect(await svg.locator('.land').evaluate((el) => (el as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(0);
    const [x, , width] = (await svg.getAttribute('viewBox'))!.split(' ').map(Number) as [number, number, number, number];
    const mark = svg.locator('.country, .marker').first();
    const box = await mark.evaluate((el) => {
      const b = (el as SVGGraphicsElement).getBBox();
      return { x: b.x, width: b.width };
    });
    expect(box.x).toBeGreaterThan(x ?? 0);
    expect(box.x + box.width).toBeLessThan((x ?? 0) + (width ?? 0));
  });
});

describe.concurrent('its panels', () => {
  it('has Government, Economy, People and Geography panels, every figure with its year and source', async () => {
    const { page } = await e2e.open('/country/DE/');
    const government = page.locator('section[aria-labelledby=government-heading]');
    expect(await government.locator('h2').innerText()).toBe('Government');
    const leaders = government.locator('div', { has: page.locator('dt', { hasText: /^Head of/ }) });
    expect(await leaders.count()).toBeGreaterThan(0);
    for (const text of await leaders.allInnerTexts()) expect(text).toMatch(new RegExp(`since \\d{1,2} \\w+ \\d{4}; as of ${meta.asOf}`));
    for (const [group, heading] of [
      ['economy', 'Economy'],
      ['people', 'People'],
      ['geography', 'Geography'],
    ] as const) {
      const panel = page.locator(`section[aria-labelledby=${group}-heading]`);
      expect(await panel.locator('h2').innerText()).toBe(heading);
      const figures = await panel.locator('dd').allInnerTexts();
      expect(figures.length).toBeGreaterThan(2);
      // "(2024, CIA World Factbook)", "(2023, World Bank)"; a coastline does not date: its source alone.
      for (const text of figures) expect(text).toMatch(/\((\d{4}, )?(World Bank|CIA World Factbook)[;)]/);
      expect(await panel.locator('.note').last().innerText()).toMatch(/^Sources: .*CIA World Factbook, final edition \(2026-01-22\)/);
    }
    const gdp = page.locator('section[aria-labelledby=economy-heading] div', { has: page.locator('dt', { hasText: /^GDP$/ }) });
    expect(await gdp.innerText()).toContain(`(${germany.economy.gdp!.year}, World Bank)`);
    expect(await gdp.innerText()).toMatch(/US\$[\d.]+ trillion/);
    const highest = page.locator('section[aria-labelledby=geography-heading] div', { has: page.locator('dt', { hasText: 'Highest point' }) });
    expect(await highest.innerText()).toContain(germany.geography.highestPoint!.name);
  });
});

describe.concurrent('ranks and print', () => {
  it('give the world rank of each figure, as the Factbook did, linking to the table at that place', async ({ expect }) => {
    const { page } = await e2e.open('/country/DE/');
    const germany = byCode('DE');
    const areaRank = 1 + countries.filter((c) => (c.area ?? 0) > germany.area!).length;
    const withArea = countries.filter((c) => c.area !== null).length;
    const facts = page.locator('section[aria-labelledby=facts-heading]');
    const suffix = (n: number) => (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
    // Which way the rank runs is said: 1st is the largest.
    const link = facts.getByRole('link', { name: `${areaRank}${suffix(areaRank)} largest of ${withArea}` });
    expect(await facts.locator('div', { hasText: /^Area/ }).innerText()).toContain(`${areaRank}${suffix(areaRank)} largest of ${withArea}`);
    await link.click();
    await page.waitForURL(/\/\?sort=-area/);
    await explorerReady(page);
    await expect.poll(() => names(page)).toContain('Germany');
  });

  it.each(['DE', 'CN', 'ZA', 'IN', 'ZW', 'RU', 'AQ'])('print as one page, the Economy and People panels on it: %s', async (cca2) => {
    const { page } = await e2e.open(`/country/${cca2}/`);
    expect(await page.getByRole('button', { name: 'Print a one-page profile' }).isVisible()).toBe(true);
    const pdf = await page.pdf({ format: 'A4' });
    expect((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(1);
    await page.emulateMedia({ media: 'print' });
    for (const panel of ['economy', 'people']) expect(await page.locator(`section[aria-labelledby=${panel}-heading]`).isVisible()).toBe(true);
  });

  it('says what each figure means beside it, and which way a rank runs', async ({ expect }) => {
    const { page } = await e2e.open('/country/DE/');
    const facts = page.locator('section[aria-labelledby=facts-heading]');
    await facts.getByRole('button', { name: 'What “Region” means' }).click();
    const region = page.locator('[popover]:popover-open');
    await expect.poll(() => region.innerText()).toMatch(/^Region: .*M49/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[popover]:popover-open').count()).toBe(0);
    const people = page.locator('section[aria-labelledby=people-heading]');
    await people.getByRole('button', { name: 'What “Infant mortality” means' }).click();
    await expect.poll(() => page.locator('[popover]:popover-open').innerText()).toMatch(/under one year old, per 1,000/);
    expect(await facts.innerText()).toMatch(/1st is the largest/);
  });

  it('lays its cards out as tall as their content, none stretched to its row’s tallest', async () => {
    const { page } = await e2e.open('/country/DE/', { viewport: { width: 1280, height: 800 } });
    const stretched = await page.locator('.grid > .card').evaluateAll(
      (cards) =>
        cards.filter((card) => {
          // The lowest edge of what is drawn in it (a card's scripts and closed popovers have no box).
          const bottoms = [...card.querySelectorAll('*')]
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.height > 0)
            .map((r) => r.bottom);
          return card.getBoundingClientRect().bottom - Math.max(...bottoms) > 40;
        }).length,
    );
    expect(stretched).toBe(0);
  });
});

describe.concurrent('subdivisions', () => {
  it('lists them by name, finds one by a part of its name or its code, and opens its group', async ({ expect }) => {
    const { page } = await e2e.open('/country/GB/');
    const card = page.locator('section.subdivisions');
    // The United Kingdom's 221, folded: the card is no longer thousands of pixels tall.
    expect((await card.boundingBox())!.height).toBeLessThan(2000);
    const find = card.getByLabel('Find a subdivision');
    await find.fill('edinb');
    const shown = card.locator('tbody tr:not([hidden])');
    await expect.poll(() => shown.count()).toBe(1);
    expect(await shown.first().innerText()).toMatch(/GB-EDH\s*Copy\s+Edinburgh/);
    expect(await shown.first().isVisible()).toBe(true);
    expect(await card.locator('.status').innerText()).toMatch(/^1 of \d+ subdivisions match “edinb”/);
    await find.fill('');
    await expect.poll(() => shown.count()).toBeGreaterThan(200);
    const states = await page
      .goto(`${e2e.url}/country/US/`)
      .then(() => page.locator('section.subdivisions details').first().locator('tbody tr td:nth-child(2)').allTextContents());
    // Folded (the United States has 57): their text, not what is on screen.
    expect(states.slice(0, 3).map((t) => t.split(' · ')[0]!.trim())).toEqual(['Alabama', 'Alaska', 'Arizona']);
  });

  it('gives each one an address that opens its group and shows it: #DE-BY', async ({ expect }) => {
    const { page } = await e2e.open('/country/FR/#FR-69');
    const row = page.locator('tr#FR-69');
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.evaluate((tr) => tr.closest('details')!.open)).toBe(true);
    expect(await row.innerText()).toMatch(/Rhône/);
    expect(await row.getByRole('link', { name: 'FR-69' }).getAttribute('href')).toBe('#FR-69');
  });
});

describe.concurrent('small territories and wording', () => {
  it('says what Bouvet Island’s figure is, without file names, and that nobody drives there', async () => {
    const { page } = await e2e.open('/country/BV/');
    const facts = await page.locator('section[aria-labelledby=facts-heading]').innerText();
    expect(facts).not.toMatch(/overrides\.json|data\//);
    expect(facts).toMatch(/Population\s+0 \(uninhabited/);
    expect(facts).toMatch(/Driving side\s+none \(uninhabited\)/);
    expect(facts).toMatch(/Week starts on\s+none \(uninhabited\)/);
    const population = await page.locator('section[aria-labelledby=population-heading]').innerText();
    expect(population).toMatch(/which is uninhabited: no one lives there permanently/);
    expect(population).not.toMatch(/Its figure, 0/);
  });

  it('gives no ratio of populations to an uninhabited place among similar countries', async () => {
    const { page } = await e2e.open('/country/BV/');
    const similar = await page.locator('section[aria-labelledby=similar-heading]').innerText();
    expect(similar).not.toMatch(/×/);
    expect(similar).toMatch(/population [\d,]+|uninhabited too/);
  });

  it('says when the countries similar by language are no ranking, and numbers them only when they are', async () => {
    const englishOnly = countries.find((c) => c.languages.length === 1 && c.languages[0]!.iso639_3 === 'eng' && c.cca2 !== 'GB')!;
    const { page } = await e2e.open(`/country/${englishOnly.cca2}/`);
    const byLanguage = page.locator('section[aria-labelledby=similar-heading] h3', { hasText: 'By language' }).locator('..');
    expect(await byLanguage.locator('ol').count()).toBe(0);
    expect(await byLanguage.locator('ul li').count()).toBe(5);
    expect(await byLanguage.innerText()).toMatch(/\d+ countries are alike in this, equally; the first 5 by name/);
    const germany = await e2e.open('/country/DE/');
    expect(await germany.page.locator('section[aria-labelledby=similar-heading] ol').count()).toBeGreaterThan(0);
  });

  it.each(['AQ', 'VA', countries.find((c) => c.populationSource === 'cldr')?.cca2 ?? 'UM'])('writes %s’s population source as a sentence', async (cca2) => {
    const c = countries.find((x) => x.cca2 === cca2)!;
    const { page } = await e2e.open(`/country/${cca2}/`);
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/is unicode CLDR|\ba undated/i);
    expect(text).toMatch(
      c.populationSource === 'cldr' ? /a Unicode CLDR estimate/ : c.populationSource === 'factbook' ? /estimate, CIA World Factbook/ : /World Bank/,
    );
  });

  it('does not call Kosovo’s user-assigned codes ISO codes', async () => {
    const { page } = await e2e.open('/country/XK/');
    const codes = await page.locator('section[aria-labelledby=codes-heading]').innerText();
    expect(codes).not.toMatch(/ISO alpha/);
    expect(codes).toMatch(/User-assigned alpha-2\s+XK/);
  });

  it('orders similar countries by how alike they are, each with its reason, no row of identical scores', async () => {
    const { page } = await e2e.open('/country/DE/');
    const items = await page.locator('section[aria-labelledby=similar-heading] ol').first().locator('li').allInnerTexts();
    expect(items[0]).toMatch(/^France\s/);
    expect(items.join('\n')).not.toMatch(/score 1/);
    for (const item of items) expect(item).toMatch(/population .+×|about the same/);
  });
});

describe.concurrent('a shared link’s preview', () => {
  it('names the country and says what the page holds (Open Graph)', async () => {
    const { page } = await e2e.open('/country/DE/');
    const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
    expect(await meta('og:title')).toBe('Germany');
    expect(await meta('og:description')).toMatch(/^Federal Republic of Germany: capital, population/);
    expect(await meta('og:site_name')).toBe('Countries Reference');
  });
});
