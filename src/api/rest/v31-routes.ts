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
import { boolOrEmpty, queryProblem, text, withValues } from '../params.ts';
import { defineRoute, type BaseParams, type Route } from '../route.ts';
import { REST_V31 } from '../families.ts';
import { RestV31Item, RestV31List } from '../response-schemas.ts';
import { REST_LIST_PARAMETERS, allCountriesRoute, codeOrCodes, listDocument, lookupRoute, perApi, restCode, splitList, versionLookups } from './rest-route.ts';
import { V31_FIELDS, toRestV31 } from './v31-record.ts';
import { restClassification, restCurrencyCodes, restCurrencyNames, restLanguages, restNames, type Classification } from './vocabulary.ts';
import { findByText, type TextGroup } from './search.ts';

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
      // `fields=` (nothing asked) is the whole record, as in v3.1; names it does not have are no field (`fields=foo`: `{}`, as in v3.1).
      return value.trim() === '' ? undefined : known;
    }),
    { type: 'string', accepted: V31_FIELDS, separator: ',' },
  )
    .optional()
    .describe(
      `Top-level fields to keep, comma-separated (\`name,flags\`)${max ? `, at most ${max}` : ''}; unknown names are ignored. Without it, the whole record.`,
    );

type Fields = readonly (typeof V31_FIELDS)[number][] | undefined;

const records = perApi((api) => new Map(api.countries.map((c) => [c, toRestV31(c, api.paths)])));
const v31Record = (api: Api, c: CountryData, keep: Fields): JsonObject => {
  const full = records(api).get(c)!;
  return keep ? Object.fromEntries(keep.map((f) => [f, full[f]!])) : full;
};
const v31Records = (api: Api, countries: readonly CountryData[], keep: Fields) => countries.map((c) => v31Record(api, c, keep));

