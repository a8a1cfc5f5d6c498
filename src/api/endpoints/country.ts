import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { DOCUMENT_FORMATS } from '../../formats/extensions.ts';
import { countryCode, format, queryProblem, text } from '../params.ts';
import { findByCapital, findByCode, findByName, namedBy, normaliseCode } from '../lookup.ts';
import { presentCountry } from '../present.ts';
import { LAYOUTS } from '../layouts.ts';
import { nameKey, slug } from '../../lib/slug.ts';
import type { Api } from '../context.ts';
import { formerByCode } from '../former-countries.ts';
import { formerCodes } from '../former-search.ts';
import { Country } from '../../dataset/schema.ts';

const LOOKUPS = ['code', 'name', 'capital'] as const;

/** Names with a static file: all but translations (23 languages would triple the file count). */
const STATIC_NAME_TIERS = ['common', 'official', 'native', 'altSpelling'] as const;

/** The names with a file: the current countries' but their translations', and the former countries' (answered with their 410). */
function staticNameKeys(api: Api): Set<string> {
  const keys = new Set<string>();
  for (const tier of STATIC_NAME_TIERS) for (const key of api.names[tier].keys()) if (slug(key) === key) keys.add(key);
  for (const key of api.formerCountries.byName.keys()) if (slug(key) === key) keys.add(key);
  return keys;
}

/** The codes only a former country had (`SU`, `SUN`, `810`, `SUHH`), each with a file of its 410. */
const formerOnlyCodes = (api: Api) => [...new Set(api.formerCountries.all.flatMap(formerCodes))].filter((code) => !api.byCode.has(code));
const nameKeysCache = new WeakMap<Api, Set<string>>();
const staticNames = (api: Api) => nameKeysCache.get(api) ?? nameKeysCache.set(api, staticNameKeys(api)).get(api)!;

const countryParams = () =>
  z
    .strictObject({
      code: countryCode().optional(),
      name: text()
        .optional()
        .describe('A country name: English common name, English official name, native names, translations, alternative spellings (matched in that order).'),
      capital: text().optional().describe('A capital city.'),
      format: format(),
    })
    .transform((p, ctx) => {
      // zod still runs this after an unknown key (`codee=DE`); that key, not the count, is the error to report.
      if (ctx.issues.length > 0) return z.NEVER;
      const given = LOOKUPS.filter((k) => p[k] !== undefined);
      if (given.length !== 1) return queryProblem(ctx, given[1] ?? 'code', `Give exactly one of 'code', 'name' or 'capital' (got ${given.length}).`, LOOKUPS);
      return p;
    });

export const countryRoute = defineRoute({
  name: 'country',
  summary:
    'One country by ISO 3166-1 code (alpha-2, alpha-3 or numeric), exact name, or capital city; a code or name only a former country had answers 410 with that country and where it went.',
  formats: DOCUMENT_FORMATS,
  response: [Country],
  misses: [300, 404, 410],
  params: countryParams,
  *precomputed(api) {
    yield* [...api.byCode.keys()].map((code) => ({ code }));
    yield* formerOnlyCodes(api).map((code) => ({ code }));
    yield* [...staticNames(api)].map((name) => ({ name }));
    yield* [...api.capitals.keys()].filter((k) => slug(k) === k).map((capital) => ({ capital }));
  },
  files: [
    {
      layout: LAYOUTS.country,
      policy: 'computed',
      values(api, p) {
        const code = p.code === undefined ? undefined : normaliseCode(p.code);
        return code !== undefined && (api.byCode.has(code) || formerByCode(api, code).length > 0) ? { code } : undefined;
      },
    },
    {
      layout: LAYOUTS.countryByName,
      policy: 'computed',
      values: (api, p) => (p.name !== undefined && staticNames(api).has(nameKey(p.name)) ? { name: nameKey(p.name) } : undefined),
    },
    {
      layout: LAYOUTS.countryByCapital,
      policy: 'computed',
      values(api, p) {
        const key = p.capital === undefined ? undefined : nameKey(p.capital);
        return key !== undefined && api.capitals.has(key) && slug(key) === key ? { capital: key } : undefined;
      },
    },
  ],
  // Every code, name or capital of one country asks for its record: the file by alpha-2 code.
  canonical(api, p) {
    const matches =
      p.code !== undefined
        ? [api.byCode.get(normaliseCode(p.code))]
        : p.name !== undefined
          ? namedBy(api, nameKey(p.name))
          : api.capitals.get(nameKey(p.capital!));
    const only = matches?.length === 1 ? matches[0] : undefined;
    return only && { code: only.cca2 };
  },
  answer(api, p) {
    const country = p.code !== undefined ? findByCode(api, p.code) : p.name !== undefined ? findByName(api, p.name) : findByCapital(api, p.capital!);
    const record = presentCountry(country, api.paths);
    return { body: record, rows: [record], xmlRoot: 'country' };
  },
  examples: [
    { query: 'country?code=DE', description: 'Germany by alpha-2 code (also DEU or 276)' },
    { query: 'country?code=xkx', description: 'Kosovo by one of its aliases (XK, UNK, XKX, XKK, KOS)' },
    { query: 'country?name=Côte d’Ivoire', description: 'by name, accent- and case-insensitive' },
    { query: 'country?name=Deutschland', description: 'by native name' },
    { query: 'country?capital=Kingston', description: 'an ambiguous capital: HTTP 300 with candidates' },
    { query: 'country?code=SU', description: 'a former country’s code: HTTP 410 with the Soviet Union’s record and the 15 countries it went to' },
    { query: 'country?name=Czechoslovakia', description: 'a former country’s name: HTTP 410 with Czechoslovakia and its successors, Czechia and Slovakia' },
    { query: 'country?code=DE&format=csv', description: 'the same record as CSV' },
  ],
});
