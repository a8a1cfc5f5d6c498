/**
 * @module
 * Debian's iso-codes (ISO 3166-2 subdivisions) at its upstream repository: whether its list
 * differs from the one data/iso-codes/ keeps. Reported, not written: a new list goes in with its
 * release's version in src/dataset/sources-fs.ts (data/iso-codes/README.md).
 */
import { z } from 'zod';

export const ISO_CODES_URL = 'https://salsa.debian.org/iso-codes-team/iso-codes/-/raw/main/data/iso_3166-2.json';
export const ISO_CODES_FILE = 'iso-codes/iso_3166-2.json';

const List = z.object({ '3166-2': z.array(z.object({ code: z.string(), name: z.string(), type: z.string() })) });

/** How many subdivisions the upstream list has; an error when it is not such a list. */
export function isoCodesCount(text: string): number {
  const parsed = List.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`iso-codes: ${ISO_CODES_URL} is not an ISO 3166-2 list (${z.prettifyError(parsed.error).split('\n')[0]})`);
  return parsed.data['3166-2'].length;
}
