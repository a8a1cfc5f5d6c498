/**
 * @module
 * What a country page shows, derived from the record with the API's own functions
 * (presentCountry, similarByRegion, similarByLanguage, the path builder), so the page and
 * the API files cannot disagree.
 */
import { LAYOUTS } from '../../api/layouts.ts';
import type { Api } from '../../api/context.ts';
import { presentCountry } from '../../api/present.ts';
import { similarByLanguage, similarByRegion } from '../../api/similar.ts';
import type { CountryData, Organisation, OrganisationId } from '../../dataset/schema.ts';
import { COMPARE_MAX, compareHref } from '../../explorer/compare-link.ts';
import { MEMBERSHIP_LABELS, membershipsOf } from '../../explorer/memberships.ts';
import { DEFAULT_STATE, queryString } from '../../explorer/url-state.ts';
import { NUMBER_FIELDS } from '../../explorer/fields.ts';
import { DOCUMENT_FORMATS, type FormatExtension } from '../../formats/extensions.ts';
import { basePathOf } from '../../lib/base-path.ts';
import { formatInteger, ordinal } from '../../lib/number-format.ts';
export { ordinal } from '../../lib/number-format.ts';
import { langTag, languageName } from '../format.ts';

export interface CountryLink {
  cca2: string;
  name: string;
  href: string;
}

export interface NamedEntry {
  code: string;
  language: string;
  /** BCP 47 tag for the `lang` attribute, when the code is a valid one. */
  lang: string | undefined;
  common: string;
  official: string;
}

export interface SimilarEntry extends CountryLink {
  score: number;
  reason: string;
}

export interface ApiLinkRow {
  label: string;
  links: { format: FormatExtension; href: string }[];
}

/** How many similar countries a page lists of each kind; the API file has them all. */
export const SIMILAR_SHOWN = 5;

export function countryLink(api: Api, c: CountryData): CountryLink {
  return { cca2: c.cca2, name: c.name.common, href: api.paths.explorerCountry(c.cca2) };
}

/** The record's own language names first (they are the dataset's), then the English name from CLDR. */
function namesOf(c: CountryData, entries: Record<string, { common: string; official: string }>): NamedEntry[] {
  const own = new Map(c.languages.map((l) => [l.iso639_3, l.name]));
  return Object.entries(entries)
    .map(([code, n]) => ({ code, language: own.get(code) ?? languageName(code), lang: langTag(code), common: n.common, official: n.official }))
    .sort((a, b) => a.language.localeCompare(b.language, 'en'));
}

export const nativeNames = (c: CountryData): NamedEntry[] => namesOf(c, c.name.native);
export const translations = (c: CountryData): NamedEntry[] => namesOf(c, c.translations);

