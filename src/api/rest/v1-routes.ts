/**
 * @module
 * REST Countries v1 under `/api/rest/v1`: its URLs and its matching rules (from its service:
 * codes, languages, calling codes, regions exactly; names and capitals as substrings), case- and
 * accent-insensitive, in the v1 record format. `alpha/{code}` is one object, every other lookup
 * a list; nothing found is v1's 404.
 */
import { z } from 'zod';
import type { CountryData } from '../../dataset/schema.ts';
import { DOCUMENT_FORMATS } from '../../formats/extensions.ts';
import type { Api } from '../context.ts';
import { notFound } from '../errors.ts';
import { normaliseCode } from '../lookup.ts';
import { boolOrEmpty, text } from '../params.ts';
import { documentRoute } from '../document-route.ts';
import type { Route } from '../route.ts';
import { REST_V1 } from '../families.ts';
import { RestV1List } from '../response-schemas.ts';
import { RestV1Record } from './schemas.ts';
import { REST_LIST_PARAMETERS, codeOrCodes, lookupRoute, perApi, restCode, splitList, versionLookups } from './rest-route.ts';
import { callingCodeDigits, callingCodeKeys, toRestV1 } from './v1-record.ts';
import { restCurrencyCodes, restLanguages, restNames } from './vocabulary.ts';

const ROOT = 'rest/v1';

const records = perApi((api) => new Map(api.countries.map((c) => [c, toRestV1(c)])));
const v1Record = (api: Api, c: CountryData) => records(api).get(c)!;
const v1Records = (api: Api, countries: readonly CountryData[]) => countries.map((c) => v1Record(api, c));

/** Every country, the same answer at `rest/v1/all` and at the bare `rest/v1`, as v1 answered it. */
const allCountries = (name: string, summary: string, example: string) =>
  documentRoute({
    name,
    summary,
    formats: DOCUMENT_FORMATS,
    family: REST_V1,
    response: [RestV1List],
    listParameters: REST_LIST_PARAMETERS,
    unknownParameters: 'ignore',
    file: `${ROOT}/all`,
    answer(api) {
      const body = v1Records(api, api.countries);
      return { body, rows: body, xmlRoot: 'countries' };
    },
    examples: [{ query: name, description: example }],
  });

export const restV1Route = allCountries(
  `${ROOT}/all`,
  'Every country in the REST Countries v1 record format, ordered by name.',
  'all countries, REST Countries v1 format',
);
const rootRoute = allCountries(ROOT, 'REST Countries v1: every country (the same answer as `rest/v1/all`).', 'all countries at the root, as v1 answered it');

/** v1 separated the codes of `alpha?codes=` with `;` alone. */
const V1_SEPARATORS = [';'];

const alphaRoute = lookupRoute({
  name: `${ROOT}/alpha`,
  summary: 'REST Countries v1: one country by code (the object itself), or several by `codes=co;nor;ee` (a list).',
  family: REST_V1,
  response: [RestV1Record, RestV1List],
  pathParameter: 'code',
  params: () =>
    z
      .object({
        code: restCode('ISO 3166-1 alpha-2, alpha-3 or numeric code, any case (another length is a 400, as in v1).').optional(),
        codes: text()
          .optional()
          .describe('Several codes separated by `;`: `alpha?codes=co;nor;ee` (another separator is a 400, as in v1); ignored beside a code in the path.'),
      })
      .transform(codeOrCodes(V1_SEPARATORS)),
  staticKey: (api, p) => (p.code !== undefined ? api.byCode.get(normaliseCode(p.code))?.cca2 : undefined),
  precomputed: perApi((api) => new Map(api.countries.map((c) => [c.cca2, { code: c.cca2 }]))),
  answer(api, p) {
    if (p.code !== undefined) {
      const country = api.byCode.get(normaliseCode(p.code));
      if (!country) throw notFound('Not Found');
      return v1Record(api, country);
    }
    const found = splitList(p.codes ?? '', V1_SEPARATORS).flatMap((c) => api.byCode.get(normaliseCode(c)) ?? []);
    return v1Records(api, [...new Set(found)]);
  },
  examples: [
    { query: `${ROOT}/alpha/CO`, description: 'Colombia by alpha-2 code: the record itself' },
    { query: `${ROOT}/alpha?codes=co;nor;ee`, description: 'three countries by code' },
  ],
});

/** A v1 lookup by text: a list of v1 records. */
const v1Lookup = versionLookups({ root: ROOT, family: REST_V1, response: RestV1List, records: (api, matches) => v1Records(api, matches) });

