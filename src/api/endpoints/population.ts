/**
 * @module
 * A country's population, year by year (World Bank WDI, SP.POP.TOTL, 1960 on), for the
 * countries the World Bank covers; the others have a single undated CLDR figure in their record.
 */
import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { DOCUMENT_FORMATS } from '../../formats/extensions.ts';
import { countryCode, format } from '../params.ts';
import { notFound } from '../errors.ts';
import { countryFileValues, findByCode } from '../lookup.ts';
import { summarise } from '../present.ts';
import { LAYOUTS } from '../layouts.ts';
import { PopulationDocument } from '../response-schemas.ts';

/** When the figures were taken from the World Bank: the datasets/population project's March 2026 update. */
export const POPULATION_VINTAGE = '2026-03';

export const POPULATION_SOURCE = {
  name: 'World Bank, World Development Indicators',
  indicator: 'SP.POP.TOTL',
  vintage: POPULATION_VINTAGE,
  note: 'The World Bank’s figures as the datasets/population project published them in its March 2026 update: years to 2024, as the World Bank had revised them by then.',
  licence: 'CC BY 4.0',
  url: 'https://data.worldbank.org/indicator/SP.POP.TOTL',
};

export const populationRoute = defineRoute({
  name: 'country/population',
  summary: "A country's population year by year (World Bank, 1960 on), for the 216 economies the World Bank covers.",
  formats: DOCUMENT_FORMATS,
  response: [PopulationDocument],
  misses: [404, 410],
  params: () => z.strictObject({ code: countryCode(), format: format() }),
  *precomputed(api) {
    for (const c of api.countries) if (api.populationSeries[c.cca2]) yield { code: c.cca2 };
  },
  files: [
    { layout: LAYOUTS.population, policy: 'computed', values: (api, p) => countryFileValues(api, p.code, {}, (c) => Boolean(api.populationSeries[c.cca2])) },
  ],
  answer(api, p) {
    const country = findByCode(api, p.code);
    const series = api.populationSeries[country.cca2];
    if (!series) {
      const origin = {
        cldr: 'a CLDR estimate of unknown year',
        factbook: `the CIA World Factbook's${country.populationYear ? ` estimate for ${country.populationYear}` : ''}`,
        override: 'a correction of this project (data/overrides.json)',
        worldbank: "the World Bank's",
      }[country.populationSource];
      throw notFound(`No yearly population for ${country.name.common}: the World Bank does not cover it. Its record's population is ${origin}.`);
    }
    const data = series.map((point) => ({ ...point }));
    return {
      body: { country: summarise(country, api.paths), source: POPULATION_SOURCE, count: data.length, data },
      rows: data,
      columns: ['year', 'population'],
      xmlRoot: 'population',
    };
  },
  examples: [
    { query: 'country/population?code=DE', description: "Germany's population every year since 1960" },
    { query: 'country/population?code=SO&format=csv', description: 'the same for Somalia, as CSV (year, population)' },
  ],
});
