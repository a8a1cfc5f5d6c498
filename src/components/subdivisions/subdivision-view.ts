/**
 * @module
 * What a country page shows of its ISO 3166-2 subdivisions: one group per type, in the order of
 * the record's `subdivisions.types` (first-level types first), each subdivision, by name, with its
 * code, ISO's name, the other names and the subdivision it belongs to.
 */
import type { Api } from '../../api/context.ts';
import { typeLabel } from '../../api/subdivision-index.ts';
import type { CountryData } from '../../dataset/schema.ts';

export interface SubdivisionRow {
  code: string;
  name: string;
  /** The other names, joined (`Bavaria`), or empty. */
  otherNames: string;
  /** ISO's name and code of the parent (`Auvergne-Rhône-Alpes (FR-ARA)`), or undefined for a first-level one. */
  parent: string | undefined;
}

export interface SubdivisionGroup {
  type: string;
  /** The type as people read it: ISO's category, with its English gloss (`Land (state)`). */
  label: string;
  rows: SubdivisionRow[];
  /** Shown open: every group of a country with few subdivisions; else the first, when it is small. */
  open: boolean;
}

/**
 * A country with more subdivisions than this shows its first group open only, and only when that
 * group is no larger (France has 95 departments, the United Kingdom 221 subdivisions of 9 types):
 * the card's search finds any of them, and opens its group.
 */
export const OPEN_GROUP_LIMIT = 40;

const collator = new Intl.Collator('en');

export function subdivisionGroups(api: Api, country: CountryData): SubdivisionGroup[] {
  const own = api.subdivisions.byCountry.get(country.cca2) ?? [];
  return country.subdivisions.types.map(({ type }, i) => {
    const rows = own
      .filter((s) => s.type === type)
      .map((s): SubdivisionRow => {
        const parent = s.parent === null ? undefined : api.subdivisions.byCode.get(s.parent);
        return {
          code: s.code,
          name: s.name,
          otherNames: s.otherNames.map((n) => n.name).join(', '),
          parent: parent && `${parent.name} (${parent.code})`,
        };
      })
      .sort((a, b) => collator.compare(a.name, b.name) || collator.compare(a.code, b.code));
    const open = own.length <= OPEN_GROUP_LIMIT || (i === 0 && rows.length <= OPEN_GROUP_LIMIT);
    return { type, label: typeLabel(api.subdivisions, type), rows, open };
  });
}

/** The sentence above the groups: how many, of how many types. */
export function subdivisionSummary(country: CountryData): string {
  const { count, topLevel, types } = country.subdivisions;
  if (count === 0) return `ISO 3166-2 lists no subdivisions of ${country.name.common}.`;
  const levels = topLevel === count ? '' : `, ${topLevel} of them first-level`;
  return `${count} ISO 3166-2 subdivision${count === 1 ? '' : 's'} of ${types.length} type${types.length === 1 ? '' : 's'}${levels}.`;
}
