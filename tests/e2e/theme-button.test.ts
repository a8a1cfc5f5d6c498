/**
 * The theme button: an icon and a label that agree, a press shown at once, the choice remembered.
 */
import { describe, expect, it } from 'vitest';
import { useE2e } from './browser.ts';

const e2e = useE2e();

describe('the theme button', () => {
  it('has an icon and a label that agree, pressed or not', async () => {
    const { page } = await e2e.open('/', { colorScheme: 'light' });
    const button = page.locator('[data-theme-toggle]');
    const state = () =>
      button.evaluate((b) => [b.getAttribute('aria-pressed'), getComputedStyle(b.querySelector('.theme-icon')!, '::before').content, b.textContent?.trim()]);
    expect(await state()).toEqual(['false', '"☾"', 'Dark theme']);
    await button.click();
    expect(await state()).toEqual(['true', '"☾"', 'Dark theme']);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });

  it('shows a press at once and restyles the page after that frame; two quick presses come back to the start', async () => {
    const { page } = await e2e.open('/', { colorScheme: 'light' });
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme ?? 'system');
    // In one task: the button says pressed before the page has been restyled (which would hold up that frame).
    const atPress = await page.evaluate(() => {
      const b = document.querySelector<HTMLButtonElement>('[data-theme-toggle]')!;
      b.click();
      return [b.getAttribute('aria-pressed'), document.documentElement.dataset.theme ?? 'system'];
    });
    expect(atPress).toEqual(['true', 'system']);
    await expect.poll(theme).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.evaluate(() => {
      const b = document.querySelector<HTMLButtonElement>('[data-theme-toggle]')!;
      b.click();
      b.click();
    });
    await page.waitForTimeout(300);
    expect(await theme()).toBe('dark');
    expect(await page.locator('[data-theme-toggle]').getAttribute('aria-pressed')).toBe('true');
    await page.locator('[data-theme-toggle]').click();
    await expect.poll(theme).toBe('system');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });
});
