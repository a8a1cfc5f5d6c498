/**
 * @module
 * A country's GDP year by year (World Bank WDI, NY.GDP.MKTP.CD, current US dollars, 1960–2023 in the
 * vintage the data holds),
 * with GDP per person over the World Bank's population of the same year.
 */
import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { DOCUMENT_FORMATS } from '../../formats/extensions.ts';
import { countryCode, format } from '../params.ts';
import { notFound } from '../errors.ts';
import { countryFileValues, findByCode } from '../lookup.ts';
import { summarise } from '../present.ts';
import { LAYOUTS } from '../layouts.ts';
import { GdpDocument } from '../response-schemas.ts';

/** When the figures were taken from the World Bank: the datasets/gdp file the data copies has not changed since. */
export const GDP_VINTAGE = '2024-10-21';

export const GDP_SOURCE = {
  name: 'World Bank, World Development Indicators',
  indicator: 'NY.GDP.MKTP.CD',
  perCapita: 'NY.GDP.MKTP.CD over SP.POP.TOTL of the same year',
  unit: 'current US dollars',
  vintage: GDP_VINTAGE,
  note: 'The World Bank’s figures as the datasets/gdp project downloaded them on 2024-10-21 (its commit 1cdcd2e; its later automated updates, to March 2026, left the file unchanged): years to 2023, the latest as first published then, since revised by the World Bank.',
  licence: 'CC BY 4.0',
  url: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.CD',
};

export const gdpRoute = defineRoute({
  name: 'country/gdp',
  summary:
    "A country's GDP and GDP per person year by year (World Bank, current US dollars, 1960–2023, as downloaded on 2024-10-21), for the economies the World Bank covers.",
  formats: DOCUMENT_FORMATS,
  response: [GdpDocument],
  misses: [404, 410],
  params: () => z.strictObject({ code: countryCode(), format: format() }),
  *precomputed(api) {
    for (const c of api.countries) if (api.gdpSeries[c.cca2]) yield { code: c.cca2 };
  },
  files: [{ layout: LAYOUTS.gdp, policy: 'computed', values: (api, p) => countryFileValues(api, p.code, {}, (c) => Boolean(api.gdpSeries[c.cca2])) }],
  answer(api, p) {
    const country = findByCode(api, p.code);
    const series = api.gdpSeries[country.cca2];
    if (!series) throw notFound(`No GDP series for ${country.name.common}: the World Bank does not cover it.`);
    const data = series.map((point) => ({ ...point }));
    return {
      body: { country: summarise(country, api.paths), source: GDP_SOURCE, count: data.length, data },
      rows: data,
      columns: ['year', 'gdp', 'gdpPerCapita'],
      xmlRoot: 'gdp',
    };
  },
  examples: [
    { query: 'country/gdp?code=DE', description: "Germany's GDP and GDP per person every year since 1960" },
    { query: 'country/gdp?code=BR&format=csv', description: 'the same for Brazil, as CSV (year, gdp, gdpPerCapita)' },
  ],
});
