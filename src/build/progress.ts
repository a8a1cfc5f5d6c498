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
