/**
 * @module
 * The comparison page as the explorer links to it: `/compare/?c=DE,FR`, at most six countries.
 */
import { basePathOf } from '../lib/base-path.ts';

/** As many countries as the comparison shows side by side. */
export const COMPARE_MAX = 6;

/** The comparison of these countries (alpha-2 codes), commas kept readable. */
export function compareHref(codes: readonly string[], base = basePathOf(import.meta.env.BASE_URL)): string {
  return `${base}/compare/${codes.length > 0 ? `?c=${codes.join(',')}` : ''}`;
}
