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

/**
 * An explorer page that a file's tests share, each on its own view: the first test opens it at
 * its view, as a reader opens a link; the next ones move it to theirs with showView (or open it
 * again, when a test went on to another page). The view's table, map or chart follows after a
 * paint: a test waits for what tells its view from the one before.
 */
export function sharedExplorer(e2e: E2e, options?: OpenOptions): (path: string) => Promise<Watched> {
  let opened: Promise<Watched> | undefined;
  return async (path) => {
    const shown = await opened;
    if (shown && new URL(shown.page.url()).pathname === '/') {
      await showView(shown.page, path);
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

/** The table's caption, which says the filters, the count and the order of the rows it shows. */
export const tableCaption = (page: Page) => page.locator('#countries-caption').innerText();
