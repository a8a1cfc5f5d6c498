/**
 * @module
 * REST Countries v2 under `/api/rest/v2`, the version most apps were written for: its URLs, its
 * matching rules (from its service: codes, currencies, languages, calling codes, regions,
 * demonyms and blocs exactly; names and capitals as substrings), its record, `fields=` with
 * either of its separators (`,` as restcountries.com read it, `;` as restcountries.eu did), its
 * answers (`alpha/{code}` the object itself, every other lookup a list) and its 400s and 404s.
 */
import { z } from 'zod';
import type { CountryData } from '../../dataset/schema.ts';
import type { JsonObject } from '../../formats/document.ts';
import type { Api } from '../context.ts';
import { notFound } from '../errors.ts';
import { boolOrEmpty, queryProblem, text, withValues } from '../params.ts';
import type { BaseParams, Route, RouteExample } from '../route.ts';
import { allCountriesRoute, codeOrCodes, lookupRoute, perApi, splitList, versionLookups } from './rest-route.ts';
import { V2_FIELDS, toRestV2 } from './v2-record.ts';
import { REST_V2 } from '../families.ts';
import { RestV2Item, RestV2List } from '../response-schemas.ts';
import { v2Classification, v2FormerNames, v2Name, v2RegionalBlocs } from './v2-vocabulary.ts';
import { callingCodeDigits, callingCodeKeys } from './v1-record.ts';
import { restCurrencyCodes, restLanguages, restNames } from './vocabulary.ts';

const ROOT = 'rest/v2';
/** restcountries.com refused more fields than this on `all`. */
const MAX_ALL_FIELDS = 10;
/** Its words for that refusal. */
const TOO_MANY_FIELDS = "'fields' query not specified or you're requesting more than 10 fields";
/** v2's message for every other 400. */
const BAD_REQUEST = 'Bad Request';
/** restcountries.com separated lists with `,`, restcountries.eu with `;`: clients send either. */
const SEPARATORS = [',', ';'];

type Field = (typeof V2_FIELDS)[number];
type Fields = readonly Field[] | undefined;
const FIELD_BY_KEY = new Map<string, Field>(V2_FIELDS.map((f) => [f.toLowerCase(), f]));

/**
 * `fields=name;capital` or `fields=name,capital`: top-level fields in the record's order. Names
 * v2 did not have are ignored (`fields=foo`: `{}`, as in v2); a field in lower case is the field
 * (restcountries-js lower-cases what it sends: `alpha2code`).
 */
const fields = (max?: number) =>
  withValues(
    z.string().transform((value, ctx): Fields => {
      const asked = new Set(splitList(value, SEPARATORS).filter((f) => f !== ''));
      if (max !== undefined && asked.size > max) return queryProblem(ctx, 'fields', TOO_MANY_FIELDS, V2_FIELDS);
      if (asked.size === 0) return undefined;
      const known = new Set([...asked].flatMap((f) => FIELD_BY_KEY.get(f.toLowerCase()) ?? []));
      return V2_FIELDS.filter((f) => known.has(f));
    }),
    { type: 'string', accepted: V2_FIELDS, separator: ',' },
  )
    .optional()
    .describe(
      `Top-level fields to keep, separated by \`,\` or \`;\` (\`name;capital\`)${max ? `, at most ${max}` : ''}; unknown names are ignored. Without it, the whole record.`,
    );

const records = perApi((api) => new Map(api.countries.map((c) => [c, toRestV2(c, api.paths)])));
const v2Record = (api: Api, c: CountryData, keep: Fields): JsonObject => {
  const full = records(api).get(c)! as JsonObject;
  return keep ? Object.fromEntries(keep.flatMap((f) => (f in full ? [[f, full[f]!]] : []))) : full;
};
const v2Records = (api: Api, countries: readonly CountryData[], keep: Fields) => countries.map((c) => v2Record(api, c, keep));

/** Every country, by v2's name as v2 listed them. */
const byV2Name = perApi((api) => {
  const collator = new Intl.Collator('en');
  return [...api.countries].sort((a, b) => collator.compare(v2Name(a), v2Name(b)));
});

/** Every country, the same answer at `rest/v2/all` and at the bare `rest/v2`, as restcountries.eu answered both. */
const allCountries = (name: string, summary: string, examples: readonly RouteExample[]) =>
  allCountriesRoute({
    name,
    summary,
    family: REST_V2,
    response: RestV2List,
    file: `${ROOT}/all`,
    fields: fields(MAX_ALL_FIELDS),
    records: (api, keep) => v2Records(api, byV2Name(api), keep),
    examples,
  });

const rootRoute = allCountries(ROOT, 'REST Countries v2: every country (the same answer as `rest/v2/all`).', [
  { query: ROOT, description: 'all countries at the root, as restcountries.eu answered it' },
]);
const allRoute = allCountries(`${ROOT}/all`, 'REST Countries v2: every country, in the v2 record format, ordered by its v2 name.', [
  { query: `${ROOT}/all`, description: 'every country, whole records' },
  { query: `${ROOT}/all?fields=name;capital;region;population;flag;alpha3Code`, description: 'every country, six fields (`;` as restcountries.eu took them)' },
  { query: `${ROOT}/all?fields=flag,name,population,region,capital`, description: 'the same with `,` as restcountries.com took them' },
]);

