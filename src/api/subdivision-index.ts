/**
 * @module
 * The subdivisions of the dataset as the API looks them up: by code, by country, by any of
 * their names (ISO's, the other names), and their types with the English glosses a `type=`
 * filter also takes (`state` finds Germany's Länder).
 */
import type { SubdivisionCrossCheck, SubdivisionData, SubdivisionSet } from '../dataset/subdivision-schema.ts';
import type { SubdivisionChange, SubdivisionEdition } from '../dataset/subdivision-changes.ts';
import { fold } from '../lib/text-fold.ts';
import { nameKey } from '../lib/slug.ts';
import type { Term } from './search-terms.ts';

export interface SubdivisionIndex {
  readonly all: readonly SubdivisionData[];
  readonly byCode: ReadonlyMap<string, SubdivisionData>;
  /** By alpha-2 code, in code order; a country without subdivisions has none. */
  readonly byCountry: ReadonlyMap<string, readonly SubdivisionData[]>;
  /** The direct children of a subdivision, by its code. */
  readonly children: ReadonlyMap<string, readonly SubdivisionData[]>;
  /** By {@link nameKey} of ISO's name and of every other name. */
  readonly byName: ReadonlyMap<string, readonly SubdivisionData[]>;
  /** ISO category → its English gloss, where it has one (`Land` → `State`). */
  readonly typeGlosses: Readonly<Record<string, string>>;
  /** Every value `type=` accepts: the categories and the glosses, sorted. */
  readonly typeNames: readonly string[];
  readonly crossCheck: SubdivisionCrossCheck | null;
  /** The ISO 3166-2 edition followed (null in tests that give no set). */
  readonly edition: SubdivisionEdition | null;
  /** The changes the edition has not taken up, in date order. */
  readonly laterChanges: readonly SubdivisionChange[];
  /** By alpha-2 code: the names of the country's subdivisions as search terms, with their type in words. */
  readonly searchTerms: ReadonlyMap<string, readonly Term[]>;
}

export function createSubdivisionIndex(set: SubdivisionSet | undefined): SubdivisionIndex {
  const all = set?.data ?? [];
  const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
    const list = map.get(key) ?? [];
    if (!list.includes(value)) list.push(value);
    map.set(key, list);
  };
  const byCountry = new Map<string, SubdivisionData[]>();
  const children = new Map<string, SubdivisionData[]>();
  const byName = new Map<string, SubdivisionData[]>();
  for (const s of all) {
    push(byCountry, s.country, s);
    if (s.parent) push(children, s.parent, s);
    for (const name of [s.name, ...s.otherNames.map((n) => n.name)]) {
      const key = nameKey(name);
      if (key) push(byName, key, s);
    }
  }
  const typeGlosses = set?.typeGlosses ?? {};
  const searchTerms = new Map<string, Term[]>();
  for (const [cca2, own] of byCountry) searchTerms.set(cca2, subdivisionSearchTerms(own, typeGlosses));
  return {
    searchTerms,
    all,
    byCode: new Map(all.map((s) => [s.code, s])),
    byCountry,
    children,
    byName,
    typeGlosses,
    typeNames: [...new Set([...all.map((s) => s.type), ...Object.values(typeGlosses)])].sort(),
    crossCheck: set?.crossCheck ?? null,
    edition: set?.edition ?? null,
    laterChanges: set?.laterChanges ?? [],
  };
}

/** The names of subdivisions as search terms, each with its type in words (`state` for a `Land`: the gloss). */
export function subdivisionSearchTerms(subdivisions: readonly SubdivisionData[], typeGlosses: Readonly<Record<string, string>>): Term[] {
  return subdivisions.flatMap((s) => {
    const detail = (typeGlosses[s.type] ?? s.type).toLowerCase();
    return [s.name, ...s.otherNames.map((n) => n.name)].map((text): Term => ({ text, kind: 'subdivision', detail }));
  });
}

/** Whether a subdivision is of a type as `type=` names it: its ISO category, or that category's gloss. */
export const isOfType = (index: SubdivisionIndex, s: SubdivisionData, type: string): boolean =>
  fold(s.type) === fold(type) || (index.typeGlosses[s.type] !== undefined && fold(index.typeGlosses[s.type]!) === fold(type));

/** A type as people read it: ISO's category, with its gloss where it has one (`Land (state)`). */
export const typeLabel = (index: SubdivisionIndex, type: string): string => {
  const gloss = index.typeGlosses[type];
  return gloss ? `${type} (${gloss.toLowerCase()})` : type;
};