const allRoute = allCountriesRoute({
  name: `${ROOT}/all`,
  summary: 'REST Countries v3.1: every country, in the v3.1 record format.',
  family: REST_V31,
  response: RestV31List,
  file: `${ROOT}/all`,
  fields: fields(MAX_ALL_FIELDS),
  records: (api, keep) => v31Records(api, api.countries, keep),
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

/** v3.1 separated the codes of `alpha?codes=` with `,` alone. */
const V31_SEPARATORS = [','];

const alphaRoute = lookupRoute({
  name: `${ROOT}/alpha`,
  summary: 'REST Countries v3.1: countries by code (cca2, cca3, ccn3 or cioc): one in the path, or a list in `codes`.',
  family: REST_V31,
  response: [RestV31List, RestV31Item],
  pathParameter: 'code',
  absoluteLinks: true,
  params: () =>
    z
      .object({
        code: restCode('One code (cca2, cca3, ccn3 or cioc), any case; usually the path segment: `alpha/de`. Another length is a 400, as in v3.1.').optional(),
        codes: text().optional().describe('Several codes, comma-separated: `alpha?codes=de,co`; ignored beside a code in the path, as in v3.1.'),
        fields: fields(),
      })
      .transform(codeOrCodes(V31_SEPARATORS)),
  staticKey: (api, p) => (p.code !== undefined && !p.fields ? byCode(api, p.code)?.cca2 : undefined),
  precomputed: perApi((api) => new Map(api.countries.map((c) => [c.cca2, { code: c.cca2 }]))),
  answer(api, p) {
    if (p.code !== undefined) {
      const country = byCode(api, p.code);
      if (!country) throw notFound('Not Found');
      // v3.1 answered a code with a list, but with the one object when fields were given.
      return p.fields ? v31Record(api, country, p.fields) : [v31Record(api, country, undefined)];
    }
    const found = splitList(p.codes ?? '', V31_SEPARATORS).flatMap((code) => byCode(api, code) ?? []);
    return v31Records(api, [...new Set(found)], p.fields);
  },
  examples: [
    { query: `${ROOT}/alpha/co`, description: 'Colombia by alpha-2 code (a list of one)' },
    { query: `${ROOT}/alpha?codes=de,co`, description: 'two countries by code' },
    { query: `${ROOT}/alpha/deu?fields=name,capital`, description: 'one code with fields: the object itself' },
  ],
});

/** A v3.1 lookup by text: a list of v3.1 records, `fields` applied; a static file only without `fields`. */
const v31Lookup = versionLookups<BaseParams & { fields?: Fields }>({
  root: ROOT,
  family: REST_V31,
  response: RestV31List,
  absoluteLinks: true,
  fileAnswers: (p) => !p.fields,
  records: (api, matches, p) => v31Records(api, matches, p.fields),
});

const nameRoute = v31Lookup({
  parameter: 'name',
  summary:
    'REST Countries v3.1: countries whose common or official name, or an alternative spelling, contains the name (`fullText=true`: equals the common or official name).',
  params: () =>
    z.object({
      name: text().describe('A name or part of one, any case, accents optional.'),
      fullText: boolOrEmpty().optional().describe('`true`: match the whole common or official name. Default `false`; empty is the default.'),
      fields: fields(),
    }),
  // REST Countries' own names (Turkey) find the country too, after ours.
  groups: (_api, c, p) =>
    p.fullText
      ? [
          { texts: [c.name.common, c.name.official], match: 'exact' },
          { texts: restNames(c), match: 'exact' },
        ]
      : [
          { texts: [c.name.common], match: 'substring' },
          { texts: [c.name.official], match: 'substring' },
          { texts: [...c.altSpellings, ...restNames(c)], match: 'substring' },
        ],
  fileAnswers: (p) => !p.fullText,
  files: (api) => api.countries.map((c) => c.name.common),
  examples: [
    { query: `${ROOT}/name/peru`, description: 'by name' },
    { query: `${ROOT}/name/united`, description: 'part of a name: every match, the best first' },
    { query: `${ROOT}/name/republic of colombia?fullText=true`, description: 'the whole official name' },
  ],
});

const currencyRoute = v31Lookup({
  parameter: 'currency',
  summary: 'REST Countries v3.1: countries using a currency, by ISO 4217 code or part of its name (a code in capitals matches codes only).',
  params: () =>
    z.object({
      currency: text().describe('An ISO 4217 code (`EUR`, `eur`) or part of a currency name (`euro`); in capitals, a code only, as v3.1 matched it.'),
      fields: fields(),
    }),
  // v3.1 compared the names, lower-cased, with the text as given: a code in capitals never matched a name (`AUD` is not in "Saudi riyal").
  groups: (_api, c, p) => [
    { texts: restCurrencyCodes(c), match: 'exact' },
    ...(inCapitals(p.currency) ? [] : [{ texts: restCurrencyNames(c), match: 'substring' } as const]),
  ],
  files: (api) => api.vocabulary.currencies.keys(),
  examples: [{ query: `${ROOT}/currency/eur`, description: 'the countries using the euro' }],
});

/** Written in capitals (`AUD`, `EUR`): a code, as v3.1 took it. */
const inCapitals = (text: string) => text === text.toUpperCase() && text !== text.toLowerCase();

const demonymRoute = v31Lookup({
  parameter: 'demonym',
  summary: 'REST Countries v3.1: countries whose demonym (English or French, either gender) contains the text.',
  params: () => z.object({ demonym: text().describe('A demonym or part of one (`chilean`).'), fields: fields() }),
  groups: (_api, c) => [{ texts: Object.values(c.demonyms).flatMap((d) => [d.m, d.f]), match: 'substring' }],
  examples: [{ query: `${ROOT}/demonym/chilean`, description: 'by demonym' }],
});

const langRoute = v31Lookup({
  parameter: 'lang',
  summary: 'REST Countries v3.1: countries where a language is official, by ISO 639-3 code or English name.',
  params: () => z.object({ lang: text().describe('An ISO 639-3 code (`deu`) or an English language name (`german`).'), fields: fields() }),
  // The languages v3.1 listed that our record lacks (Catalan and Basque in Spain) find the country too.
  groups: (_api, c) => [{ texts: [...c.languages, ...restLanguages(c)].flatMap((l) => [l.iso639_3, l.name].filter((t) => t !== undefined)), match: 'exact' }],
  files: (api) => [...api.vocabulary.languages.values()].map((l) => l.name),
  examples: [{ query: `${ROOT}/lang/german`, description: 'German-speaking countries' }],
});

const capitalRoute = v31Lookup({
  parameter: 'capital',
  summary: 'REST Countries v3.1: countries with a capital whose name contains the text.',
  params: () => z.object({ capital: text().describe('A capital city or part of its name.'), fields: fields() }),
  groups: (_api, c) => [{ texts: c.capital, match: 'substring' }],
  files: (api) => api.countries.flatMap((c) => c.capital),
  examples: [{ query: `${ROOT}/capital/helsinki`, description: 'by capital' }],
});

/**
 * Countries by region or sub-region: by REST Countries' classification (`North America`,
 * `Central Europe`), as the records say; a text that names none of its regions finds countries by
 * our UN M49 names instead (`Northern America`), which are no longer v3.1's.
 */
function classified(api: Api, text: string, groups: (names: Classification) => readonly TextGroup[]) {
  const found = findByText(api.countries, text, (c) => groups(restClassification(c)));
  return found.length > 0 ? found : findByText(api.countries, text, (c) => groups({ region: c.region, subregion: c.subregion ?? '' }));
}

/** The region and sub-region names of both vocabularies, for the static files. */
const classificationNames = (api: Api, part: keyof Classification) => [
  ...api.countries.map((c) => restClassification(c)[part]),
  ...(part === 'region' ? api.vocabulary.regions : api.vocabulary.subregions),
];

const regionRoute = v31Lookup({
  parameter: 'region',
  summary:
    'REST Countries v3.1: countries of a region (Africa, Americas, Antarctic, Asia, Europe, Oceania), by its classification; a whole sub-region name works too.',
  params: () => z.object({ region: text().describe('A region, or part of its name; or a whole sub-region name (`north america`).'), fields: fields() }),
  find: (api, p) =>
    classified(api, p.region, ({ region, subregion }) => [
      { texts: [region], match: 'substring' },
      { texts: [subregion], match: 'exact' },
    ]),
  files: (api) => classificationNames(api, 'region'),
  examples: [
    { query: `${ROOT}/region/europe`, description: 'the countries of Europe' },
    { query: `${ROOT}/region/north america`, description: 'a sub-region as the region: North America' },
  ],
});

const subregionRoute = v31Lookup({
  parameter: 'subregion',
  summary: "REST Countries v3.1: countries of a sub-region whose name contains the text, by v3.1's classification (UN M49 names work too).",
  params: () =>
    z.object({ subregion: text().describe('A sub-region as v3.1 named it (`Central Europe`, `North America`), or part of its name.'), fields: fields() }),
  find: (api, p) => classified(api, p.subregion, ({ subregion }) => [{ texts: [subregion], match: 'substring' }]),
  files: (api) => classificationNames(api, 'subregion'),
  examples: [
    { query: `${ROOT}/subregion/middle africa`, description: 'the countries of Middle Africa' },
    { query: `${ROOT}/subregion/central europe`, description: "v3.1's Central Europe" },
  ],
});

const translationRoute = v31Lookup({
  parameter: 'translation',
  summary: 'REST Countries v3.1: countries whose name in another language (common or official) contains the text.',
  params: () => z.object({ translation: text().describe('A country name in any language of the translations, or part of one.'), fields: fields() }),
  groups: (_api, c) => [{ texts: Object.values(c.translations).flatMap((n) => [n.common, n.official]), match: 'substring' }],
  examples: [{ query: `${ROOT}/translation/běloruská`, description: 'by a name in another language (Czech)' }],
});

const independentRoute = defineRoute({
  name: `${ROOT}/independent`,
  summary: 'REST Countries v3.1: the independent countries (`status=false`: the others).',
  formats: ['json'],
  params: () =>
    z.object({
      status: boolOrEmpty().default(true).describe('true: independent countries; false: the others. Default (also when empty) true.'),
      fields: fields(),
    }),
  absoluteLinks: true,
  listParameters: REST_LIST_PARAMETERS,
  family: REST_V31,
  response: [RestV31List],
  misses: [],
  precomputed: () => [
    { status: true, fields: undefined },
    { status: false, fields: undefined },
  ],
  // Most of the countries in v3.1's record: a bulk document.
  files: [{ layout: `${ROOT}/independent/{status}`, policy: 'file', values: (_api, p) => (p.fields ? undefined : { status: p.status ?? true }) }],
  answer: (api, p) =>
    listDocument(
      v31Records(
        api,
        api.countries.filter((c) => (c.independent === true) === (p.status ?? true)),
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
