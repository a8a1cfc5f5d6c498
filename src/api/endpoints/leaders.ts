/**
 * @module
 * A country's leaders as terms in office: every term the data holds, the ones in office on the
 * data's as-of date and the ended ones, each with its dates, its source and the day it was
 * checked. The CIA World Factbook's final edition (2026-01-22) is the base; data/leaders.json
 * corrects it and carries it forward. The record's `government.leaders` is the current part.
 */
import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { DOCUMENT_FORMATS } from '../../formats/extensions.ts';
import { countryCode, format } from '../params.ts';
import { notFound } from '../errors.ts';
import { countryFileValues, findByCode } from '../lookup.ts';
import { summarise } from '../present.ts';
import { LAYOUTS } from '../layouts.ts';
import { FACTBOOK_EDITION } from '../../dataset/schema-profile.ts';
import type { JsonObject } from '../../formats/document.ts';
import { LeadersDocument } from '../response-schemas.ts';

export const LEADERS_SOURCE = {
  base: `CIA World Factbook, final edition (${FACTBOOK_EDITION}), public domain: its Executive branch entries`,
  changes: 'Countries Reference, data/leaders.json: corrections of the edition and the changes since it, each with its source and the day it was checked',
  rules: 'data/leader-term-rules.json: the build refuses a term in office whose legal mandate had run out by the as-of date',
};

/** The CSV columns, in the order of a term's fields (`source` and `endSource` flattened). */
export const LEADER_COLUMNS = [
  'office',
  'name',
  'from',
  'to',
  'headOfState',
  'headOfGovernment',
  'representative',
  'source.title',
  'source.url',
  'source.date',
  'endSource.title',
  'endSource.url',
  'endSource.date',
  'renewed.from',
  'renewed.source.title',
  'renewed.source.url',
  'renewed.source.date',
  'unconfirmedSince',
  'checked',
  'note',
];

export const leadersRoute = defineRoute({
  name: 'country/leaders',
  summary:
    "A country's leaders as terms in office (office, name, from, to, source, date checked): those in office on the data's as-of date and every earlier term the data holds, from the Factbook's final edition on.",
  formats: DOCUMENT_FORMATS,
  response: [LeadersDocument],
  misses: [404],
  params: () => z.strictObject({ code: countryCode(), format: format() }),
  *precomputed(api) {
    for (const c of api.countries) if (api.leaders[c.cca2]) yield { code: c.cca2 };
  },
  files: [{ layout: LAYOUTS.leaders, policy: 'computed', values: (api, p) => countryFileValues(api, p.code, {}, (c) => Boolean(api.leaders[c.cca2])) }],
  answer(api, p) {
    const country = findByCode(api, p.code);
    const terms = api.leaders[country.cca2];
    if (!terms)
      throw notFound(
        `No leaders for ${country.name.common}: the World Factbook, their base, ${country.gec ? 'lists none in its profile' : 'has no profile of it'}.`,
      );
    const data: JsonObject[] = terms.map((t) => ({ ...t }));
    const body: JsonObject = {
      country: summarise(country, api.paths),
      asOf: api.meta.asOf,
      source: LEADERS_SOURCE,
      count: data.length,
      current: terms.filter((t) => t.to === null).length,
      data,
    };
    return { body, rows: data, columns: LEADER_COLUMNS, xmlRoot: 'leaders' };
  },
  examples: [
    { query: 'country/leaders?code=CL', description: "Chile's presidents: Gabriel Boric until 11 March 2026, José Antonio Kast since" },
    { query: 'country/leaders?code=SM&format=csv', description: "San Marino's Captains Regent as CSV, with the successors the sources do not name" },
  ],
});
