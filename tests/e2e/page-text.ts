/** What the e2e files measure of a page's text. */
import type { Page } from '@playwright/test';

/** The smallest text on the page as drawn: CSS font size, times the scale of an SVG's viewBox. */
export const smallestText = (page: Page) =>
  page.evaluate(() => {
    let smallest = Infinity;
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || el.closest('title, desc, details:not([open]), .visually-hidden, [hidden]')) continue;
      if (el.getBoundingClientRect().width === 0) continue;
      const scale = el instanceof SVGElement ? ((el.closest('svg') as SVGSVGElement).getScreenCTM()?.a ?? 1) : 1;
      smallest = Math.min(smallest, parseFloat(getComputedStyle(el).fontSize) * scale);
    }
    return smallest;
  });

/** The page is no wider than its window when this is at most the window's width: nothing scrolls sideways. */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
