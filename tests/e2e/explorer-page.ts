/**
 * One loaded explorer taken through several views, as Back and Forward take a reader through
 * them: the address changes and the explorer reads it again (popstate), with no page to load.
 * A fresh context loading the whole explorer is most of what an end-to-end test costs.
 */
import type { Page } from '@playwright/test';
import { explorerReady, type E2e, type OpenOptions, type Watched } from './browser.ts';

/** Puts `path` (`/?q=ceylon`) in the address as a new history entry, and has the explorer read it as on Back. */
export async function showView(page: Page, path: string): Promise<void> {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A view no country matches, between two tests' views (the tests search for it too). */
const NOTHING = '/?q=xyzzyq';

/**
 * An explorer page that a file's tests share, each on its own view: the first test opens it at
 * its view, as a reader opens a link; the next ones move it to theirs (or open it again, when a
 * test went on to another page). A view is drawn after a paint, and an earlier one may still be
 * on its way: the page goes through a view that shows nothing, and is handed over once the rows,
 * map or chart of the test's own view are there.
 */
export function sharedExplorer(e2e: E2e, options?: OpenOptions): (path: string) => Promise<Watched> {
  let opened: Promise<Watched> | undefined;
  return async (path) => {
    const shown = await opened;
    if (shown && new URL(shown.page.url()).pathname === '/') {
      const { page } = shown;
      await showView(page, NOTHING);
      await page.locator('.no-results').waitFor();
      await showView(page, path);
      await page.locator('#countries-table tbody tr, #countries-map, #countries-chart').first().waitFor();
      return shown;
    }
    await shown?.page.context().close();
    opened = e2e.open(path, options).then(async (w) => {
      await explorerReady(w.page);
      return w;
    });
    return opened;
  };
}

/** How many rows the table shows: a count, for the polls that need no more than that (their names are 250 texts to lay out). */
export const shownRowCount = (page: Page) => page.locator('#countries-table tbody tr:not([hidden]) th[scope=row]').count();
