/**
 * @module
 * REST Countries v3.1 under `/api/rest/v3.1`: its URLs, its matching rules (from its service:
 * codes and languages exactly, names, capitals, demonyms and translations as substrings), its
 * record, `fields=` and its answers (a list even for one match; `alpha/{code}?fields=` is the one
 * object v3.1 gave), case- and accent-insensitive throughout.
 */
import { z } from 'zod';
import type { CountryData } from '../../dataset/schema.ts';
import type { JsonObject } from '../../formats/document.ts';
import type { Api } from '../context.ts';
import { notFound } from '../errors.ts';
import { normaliseCode } from '../lookup.ts';
import { bool, queryProblem, text, withValues } from '../params.ts';
import { defineRoute, type Route } from '../route.ts';
import { REST_ERRORS, listDocument, keyedQuestions, lookupRoute, perApi } from './rest-route.ts';
import { findByText, searchKey } from './search.ts';
import { V31_FIELDS, toRestV31 } from './v31-record.ts';

const ROOT = 'rest/v3.1';
/** v3.1 refuses more fields than this on `all`. */
export const MAX_ALL_FIELDS = 10;

/** `fields=name,flags`: top-level fields, in the record's order; names v3.1 did not have are ignored, as v3.1 ignored them. */
const fields = (max?: number) =>
  withValues(
    z.string().transform((value, ctx) => {
      const asked = new Set(value.split(',').map((f) => f.trim()));
      const known = V31_FIELDS.filter((f) => asked.has(f));
      if (max !== undefined && asked.size > max)
        return queryProblem(ctx, 'fields', `'fields' names ${asked.size} fields; ask for at most ${max}, as REST Countries v3.1 requires.`, V31_FIELDS);
      // Nothing known (`fields=`) is the whole record, as in v3.1.
      return known.length > 0 ? known : undefined;
    }),
    { type: 'string', accepted: V31_FIELDS, separator: ',' },
  )
    .optional()
    .describe(
      `Top-level fields to keep, comma-separated (\`name,flags\`)${max ? `, at most ${max}` : ''}; unknown names are ignored. Without it, the whole record.`,
    );

type Fields = readonly (typeof V31_FIELDS)[number][] | undefined;

const records = perApi((api) => new Map(api.countries.map((c) => [c, toRestV31(c, api.paths) as unknown as JsonObject])));
const v31Record = (api: Api, c: CountryData, keep: Fields): JsonObject => {
  const full = records(api).get(c)!;
  return keep ? Object.fromEntries(keep.map((f) => [f, full[f]!])) : full;
};
const v31Records = (api: Api, countries: readonly CountryData[], keep: Fields) => countries.map((c) => v31Record(api, c, keep));

const unlessFields = (p: { fields?: Fields }, key: string) => (p.fields ? undefined : searchKey(key));

const allRoute = defineRoute({
  name: `${ROOT}/all`,
  summary: 'REST Countries v3.1: every country, in the v3.1 record format.',
  formats: ['json'],
  params: () => z.object({ fields: fields(MAX_ALL_FIELDS) }),
  errorShape: REST_ERRORS,
  staticPath: (_api, p) => (p.fields ? undefined : `${ROOT}/all`),
  precomputed: () => [{ fields: undefined }],
  answer: (api, p) => listDocument(v31Records(api, api.countries, p.fields)),
  examples: [
    { query: `${ROOT}/all?fields=name,flags`, description: 'every country, two fields' },
    { query: `${ROOT}/all`, description: 'every country, whole records' },
  ],
});

const byCioc = perApi((api) => new Map(api.countries.flatMap((c) => (c.cioc ? [[c.cioc, c] as const] : []))));
/** v3.1 looked codes up as cca2, ccn3, cca3 or cioc; our aliases of Kosovo's code work too. */
const byCode = (api: Api, code: string) => {
  const normal = normaliseCode(code);
  return api.byCode.get(normal) ?? byCioc(api).get(normal);
};

