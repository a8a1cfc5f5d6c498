/**
 * @module
 * CLDR's English subdivision names, joined to today's ISO 3166-2 codes by identifier. CLDR keys
 * its names by its own ids (`ir04`), which are ISO's codes as they stood when CLDR wrote the
 * names; where ISO has since given a code to another subdivision (Iran's 2020 renumbering,
 * Morocco's 2015 regions, one Ugandan district), the name follows ISO's published code change
 * (data/subdivision-recodings.json), never the name's spelling or its position in a list.
 */
import { z } from 'zod';
import type { Problem } from '../problems.ts';
import { SUBDIVISION_CODE } from '../subdivision-schema.ts';

export const RECODINGS_FILE = 'data/subdivision-recodings.json';

const code = z.string().regex(SUBDIVISION_CODE);
export const SubdivisionRecodingsFile = z.strictObject({
  about: z.string(),
  recodings: z.array(
    z.strictObject({
      country: z.string().regex(/^[A-Z]{2}$/),
      date: z.iso.date().nullable().describe('When ISO made the change, where the source dates it.'),
      codes: z.record(code, code.nullable()).describe('Code before the change → code now, or null when that subdivision no longer exists.'),
      cldrNames: z.string().min(20).describe('What shows that CLDR’s names still follow the codes before the change.'),
      source: z.string().min(20),
    }),
  ),
});
export type SubdivisionRecodingsFile = z.infer<typeof SubdivisionRecodingsFile>;

/** CLDR keys subdivisions by the code in lower case without its hyphen (`deby`). */
export const cldrKey = (isoCode: string) => isoCode.replace('-', '').toLowerCase();
export const fromCldrKey = (key: string) => `${key.slice(0, 2).toUpperCase()}-${key.slice(2).toUpperCase()}`;

/** CLDR tells apart two subdivisions of one English name by a superscript digit (`Île-de-France²`, `Viljandi³`): not part of the name. */
export const cldrName = (name: string) => name.replace(/[\u00b9\u00b2\u00b3\u2070-\u2079]+$/u, '').trim();

/**
 * Today's ISO code → CLDR's English names for it (more than one where a renumbering left CLDR
 * with an old and a new id for the same place). A recoding whose old code CLDR does not name, or
 * whose new code is not an ISO code, is a problem: the table no longer describes the sources.
 */
export function englishNamesByCode(
  cldrNames: Readonly<Record<string, string>>,
  recodings: SubdivisionRecodingsFile['recodings'],
  isoCodes: ReadonlySet<string>,
  problems: Problem[],
): Map<string, string[]> {
  const moved = new Map<string, string | null>();
  recodings.forEach((r, i) => {
    const fail = (message: string) => void problems.push({ record: `${RECODINGS_FILE} recodings[${i}] (${r.country})`, field: 'codes', message });
    for (const [before, now] of Object.entries(r.codes)) {
      if (before.slice(0, 2) !== r.country || (now !== null && now.slice(0, 2) !== r.country)) fail(`${before} → ${now}: not a code of ${r.country}`);
      if (now !== null && !isoCodes.has(now)) fail(`${before} → ${now}: iso-codes has no ${now}`);
      if (cldrNames[cldrKey(before)] === undefined) fail(`CLDR has no name for ${before} (${cldrKey(before)}): the entry no longer applies`);
      moved.set(before, now);
    }
  });
  const names = new Map<string, string[]>();
  for (const [key, name] of Object.entries(cldrNames)) {
    const cldrCode = fromCldrKey(key);
    const now = moved.has(cldrCode) ? moved.get(cldrCode)! : cldrCode;
    if (now === null) continue;
    names.set(now, [...(names.get(now) ?? []), cldrName(name)]);
  }
  return names;
}
