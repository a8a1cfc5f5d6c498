import type { CountryData } from '../dataset/schema.ts';

/**
 * Our own search-ranking weight (REST Countries v1's `relevance` was hand-set): half the
 * order of magnitude of the population, plus 0.5 for a UN member, rounded to one decimal.
 * China 5.1, Germany 4.5, Vatican City 1.5, Bouvet Island 0.
 */
export function relevance(c: Pick<CountryData, 'population' | 'unMember'>): number {
  return Math.round((Math.log10(c.population + 1) / 2 + (c.unMember ? 0.5 : 0)) * 10) / 10;
}