const alphaRoute = lookupRoute({
  name: `${ROOT}/alpha`,
  summary: 'REST Countries v3.1: countries by code (cca2, cca3, ccn3 or cioc): one in the path, or a list in `codes`.',
  pathParameter: 'code',
  params: () =>
    z
      .object({
        code: text().optional().describe('One code (cca2, cca3, ccn3 or cioc), any case; usually the path segment: `alpha/de`.'),
        codes: text().optional().describe('Several codes, comma-separated: `alpha?codes=de,co`.'),
        fields: fields(),
      })
      .transform((p, ctx) => {
        if ((p.code === undefined) === (p.codes === undefined))
          return queryProblem(ctx, 'code', 'Give one code in the path (alpha/de) or a list in codes.', ['code', 'codes']);
        return p;
      }),
  staticKey: (api, p) => (p.code !== undefined && !p.fields ? byCode(api, p.code)?.cca2 : undefined),
  precomputed: perApi((api) => new Map(api.countries.map((c) => [c.cca2, { code: c.cca2 }]))),
  answer(api, p) {
    if (p.code !== undefined) {
      const country = byCode(api, p.code);
      if (!country) throw notFound('Not Found');
      // v3.1 answered a code with a list, but with the one object when fields were given.
      return p.fields ? v31Record(api, country, p.fields) : [v31Record(api, country, undefined)];
    }
    const found = (p.codes ?? '').split(',').flatMap((code) => byCode(api, code) ?? []);
    return v31Records(api, [...new Set(found)], p.fields);
  },
  examples: [
    { query: `${ROOT}/alpha/co`, description: 'Colombia by alpha-2 code (a list of one)' },
    { query: `${ROOT}/alpha?codes=de,co`, description: 'two countries by code' },
    { query: `${ROOT}/alpha/deu?fields=name,capital`, description: 'one code with fields: the object itself' },
  ],
});

const nameRoute = lookupRoute({
  name: `${ROOT}/name`,
  summary:
    'REST Countries v3.1: countries whose common or official name, or an alternative spelling, contains the name (`fullText=true`: equals the common or official name).',
  pathParameter: 'name',
  params: () =>
    z.object({
      name: text().describe('A name or part of one, any case, accents optional.'),
      fullText: bool().optional().describe('`true`: match the whole common or official name. Default `false`.'),
      fields: fields(),
    }),
  staticKey: (_api, p) => (p.fullText ? undefined : unlessFields(p, p.name)),
  precomputed: perApi((api) =>
    keyedQuestions(
      api.countries.map((c) => c.name.common),
      (name) => ({ name }),
    ),
  ),
  answer: (api, p) =>
    v31Records(
      api,
      findByText(api.countries, p.name, (c) =>
        p.fullText
          ? [{ texts: [c.name.common, c.name.official], match: 'exact' }]
          : [
              { texts: [c.name.common], match: 'substring' },
              { texts: [c.name.official], match: 'substring' },
              { texts: c.altSpellings, match: 'substring' },
            ],
      ),
      p.fields,
    ),
  examples: [
    { query: `${ROOT}/name/peru`, description: 'by name' },
    { query: `${ROOT}/name/united`, description: 'part of a name: every match, the best first' },
    { query: `${ROOT}/name/republic of colombia?fullText=true`, description: 'the whole official name' },
  ],
});

const currencyRoute = lookupRoute({
  name: `${ROOT}/currency`,
  summary: 'REST Countries v3.1: countries using a currency, by ISO 4217 code or part of its name.',
  pathParameter: 'currency',
  params: () => z.object({ currency: text().describe('An ISO 4217 code (`eur`) or part of a currency name (`euro`).'), fields: fields() }),
  staticKey: (_api, p) => unlessFields(p, p.currency),
  precomputed: perApi((api) => keyedQuestions(api.vocabulary.currencies.keys(), (currency) => ({ currency }))),
  answer: (api, p) =>
    v31Records(
      api,
      findByText(api.countries, p.currency, (c) => [
        { texts: c.currencies.map((cur) => cur.code), match: 'exact' },
        { texts: c.currencies.map((cur) => cur.name), match: 'substring' },
      ]),
      p.fields,
    ),
  examples: [{ query: `${ROOT}/currency/eur`, description: 'the countries using the euro' }],
});

const demonymRoute = lookupRoute({
  name: `${ROOT}/demonym`,
  summary: 'REST Countries v3.1: countries whose demonym (English or French, either gender) contains the text.',
  pathParameter: 'demonym',
  params: () => z.object({ demonym: text().describe('A demonym or part of one (`chilean`).'), fields: fields() }),
  answer: (api, p) =>
    v31Records(
      api,
      findByText(api.countries, p.demonym, (c) => [{ texts: Object.values(c.demonyms).flatMap((d) => [d.m, d.f]), match: 'substring' }]),
      p.fields,
    ),
  examples: [{ query: `${ROOT}/demonym/chilean`, description: 'by demonym' }],
});

const langRoute = lookupRoute({
  name: `${ROOT}/lang`,
  summary: 'REST Countries v3.1: countries where a language is official, by ISO 639-3 code or English name.',
  pathParameter: 'lang',
  params: () => z.object({ lang: text().describe('An ISO 639-3 code (`deu`) or an English language name (`german`).'), fields: fields() }),
  staticKey: (_api, p) => unlessFields(p, p.lang),
  precomputed: perApi((api) =>
    keyedQuestions(
      [...api.vocabulary.languages.values()].map((l) => l.name),
      (lang) => ({ lang }),
    ),
  ),
  answer: (api, p) =>
    v31Records(
      api,
      findByText(api.countries, p.lang, (c) => [{ texts: c.languages.flatMap((l) => [l.iso639_3, l.name]), match: 'exact' }]),
      p.fields,
    ),
  examples: [{ query: `${ROOT}/lang/german`, description: 'German-speaking countries' }],
});

