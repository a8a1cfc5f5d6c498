/**
 * @module
 * How the REST Countries routes compare text: by name key (case-, accent-, space- and
 * punctuation-insensitive, see `nameKey`), exactly or as a substring, as REST Countries compared
 * each field. Matches come best first, so that a client taking the first result gets the country
 * it named: a text equal to the query before one that only contains it, an earlier group of texts
 * (names) before a later one (alternative spellings), then by English name.
 */
import type { CountryData } from '../../dataset/schema.ts';
import { nameKey } from '../../lib/slug.ts';
import { fold } from '../../lib/text-fold.ts';

/** The dataset's texts are few (names, translations, capitals…): each is keyed once. Never a client's text (unbounded). */
const keys = new Map<string, string>();
export function searchKey(text: string): string {
  let key = keys.get(text);
  if (key === undefined) keys.set(text, (key = nameKey(text)));
  return key;
}

export type TextMatch = 'exact' | 'substring';

/** Some texts of a country and how the query must match them. */
export interface TextGroup {
  readonly texts: readonly string[];
  readonly match: TextMatch;
}

const byName = new Intl.Collator('en');

/**
 * A query the name key would change beyond recognition is compared as written (folded), as REST
 * Countries compared text: one with a symbol (the slugger spells `€` as `e`, `&` as `and`) or
 * with no letter or digit at all (`-` would match every space of every name).
 */
const isLiteral = (query: string) => /\p{S}/u.test(query) || !/[\p{L}\p{N}]/u.test(query);

/**
 * The countries with a text matching `query`, best first. `groups` gives a country's texts in
 * groups of falling priority (names, then alternative spellings); matches as good as each other
 * come in the order of `nameOf` (the name the family shows: our English name, v2's own).
 */
export function findByText(
  countries: readonly CountryData[],
  query: string,
  groups: (c: CountryData) => readonly TextGroup[],
  nameOf: (c: CountryData) => string = (c) => c.name.common,
): CountryData[] {
  const keyOf = isLiteral(query) ? fold : searchKey;
  // The query is keyed afresh: kept, every text a client sends would stay in memory for good.
  const wanted = isLiteral(query) ? fold(query) : nameKey(query);
  if (wanted === '') return [];
  const ranked: Array<{ c: CountryData; rank: number }> = [];
  for (const c of countries) {
    let rank = Infinity;
    groups(c).forEach(({ texts, match }, group) => {
      for (const text of texts) {
        const key = keyOf(text);
        if (key === wanted) rank = Math.min(rank, group * 2);
        else if (match === 'substring' && key.includes(wanted)) rank = Math.min(rank, group * 2 + 1);
      }
    });
    if (rank !== Infinity) ranked.push({ c, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank || byName.compare(nameOf(a.c), nameOf(b.c))).map((r) => r.c);
}