export function neighbours(api: Api, c: CountryData): CountryLink[] {
  return c.borders
    .map((code) => api.byCca3.get(code))
    .filter((n): n is CountryData => n !== undefined)
    .map((n) => countryLink(api, n))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * The most similar countries of a kind, as many as a page shows, how many there are, and how many
 * share the best score (when more than are shown do, the ones shown are no ranking, only the first by name).
 */
export function similar(api: Api, c: CountryData, by: 'region' | 'language', count = SIMILAR_SHOWN): { shown: SimilarEntry[]; total: number; tied: number } {
  const all = by === 'region' ? similarByRegion(c, api.countries) : similarByLanguage(c, api.countries);
  const best = all[0];
  const tied = best ? all.filter((s) => s.score === best.score && s.shared === best.shared).length : 0;
  return { shown: all.slice(0, count).map((s) => ({ ...countryLink(api, s.country), score: s.score, reason: s.reason })), total: all.length, tied };
}

/** The record's API files in every format: the record, its borders, both similar sets, and its World Bank series where it has them. */
export function apiLinks(api: Api, c: CountryData): ApiLinkRow[] {
  const record = presentCountry(c, api.paths);
  const series: [string, string, boolean][] = [
    ['Population year by year', LAYOUTS.population, api.populationSeries[c.cca2] !== undefined],
    ['GDP year by year', LAYOUTS.gdp, api.gdpSeries[c.cca2] !== undefined],
  ];
  const rows: [string, string][] = [
    ['Record', record.links.self],
    ['Land borders', record.links.borders],
    ['Similar by region', record.links.similarByRegion],
    ['Similar by language', record.links.similarByLanguage],
    ...series.filter(([, , has]) => has).map(([label, layout]): [string, string] => [label, api.paths.fileOf(layout, { code: c.cca2 }, 'json')]),
    ['Cities (GeoNames)', api.paths.fileOf(LAYOUTS.countryCities, { code: c.cca2 }, 'json')],
  ];
  return rows.map(([label, json]) => ({ label, links: DOCUMENT_FORMATS.map((format) => ({ format, href: json.replace(/\.json$/, `.${format}`) })) }));
}

/** The home page's table filtered to one facet value: `/?region=Europe`, `/?lang=deu`, `/?membership=nato`. */
export function filteredTableHref(basePath: string, facetId: string, value: string): string {
  return `${basePath}/${queryString({ ...DEFAULT_STATE, facets: { [facetId]: [value] } })}`;
}

export interface WorldRank {
  /** 1 for the largest figure; equal figures share a place. */
  rank: number;
  /** How many countries have a figure. */
  of: number;
  /** "63rd largest of 250": which way the rank runs, said. */
  text: string;
  /** The table sorted by the column, largest first, at the page that shows the country. */
  href: string;
}

// Every country page asks for its places: a column's figures are read once per list of countries, not once per page.
const figures = new WeakMap<readonly CountryData[], Map<string, number[]>>();
function figuresOf(countries: readonly CountryData[], field: (typeof NUMBER_FIELDS)[number]): number[] {
  let byField = figures.get(countries);
  if (!byField) figures.set(countries, (byField = new Map<string, number[]>()));
  let values = byField.get(field.id);
  if (!values) byField.set(field.id, (values = countries.map((x) => field.sortValue(x)).filter((v): v is number => typeof v === 'number')));
  return values;
}

/** How a rank reads: 1st is the most populous, the largest, else the highest figure. */
const RANK_WORDS: Readonly<Record<string, string>> = { population: 'most populous', area: 'largest' };

/**
 * The country's place in the world by a column of figures ("Area: 63rd largest of 250", as the World
 * Factbook's rank lists had it), largest first; undefined where it has no figure.
 */
export function worldRank(countries: readonly CountryData[], c: CountryData, fieldId: string, basePath: string): WorldRank | undefined {
  const field = NUMBER_FIELDS.find((f) => f.id === fieldId);
  const own = field?.sortValue(c);
  if (!field || typeof own !== 'number') return undefined;
  const values = figuresOf(countries, field);
  let rank = 1;
  for (const v of values) if (v > own) rank++;
  const pageSize = DEFAULT_STATE.pageSize === 'all' ? values.length : DEFAULT_STATE.pageSize;
  const view = { ...DEFAULT_STATE, sort: { id: field.id, desc: true }, page: Math.floor((rank - 1) / pageSize) };
  return {
    rank,
    of: values.length,
    text: `${ordinal(rank)} ${RANK_WORDS[field.id] ?? 'highest'} of ${values.length}`,
    href: `${basePath}/${queryString(view)}`,
  };
}

/** The population with what it is, as a phrase that reads after "is": its year and source, or that it has no year. */
export function populationNote(c: CountryData): string {
  if (c.populationSource === 'worldbank') return `${c.populationYear ?? 'year unknown'}, World Bank`;
  if (c.populationSource === 'cldr') return 'a Unicode CLDR estimate; CLDR publishes no year for it';
  if (c.populationSource === 'factbook')
    return c.populationYear === null ? 'an undated estimate, CIA World Factbook' : `a ${c.populationYear} estimate, CIA World Factbook`;
  if (c.population === 0) return 'uninhabited: no permanent population';
  return 'a correction by this project, with no year';
}

/** For the emptiest places a density says little: "one inhabitant per 46,700 km²" does. */
export function densityNote(c: CountryData): string | undefined {
  if (c.density === null || c.density >= 1) return undefined;
  if (c.density === 0) return 'uninhabited';
  return `one inhabitant per ${formatInteger(Number((1 / c.density).toPrecision(3)))} km²`;
}

/** "Pretoria (administrative), Cape Town (legislative)…": each capital with its role when there are several. */
export function capitalNames(c: CountryData): { name: string; role: string | undefined }[] {
  return c.capitals.map((cap) => ({ name: cap.name, role: c.capitals.length > 1 || cap.role !== 'official' ? cap.role : undefined }));
}

/**
 * English Wikipedia article titles where the country's common name is another article (a
 * disambiguation page, the island rather than the state, the region rather than the country).
 */
const WIKIPEDIA_TITLES: Readonly<Record<string, string>> = {
  GE: 'Georgia (country)',
  IE: 'Republic of Ireland',
  FM: 'Federated States of Micronesia',
  PS: 'State of Palestine',
  MF: 'Collectivity of Saint Martin',
  CD: 'Democratic Republic of the Congo',
  GS: 'South Georgia and the South Sandwich Islands',
};

export function wikipediaUrl(c: CountryData): string {
  const title = WIKIPEDIA_TITLES[c.cca2] ?? c.name.common;
  return `https://en.wikipedia.org/wiki/${encodeURIComponent(title.replaceAll(' ', '_'))}`;
}

/**
 * The comparison of a country with its land neighbours, as many as the comparison page takes
 * (the most populous first when there are more); undefined without neighbours.
 */
export function neighboursComparison(api: Api, c: CountryData): { href: string; shown: number; total: number } | undefined {
  const all = c.borders.map((code) => api.byCca3.get(code)).filter((n): n is CountryData => n !== undefined);
  if (all.length === 0) return undefined;
  const shown = [...all].sort((a, b) => b.population - a.population).slice(0, COMPARE_MAX - 1);
  return { href: compareHref([c.cca2, ...shown.map((n) => n.cca2)], basePathOf(api.paths.config.basePath)), shown: shown.length, total: all.length };
}

export interface MembershipEntry {
  id: OrganisationId;
  short: string;
  name: string;
  /** The table of the organisation's members. */
  href: string;
  source: Organisation['source'];
  asOf: string;
}

/** The organisations the country is a member of, with their members' table and their source. */
export function membershipEntries(c: CountryData, organisations: readonly Organisation[], basePath: string): MembershipEntry[] {
  const byId = new Map(organisations.map((o) => [o.id, o]));
  return membershipsOf(c).flatMap((id) => {
    const o = byId.get(id);
    return o ? [{ id, short: MEMBERSHIP_LABELS[id], name: o.name, href: filteredTableHref(basePath, 'memberships', id), source: o.source, asOf: o.asOf }] : [];
  });
}
