/**
 * @module
 * A country's whole profile from the CIA World Factbook's final edition (2026-01-22), HTML
 * removed, for the people who used the Factbook: JSON only (a profile has no table form).
 * The Worker carries no profiles: it serves their static files.
 */
import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { countryCode, format } from '../params.ts';
import { notFound } from '../errors.ts';
import { countryFileValues, findByCode } from '../lookup.ts';
import { summarise } from '../present.ts';
import { LAYOUTS } from '../layouts.ts';
import { FACTBOOK_EDITION } from '../../dataset/schema-profile.ts';
import type { JsonObject } from '../../formats/document.ts';
import { FactbookDocument } from '../response-schemas.ts';

export const FACTBOOK_SOURCE = {
  name: 'CIA World Factbook, final edition',
  edition: FACTBOOK_EDITION,
  licence: 'public domain (US government work); JSON conversion by factbook/factbook.json, CC0 1.0',
  url: 'https://www.cia.gov/the-world-factbook/',
  note: 'The Factbook was taken offline in February 2026; its figures are estimates of the years they name, its leaders those of 2026-01-22.',
};

export const factbookRoute = defineRoute({
  name: 'country/factbook',
  summary:
    "A country's whole CIA World Factbook profile (final edition, 2026-01-22), HTML removed; several for Palestine, Svalbard and Jan Mayen, and the US Minor Outlying Islands.",
  formats: ['json'],
  response: [FactbookDocument],
  misses: [404, 410],
  params: () => z.strictObject({ code: countryCode(), format: format(['json']) }),
  *precomputed(api) {
    for (const c of api.countries) if (c.gec) yield { code: c.cca2 };
  },
  // A file on every host: the Worker's bundle carries no profiles, so it cannot compute them.
  files: [{ layout: LAYOUTS.factbook, policy: 'file', values: (api, p) => countryFileValues(api, p.code, {}, (c) => Boolean(c.gec)) }],
  answer(api, p) {
    const country = findByCode(api, p.code);
    const profiles = api.factbook[country.cca2];
    if (!country.gec || !profiles) throw notFound(`The World Factbook has no profile of ${country.name.common} of its own.`);
    const body = { country: summarise(country, api.paths), source: FACTBOOK_SOURCE, profiles } as unknown as JsonObject;
    return { body, rows: [], xmlRoot: 'factbook' };
  },
  examples: [
    { query: 'country/factbook?code=DE', description: "Germany's whole Factbook profile" },
    { query: 'country/factbook?code=PS', description: "Palestine's two profiles, the West Bank and the Gaza Strip" },
  ],
});
