/**
 * @module
 * Similar countries, by a documented, deterministic rule.
 * - by region: the other countries of the same sub-region (score 1), then of the same region (0.5);
 * - by language: countries sharing at least one language, scored by the Jaccard index of the two
 *   language sets (shared / all distinct), ties by more shared languages;
 * always ties by English common name.
 */
import type { CountryData } from '../dataset/schema.ts';

export const SIMILAR_BY = ['region', 'language'] as const;
export type SimilarBy = (typeof SIMILAR_BY)[number];

export interface Similar {
  country: CountryData;
  score: number;
  reason: string;
  shared: number;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const byName = (a: Similar, b: Similar) => a.country.name.common.localeCompare(b.country.name.common, 'en');

export function similarByRegion(subject: CountryData, countries: readonly CountryData[]): Similar[] {
  return countries
    .filter((c) => c !== subject && c.region === subject.region)
    .map((c) => {
      const sameSub = c.subregion !== null && c.subregion === subject.subregion;
      return {
        country: c,
        score: sameSub ? 1 : 0.5,
        shared: sameSub ? 2 : 1,
        reason: sameSub ? `Same sub-region: ${c.subregion}` : `Same region: ${c.region}`,
      };
    })
    .sort((a, b) => b.score - a.score || byName(a, b));
}

export function similarByLanguage(subject: CountryData, countries: readonly CountryData[]): Similar[] {
  const mine = new Map(subject.languages.map((l) => [l.iso639_3, l.name]));
  const out: Similar[] = [];
  for (const c of countries) {
    if (c === subject) continue;
    const shared = c.languages.filter((l) => mine.has(l.iso639_3));
    if (shared.length === 0) continue;
    const union = new Set([...mine.keys(), ...c.languages.map((l) => l.iso639_3)]).size;
    out.push({
      country: c,
      score: round3(shared.length / union),
      shared: shared.length,
      reason: `Shared language${shared.length > 1 ? 's' : ''}: ${shared.map((l) => l.name).join(', ')}`,
    });
  }
  return out.sort((a, b) => b.score - a.score || b.shared - a.shared || byName(a, b));
}

export const SIMILARITY_RULES: Readonly<Record<SimilarBy, string>> = {
  region: 'Other countries of the same UN M49 sub-region (score 1), then of the same region (score 0.5); ties by name.',
  language:
    'Countries sharing at least one language; score = shared languages / distinct languages of both (Jaccard); ties by number of shared languages, then name.',
};
