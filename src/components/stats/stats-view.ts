/**
 * @module
 * What the statistics page shows: the document of `/api/stats.json` (computeStats over the
 * same Api), and the most populous countries exactly as the API's sorted list file gives them.
 */
import type { Api } from '../../api/context.ts';
import { computeStats, type CountryRef } from '../../api/stats.ts';
import { countriesRoute } from '../../api/endpoints/countries.ts';
import { parseQuestion } from '../../api/question.ts';
import { CountrySummary } from '../../dataset/schema.ts';
import { z } from 'zod';

export type Stats = ReturnType<typeof computeStats>;

export const pageStats = (api: Api): Stats => computeStats(api.countries, api.paths);

/** The head of the list `/api/countries?sort=population` (a static file), and that file's URL. */
export function mostPopulous(api: Api, count = 10): { items: CountrySummary[]; file: string } {
  const question = parseQuestion(api, countriesRoute, { sort: 'population' });
  if (question.file === undefined) throw new Error('the population-sorted list should be a static file');
  const { data } = ListPage.parse(countriesRoute.answer(api, question.params).body);
  return { items: data.slice(0, count), file: `${api.paths.apiRoot}/${question.file}` };
}

const ListPage = z.object({ data: z.array(CountrySummary) });

/** A country named by the stats document, as a link to its page. */
export const refHref = (api: Api, ref: CountryRef): string => api.paths.explorerCountry(ref.cca2);

/** The static file listing the countries of a language (first page, by name). */
export function languageListFile(api: Api, iso639_3: string): string {
  const { file } = parseQuestion(api, countriesRoute, { language: iso639_3 });
  return file === undefined ? api.paths.query('countries', { language: iso639_3 }) : `${api.paths.apiRoot}/${file}`;
}