/** v2 looked a code up as alpha-2 or alpha-3 by its length: no numeric codes, no IOC codes. */
const byAlpha = perApi((api) => new Map(api.countries.flatMap((c) => [[c.cca2, c] as const, [c.cca3, c] as const])));
const alphaCountry = (api: Api, code: string) => byAlpha(api).get(code.toUpperCase());

/** A value of the path that must have a length v2 accepted, else v2's 400. */
const sized = (parameter: string, accepted: (length: number) => boolean, description: string) =>
  text()
    .transform((value, ctx) => (accepted(value.length) ? value : queryProblem(ctx, parameter, BAD_REQUEST)))
    .describe(description);

const alphaRoute = lookupRoute({
  name: `${ROOT}/alpha`,
  summary: 'REST Countries v2: one country by alpha-2 or alpha-3 code (the object itself), or several by `codes=` (a list).',
  family: REST_V2,
  response: [RestV2Item, RestV2List],
  pathParameter: 'code',
  absoluteLinks: true,
  params: () =>
    z
      .object({
        code: sized(
          'code',
          (n) => n === 2 || n === 3,
          'ISO 3166-1 alpha-2 or alpha-3 code, any case (`co`, `col`); another length is a 400, as in v2.',
        ).optional(),
        // An empty list is v2's 400 too, not the API's own.
        codes: z
          .string()
          .trim()
          .optional()
          .describe('Several codes separated by `,` or `;` (`alpha?codes=col;no;ee`); ignored beside a code in the path, as in v2.'),
        fields: fields(),
      })
      .transform(codeOrCodes(SEPARATORS, BAD_REQUEST)),
  // Files for both codes apps ask by (alpha-3 from `borders`): the alpha-3 one a copy of the alpha-2 one.
  staticKey: (api, p) => (p.code !== undefined && !p.fields && alphaCountry(api, p.code) ? p.code.toUpperCase() : undefined),
  precomputed: perApi((api) => new Map(api.countries.flatMap((c) => [[c.cca2, { code: c.cca2 }] as const, [c.cca3, { code: c.cca3 }] as const]))),
  canonical: (api, p) => {
    const country = p.code === undefined ? undefined : alphaCountry(api, p.code);
    return country && { ...p, code: country.cca2 };
  },
  answer(api, p) {
    if (p.code !== undefined) {
      const country = alphaCountry(api, p.code);
      if (!country) throw notFound('Not Found');
      return v2Record(api, country, p.fields);
    }
    const found = splitList(p.codes ?? '', SEPARATORS).flatMap((code) => alphaCountry(api, code) ?? []);
    return v2Records(api, [...new Set(found)], p.fields);
  },
  examples: [
    { query: `${ROOT}/alpha/co`, description: 'Colombia by alpha-2 code: the record itself' },
    { query: `${ROOT}/alpha/DEU`, description: 'by alpha-3 code, as apps ask for the `borders` of a country' },
    { query: `${ROOT}/alpha?codes=col;no;ee`, description: 'three countries by code' },
  ],
});

/** A v2 lookup by text: a list of v2 records, `fields` applied; a static file only without `fields`. */
const v2Lookup = versionLookups<BaseParams & { fields?: Fields }>({
  root: ROOT,
  family: REST_V2,
  response: RestV2List,
  absoluteLinks: true,
  fileAnswers: (p) => !p.fields,
  records: (api, matches, p) => v2Records(api, matches, p.fields),
  nameOf: v2Name,
});

const nameRoute = v2Lookup({
  parameter: 'name',
  summary: 'REST Countries v2: countries whose name contains the text, then those with an alternative spelling that does (`fullText=true`: equals it).',
  params: () =>
    z.object({
      name: text().describe("A name or part of one, any case, accents optional: v2's (`Korea (Republic of)`) or ours (`South Korea`)."),
      fullText: boolOrEmpty().optional().describe('`true`: match the whole name or alternative spelling. Default `false`; empty is the default.'),
      fields: fields(),
    }),
  // v2's name and ours first; then our official name, alternative spellings, and the names REST Countries used before (Swaziland, Turkey).
  groups: (_api, c, p) => [
    { texts: [v2Name(c), c.name.common], match: p.fullText ? 'exact' : 'substring' },
    { texts: [c.name.official, ...c.altSpellings, ...v2FormerNames(c), ...restNames(c)], match: p.fullText ? 'exact' : 'substring' },
  ],
  examples: [
    { query: `${ROOT}/name/norge`, description: 'by an alternative spelling' },
    { query: `${ROOT}/name/united`, description: 'part of a name: every match, names before alternative spellings' },
    { query: `${ROOT}/name/russian federation?fullText=true`, description: "v2's whole name" },
  ],
});

