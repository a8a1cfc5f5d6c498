/**
 * @module
 * What the statistics page shows: the document of `/api/stats.json` (computeStats over the
 * same Api), and the most populous countries exactly as the API's sorted list file gives them.
 */
import type { Api } from '../../api/context.ts';
import { computeStats, type CountryRef } from '../../api/stats.ts';
import { countriesRoute } from '../../api/endpoints/countries.ts';
import type { CountrySummary } from '../../dataset/schema.ts';

export type Stats = ReturnType<typeof computeStats>;

export const pageStats = (api: Api): Stats => computeStats(api.countries, api.paths);

/** The head of the list `/api/countries?sort=population` (a static file), and that file's URL. */
export function mostPopulous(api: Api, count = 10): { items: CountrySummary[]; file: string } {
  const params = countriesRoute.params(api).parse({ sort: 'population' });
  const rel = countriesRoute.staticPath(api, params);
  if (rel === undefined) throw new Error('the population-sorted list should be a static file');
  const body = countriesRoute.answer(api, params).body as unknown as { data: CountrySummary[] };
  return { items: body.data.slice(0, count), file: api.paths.file(rel) };
}

/** A country named by the stats document, as a link to its page. */
export const refHref = (api: Api, ref: CountryRef): string => api.paths.explorerCountry(ref.cca2);

/** The static file listing the countries of a language (first page, by name). */
export function languageListFile(api: Api, iso639_3: string): string {
  const params = countriesRoute.params(api).parse({ language: iso639_3 });
  const rel = countriesRoute.staticPath(api, params);
  return rel === undefined ? api.paths.query('countries', { language: iso639_3 }) : api.paths.file(rel);
}
