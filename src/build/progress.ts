/**
 * @module
 * Lines of the build's progress output that say more than a count.
 */
import type { UnreadNotice } from '../dataset/build-dataset.ts';

/** Long enough for a coastline or a literacy note, short enough for one terminal line. */
const UNREAD_TEXT_LIMIT = 160;

/**
 * A source text no rule could read, on one line (`UM, Geography > Coastline (um): Baker Island: 4.8 km / Howland Island: 6.4 km …`):
 * its line breaks shown as ` / `, so that each notice is one line a reader (or grep) can take whole.
 */
export function unreadLine(u: UnreadNotice): string {
  const text = u.text.trim().replace(/[ \t]*(?:\r\n|\r|\n)\s*/g, ' / ');
  return `${u.country}, ${u.field}: ${text.length > UNREAD_TEXT_LIMIT ? `${text.slice(0, UNREAD_TEXT_LIMIT - 1)}…` : text}`;
}

/** From this many whole months behind the clock, the build says the data's as-of date is stale. */
export const STALE_AS_OF_MONTHS = 2;

/** Whole calendar months from `day` (`YYYY-MM-DD`) to `now`: 2026-12-01 → 2027-02-28 is 2. */
export function monthsBehind(day: string, now: Date): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const months = (now.getUTCFullYear() - y) * 12 + (now.getUTCMonth() + 1 - m);
  return now.getUTCDate() >= d ? months : months - 1;
}

/**
 * The warning line when the data's as-of date (data/as-of.json) is months behind the build's
 * clock: the leaders and other time-bound facts may have changed since. Undefined while it is not.
 */
export function staleAsOfLine(asOf: string, now: Date): string | undefined {
  const behind = monthsBehind(asOf, now);
  if (behind < STALE_AS_OF_MONTHS) return undefined;
  return `⚠ The data is as of ${asOf}, ${behind} months before today (${now.toISOString().slice(0, 10)}): leaders in office and other time-bound facts may have changed since. Check them (data/leaders.json) and move the date in data/as-of.json.`;
}
