/**
 * The statistics page, readable on a phone.
 */
import { describe, expect, it } from 'vitest';
import { PHONE, useE2e } from './browser.ts';
import { smallestText } from './page-text.ts';

const e2e = useE2e();

describe('the statistics page', () => {
  it('keeps all text at 12 px or more at 390 px wide', async () => {
    const { page } = await e2e.open('/stats/', { viewport: PHONE });
    expect(await smallestText(page)).toBeGreaterThanOrEqual(12);
  });

  it('does not scroll sideways at 320 px', async () => {
    const { page } = await e2e.open('/stats/', { viewport: { width: 320, height: 700 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
