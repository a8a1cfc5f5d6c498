/**
 * @module
 * Former countries as the API shows them, and as its country lookups answer them: a code or name
 * that only a former country had (`SU`, `Czechoslovakia`) is answered with HTTP 410, the former
 * country's record and the current countries it went to as candidates, the way an ambiguous name
 * is answered with 300 and its candidates: never with a current country that merely shares it.
 */
import type { FormerCountry, FormerCountryData, FormerCountrySummary } from '../dataset/former-schema.ts';
import type { JsonObject } from '../formats/document.ts';
import { nameKey } from '../lib/slug.ts';
import { normaliseCode } from './codes.ts';
import type { Api } from './context.ts';
import { ApiError, notFound, type Candidate } from './errors.ts';
import { LAYOUTS } from './layouts.ts';

export const formerLink = (api: Api, alpha4: string) => api.paths.fileOf(LAYOUTS.formerCountry, { code: alpha4 });

export function presentFormer(api: Api, f: FormerCountryData): FormerCountry {
  return {
    ...f,
    successors: f.successors.map((s) => ({ ...s, link: s.current ? api.paths.country(s.code) : formerLink(api, s.code) })),
    links: { self: formerLink(api, f.alpha4), explorer: api.paths.explorerFormerCountry(f.alpha4) },
  };
}

export function summariseFormer(api: Api, f: FormerCountryData): FormerCountrySummary {
  const { alpha4, alpha2, alpha3, numeric, name, existed, withdrawn, change, currentSuccessors } = f;
  return {
    alpha4,
    alpha2,
    alpha3,
    numeric,
    name,
    existed,
    withdrawn,
    change,
    currentSuccessors,
    links: { self: formerLink(api, alpha4), explorer: api.paths.explorerFormerCountry(alpha4) },
  };
}

/** "1922-12-30 – 1991-12-26", "until 2002-05-20", or nothing. */
const span = (f: FormerCountryData) => {
  const { from, to } = f.existed;
  return from && to ? ` (${from} – ${to})` : to ? ` (until ${to})` : from ? ` (since ${from})` : '';
};

/**
 * The 410 for a code or name that only former countries had: their records, and the current
 * countries they went to as candidates, in code order.
 */
export function formerCountryAnswer(api: Api, what: string, value: string, formers: readonly FormerCountryData[]): ApiError {
  const codes = [...new Set(formers.flatMap((f) => f.currentSuccessors))].sort();
  const candidates: Candidate[] = codes.flatMap((cca2) => {
    const c = api.byCode.get(cca2);
    return c ? [{ cca2: c.cca2, cca3: c.cca3, name: c.name.common, link: api.paths.country(c.cca2) }] : [];
  });
  const withdrawn = (f: FormerCountryData) => (f.withdrawn ? ` ${f.withdrawn.length === 10 ? 'on' : 'in'} ${f.withdrawn}` : '');
  const each = formers.map((f) => `${f.inSentence}${span(f)}, withdrawn from ISO 3166-1${withdrawn(f)}`).join('; and ');
  const went = candidates.map((c) => `${c.name} (${c.cca2})`).join(', ');
  return new ApiError(410, `No current country has ${what} '${value}': it was ${each}. It went to ${went}; see formerCountries.`, {
    candidates,
    formerCountries: formers.map((f) => presentFormer(api, f) as unknown as JsonObject),
  });
}

/** The former countries only, by a code that no current country holds. */
export const formerByCode = (api: Api, code: string): readonly FormerCountryData[] =>
  api.byCode.has(normaliseCode(code)) ? [] : (api.formerCountries.byCode.get(normaliseCode(code)) ?? []);

export const formerByName = (api: Api, name: string): readonly FormerCountryData[] => api.formerCountries.byName.get(nameKey(name)) ?? [];

/** A former country's candidates when a code or name stands for several (`CS`, `891`). */
function ambiguousFormer(api: Api, what: string, value: string, matches: readonly FormerCountryData[]): ApiError {
  return new ApiError(300, `${matches.length} former countries match ${what} '${value}'; ask by ISO 3166-3 code: ${matches.map((f) => f.alpha4).join(', ')}.`, {
    candidates: matches.map((f) => ({ code: f.alpha4, cca2: f.alpha2, cca3: f.alpha3, name: f.name, link: formerLink(api, f.alpha4) })),
  });
}

/** The one former country a code names (any of its codes, even one a current country holds now: `GE`), else 404 or 300. */
export function findFormerByCode(api: Api, code: string): FormerCountryData {
  const matches = api.formerCountries.byCode.get(normaliseCode(code)) ?? [];
  if (matches.length === 0) {
    const current = api.byCode.get(normaliseCode(code));
    throw notFound(
      current
        ? `No former country had code '${code.trim()}': it is ${current.name.common}'s (${api.paths.country(current.cca2)}).`
        : `No country, current or former, matches code '${code.trim()}'.`,
    );
  }
  if (matches.length > 1) throw ambiguousFormer(api, 'code', normaliseCode(code), matches);
  return matches[0]!;
}

export function findFormerByName(api: Api, name: string): FormerCountryData {
  const matches = formerByName(api, name);
  if (matches.length === 0) throw notFound(`No former country matches name '${name.trim()}'.`);
  if (matches.length > 1) throw ambiguousFormer(api, 'name', name.trim(), matches);
  return matches[0]!;
}