const currencyRoute = v2Lookup({
  parameter: 'currency',
  summary: 'REST Countries v2: countries using a currency, by ISO 4217 code (the codes v2 listed that are retired, HRK, still find theirs).',
  params: () =>
    z.object({
      currency: sized('currency', (n) => n === 3, 'An ISO 4217 code, any case (`cop`); another length is a 400, as in v2.'),
      fields: fields(),
    }),
  groups: (_api, c) => [{ texts: restCurrencyCodes(c), match: 'exact' }],
  examples: [{ query: `${ROOT}/currency/cop`, description: 'the countries using the Colombian peso' }],
});

const langRoute = v2Lookup({
  parameter: 'lang',
  summary: 'REST Countries v2: countries where a language is official, by ISO 639-1 code (2 letters) or ISO 639-2 code (3).',
  params: () => z.object({ lang: text().describe('`es` or `spa`, any case; another length finds nothing, as in v2.'), fields: fields() }),
  // The languages REST Countries listed that our record lacks (Norwegian's `no`) find the country too.
  groups: (_api, c, p) => {
    const languages = [...c.languages, ...restLanguages(c)];
    const code = p.lang.length === 2 ? 'iso639_1' : p.lang.length === 3 ? 'iso639_3' : undefined;
    return code === undefined ? [] : [{ texts: languages.flatMap((l) => l[code] ?? []), match: 'exact' }];
  },
  examples: [{ query: `${ROOT}/lang/es`, description: 'the countries where Spanish is official' }],
});

const callingCodeRoute = v2Lookup({
  parameter: 'callingcode',
  summary: 'REST Countries v2: countries with a calling code (digits, without `+`); `1` is every member of the North American Numbering Plan.',
  params: () =>
    z.object({
      callingcode: text().transform(callingCodeDigits).describe('A calling code: `57`, `1` (the NANP), `1876` (a leading `+` is allowed).'),
      fields: fields(),
    }),
  groups: (_api, c) => [{ texts: callingCodeKeys(c), match: 'exact' }],
  examples: [{ query: `${ROOT}/callingcode/372`, description: 'by calling code' }],
});

const capitalRoute = v2Lookup({
  parameter: 'capital',
  summary: 'REST Countries v2: countries with a capital whose name contains the text.',
  params: () => z.object({ capital: text().describe('A capital city or part of its name.'), fields: fields() }),
  groups: (_api, c) => [{ texts: c.capital, match: 'substring' }],
  examples: [{ query: `${ROOT}/capital/tallinn`, description: 'by capital' }],
});

const regionRoute = v2Lookup({
  parameter: 'region',
  summary: 'REST Countries v2: countries of a region (Africa, Americas, Asia, Europe, Oceania, Polar).',
  params: () => z.object({ region: text().describe('A region, any case (`americas`).'), fields: fields() }),
  groups: (_api, c) => [{ texts: [v2Classification(c).region], match: 'exact' }],
  files: (api) => new Set(api.countries.map((c) => v2Classification(c).region)),
  examples: [
    { query: `${ROOT}/region/europe`, description: 'the countries of Europe' },
    { query: `${ROOT}/region/americas?fields=name;capital`, description: 'two fields of the countries of the Americas' },
  ],
});

const subregionRoute = v2Lookup({
  parameter: 'subregion',
  summary: "REST Countries v2: countries of a sub-region, by v2's names (`Central Europe`, `Northern America`).",
  params: () => z.object({ subregion: text().describe('A sub-region, any case (`south-eastern asia`).'), fields: fields() }),
  groups: (_api, c) => [{ texts: [v2Classification(c).subregion], match: 'exact' }],
  examples: [{ query: `${ROOT}/subregion/northern europe`, description: 'the countries of Northern Europe' }],
});

const demonymRoute = v2Lookup({
  parameter: 'demonym',
  summary: 'REST Countries v2: countries whose people are called so (the English demonym, whole, any case and accents).',
  params: () => z.object({ demonym: text().describe('An English demonym (`french`).'), fields: fields() }),
  groups: (_api, c) => [{ texts: c.demonyms.eng ? [c.demonyms.eng.m, c.demonyms.eng.f] : [], match: 'exact' }],
  examples: [{ query: `${ROOT}/demonym/french`, description: 'by demonym' }],
});

const regionalBlocRoute = v2Lookup({
  parameter: 'regionalbloc',
  summary: 'REST Countries v2: the members of one of its 13 regional blocs, by acronym or another acronym (`eu`, `unasur`).',
  params: () =>
    z.object({ regionalbloc: text().describe('AU, EU, AL, CARICOM, USAN, ASEAN, SAARC, CAIS, CEFTA, EEU, PA, EFTA or NAFTA, any case.'), fields: fields() }),
  groups: (_api, c) => [{ texts: v2RegionalBlocs(c).flatMap((b) => [b.acronym, ...(b.otherAcronyms ?? [])]), match: 'exact' }],
  examples: [{ query: `${ROOT}/regionalbloc/eu`, description: 'the members of the European Union' }],
});

export const restV2Routes: readonly Route[] = [
  rootRoute,
  allRoute,
  alphaRoute,
  nameRoute,
  currencyRoute,
  langRoute,
  callingCodeRoute,
  capitalRoute,
  regionRoute,
  subregionRoute,
  demonymRoute,
  regionalBlocRoute,
];
