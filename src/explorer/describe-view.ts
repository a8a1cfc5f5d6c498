/**
 * @module
 * Sentences that describe the view: the table caption and the live announcement.
 */
import { formatDecimal } from '../lib/number-format.ts';
import { CONTAINS, FACETS, RANGES, type RangeDef } from './facets.ts';
import { fieldById } from './fields.ts';
import type { ExplorerState, NumberRange, SortState } from './url-state.ts';
import { SEARCH_COLUMN, effectiveSort } from './table-model.ts';

/** "sorted by population, largest first" for the order the rows are in. */
export function describeSort(sort: SortState): string {
  if (sort.id === SEARCH_COLUMN) return 'best matches first';
  const field = fieldById(sort.id);
  if (!field) return 'unsorted';
  // "Population" reads "population" mid-sentence; "FIFA code" keeps its capitals.
  const label = field.label.replace(/ \(.*\)$/, '').replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase());
  return `sorted by ${label}, ${field.order[sort.desc ? 1 : 0]}`;
}

/** "42 of 250 countries". */
export const describeCount = (shown: number, total: number): string => `${shown} of ${total} ${total === 1 ? 'country' : 'countries'}`;

/** Labels of facet values by facet id (language codes to names, and so on). */
export type FacetLabels = ReadonlyMap<string, ReadonlyMap<string, string>>;

/**
 * The filters in force, in words: `search “an”`, `Region: Europe or Asia`,
 * `Population 10,000,000 or more`. Empty for the unfiltered view.
 */
export function describeFilters(state: ExplorerState, labels: FacetLabels): string[] {
  const parts: string[] = [];
  const q = state.q.trim();
  if (q !== '') parts.push(`search “${q}”`);
  for (const def of FACETS) {
    const values = state.facets[def.id];
    if (!values?.length) continue;
    const named = values.map((v) => labels.get(def.id)?.get(v) ?? v);
    parts.push(`${def.legend}: ${named.join(' or ')}`);
  }
  for (const def of RANGES) {
    const range = state.ranges[def.id];
    if (range) parts.push(describeRange(def, range));
  }
  for (const def of CONTAINS) {
    const text = state.contains[def.id];
    if (text) parts.push(describeContains(def.legend, text));
  }
  return parts;
}

/** "Population 10,000,000 or more", "Area 100 km² to 500 km²". */
export function describeRange(def: RangeDef, { min, max }: NumberRange): string {
  const legend = def.legend.replace(/ \((.*)\)$/, '');
  const unit = / \((.*)\)$/.exec(def.legend)?.[1];
  const amount = (n: number) => `${formatDecimal(n)}${unit ? ` ${unit}` : ''}`;
  if (min !== null && max !== null) return `${legend} ${amount(min)} to ${amount(max)}`;
  if (min !== null) return `${legend} ${amount(min)} or more`;
  return `${legend} ${max === null ? 'any' : `${amount(max)} or less`}`;
}

/** `Capital contains “ber”`. */
export const describeContains = (legend: string, text: string): string => `${legend} contains “${text.trim()}”`;

/** The table caption: what the table holds (the filters in force), how many, and in which order. */
export function tableCaption(shown: number, total: number, state: ExplorerState, labels: FacetLabels = new Map()): string {
  const filters = describeFilters(state, labels);
  const what = filters.length > 0 ? `Countries and territories (${filters.join('; ')})` : 'Countries and territories';
  return `${what}: ${describeCount(shown, total)}, ${describeSort(effectiveSort(state))}`;
}
