/**
 * @module
 * What a country page shows of its ISO 3166-2 subdivisions: one group per type, in the order of
 * the record's `subdivisions.types` (first-level types first), each subdivision with its code,
 * ISO's name, the other names and the subdivision it belongs to.
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
  /** Shown open: small groups, and the first group whatever its size. */
  open: boolean;
}

/** A group larger than this starts closed (France has 95 departments, Slovenia 212 municipalities), unless it is the first. */
export const OPEN_GROUP_LIMIT = 40;

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
      });
    return { type, label: typeLabel(api.subdivisions, type), rows, open: i === 0 || rows.length <= OPEN_GROUP_LIMIT };
  });
}

/** The sentence above the groups: how many, of how many types. */
export function subdivisionSummary(country: CountryData): string {
  const { count, topLevel, types } = country.subdivisions;
  if (count === 0) return `ISO 3166-2 lists no subdivisions of ${country.name.common}.`;
  const levels = topLevel === count ? '' : `, ${topLevel} of them first-level`;
  return `${count} ISO 3166-2 subdivision${count === 1 ? '' : 's'} of ${types.length} type${types.length === 1 ? '' : 's'}${levels}.`;
}
