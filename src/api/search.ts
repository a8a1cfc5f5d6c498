/**
 * @module
 * Free-text search over names, native names, translations, alternative spellings, codes and
 * capitals, ranked with match-sorter's rules (the same the explorer uses): exact, then prefix,
 * word start, contained, acronym, then letters close together in order; accents never matter.
 */
import { rankItem, rankings, type RankingInfo } from '@tanstack/match-sorter-utils';
import type { CountryData } from '../dataset/schema.ts';
import { relevance } from './relevance.ts';

/** Every string a country can be found by, most important first (earlier accessors win ties). */
export function searchTerms(c: CountryData): string[] {
  const natives = Object.values(c.name.native).flatMap((n) => [n.common, n.official]);
  const translations = Object.values(c.translations).flatMap((n) => [n.common, n.official]);
  const codes = [c.cca2, c.cca3, c.ccn3, c.cioc, ...c.tld, ...c.callingCodes].filter((x): x is string => !!x);
  return [...new Set([c.name.common, ...codes, c.name.official, ...c.capital, ...natives, ...c.altSpellings, ...translations])];
}

/**
 * The weakest rank that counts as a match for this query. match-sorter's last resort, "the
 * letters in order anywhere", over some forty names per country in many languages, matched
 * nearly everything ("guinea" found the United Kingdom, "cote" 53 countries): a letters-in-order
 * match counts only when they lie close together (a typo that drops a letter or two, "germny"),
 * and a query of one or two letters must start a name or code.
 */
export function minimumRank(query: string): number {
  const length = [...query.trim()].length;
  if (length <= 2) return rankings.STARTS_WITH;
  // match-sorter scores letters in order as MATCHES + 1 / (distance from the first to the last).
  return rankings.MATCHES + 1 / (length + 1);
}

/** The matching countries, best first; ties go to the more relevant country, then by name. */
export function search(countries: readonly CountryData[], q: string): CountryData[] {
  const hits: Array<{ c: CountryData; rank: RankingInfo }> = [];
  const minimum = minimumRank(q);
  for (const c of countries) {
    const rank = rankItem(c, q, { accessors: [(x: CountryData) => searchTerms(x)] });
    if (rank.passed && rank.rank >= minimum) hits.push({ c, rank });
  }
  return hits
    .sort((a, b) => b.rank.rank - a.rank.rank || relevance(b.c) - relevance(a.c) || a.c.name.common.localeCompare(b.c.name.common, 'en'))
    .map((h) => h.c);
}
