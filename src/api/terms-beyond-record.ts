/**
 * @module
 * What a country is searched by beyond its record, wherever the API searches countries by free
 * text (`countries?q=`, REST Countries v5's `q`): the former countries it went to ("ussr" finds
 * the fifteen, each saying why) and the names of its subdivisions typed in full ("bavaria").
 */
import type { CountryData } from '../dataset/schema.ts';
import type { Api } from './context.ts';
import type { SubdivisionTermsOf } from './search.ts';
import type { Term } from './search-terms.ts';

export const termsBeyondRecord =
  (api: Api): SubdivisionTermsOf =>
  (c: CountryData): readonly Term[] => {
    const subdivisions = api.subdivisions.searchTerms.get(c.cca2) ?? [];
    const formers = api.formerCountries.searchTerms.get(c.cca2);
    return formers ? [...formers, ...subdivisions] : subdivisions;
  };