const nameRoute = v1Lookup({
  parameter: 'name',
  summary: 'REST Countries v1: countries whose name or an alternative spelling contains the name (`fullText=true`: equals it).',
  params: () =>
    z.object({
      name: text().describe('A name or part of one, any case, accents optional.'),
      fullText: boolOrEmpty().optional().describe('`true`: match the whole name or alternative spelling. Default `false`; empty is the default.'),
    }),
  // v1's names are often our official ones (Czech Republic); REST Countries' own (Turkey, The Bahamas) find the country too, after ours.
  groups: (_api, c, p) => [
    { texts: [c.name.common], match: p.fullText ? 'exact' : 'substring' },
    { texts: [c.name.official, ...c.altSpellings, ...restNames(c)], match: p.fullText ? 'exact' : 'substring' },
  ],
  fileAnswers: (p) => !p.fullText,
  files: (api) => api.countries.map((c) => c.name.common),
  examples: [
    { query: `${ROOT}/name/norge`, description: 'by an alternative spelling' },
    { query: `${ROOT}/name/russian federation?fullText=true`, description: 'a whole name' },
  ],
});
const currencyRoute = v1Lookup({
  parameter: 'currency',
  summary: 'REST Countries v1: countries using a currency (ISO 4217 code; the codes v1 listed that are retired, HRK, still find theirs).',
  params: () =>
    z.object({
      currency: text()
        .refine((code) => code.length === 3, 'a currency code has 3 letters, as v1 required')
        .describe('An ISO 4217 code, any case (`eur`); another length is a 400, as in v1.'),
    }),
  groups: (_api, c) => [{ texts: restCurrencyCodes(c), match: 'exact' }],
  files: (api) => api.vocabulary.currencies.keys(),
  examples: [{ query: `${ROOT}/currency/eur`, description: 'the countries using the euro' }],
});

const langRoute = v1Lookup({
  parameter: 'lang',
  summary: 'REST Countries v1: countries where a language is official (ISO 639-1 code).',
  params: () => z.object({ lang: text().describe('An ISO 639-1 code, any case (`en`).') }),
  // The languages REST Countries listed that our record lacks (Norwegian's `no`) find the country too.
  groups: (_api, c) => [{ texts: [...c.languages, ...restLanguages(c)].flatMap((l) => l.iso639_1 ?? []), match: 'exact' }],
  files: (api) => [...api.vocabulary.languages.values()].flatMap((l) => l.iso639_1 ?? []),
  examples: [{ query: `${ROOT}/lang/en`, description: 'the countries where English is official' }],
});

const callingCodeRoute = v1Lookup({
  parameter: 'callingcode',
  summary: 'REST Countries v1: countries with a calling code (digits, without `+`); `1` is every member of the North American Numbering Plan.',
  params: () =>
    z.object({ callingcode: text().transform(callingCodeDigits).describe('A calling code: `57`, `1` (the NANP), `1876` (a leading `+` is allowed).') }),
  groups: (_api, c) => [{ texts: callingCodeKeys(c), match: 'exact' }],
  files: (api) => api.countries.flatMap((c) => callingCodeKeys(c)),
  examples: [{ query: `${ROOT}/callingcode/57`, description: 'by calling code' }],
});

const capitalRoute = v1Lookup({
  parameter: 'capital',
  summary: 'REST Countries v1: countries with a capital whose name contains the text.',
  params: () => z.object({ capital: text().describe('A capital city or part of its name.') }),
  groups: (_api, c) => [{ texts: c.capital, match: 'substring' }],
  examples: [{ query: `${ROOT}/capital/tallinn`, description: 'by capital' }],
});

/** v1's region and sub-region (Antarctica: `Polar` and none), as its records have them. */
const regionsOf = (api: Api, field: 'region' | 'subregion') => new Set(api.countries.map((c) => v1Record(api, c)[field]));

const regionRoute = v1Lookup({
  parameter: 'region',
  summary: 'REST Countries v1: countries of a region (Africa, Americas, Asia, Europe, Oceania, Polar).',
  params: () => z.object({ region: text().describe('A region, any case.') }),
  groups: (api, c) => [{ texts: [v1Record(api, c).region], match: 'exact' }],
  files: (api) => regionsOf(api, 'region'),
  examples: [{ query: `${ROOT}/region/europe`, description: 'the countries of Europe' }],
});

const subregionRoute = v1Lookup({
  parameter: 'subregion',
  summary: 'REST Countries v1: countries of a sub-region.',
  params: () => z.object({ subregion: text().describe('A UN M49 sub-region, any case (`northern europe`).') }),
  groups: (api, c) => [{ texts: [v1Record(api, c).subregion], match: 'exact' }],
  files: (api) => regionsOf(api, 'subregion'),
  examples: [{ query: `${ROOT}/subregion/northern europe`, description: 'the countries of Northern Europe' }],
});

export const restV1Routes: readonly Route[] = [
  rootRoute,
  restV1Route,
  alphaRoute,
  nameRoute,
  currencyRoute,
  langRoute,
  callingCodeRoute,
  capitalRoute,
  regionRoute,
  subregionRoute,
];
