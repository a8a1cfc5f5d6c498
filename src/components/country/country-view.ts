/**
 * @module
 * What a country page shows, derived from the record with the API's own functions
 * (presentCountry, similarByRegion, similarByLanguage, the path builder), so the page and
 * the API files cannot disagree.
 */
import type { Api } from '../../api/context.ts';
import { presentCountry } from '../../api/present.ts';
import { similarByLanguage, similarByRegion } from '../../api/similar.ts';
import type { CountryData } from '../../dataset/schema.ts';
import { FORMAT_EXTENSIONS, type FormatExtension } from '../../formats/extensions.ts';
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

export function similar(api: Api, c: CountryData, by: 'region' | 'language', count = SIMILAR_SHOWN): { shown: SimilarEntry[]; total: number } {
  const all = by === 'region' ? similarByRegion(c, api.countries) : similarByLanguage(c, api.countries);
  return { shown: all.slice(0, count).map((s) => ({ ...countryLink(api, s.country), score: s.score, reason: s.reason })), total: all.length };
}

/** The record's API files in every format: the record, its borders and both similar sets. */
export function apiLinks(api: Api, c: CountryData): ApiLinkRow[] {
  const record = presentCountry(c, api.paths);
  const rows: [string, string][] = [
    ['Record', record.links.self],
    ['Land borders', record.links.borders],
    ['Similar by region', record.links.similarByRegion],
    ['Similar by language', record.links.similarByLanguage],
  ];
  return rows.map(([label, json]) => ({ label, links: FORMAT_EXTENSIONS.map((format) => ({ format, href: json.replace(/\.json$/, `.${format}`) })) }));
}
