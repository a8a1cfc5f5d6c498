/**
 * @module
 * Facet filters (checkbox groups with live counts) and numeric ranges. A facet is a column
 * whose rows can hold several values (a country has several languages), each with a label;
 * counts come from the table (TanStack faceting) in the browser and from `countFacet` on the
 * server, and `facetView` orders and trims them the same way for both.
 */
import type { CountryData } from '../dataset/schema.ts';
import { MEMBERSHIP_IDS, MEMBERSHIP_LABELS, membershipsOf } from './memberships.ts';
import { NUMBER_FIELDS, TEXT_FIELDS, filterParam } from './fields.ts';

export interface FacetDef {
  /** The table column this facet filters. */
  readonly id: string;
  readonly legend: string;
  /** Query-string key. */
  readonly param: string;
  /** The record's facet values, each with its label. */
  entries(c: CountryData): ReadonlyArray<readonly [value: string, label: string]>;
  /** Values in a fixed order (yes/no); others are ordered by count. */
  readonly order?: readonly string[];
}

export interface RangeDef {
  /** The table column this range filters. */
  readonly id: string;
  readonly legend: string;
  readonly param: string;
  /** In the filters from the start; the others are added from "Filter by another column". */
  readonly standing: boolean;
}

/** A text column's "contains" filter. */
export interface ContainsDef {
  readonly id: string;
  readonly legend: string;
  readonly param: string;
}

const YES_NO = ['yes', 'no', 'unknown'] as const;
function yesNo(value: boolean | null, unknownLabel: string): ReadonlyArray<readonly [string, string]> {
  if (value === null) return [['unknown', unknownLabel]];
  return value ? [['yes', 'Yes']] : [['no', 'No']];
}

export const FACETS: readonly FacetDef[] = [
  { id: 'region', legend: 'Region', param: 'region', entries: (c) => [[c.region, c.region]] },
  { id: 'subregion', legend: 'Subregion', param: 'subregion', entries: (c) => (c.subregion === null ? [] : [[c.subregion, c.subregion]]) },
  { id: 'languages', legend: 'Language', param: 'lang', entries: (c) => c.languages.map((l) => [l.iso639_3, l.name] as const) },
  { id: 'currencies', legend: 'Currency', param: 'cur', entries: (c) => c.currencies.map((x) => [x.code, `${x.name} (${x.code})`] as const) },
  { id: 'independent', legend: 'Independent', param: 'indep', order: YES_NO, entries: (c) => yesNo(c.independent, 'Disputed') },
  { id: 'un', legend: 'UN member', param: 'un', order: YES_NO, entries: (c) => yesNo(c.unMember, 'Unknown') },
  { id: 'landlocked', legend: 'Landlocked', param: 'landlocked', order: YES_NO, entries: (c) => yesNo(c.landlocked, 'Unknown') },
  // The API's parameter name (/api/countries?membership=nato), so a link reads the same on both.
  {
    id: 'memberships',
    legend: 'Member of',
    param: 'membership',
    order: MEMBERSHIP_IDS,
    entries: (c) => membershipsOf(c).map((id) => [id, MEMBERSHIP_LABELS[id]] as const),
  },
];

/** A range for every column of figures (the new indicators too, as they join the fields). */
export const RANGES: readonly RangeDef[] = NUMBER_FIELDS.map((f) => ({
  id: f.id,
  legend: f.label,
  param: filterParam(f),
  standing: f.id === 'population' || f.id === 'area',
}));

const facetById = new Map(FACETS.map((f) => [f.id, f]));

/** A "contains" filter for every column of text that is no facet (a facet filters by its values). */
export const CONTAINS: readonly ContainsDef[] = TEXT_FIELDS.filter((f) => !facetById.has(f.id)).map((f) => ({
  id: f.id,
  legend: f.label,
  param: filterParam(f),
}));
export const facetFor = (columnId: string): FacetDef | undefined => facetById.get(columnId);
export const isRangeColumn = (columnId: string): boolean => RANGES.some((r) => r.id === columnId);
export const isContainsColumn = (columnId: string): boolean => CONTAINS.some((c) => c.id === columnId);

/** The facet values of a record, without labels (what the table counts). */
export const facetValues = (def: FacetDef, c: CountryData): string[] => def.entries(c).map(([value]) => value);

/** How many records hold each value. */
export function countFacet(def: FacetDef, rows: readonly CountryData[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of rows) for (const [value] of def.entries(c)) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** The label of every value that occurs in the records. */
export function facetLabels(def: FacetDef, rows: readonly CountryData[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const c of rows) for (const [value, label] of def.entries(c)) if (!labels.has(value)) labels.set(value, label);
  return labels;
}

export interface FacetOption {
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

export interface FacetView {
  /** The options to show. */
  readonly options: readonly FacetOption[];
  /** How many options there are in all (more than shown when trimmed). */
  readonly total: number;
}

/** Options shown before "Show all". */
export const FACET_LIMIT = 8;
const collator = new Intl.Collator('en');

/**
 * The options of a facet: every value with a count, plus selected values that no longer have
 * any (so they can be unticked), most frequent first (or in the facet's fixed order). Unless
 * `expanded`, only the first FACET_LIMIT and the selected ones are shown.
 */
export function facetView(
  def: FacetDef,
  counts: ReadonlyMap<unknown, number>,
  labels: ReadonlyMap<string, string>,
  selected: readonly string[],
  expanded: boolean,
): FacetView {
  const values = new Set<string>(selected);
  for (const [value, count] of counts) if (typeof value === 'string' && count > 0) values.add(value);
  const options = [...values].map((value) => ({ value, label: labels.get(value) ?? value, count: counts.get(value) ?? 0 }));
  const order = def.order;
  options.sort(
    order
      ? (a, b) => rankIn(order, a.value) - rankIn(order, b.value)
      : (a, b) => b.count - a.count || collator.compare(a.label, b.label) || collator.compare(a.value, b.value),
  );
  if (expanded || options.length <= FACET_LIMIT) return { options, total: options.length };
  const shown = options.filter((o, i) => i < FACET_LIMIT || selected.includes(o.value));
  return { options: shown, total: options.length };
}

function rankIn(order: readonly string[], value: string): number {
  const i = order.indexOf(value);
  return i === -1 ? order.length : i;
}

/** Every facet as the page first shows it: all records, nothing selected, trimmed. */
export function initialFacetViews(rows: readonly CountryData[]): Record<string, FacetView> {
  return Object.fromEntries(FACETS.map((def) => [def.id, facetView(def, countFacet(def, rows), facetLabels(def, rows), [], false)]));
}
