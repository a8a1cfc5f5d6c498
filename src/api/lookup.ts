/**
 * @module
 * Finding one country by code, name or capital. A name or capital shared by several
 * countries is an answer too: HTTP 300 with the candidates; and so is a code or name that only a
 * former country had: HTTP 410 with its record and where it went (former-countries.ts).
 */
import type { CountryData } from '../dataset/schema.ts';
import { ApiError, notFound } from './errors.ts';
import { NAME_TIERS, type Api } from './context.ts';
import { nameKey } from '../lib/slug.ts';
import { normaliseCode } from './codes.ts';
import { formerByCode, formerByName, formerCountryAnswer } from './former-countries.ts';
import { formerNames } from './former-search.ts';

export { normaliseCode } from './codes.ts';

/** The country a code names; a code only a former country had is its 410 (`SU`), any other miss a 404. */
export function findByCode(api: Api, code: string): CountryData {
  const country = api.byCode.get(normaliseCode(code));
  if (country) return country;
  const formers = formerByCode(api, code);
  if (formers.length > 0) throw formerCountryAnswer(api, 'code', normaliseCode(code), formers);
  throw notFound(`No country matches code '${code.trim()}'.`);
}

/**
 * The values of a country's file for a code (`deu` gives `{ code: 'DE' }`, with `more`), when a
 * country has the code and `has` holds for it (it has a figure to show): a family's `values`.
 */
export function countryFileValues(
  api: Api,
  code: string,
  more: Readonly<Record<string, string>> = {},
  has: (c: CountryData) => boolean = () => true,
): Record<string, string> | undefined {
  const country = api.byCode.get(normaliseCode(code));
  return country && has(country) ? { code: country.cca2, ...more } : undefined;
}

export function ambiguous(api: Api, what: string, value: string, matches: readonly CountryData[]): ApiError {
  return new ApiError(300, `${matches.length} countries match ${what} '${value}'; ask by code: ${matches.map((c) => c.cca2).join(', ')}.`, {
    candidates: matches.map((c) => ({ cca2: c.cca2, cca3: c.cca3, name: c.name.common, link: api.paths.country(c.cca2) })),
  });
}

/**
 * The one country matched, else 404 or 300. `spelled` gives the matched text as the data spells
 * it, so that a static 300 document (made from a slug) reads the same as a live answer.
 */
function single(
  api: Api,
  what: string,
  value: string,
  matches: readonly CountryData[] | undefined,
  spelled: (c: CountryData) => string | undefined,
): CountryData {
  if (!matches || matches.length === 0) throw notFound(`No country matches ${what} '${value.trim()}'.`);
  if (matches.length > 1) throw ambiguous(api, what, spelled(matches[0]!) ?? value.trim(), matches);
  return matches[0]!;
}

/** The countries a name stands for in the first tier that has it: common, official, native, translations, alternative spellings. */
export function namedBy(api: Api, key: string): readonly CountryData[] | undefined {
  const tier = NAME_TIERS.find((t) => api.names[t].has(key));
  return tier ? api.names[tier].get(key) : undefined;
}

/** The country a name names (300 when several); a name only a former country had is its 410 (`Czechoslovakia`). */
export function findByName(api: Api, name: string): CountryData {
  const key = nameKey(name);
  const matches = namedBy(api, key);
  const formers = matches ? [] : formerByName(api, name);
  // Named as the data spells it, so that the static file (made from a slug) reads as a live answer.
  if (formers.length > 0) throw formerCountryAnswer(api, 'name', formerNames(formers[0]!).find((n) => nameKey(n) === key) ?? name, formers);
  return single(api, 'name', name, matches, (c) => namesOf(c).find((n) => nameKey(n) === key));
}

export function findByCapital(api: Api, capital: string): CountryData {
  const key = nameKey(capital);
  return single(api, 'capital', capital, api.capitals.get(key), (c) => c.capital.find((n) => nameKey(n) === key));
}

const namesOf = (c: CountryData) => [
  c.name.common,
  c.name.official,
  ...Object.values(c.name.native).flatMap((n) => [n.common, n.official]),
  ...Object.values(c.translations).flatMap((n) => [n.common, n.official]),
  ...c.altSpellings,
];
