/**
 * axe-core over a page in the browser, as lines naming each violated rule and its elements
 * (none when the page passes), shared by the end-to-end files that check accessibility.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The rules whose verdict depends on the page's colours, and so all that a change of theme can
 * change: the themes differ by their CSS colours alone (light-dark(), no transitions, no script).
 */
export const COLOUR_RULES: readonly string[] = ['color-contrast', 'link-in-text-block'];

/**
 * Every axe rule over the page (or only `rules`). Legacy mode runs `axe.run` in the page itself
 * instead of `runPartial` there and `finishRun` in a second, blank page that gets axe injected
 * again and the partial results of every node: the same rules over the same frames except
 * cross-origin ones, which these pages have none of (no request leaves the origin, as their
 * journeys assert). `resultTypes` keeps violations whole and one node of the passes and the rest
 * (axe's own remedy for large pages). Together a third to a fifth of the time on the API docs and
 * the home page.
 */
export async function axeViolations(page: Page, label = '', rules?: readonly string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (rules) builder.withRules([...rules]);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${label}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
