/**
 * "Download this view": a citation and metadata that name the filters, the page and the API twin.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { explorerReady, useE2e } from './browser.ts';

const e2e = useE2e();

describe('the view’s metadata', () => {
  it('cites the view: its metadata names the filters, the page, the API twin, sources and years', async () => {
    const { page } = await e2e.open('/?region=Europe&pop=10M..&sort=-population', { acceptDownloads: true });
    await explorerReady(page);
    await page.locator('summary', { hasText: 'Download' }).click();
    const apiLink = await page.locator('.api-url').getAttribute('href');
    expect(apiLink).toMatch(/^\/api\/countries\?region=Europe&sort=population&order=desc&limit=250&fields=cca2,/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /citation and metadata/ }).click()]);
    expect(download.suggestedFilename()).toBe('countries-region-europe-population-10-000-000-or-more.metadata.json');
    const meta = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
    expect(meta['filters']).toEqual(['Region: Europe', 'Population 10,000,000 or more']);
    expect(meta['view']).toBe(`${new URL(page.url()).origin}/?region=Europe&pop=10000000..&sort=-population`);
    expect(String(meta['citation'])).toMatch(/^Countries Reference, dataset \w+ \(built \d{4}-\d{2}-\d{2}\): /);
    expect((meta['sources'] as unknown[]).length).toBeGreaterThan(3);
    const population = (meta['columns'] as { label: string; years?: string; source?: string }[]).find((c) => c.label === 'Population');
    expect(population?.years).toMatch(/^\d{4}/);
    expect(population?.source).toMatch(/World Bank/);
  });
});
