/**
 * @module
 * Former countries (ISO 3166-3): one by any code it had or by name, and the list of all of them
 * (which the exports name too). The country lookups answer a former country's code with 410
 * (src/api/former-countries.ts); these routes answer its record with 200.
 */
import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { documentRoute } from '../document-route.ts';
import { DOCUMENT_FORMATS } from '../../formats/extensions.ts';
import { format, queryProblem, text } from '../params.ts';
import { LAYOUTS } from '../layouts.ts';
import { findFormerByCode, findFormerByName, formerByName, presentFormer } from '../former-countries.ts';
import { normaliseCode } from '../codes.ts';
import { nameKey, slug } from '../../lib/slug.ts';
import { datasetInfo } from './documents.ts';
import type { JsonObject } from '../../formats/document.ts';
import { FormerCountriesDocument } from '../response-schemas.ts';
import { FormerCountry } from '../../dataset/former-schema.ts';

const LOOKUPS = ['code', 'name'] as const;

export const formerCountryRoute = defineRoute({
  name: 'former-country',
  summary: 'One former country (ISO 3166-3) by any code it had or by name: its dates, former codes and successors.',
  formats: DOCUMENT_FORMATS,
  response: [FormerCountry],
  misses: [300, 404],
  params: () =>
    z
      .strictObject({
        code: text()
          .optional()
          .describe(
            'Its ISO 3166-3 code (`SUHH`) or a code it had: alpha-2 (`SU`), alpha-3 (`SUN`) or numeric (`810`), any case. A code two of them had (`CS`, `891`) answers 300 with both.',
          ),
        name: text().optional().describe('Its name, ISO’s or another it went by (`USSR`, `East Germany`), any case and accents.'),
        format: format(),
      })
      .transform((p, ctx) => {
        if (ctx.issues.length > 0) return z.NEVER;
        const given = LOOKUPS.filter((k) => p[k] !== undefined);
        if (given.length !== 1) return queryProblem(ctx, given[1] ?? 'code', `Give exactly one of 'code' or 'name' (got ${given.length}).`, LOOKUPS);
        return p;
      }),
  *precomputed(api) {
    yield* [...api.formerCountries.byCode.keys()].map((code) => ({ code }));
    yield* [...api.formerCountries.byName.keys()].filter((k) => slug(k) === k).map((name) => ({ name }));
  },
  files: [
    {
      layout: LAYOUTS.formerCountry,
      policy: 'computed',
      values(api, p) {
        const code = p.code === undefined ? undefined : normaliseCode(p.code);
        return code !== undefined && api.formerCountries.byCode.has(code) ? { code } : undefined;
      },
    },
    {
      layout: LAYOUTS.formerCountryByName,
      policy: 'computed',
      values(api, p) {
        // A code asks for the code's file only, even when it has none.
        const key = p.code === undefined ? nameKey(p.name ?? '') : undefined;
        return key !== undefined && api.formerCountries.byName.has(key) && slug(key) === key ? { name: key } : undefined;
      },
    },
  ],
  // Every code or name of one former country asks for its record: the file by alpha-4 code.
  canonical(api, p) {
    const matches = p.code !== undefined ? api.formerCountries.byCode.get(normaliseCode(p.code)) : formerByName(api, p.name!);
    return matches?.length === 1 ? { code: matches[0]!.alpha4 } : undefined;
  },
  answer(api, p) {
    const former = p.code !== undefined ? findFormerByCode(api, p.code) : findFormerByName(api, p.name!);
    const record = presentFormer(api, former) as unknown as JsonObject;
    return { body: record, rows: [record], xmlRoot: 'formerCountry' };
  },
  examples: [
    { query: 'former-country?code=SUHH', description: 'the Soviet Union by its ISO 3166-3 code (also SU, SUN or 810)' },
    { query: 'former-country?name=East Germany', description: 'the German Democratic Republic by another name it went by' },
    { query: 'former-country?code=CS', description: 'a code two former countries had (Czechoslovakia, Serbia and Montenegro): HTTP 300 with both' },
    { query: 'former-country?code=YU&format=csv', description: 'Yugoslavia as CSV: its successors’ codes, names and dates in `|`-joined columns' },
  ],
});

/** The terms of the former countries' sources. */
export const FORMER_COUNTRIES_LICENCE =
  'ISO 3166-3 codes, names, comments and withdrawal dates: iso-codes (Debian), LGPL-2.1-or-later; names, dates of existence and successors: Countries Reference (data/former-countries.json, each with its source), ODbL-1.0. See sources.';

export const formerCountriesRoute = documentRoute({
  name: 'former-countries',
  summary: 'Every former country of ISO 3166-3 with its codes, dates and successors, with the sources and their licences.',
  formats: DOCUMENT_FORMATS,
  response: [FormerCountriesDocument],
  answer(api) {
    const records = api.formerCountries.all.map((f) => presentFormer(api, f) as unknown as JsonObject);
    const sources = api.meta.sources.filter((s) => s.fields.some((f) => f.startsWith('former countries')));
    const meta = { dataset: datasetInfo(api), count: records.length, licence: FORMER_COUNTRIES_LICENCE, sources };
    return { body: { meta, data: records }, rows: records, xmlRoot: 'formerCountries' };
  },
  examples: [
    { query: 'former-countries', description: 'every former country, with its successors' },
    { query: 'former-countries?format=csv', description: 'the same as one CSV file' },
  ],
});
