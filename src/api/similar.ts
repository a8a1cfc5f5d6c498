/**
 * @module
 * Similar countries, by a documented, deterministic rule.
 * - by region: the other countries of the same region, the same sub-region counting double, and
 *   within it the closest in population first (a list of every neighbour by name told nothing);
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

/** How alike two populations are: 1 for equal ones, 0.5 for a tenfold difference, 0.25 for a thousandfold. */
export function populationCloseness(a: number, b: number): number {
  return 1 / (1 + Math.abs(Math.log10(Math.max(a, 1) / Math.max(b, 1))));
}

/** "population 1.2× larger" / "population about the same" / "population 3,400× smaller"; no ratio to an uninhabited place. */
function populationComparison(subject: CountryData, c: CountryData): string {
  if (subject.population === 0) return c.population === 0 ? 'uninhabited too' : `population ${c.population.toLocaleString('en')}`;
  if (c.population === 0) return 'uninhabited';
  const ratio = Math.max(c.population, 1) / Math.max(subject.population, 1);
  if (ratio > 0.95 && ratio < 1.05) return 'population about the same';
  const times = ratio >= 1 ? ratio : 1 / ratio;
  const text = times < 10 ? times.toFixed(1) : Math.round(times).toLocaleString('en');
  return `population ${text}× ${ratio >= 1 ? 'larger' : 'smaller'}`;
}

export function similarByRegion(subject: CountryData, countries: readonly CountryData[]): Similar[] {
  return countries
    .filter((c) => c !== subject && c.region === subject.region)
    .map((c) => {
      const sameSub = c.subregion !== null && c.subregion === subject.subregion;
      return {
        country: c,
        score: round3((sameSub ? 1 : 0.5) * populationCloseness(subject.population, c.population)),
        shared: sameSub ? 2 : 1,
        reason: `${sameSub ? `Same sub-region: ${c.subregion}` : `Same region: ${c.region}`}; ${populationComparison(subject, c)}`,
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
  region:
    'Other countries of the same UN M49 region; score = 1 for the same sub-region (0.5 otherwise) × 1 / (1 + |log10 of the ratio of the two populations|), so the closest in size come first; ties by name.',
  language:
    'Countries sharing at least one language; score = shared languages / distinct languages of both (Jaccard); ties by number of shared languages, then name.',
};
