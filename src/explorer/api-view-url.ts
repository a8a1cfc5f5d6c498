/**
 * @module
 * The API question with the same answer as an explorer view, as datasette offers beside every
 * table: `/api/countries?region=Europe&sort=population&limit=250&fields=…`. The API takes one
 * value per filter and no ranges or "contains": what a view holds beyond that is named, so the
 * reader knows the API's answer is wider.
 */
import { NUMBER_SORTS, TEXT_SORTS } from '../api/list.ts';
import { describeContains, describeRange } from './describe-view.ts';
import { CONTAINS, FACETS, RANGES } from './facets.ts';
import { fieldById } from './fields.ts';
import { sitePaths } from './site-paths.ts';
import { effectiveSort } from './table-model.ts';
import type { ExplorerState } from './url-state.ts';

/** Explorer facet ids to the API's filter parameters. */
const API_FILTERS: Readonly<Record<string, string>> = {
  region: 'region',
  subregion: 'subregion',
  languages: 'language',
  currencies: 'currency',
  memberships: 'membership',
  independent: 'independent',
  un: 'unMember',
  landlocked: 'landlocked',
};
const API_VALUES: Readonly<Record<string, string>> = { yes: 'true', no: 'false' };
/** Explorer sorts the API sorts the same way (the explorer's "languages" sorts the names, the API's counts them). */
const SAME_SORTS = new Set<string>([...TEXT_SORTS, ...NUMBER_SORTS].filter((id) => id !== 'languages'));

export function apiViewUrl(state: ExplorerState, columnIds: readonly string[]): { url: string; unexpressed: string[] } {
  const params = new URLSearchParams();
  const unexpressed: string[] = [];
  if (state.q.trim() !== '') params.set('q', state.q.trim());
  for (const def of FACETS) {
    const values = state.facets[def.id];
    if (!values?.length) continue;
    const param = API_FILTERS[def.id];
    const value = values[0]!;
    if (param && values.length === 1 && value !== 'unknown') params.set(param, API_VALUES[value] ?? value);
    else unexpressed.push(`${def.legend}: ${values.join(' or ')} (one value only)`);
  }
  for (const def of RANGES) {
    const range = state.ranges[def.id];
    if (range) unexpressed.push(describeRange(def, range));
  }
  for (const def of CONTAINS) {
    const text = state.contains[def.id];
    if (text) unexpressed.push(describeContains(def.legend, text));
  }
  const sort = effectiveSort(state);
  if (SAME_SORTS.has(sort.id)) {
    params.set('sort', sort.id);
    params.set('order', sort.desc ? 'desc' : 'asc');
  } else if (sort.id !== 'search') unexpressed.push(`the order by ${fieldById(sort.id)?.label ?? sort.id}`);
  params.set('limit', '250');
  const paths = ['cca2', ...columnIds.flatMap((id) => fieldById(id)?.paths ?? [])];
  params.set('fields', [...new Set(paths)].join(','));
  return { url: `${sitePaths.apiRoot}/countries?${params.toString().replaceAll('%2C', ',').replaceAll('%2F', '/')}`, unexpressed };
}