const capitalRoute = lookupRoute({
  name: `${ROOT}/capital`,
  summary: 'REST Countries v3.1: countries with a capital whose name contains the text.',
  pathParameter: 'capital',
  params: () => z.object({ capital: text().describe('A capital city or part of its name.'), fields: fields() }),
  staticKey: (_api, p) => unlessFields(p, p.capital),
  precomputed: perApi((api) =>
    keyedQuestions(
      api.countries.flatMap((c) => c.capital),
      (capital) => ({ capital }),
    ),
  ),
  answer: (api, p) =>
    v31Records(
      api,
      findByText(api.countries, p.capital, (c) => [{ texts: c.capital, match: 'substring' }]),
      p.fields,
    ),
  examples: [{ query: `${ROOT}/capital/helsinki`, description: 'by capital' }],
});

const regionRoute = lookupRoute({
  name: `${ROOT}/region`,
  summary: 'REST Countries v3.1: countries of a region (Africa, Americas, Antarctic, Asia, Europe, Oceania); a sub-region name works too.',
  pathParameter: 'region',
  params: () => z.object({ region: text().describe('A region, or part of its name; or a whole sub-region name.'), fields: fields() }),
  staticKey: (_api, p) => unlessFields(p, p.region),
  precomputed: perApi((api) => keyedQuestions(api.vocabulary.regions, (region) => ({ region }))),
  answer: (api, p) =>
    v31Records(
      api,
      findByText(api.countries, p.region, (c) => [
        { texts: [c.region], match: 'substring' },
        { texts: c.subregion ? [c.subregion] : [], match: 'exact' },
      ]),
      p.fields,
    ),
  examples: [{ query: `${ROOT}/region/europe`, description: 'the countries of Europe' }],
});

const subregionRoute = lookupRoute({
  name: `${ROOT}/subregion`,
  summary: 'REST Countries v3.1: countries of a sub-region whose name contains the text.',
  pathParameter: 'subregion',
  params: () => z.object({ subregion: text().describe('A UN M49 sub-region, or part of its name.'), fields: fields() }),
  staticKey: (_api, p) => unlessFields(p, p.subregion),
  precomputed: perApi((api) => keyedQuestions(api.vocabulary.subregions, (subregion) => ({ subregion }))),
  answer: (api, p) =>
    v31Records(
      api,
      findByText(api.countries, p.subregion, (c) => [{ texts: c.subregion ? [c.subregion] : [], match: 'substring' }]),
      p.fields,
    ),
  examples: [{ query: `${ROOT}/subregion/middle africa`, description: 'the countries of Middle Africa' }],
});

const translationRoute = lookupRoute({
  name: `${ROOT}/translation`,
  summary: 'REST Countries v3.1: countries whose name in another language (common or official) contains the text.',
  pathParameter: 'translation',
  params: () => z.object({ translation: text().describe('A country name in any language of the translations, or part of one.'), fields: fields() }),
  answer: (api, p) =>
    v31Records(
      api,
      findByText(api.countries, p.translation, (c) => [{ texts: Object.values(c.translations).flatMap((n) => [n.common, n.official]), match: 'substring' }]),
      p.fields,
    ),
  examples: [{ query: `${ROOT}/translation/běloruská`, description: 'by a name in another language (Czech)' }],
});

const independentRoute = defineRoute({
  name: `${ROOT}/independent`,
  summary: 'REST Countries v3.1: the independent countries (`status=false`: the others).',
  formats: ['json'],
  params: () => z.object({ status: bool().default(true).describe('true: independent countries; false: the others.'), fields: fields() }),
  errorShape: REST_ERRORS,
  staticPath: (_api, p) => (p.fields ? undefined : `${ROOT}/independent/${p.status}`),
  precomputed: () => [
    { status: true, fields: undefined },
    { status: false, fields: undefined },
  ],
  answer: (api, p) =>
    listDocument(
      v31Records(
        api,
        api.countries.filter((c) => (c.independent === true) === p.status),
        p.fields,
      ),
    ),
  examples: [{ query: `${ROOT}/independent?status=true&fields=name`, description: 'the independent countries, by name' }],
});

export const restV31Routes: readonly Route[] = [
  allRoute,
  alphaRoute,
  nameRoute,
  currencyRoute,
  demonymRoute,
  langRoute,
  capitalRoute,
  regionRoute,
  subregionRoute,
  translationRoute,
  independentRoute,
];
