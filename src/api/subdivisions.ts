/**
 * @module
 * Subdivisions as the API shows them, and finding them: one by code or by name (a name several
 * places share, a country among them, is an answer too: HTTP 300 with the candidates), or the
 * list of a country's, or of a type's.
 */
import type { CountryData } from '../dataset/schema.ts';
import type { SubdivisionData } from '../dataset/subdivision-schema.ts';
import type { Api } from './context.ts';
import { ApiError, notFound, type Candidate } from './errors.ts';
import { namedBy } from './lookup.ts';
import { isOfType, typeLabel } from './subdivision-index.ts';
import { summarise } from './present.ts';
import { nameKey } from '../lib/slug.ts';
import type { JsonObject } from '../formats/document.ts';
import { changesOf, type SubdivisionChange } from '../dataset/subdivision-changes.ts';

/** A change as a subdivision or a country's list shows it: its country is the one in hand. */
const laterChange = ({ country: _, ...change }: SubdivisionChange): JsonObject => ({ ...change, codes: [...change.codes], source: { ...change.source } });

/** The form of a code, as errors name it. */
export const CODE_FORM = 'XX-YYY: the country’s alpha-2 code, a hyphen and 1 to 3 letters or digits (DE-BY, FR-75C, GB-LND)';

export const subdivisionLink = (api: Api, code: string) => api.paths.query('subdivision', { code });
const countryListLink = (api: Api, cca2: string) => api.paths.query('subdivision', { country: cca2 });

const reference = (api: Api, s: SubdivisionData) => ({ code: s.code, name: s.name, type: s.type });

/** One subdivision in a list: its names, type, country and parent. */
export function presentSubdivision(api: Api, s: SubdivisionData): JsonObject {
  const country = api.byCode.get(s.country);
  const parent = s.parent === null ? undefined : api.subdivisions.byCode.get(s.parent);
  return {
    code: s.code,
    name: s.name,
    otherNames: s.otherNames.map((n) => ({ ...n })),
    type: s.type,
    country: { cca2: s.country, name: country?.name.common ?? s.country },
    parent: parent ? reference(api, parent) : null,
    // As of the ISO 3166-2 edition followed, with what changed since that it has not taken up.
    edition: api.subdivisions.edition?.date ?? null,
    laterChanges: changesOf(api.subdivisions.laterChanges, s.code).map(laterChange),
    links: { country: api.paths.country(s.country) },
  };
}

/** One subdivision on its own: as in a list, with the subdivisions directly under it. */
export function presentSubdivisionRecord(api: Api, s: SubdivisionData): JsonObject {
  const children = (api.subdivisions.children.get(s.code) ?? []).map((c) => reference(api, c));
  return { ...presentSubdivision(api, s), children };
}

/** CSV header of an empty list. */
export const SUBDIVISION_COLUMNS = [
  'code',
  'name',
  'type',
  'country.cca2',
  'country.name',
  'parent.code',
  'parent.name',
  'parent.type',
  'edition',
  'links.self',
  'links.country',
];

/** Upper case, whitespace trimmed: `de-by` → `DE-BY`. */
export const normaliseSubdivisionCode = (code: string) => code.trim().toUpperCase();

export function findSubdivisionByCode(api: Api, code: string): SubdivisionData {
  const normal = normaliseSubdivisionCode(code);
  const found = api.subdivisions.byCode.get(normal);
  if (found) return found;
  const country = api.byCode.get(normal.slice(0, 2));
  if (!country)
    throw notFound(`No subdivision matches code '${normal}': '${normal.slice(0, 2)}' is no country’s alpha-2 code. Codes take the form ${CODE_FORM}.`);
  const own = api.subdivisions.byCountry.get(country.cca2) ?? [];
  const where =
    own.length === 0
      ? `${country.name.common} has no ISO 3166-2 subdivisions`
      : `${countryListLink(api, country.cca2)} lists ${country.name.common}’s ${own.length}`;
  throw notFound(`No subdivision matches code '${normal}'; ${where}. Codes take the form ${CODE_FORM}.`);
}

const subdivisionCandidate = (api: Api, s: SubdivisionData): Candidate => ({
  code: s.code,
  cca2: s.country,
  cca3: api.byCode.get(s.country)?.cca3 ?? '',
  name: s.name,
  type: s.type,
  link: subdivisionLink(api, s.code),
});
const countryCandidate = (api: Api, c: CountryData): Candidate => ({
  cca2: c.cca2,
  cca3: c.cca3,
  name: c.name.common,
  link: api.paths.country(c.cca2),
});

/**
 * The one subdivision a name stands for (ISO's name or another, any case and accents), in one
 * country when `country` is given. A name that several subdivisions share, or a country too
 * (`Georgia`, `Luxembourg`), is the 300 of its candidates.
 */
export function findSubdivisionByName(api: Api, name: string, country?: CountryData): SubdivisionData {
  const key = nameKey(name);
  const matches = (api.subdivisions.byName.get(key) ?? []).filter((s) => !country || s.country === country.cca2);
  const countries = country ? [] : (namedBy(api, key) ?? []);
  const within = country ? ` in ${country.name.common}` : '';
  if (matches.length === 1 && countries.length === 0) return matches[0]!;
  if (matches.length === 0) throw notFound(`No subdivision${within} matches name '${name.trim()}'.`);
  const spelled = [matches[0]!.name, ...matches[0]!.otherNames.map((n) => n.name)].find((n) => nameKey(n) === key) ?? name.trim();
  const codes = [...matches.map((s) => `${s.code} (${typeLabel(api.subdivisions, s.type).toLowerCase()})`), ...countries.map((c) => `${c.cca2} (country)`)];
  throw new ApiError(300, `${codes.length} places${within} match name '${spelled}'; ask by code: ${codes.join(', ')}.`, {
    candidates: [...matches.map((s) => subdivisionCandidate(api, s)), ...countries.map((c) => countryCandidate(api, c))],
  });
}

/** The list document of a country's subdivisions, or of a type's (in one country or all). */
export function subdivisionList(api: Api, country: CountryData | undefined, type: string | undefined): { body: JsonObject; rows: JsonObject[] } {
  const pool = country ? (api.subdivisions.byCountry.get(country.cca2) ?? []) : api.subdivisions.all;
  const chosen = type === undefined ? pool : pool.filter((s) => isOfType(api.subdivisions, s, type));
  const rows = chosen.map((s) => presentSubdivision(api, s));
  const counts = new Map<string, number>();
  for (const s of chosen) counts.set(s.type, (counts.get(s.type) ?? 0) + 1);
  const types = country
    ? country.subdivisions.types.filter((t) => counts.has(t.type)).map((t) => ({ type: t.type, count: counts.get(t.type)! }))
    : [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([t, count]) => ({ type: t, count }));
  const listed = new Set(chosen.map((s) => s.country));
  const body: JsonObject = {
    country: country ? summarise(country, api.paths) : null,
    filters: { country: country?.cca2 ?? null, type: type ?? null },
    edition: api.subdivisions.edition ? { ...api.subdivisions.edition } : null,
    laterChanges: api.subdivisions.laterChanges.filter((c) => listed.has(c.country)).map((c) => ({ ...laterChange(c), country: c.country })),
    count: rows.length,
    types,
    data: rows,
  };
  return { body, rows };
}
